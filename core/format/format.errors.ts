import { domainError, type DomainError } from '../shared/domain-error'

export type FormatErrorCode = 'invalidNumber' | 'invalidDate' | 'invalidDateTime' | 'invalidTimeInterval'

/** Malformed input to a formatter or parser: a value naming the field, never a wrong answer. */
export type FormatError = DomainError<FormatErrorCode> & { readonly field: string }

const MESSAGES: Readonly<Record<FormatErrorCode, string>> = {
  invalidNumber: 'Неверное число',
  invalidDate: 'Неверная дата',
  invalidDateTime: 'Неверные дата и время',
  invalidTimeInterval: 'Неверный интервал времени',
}

export const formatError = (code: FormatErrorCode, field: string, value: unknown): FormatError =>
  domainError(code, `${MESSAGES[code]}: ${String(value)}`, field) as FormatError
