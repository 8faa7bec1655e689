import { formatRoubles, fromRoubles, groupDigits } from '../shared/money'
import { err, ok, type Result } from '../shared/result'
import { formatError, type FormatError } from './format.errors'

/**
 * A number as ru-RU writes it (R-CONST-02): thousands grouped by non-breaking spaces (money.ts groupDigits),
 * a comma before the fraction, the minus sign U+2212 as formatRoubles writes it. `fractionDigits` fixes the
 * decimals (rounded half away from zero); without it an integer prints as is and a fraction keeps up to 2.
 */
export const formatNumber = (
  value: number,
  options: { readonly fractionDigits?: number } = {},
  field = 'value',
): Result<string, FormatError> => {
  if (!Number.isFinite(value)) return err(formatError('invalidNumber', field, value))
  const digits = options.fractionDigits ?? (Number.isInteger(value) ? 0 : 2)
  if (!Number.isInteger(digits) || digits < 0 || digits > 6)
    return err(formatError('invalidNumber', 'fractionDigits', digits))
  const scale = 10 ** digits
  const scaled = Math.floor(Math.abs(value) * scale + 0.5 + 8 * Number.EPSILON * Math.abs(value) * scale)
  const whole = Math.floor(scaled / scale)
  let fraction = digits > 0 ? String(scaled % scale).padStart(digits, '0') : ''
  if (options.fractionDigits === undefined) fraction = fraction.replace(/0+$/, '')
  const sign = value < 0 && scaled > 0 ? '−' : ''
  return ok(`${sign}${groupDigits(String(whole))}${fraction ? `,${fraction}` : ''}`)
}

/** Roubles as the wire carries them, formatted through money.ts (the ₽ sign is optional, R-CONST-02). */
export const formatWireRoubles = (
  roubles: number,
  options: { readonly sign?: boolean } = {},
  field = 'amount',
): Result<string, FormatError> =>
  Number.isFinite(roubles) && Math.abs(roubles) < Number.MAX_SAFE_INTEGER / 100
    ? ok(formatRoubles(fromRoubles(roubles), options))
    : err(formatError('invalidNumber', field, roubles))

/**
 * A figure of a price note as ru-RU writes it, with every decimal it has up to six: 300 000, 0,04896, 1,2.
 * A value that is not finite is written as is (a note never fails a quote).
 */
export const ruNumber = (value: number): string => {
  // Every quote's note says a count and a clip (whole numbers) and a tariff (a few distinct fractions): a whole
  // number below 2^47 is its digits grouped (what formatNumber gives it, without its Result), a fraction is said
  // once and kept (issue 51: the three figures of a metro note took a fifth of the calculation).
  if (Number.isInteger(value) && value >= 0 && value < 2 ** 47) return groupDigits(String(value))
  const kept = saidFractions.get(value)
  if (kept !== undefined) return kept
  const said = ruNumberOnce(value)
  if (saidFractions.size >= 256) saidFractions.clear()
  saidFractions.set(value, said)
  return said
}
const saidFractions = new Map<number, string>()
const ruNumberOnce = (value: number): string => {
  const decimals = Math.min(6, (String(value).split('.')[1] ?? '').length)
  const formatted = formatNumber(value, { fractionDigits: decimals })
  return formatted.ok ? formatted.value : String(value)
}
