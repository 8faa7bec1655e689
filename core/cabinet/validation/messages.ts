/**
 * Generic field messages (R-VAL-01, R-VAL-02, R-VAL-03). The spec quotes them in English ('This field is
 * required', 'Field is invalid', 'Enter a correct value'); the cabinet speaks Russian, so they read as the
 * server's own field messages do (auth.errors.ts): the same meaning, in the user's language.
 */
export const REQUIRED_MESSAGE = 'Данное поле является обязательным'
export const INVALID_MESSAGE = 'Неправильный формат'
export const LENGTH_MESSAGE = 'Введите корректное значение'

/** A field's message per field name; an absent field is valid. */
export type FieldMessages = Readonly<Record<string, string>>

/** R-VAL-01: empty (after trimming) means missing. */
export const isBlank = (value: string | undefined | null): boolean => (value ?? '').trim() === ''

/** R-VAL-03: a field with a required length. */
export const lengthMessage = (value: string, length: number): string | undefined =>
  value.trim().length === length ? undefined : LENGTH_MESSAGE
