import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../shared/api-failure'
import { accountFailureMessage, AUTH_CODES, AUTH_MESSAGES, fieldMessage, loginMessage } from './auth.errors'
import { decodeRegisterValidate } from './session.contract'
import { PASSWORD_HINT } from './password'

describe('the sentence a failed account form shows', () => {
  it('an address held back by the server reads the server’s sentence with its wait', () => {
    const held = new ApiFailure(429, 'Слишком много запросов с вашего адреса. Повторите через 42 с')
    expect(accountFailureMessage(held, loginMessage)).toBe(
      'Слишком много запросов с вашего адреса. Повторите через 42 с',
    )
    // A proxy's English refusal is not shown as it is.
    expect(accountFailureMessage(new ApiFailure(429, 'Too Many Requests'))).toBe(
      AUTH_MESSAGES.tooManyRequests,
    )
  })

  it('the server not reached, and the wire codes, as before', () => {
    expect(accountFailureMessage(new ApiFailure(0, 'Failed to fetch'))).toBe(AUTH_MESSAGES.unexpected)
    expect(accountFailureMessage(new ApiFailure(401, AUTH_CODES.wrongCredentials), loginMessage)).toBe(
      AUTH_MESSAGES.wrongCredentials,
    )
    expect(accountFailureMessage(new ApiFailure(404, AUTH_CODES.advertiserNotFound), loginMessage)).toBe(
      AUTH_MESSAGES.wrongCredentials,
    )
  })

  it('an unknown code is R-ERR-07, but a refusal naming its fields asks to check them, not the connection', () => {
    expect(accountFailureMessage(new ApiFailure(500, 'Internal Server Error'))).toBe(AUTH_MESSAGES.unexpected)
    expect(accountFailureMessage(new ApiFailure(400, 'Bad Request', { _: 'wrong format' }))).toBe(
      AUTH_MESSAGES.unexpected,
    )
    expect(
      accountFailureMessage(new ApiFailure(400, 'Проверьте поля: password', { password: 'wrong format' })),
    ).toBe('Проверьте выделенные поля')
    // A known code keeps its own sentence, fields or not.
    expect(
      accountFailureMessage(new ApiFailure(409, AUTH_CODES.emailInUse, { email: 'already in use' })),
    ).toBe(AUTH_MESSAGES.emailInUse)
  })
})

describe('a field refusal reads as the field’s hint (R-VAL-07, issue #47)', () => {
  it('the spec’s three codes as quoted, a length as its bound, anything else unexpected', () => {
    expect(fieldMessage('wrong format')).toBe('Неправильный формат')
    expect(fieldMessage('expected at least 8 characters')).toBe('Не менее 8 символов')
    expect(fieldMessage('expected at most 128 characters')).toBe('Не более 128 символов')
    expect(fieldMessage('too short')).toBe('Непредвиденная ошибка')
  })

  it('the contract’s own refusal of a short password is the hint the form shows', () => {
    const decoded = decodeRegisterValidate({ password: '1234567' })
    expect(decoded.ok).toBe(false)
    if (decoded.ok) return
    expect(fieldMessage(decoded.error.errors['password'] ?? '')).toBe(PASSWORD_HINT)
    expect(decodeRegisterValidate({ password: '12345678' }).ok).toBe(true)
  })
})
