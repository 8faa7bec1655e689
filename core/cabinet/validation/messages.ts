/**
 * Generic field messages (R-VAL-01, R-VAL-02, R-VAL-03). The spec quotes them in English ('This field is
 * required', 'Field is invalid', 'Enter a correct value'); the cabinet speaks Russian, through the one
 * catalogue of field messages (core/shared/field-messages.ts) that the calculators and the CLI use too.
 */
export { REQUIRED_MESSAGE, INVALID_MESSAGE, LENGTH_MESSAGE } from '../../shared/field-messages'
import { LENGTH_MESSAGE } from '../../shared/field-messages'

/** A field's message per field name; an absent field is valid. */
export type FieldMessages = Readonly<Record<string, string>>

/** R-VAL-01: empty (after trimming) means missing. */
export const isBlank = (value: string | undefined | null): boolean => (value ?? '').trim() === ''

/** R-VAL-03: a field with a required length. */
export const lengthMessage = (value: string, length: number): string | undefined =>
  value.trim().length === length ? undefined : LENGTH_MESSAGE
