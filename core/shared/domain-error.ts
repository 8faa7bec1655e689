/**
 * A domain error has a stable `code` (the server vocabulary of the spec where one exists) and a readable
 * Russian message; `field` names the input it is about, when there is one.
 */
export interface DomainError<C extends string = string> {
  readonly code: C
  readonly message: string
  readonly field?: string
}

export const domainError = <C extends string>(code: C, message: string, field?: string): DomainError<C> =>
  field === undefined ? { code, message } : { code, message, field }

/** Field-level errors as the wire carries them: field name -> code ('required', 'wrong format', ...). */
export type FieldErrors = Readonly<Record<string, string>>
