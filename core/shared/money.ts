/**
 * Money is an integer number of kopecks inside the product, so sums never drift (R-PRICE-04); roubles with
 * kopecks appear only at the edges (formatting, wire).
 */
export type Kopecks = number & { readonly __brand: 'Kopecks' }

const assertSafe = (value: number, what: string): void => {
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`${what}: ${value} is not a representable amount`)
  }
}

/** Rounds half away from zero, as accountants do (1,005 ₽ -> 1,01 ₽; -1,005 ₽ -> -1,01 ₽). */
const roundHalfAwayFromZero = (value: number): number => {
  const abs = Math.abs(value)
  // The relative epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  return Math.sign(value) * Math.floor(abs + 0.5 + 8 * Number.EPSILON * Math.max(1, abs))
}

export const kopecks = (value: number): Kopecks => {
  assertSafe(value, 'kopecks')
  if (!Number.isInteger(value)) throw new RangeError(`kopecks: ${value} is not a whole number of kopecks`)
  return value as Kopecks
}

export const ZERO = 0 as Kopecks

/** Roubles (possibly fractional) to kopecks, rounded to the nearest kopeck. */
export const fromRoubles = (roubles: number): Kopecks => {
  assertSafe(roubles, 'fromRoubles')
  return (roundHalfAwayFromZero(roubles * 100) || 0) as Kopecks
}

export const toRoubles = (amount: Kopecks): number => amount / 100

export const addMoney = (...amounts: readonly Kopecks[]): Kopecks => {
  let total = 0
  for (const a of amounts) total += a
  return kopecks(total)
}

export const sumMoney = (amounts: Iterable<Kopecks>): Kopecks => {
  let total = 0
  for (const a of amounts) total += a
  return kopecks(total)
}

/** Multiplies by a factor (a discount, a surcharge, a share) and rounds back to kopecks. */
export const multiplyMoney = (amount: Kopecks, factor: number): Kopecks => {
  assertSafe(factor, 'multiplyMoney factor')
  return (roundHalfAwayFromZero(amount * factor) || 0) as Kopecks
}

/**
 * Splits an amount into parts proportional to the weights so that the parts add up exactly to the amount
 * (largest-remainder method); used where a total is spread over months or items.
 */
export const allocateMoney = (amount: Kopecks, weights: readonly number[]): Kopecks[] => {
  if (weights.length === 0) return []
  const totalWeight = weights.reduce((s, w) => s + w, 0)
  if (totalWeight <= 0 || weights.some((w) => w < 0 || !Number.isFinite(w))) {
    throw new RangeError('allocateMoney: weights must be non-negative with a positive sum')
  }
  const raw = weights.map((w) => (amount * w) / totalWeight)
  const floors = raw.map((r) => Math.floor(r))
  let remainder = amount - floors.reduce((s, f) => s + f, 0)
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (const { i } of order) {
    if (remainder <= 0) break
    floors[i] = (floors[i] ?? 0) + 1
    remainder -= 1
  }
  return floors.map((f) => f as Kopecks)
}

const NBSP = '\u00a0'

/** Groups digits by three with non-breaking spaces, as a Russian document does: 1 234 567. */
export const groupDigits = (digits: string): string => {
  // A string of digits alone (every amount and count) is cut by its length: the regular expression's lookahead
  // took ~0.2 µs a figure, and a quote's notes and answer carry several (issue 51).
  let plain = digits.length > 0
  for (let i = 0; i < digits.length && plain; i++) {
    const c = digits.charCodeAt(i)
    plain = c >= 48 && c <= 57
  }
  if (!plain) return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  if (digits.length <= 3) return digits
  let head = digits.length % 3 || 3
  let out = digits.slice(0, head)
  for (; head < digits.length; head += 3) out += NBSP + digits.slice(head, head + 3)
  return out
}

/**
 * `1 234 567,89 ₽` (R-CONST-02): ru-RU, spaces (non-breaking) between thousands, a comma before the kopecks.
 * Whole amounts keep their kopecks (`,00`) so columns of figures align.
 */
export const formatRoubles = (amount: Kopecks, options: { sign?: boolean } = {}): string => {
  const negative = amount < 0
  const abs = Math.abs(amount)
  const whole = groupDigits(String(Math.floor(abs / 100)))
  const cents = String(abs % 100).padStart(2, '0')
  const text = `${negative ? '−' : ''}${whole},${cents}`
  return options.sign === false ? text : `${text}${NBSP}₽`
}
