import type { ApiFailure } from '../shared/api-failure'
import { domainError, type DomainError, type FieldErrors } from '../shared/domain-error'
import { lengthMessage } from './password'

/**
 * The server's vocabulary for account failures: each code travels as the `message` of a failed call and is
 * mapped to a Russian sentence for the user by authMessage (cabinet §8).
 */
export const AUTH_CODES = {
  wrongCredentials: 'wrong login/password',
  notActive: 'advertiser not active',
  notConfirmed: 'advertiser not confirmed',
  captchaInvalid: 'captcha invalid',
  emailInUse: 'email already in use',
  restoreLinkInactive: 'restore link inactive',
  restoreConfirmFailed: 'restore confirmation failed',
  confirmLinkInactive: 'confirmation link inactive',
  advertiserNotFound: 'advertiser not found',
  unauthorized: 'Unauthorized',
  tokenVerification: 'Token verification error',
  invalidInput: 'invalid input',
} as const
export type AuthCode = (typeof AUTH_CODES)[keyof typeof AUTH_CODES]

export interface AuthError extends DomainError<AuthCode> {
  readonly errors?: FieldErrors
}

export const authError = (code: AuthCode, errors?: FieldErrors): AuthError =>
  errors === undefined ? domainError(code, code) : { ...domainError(code, code), errors }

/**
 * What the user reads (R-ERR-01..07, R-VAL-07). The spec gives some messages only in English; the Russian
 * sentence below renders each, and the Gherkin quotes both.
 */
export const AUTH_MESSAGES = {
  /** 'Wrong login/password' (R-ERR-01) */
  wrongCredentials: 'Неверный логин или пароль',
  /** 'account blocked' (R-ERR-02) */
  blocked: 'Аккаунт заблокирован. Обратитесь в поддержку',
  /** 'account not yet activated' (R-ERR-03) */
  notActivated: 'Аккаунт ещё не активирован: перейдите по ссылке из письма',
  /** 'Wrong login/password/captcha' (R-ERR-04) */
  wrongCaptchaOrCredentials: 'Неверный логин, пароль или капча',
  /** R-ERR-05, open wording */
  emailInUse: 'Этот e-mail уже зарегистрирован. Войдите или восстановите пароль',
  restoreLinkInactive: 'Ссылка для восстановления пароля недействительна или устарела',
  restoreConfirmFailed: 'Не удалось сменить пароль. Запросите новую ссылку',
  confirmLinkInactive: 'Ссылка подтверждения недействительна или уже использована',
  advertiserNotFound: 'Рекламодатель с таким e-mail не найден',
  /** A call without a token (the wire keeps R-API-04's 'Unauthorized' for the client to act on) */
  signInRequired: 'Войдите в кабинет: эти данные видны только после входа',
  /** A token the server no longer knows: expired, revoked or forged */
  signInAgain: 'Сеанс завершён или устарел. Войдите снова',
  /** R-ERR-06, open wording */
  suspicious: 'Действие похоже на подозрительное. Подтвердите, что вы не робот',
  /** Too many attempts from one address (429), when the server's own sentence is not there */
  tooManyRequests: 'Слишком много запросов с вашего адреса. Повторите позже',
  /** 'unexpected error, check connection or retry later' (R-ERR-07) */
  unexpected: 'Непредвиденная ошибка. Проверьте соединение или повторите попытку позже',
  /** A refusal that names its fields (each says what is wrong): the form, not the connection, is to check */
  checkFields: 'Проверьте выделенные поля',
} as const

/** R-VAL-07: server field errors on registration and legal-entity fields. */
export const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  'already in use': 'Данное значение уже используется в системе',
  'wrong format': 'Неправильный формат',
  required: 'Данное поле является обязательным',
}
/**
 * R-VAL-07's three codes as the spec quotes them; a bound the spec does not name (a password's length, ours) is
 * said as its bound, as the field's hint says it (issue #47); any other code is 'Непредвиденная ошибка'.
 */
export const fieldMessage = (code: string): string =>
  FIELD_MESSAGES[code] ?? lengthMessage(code) ?? 'Непредвиденная ошибка'

export const fieldMessages = (errors: FieldErrors): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, fieldMessage(code)]))

/** Which sentence a failed account call shows; `captcha` is true when the form asked for one (R-ERR-04). */
export const authMessage = (serverMessage: string, options: { captcha?: boolean } = {}): string => {
  switch (serverMessage) {
    case AUTH_CODES.wrongCredentials:
      return options.captcha ? AUTH_MESSAGES.wrongCaptchaOrCredentials : AUTH_MESSAGES.wrongCredentials
    case AUTH_CODES.notActive:
      return AUTH_MESSAGES.blocked
    case AUTH_CODES.notConfirmed:
      return AUTH_MESSAGES.notActivated
    case AUTH_CODES.captchaInvalid:
      return AUTH_MESSAGES.suspicious
    case AUTH_CODES.emailInUse:
      return AUTH_MESSAGES.emailInUse
    case AUTH_CODES.restoreLinkInactive:
      return AUTH_MESSAGES.restoreLinkInactive
    case AUTH_CODES.restoreConfirmFailed:
      return AUTH_MESSAGES.restoreConfirmFailed
    case AUTH_CODES.confirmLinkInactive:
      return AUTH_MESSAGES.confirmLinkInactive
    case AUTH_CODES.advertiserNotFound:
      return AUTH_MESSAGES.advertiserNotFound
    case AUTH_CODES.unauthorized:
      return AUTH_MESSAGES.signInRequired
    case AUTH_CODES.tokenVerification:
      return AUTH_MESSAGES.signInAgain
    default:
      return AUTH_MESSAGES.unexpected
  }
}

/** A login failure: the login form treats 'advertiser not found' like a wrong password (R-ERR-01). */
export const loginMessage = (serverMessage: string, options: { captcha?: boolean } = {}): string =>
  serverMessage === AUTH_CODES.advertiserNotFound
    ? authMessage(AUTH_CODES.wrongCredentials, options)
    : authMessage(serverMessage, options)

/**
 * The sentence a failed account form shows: the server not reached is R-ERR-07; an address held back by the
 * server's limits (429) reads the server's own sentence, which says how long to wait; the rest by its wire code.
 * A code the cabinet does not know is R-ERR-07 too, unless the refusal names fields: then the fields say what to
 * change (a new password too short), and the form asks to check them rather than the connection.
 */
export const accountFailureMessage = (
  failure: ApiFailure,
  byCode: (serverMessage: string) => string = authMessage,
): string => {
  if (failure.status === 0) return AUTH_MESSAGES.unexpected
  if (failure.status === 429)
    return /[А-Яа-яЁё]/.test(failure.message) ? failure.message : AUTH_MESSAGES.tooManyRequests
  const message = byCode(failure.message)
  const namesFields = Object.keys(failure.errors).some((field) => field !== '_')
  return message === AUTH_MESSAGES.unexpected && namesFields ? AUTH_MESSAGES.checkFields : message
}
