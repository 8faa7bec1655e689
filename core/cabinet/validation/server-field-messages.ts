import type { FieldErrors } from '../../shared/domain-error'
import type { FieldMessages } from '../../shared/field-messages'

/** R-VAL-07: server field codes on legal-entity and registration fields, as the spec quotes them. */
export const serverFieldMessage = (code: string): string => {
  switch (code) {
    case 'already in use':
      return 'Данное значение уже используется в системе'
    case 'wrong format':
      return 'Неправильный формат'
    case 'required':
      return 'Данное поле является обязательным'
    default:
      return 'Непредвиденная ошибка'
  }
}

/** R-VAL-07, R-VAL-08: every field of a server errors object, mapped. */
export const serverFieldMessages = (errors: FieldErrors | undefined): FieldMessages =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([field, code]) => [field, serverFieldMessage(code)]))

/** R-VAL-10: the fast order's name messages in the spec's words (quoted in English by the spec). */
export const FAST_ORDER_NAME_SPEC = {
  required: 'full name missing',
  other: 'error in full name field',
} as const

/**
 * Fast-order (lead) form messages (cabinet §5). R-VAL-10's are the spec's (FAST_ORDER_NAME_SPEC) as a person
 * reads them in Russian; the wording of R-VAL-11..14 is open and these Russian texts are our choice.
 */
export const FAST_ORDER_MESSAGES = {
  fullName: { required: 'Укажите имя', other: 'Ошибка в поле «Имя»' },
  phone: {
    required: 'Укажите номер телефона',
    'already in use': 'Этот номер телефона уже используется',
    'wrong format': 'Неверный формат номера телефона',
    other: 'Ошибка в номере телефона',
  },
  email: {
    required: 'Укажите адрес электронной почты',
    'already in use': 'Этот адрес электронной почты уже используется',
    other: 'Ошибка в адресе электронной почты',
  },
  advertisePlaceId: { required: 'Не выбран рекламоноситель', other: 'Непредвиденная ошибка' },
  gRecaptchaResponse: { required: 'Подтвердите, что вы не робот', other: 'Ошибка проверки капчи' },
} as const satisfies Record<string, Readonly<Record<string, string>> & { readonly other: string }>

export type FastOrderField = keyof typeof FAST_ORDER_MESSAGES
export const FAST_ORDER_FIELDS = Object.keys(FAST_ORDER_MESSAGES) as FastOrderField[]

/** R-VAL-10..14: server errors of the fast-order form -> field messages; unknown fields are ignored. */
export const fastOrderMessages = (errors: FieldErrors | undefined): FieldMessages => {
  const out: Record<string, string> = {}
  for (const field of FAST_ORDER_FIELDS) {
    const code = errors?.[field]
    if (code === undefined) continue
    const table: Readonly<Record<string, string>> = FAST_ORDER_MESSAGES[field]
    out[field] = table[code] ?? FAST_ORDER_MESSAGES[field].other
  }
  return out
}

/** R-VAL-19: a video upload error shows the server's field messages, or 'Ошибка загрузки' when there are none. */
export const UPLOAD_ERROR_MESSAGE = 'Ошибка загрузки'
export const videoUploadMessages = (errors: FieldErrors | undefined): readonly string[] => {
  const messages = Object.values(errors ?? {}).filter((m) => m.trim() !== '')
  return messages.length > 0 ? messages : [UPLOAD_ERROR_MESSAGE]
}
