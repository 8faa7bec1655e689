import type { FormControl } from './form-controls'

/** Two plain values equal in every part: arrays and plain objects by their items, anything else by identity. */
const same = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  )
}

/** A control's place in its form: its kind and the field it writes (a period, its first day's field). */
const slotOf = (c: FormControl): string => `${c.kind}:${c.kind === 'period' ? c.start : c.field}`

/**
 * A form's controls made anew for an input, with every control equal to the one before in its slot kept as it was
 * (the whole list too when nothing changed): a control drawn from an unchanged object is not drawn again, so a
 * press on one transit-shelter side leaves the months' twelve checkboxes alone (issue #50 item 6).
 */
export const keepUnchanged = (
  previous: readonly FormControl[],
  next: readonly FormControl[],
): readonly FormControl[] => {
  const before = new Map(previous.map((c) => [slotOf(c), c]))
  const kept = next.map((c) => {
    const old = before.get(slotOf(c))
    return old && same(old, c) ? old : c
  })
  return kept.length === previous.length && kept.every((c, i) => c === previous[i]) ? previous : kept
}

/** A form's controls as each render makes them, passed through keepUnchanged against the ones it gave last. */
export const controlsKeeper = (): ((next: readonly FormControl[]) => readonly FormControl[]) => {
  let last: readonly FormControl[] = []
  return (next) => (last = keepUnchanged(last, next))
}
