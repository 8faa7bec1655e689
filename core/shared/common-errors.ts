import { domainError, type DomainError, type FieldErrors } from './domain-error'

/** Failures every use case may answer; the code is stable, the message is what the user reads. */
export type CommonCode = 'forbidden' | 'not found' | 'already in use' | 'invalid input'

export interface CommonError extends DomainError<CommonCode> {
  readonly errors?: FieldErrors
}

export const forbidden = (): CommonError => domainError('forbidden', 'Недостаточно прав для этого действия')
/**
 * What may be missing, each with its sentence: Russian agrees the participle with the noun's gender, so a noun
 * is added here with its own words ("Файл не найден", "Запись не найдена"), never glued to one ending.
 */
export const NOT_FOUND_MESSAGES = {
  Запись: 'Запись не найдена',
  Файл: 'Файл не найден',
  Документ: 'Документ не найден',
  'Рекламная кампания': 'Рекламная кампания не найдена',
  Наблюдатель: 'Наблюдатель не найден',
  Организация: 'Организация не найдена',
  Рекламодатель: 'Рекламодатель не найден',
  'Учётная запись': 'Учётная запись не найдена',
} as const
export type Missing = keyof typeof NOT_FOUND_MESSAGES

export const notFound = (what: Missing = 'Запись'): CommonError =>
  domainError('not found', NOT_FOUND_MESSAGES[what])
export const alreadyInUse = (errors: FieldErrors): CommonError => ({
  ...domainError('already in use', 'Такое значение уже используется'),
  errors,
})
/** The message of input that does not decode: a sentence naming the fields, in the user's language. */
export const invalidInputMessage = (errors: FieldErrors): string => {
  const fields = Object.keys(errors).filter((f) => f !== '_')
  return fields.length === 0 ? 'Некорректные данные запроса' : `Проверьте поля: ${fields.join(', ')}`
}

export const invalidInput = (errors: FieldErrors): CommonError => ({
  ...domainError('invalid input', `Проверьте поля: ${Object.keys(errors).join(', ')}`),
  errors,
})
