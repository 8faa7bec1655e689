import { domainError, type DomainError, type FieldErrors } from './domain-error'

/** Failures every use case may answer; the code is stable, the message is what the user reads. */
export type CommonCode = 'forbidden' | 'not found' | 'already in use' | 'invalid input'

export interface CommonError extends DomainError<CommonCode> {
  readonly errors?: FieldErrors
}

export const forbidden = (): CommonError => domainError('forbidden', 'Недостаточно прав для этого действия')
export const notFound = (what = 'Запись'): CommonError => domainError('not found', `${what} не найдена`)
export const alreadyInUse = (errors: FieldErrors): CommonError => ({
  ...domainError('already in use', 'Такое значение уже используется'),
  errors,
})
export const invalidInput = (errors: FieldErrors): CommonError => ({
  ...domainError('invalid input', `Проверьте поля: ${Object.keys(errors).join(', ')}`),
  errors,
})
