import { match } from 'ts-pattern'
import { fieldErrorsOf, mentions, serverMessages, type ServerFailure } from '../../shared/server-failure'
import { saysRussian } from '../../shared/text'
import {
  UNEXPECTED_ERROR,
  CAMPAIGN_EXPIRED_MESSAGE,
  PACKAGES_UNAVAILABLE_MESSAGE,
  SEND_ERROR_MESSAGE,
  PROLONGATION_SEPARATOR,
  PERIODS_ERROR_MESSAGE,
  LANDING_UPLOAD_ERROR_MESSAGE,
  RESERVATION_PENDING_CODES,
  RESERVATION_WITH_MANAGER_MESSAGE,
  DELETE_ERROR_MESSAGE,
  REVOCATION_ERROR_MESSAGE,
  INVALID_SCHEDULE,
} from '../../shared/messages'

export * from '../../shared/messages'

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

/**
 * R-ERR-10: the server's first message — the first of a list of messages, or the first field's text when it is a
 * sentence. A field's code ('too large', 'wrong format': RULES.md decision 12) is no message for a person, so then
 * the server's own sentence is said.
 */
const firstMessage = (failure: ServerFailure): string => {
  const said = Array.isArray(failure.errors)
    ? serverMessages(failure)
    : Object.values(fieldErrorsOf(failure)).filter(saysRussian)
  return said[0] ?? failure.message ?? UNEXPECTED_ERROR
}

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
    // R-ERR-12: a list of messages is joined; errors by field carry codes, so the server's sentence is said.
    .with('prolongation', () =>
      Array.isArray(failure.errors) || failure.errors === undefined
        ? serverMessages(failure).join(PROLONGATION_SEPARATOR) || UNEXPECTED_ERROR
        : (failure.message ?? UNEXPECTED_ERROR),
    )
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
