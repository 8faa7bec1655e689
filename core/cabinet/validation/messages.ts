/** Generic field messages, quoted as the spec gives them (R-VAL-01, R-VAL-02, R-VAL-03). */
export const REQUIRED_MESSAGE = 'This field is required'
export const INVALID_MESSAGE = 'Field is invalid'
export const LENGTH_MESSAGE = 'Enter a correct value'

/** A field's message per field name; an absent field is valid. */
export type FieldMessages = Readonly<Record<string, string>>

/** R-VAL-01: empty (after trimming) means missing. */
export const isBlank = (value: string | undefined | null): boolean => (value ?? '').trim() === ''

/** R-VAL-03: a field with a required length. */
export const lengthMessage = (value: string, length: number): string | undefined =>
  value.trim().length === length ? undefined : LENGTH_MESSAGE
