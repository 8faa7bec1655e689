import { match } from 'ts-pattern'
import { fieldErrorsOf, mentions, serverMessages, type ServerFailure } from './server-failure'

/** The fallback when the server gives no usable text (also R-VAL-07's "anything else"). */
export const UNEXPECTED_ERROR = 'Непредвиденная ошибка'

/** R-ERR-08 (open wording), our text. */
export const CAMPAIGN_EXPIRED_MESSAGE =
  'Рекламную кампанию с такими параметрами сейчас нельзя забронировать. Создайте новую кампанию.'
/** R-ERR-09 (open wording), our text. */
export const PACKAGES_UNAVAILABLE_MESSAGE = 'Не все выбранные пакеты доступны для продажи.'
/** R-STATE-07: sending a non-draft. */
export const SEND_ERROR_MESSAGE = 'Кампанию нельзя отправить на модерацию'
/** R-ERR-12 (open): prolongation messages are joined with this separator. */
export const PROLONGATION_SEPARATOR = '; '
/** R-ERR-13 */
export const PERIODS_ERROR_MESSAGE = 'Ошибка периодов'
/** R-ERR-14 */
export const LANDING_UPLOAD_ERROR_MESSAGE = 'Ошибка загрузки'
/** R-ERR-15: the server's two ways of saying the reservation waits for the manager. */
export const RESERVATION_PENDING_CODES = ['not_reservation', 'Не все скедлы подтверждены'] as const
/** R-ERR-15 (open wording), our text. */
export const RESERVATION_WITH_MANAGER_MESSAGE =
  'Кампания передана менеджеру на проверку. Счёт будет выставлен после подтверждения бронирования. ' +
  'Контакты менеджера — в разделе «Профиль».'
/** Delete-campaign error text: open in the spec (cabinet §8); our text. */
export const DELETE_ERROR_MESSAGE = 'Не удалось удалить рекламную кампанию'
/** Consent-revocation failure text: open in the spec (cabinet §8); our text. */
export const REVOCATION_ERROR_MESSAGE = 'Не удалось отозвать согласие на обработку персональных данных'
/** R-ERR-11: the server's text that raises the schedule-error flag. */
export const INVALID_SCHEDULE = 'invalid schedule'

/** The situations a cabinet call can fail in; each has exactly one rule for its user message. */
export type FailureSituation =
  | 'campaignCreate'
  | 'applicationSend'
  | 'prolongation'
  | 'periods'
  | 'landingUpload'
  | 'reservation'
  | 'oauth'
  | 'upload'
  | 'download'
  | 'reference'
  | 'deletion'
  | 'revocation'

const firstMessage = (failure: ServerFailure): string => serverMessages(failure)[0] ?? UNEXPECTED_ERROR

/**
 * The one mapping from a failed call to what the user reads (cabinet §8). `undefined` means no message:
 * the failure is only recorded (R-ERR-17, R-ERR-18) or only logged (R-ERR-19).
 */
export const failureMessage = (situation: FailureSituation, failure: ServerFailure): string | undefined =>
  match(situation)
    .with('campaignCreate', () => {
      const fields = fieldErrorsOf(failure)
      if (fields['expirationDate'] !== undefined) return CAMPAIGN_EXPIRED_MESSAGE // R-ERR-08
      if (fields['advertisePackageSchedule'] !== undefined) return PACKAGES_UNAVAILABLE_MESSAGE // R-ERR-09
      return firstMessage(failure) // R-ERR-10
    })
    .with('applicationSend', () => SEND_ERROR_MESSAGE) // R-STATE-07: 'is not draft' and any other refusal
    .with('prolongation', () => serverMessages(failure).join(PROLONGATION_SEPARATOR) || UNEXPECTED_ERROR) // R-ERR-12
    .with('periods', () => failure.message ?? PERIODS_ERROR_MESSAGE) // R-ERR-13
    .with('landingUpload', () => LANDING_UPLOAD_ERROR_MESSAGE) // R-ERR-14
    .with('reservation', () =>
      RESERVATION_PENDING_CODES.some((code) => mentions(failure, code))
        ? RESERVATION_WITH_MANAGER_MESSAGE // R-ERR-15
        : firstMessage(failure),
    )
    .with('oauth', () => failure.message ?? UNEXPECTED_ERROR) // R-ERR-16
    .with('deletion', () => DELETE_ERROR_MESSAGE)
    .with('revocation', () => REVOCATION_ERROR_MESSAGE)
    .with('upload', 'download', 'reference', () => undefined) // R-ERR-17, R-ERR-18, R-ERR-19
    .exhaustive()

/** R-ERR-11: an 'invalid schedule' answer sets the schedule-error flag. */
export const isInvalidSchedule = (failure: ServerFailure): boolean => mentions(failure, INVALID_SCHEDULE)

/** R-ERR-16: the closable red bar shown after a failed OAuth return. */
export interface OAuthFailureBar {
  readonly message: string
  readonly closable: true
  readonly tone: 'danger'
  readonly link: {
    readonly label: 'Перейти на страницу авторизации'
    readonly href: '/app/msb-authorization'
  }
}

export const oauthFailureBar = (failure: ServerFailure): OAuthFailureBar => ({
  message: failureMessage('oauth', failure) ?? UNEXPECTED_ERROR,
  closable: true,
  tone: 'danger',
  link: { label: 'Перейти на страницу авторизации', href: '/app/msb-authorization' },
})
