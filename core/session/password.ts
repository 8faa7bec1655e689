/**
 * A password's bounds (ours: the spec sets none) and how a refusal of them reads. The wire carries codes that
 * name the bound, and the person reads the bound in the words of the field's hint, at the field, whether the
 * browser or the server refused it (issue #47: 'Неправильный формат' under a hint 'Не менее 8 символов').
 * Kept apart from the wire contract so the sign-in pages say it without loading effect's Schema.
 */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/** The codes of a password outside its bounds, as decoders and the server's errors object carry them. */
export const passwordTooShort = (min: number): string => `expected at least ${min} characters`
export const passwordTooLong = (max: number): string => `expected at most ${max} characters`

/** The hint under every new-password field, and the refusal of one too short: the same words. */
export const PASSWORD_HINT = `Не менее ${PASSWORD_MIN} символов`

const TOO_SHORT = /^expected at least (\d+) characters$/
const TOO_LONG = /^expected at most (\d+) characters$/

/** A length code said as its bound ('Не менее 8 символов'), or undefined for any other code. */
export const lengthMessage = (code: string): string | undefined => {
  const short = TOO_SHORT.exec(code)
  if (short) return `Не менее ${short[1]} символов`
  const long = TOO_LONG.exec(code)
  return long ? `Не более ${long[1]} символов` : undefined
}
