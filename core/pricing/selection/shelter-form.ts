import { countOf } from '../../format/plural'
import type { FormInput } from './form-input'
import { TAKEN_NOTE } from './items-calculator'
import { fieldOf, withField } from './calculator-form'
import type { ListedStop } from './stops-listing'

/** A side as the transit-shelter calculation keeps it (TransitShelterInput's stop). */
export interface ChosenStop {
  readonly inventoryNumber: string
  readonly side: 'a' | 'b'
  readonly region: string
}

export const stopKey = (stop: Pick<ChosenStop, 'inventoryNumber' | 'side'>): string =>
  `${stop.inventoryNumber}:${stop.side}`

const isChosen = (value: unknown): value is ChosenStop =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChosenStop).inventoryNumber === 'string' &&
  ((value as ChosenStop).side === 'a' || (value as ChosenStop).side === 'b') &&
  typeof (value as ChosenStop).region === 'string'

/**
 * Lists of sides this module made, or read and found to hold only sides: a press on a whole city's choice (16,000
 * sides) need not check each of them again (issue #50 item 6). A list is never changed once made, so one check holds.
 */
const checked = new WeakSet<readonly unknown[]>()

/** The value's sides: the value itself when it holds nothing else, else a list of its sides only. */
const sidesOf = (value: unknown): readonly ChosenStop[] => {
  if (!Array.isArray(value)) return []
  if (checked.has(value)) return value as ChosenStop[]
  const sides = value.every(isChosen) ? (value as ChosenStop[]) : value.filter(isChosen)
  checked.add(sides)
  return sides
}

/** A list of sides made here: kept as checked. */
const made = (sides: ChosenStop[]): readonly ChosenStop[] => {
  checked.add(sides)
  return sides
}

/** The sides the input holds (anything that is not a side is not shown and not kept). */
export const chosenStops = (input: FormInput, field: string): readonly ChosenStop[] =>
  sidesOf(fieldOf(input, field))

const chosen = (stop: ListedStop): ChosenStop => ({
  inventoryNumber: stop.inventoryNumber,
  side: stop.side === 'b' ? 'b' : 'a',
  region: stop.region,
})

/** R-STOP-01: a side is chosen, or given back when it was; a taken side cannot be chosen. */
export const toggleStop = (input: FormInput, field: string, stop: ListedStop): FormInput => {
  const side = chosen(stop)
  // One pass of two comparisons a side, not keys built for 16,000 sides: a press must repaint within a frame. What
  // is not a side is dropped, as chosenStops drops it; a side kept twice (an old draft) is given back whole.
  const list = sidesOf(fieldOf(input, field))
  const same = (s: ChosenStop): boolean => s.inventoryNumber === side.inventoryNumber && s.side === side.side
  const at = list.findIndex(same)
  if (at >= 0) {
    let twice = false
    for (let i = at + 1; i < list.length && !twice; i++) twice = same(list[i]!)
    if (twice) return withField(input, field, made(list.filter((s) => !same(s))))
    // The usual press: the list copied at once, less the one side.
    const others = list.slice()
    others.splice(at, 1)
    return withField(input, field, made(others))
  }
  if (stop.isAvailableInBooking === false) return input
  return withField(input, field, made([...list, side]))
}

/**
 * R-STOP-02: when every free side shown is chosen, they are all given back; otherwise every free one shown is
 * chosen (the sides chosen elsewhere stay).
 */
export const toggleShown = (input: FormInput, field: string, shown: readonly ListedStop[]): FormInput => {
  const free = shown.filter((s) => s.isAvailableInBooking !== false).map(chosen)
  const now = chosenStops(input, field)
  const keys = new Set(now.map(stopKey))
  const all = free.length > 0 && free.every((s) => keys.has(stopKey(s)))
  if (all) {
    const drop = new Set(free.map(stopKey))
    return withField(input, field, made(now.filter((s) => !drop.has(stopKey(s)))))
  }
  return withField(input, field, made([...now, ...free.filter((s) => !keys.has(stopKey(s)))]))
}

/** How the list names a side: its number and side, then the stop's name and address; a taken side says so. */
export const shelterRow = (
  stop: ListedStop,
): { readonly id: string; readonly name: string; readonly note: string } => ({
  id: stopKey(chosen(stop)),
  name: `${stop.inventoryNumber} · сторона ${stop.side === 'b' ? 'Б' : 'А'} — ${stop.platformName}`,
  // Taken in words, as every list of units says it (issue #47 item 3), not in colour alone.
  note: `${stop.districtName ?? stop.region}${stop.isAvailableInBooking === false ? ` · ${TAKEN_NOTE}` : ''}`,
})

/** R-STOP-09: the free sides a spreadsheet named join the choice (each once); taken ones stay out. */
export const mergeImported = (input: FormInput, field: string, found: readonly ListedStop[]): FormInput => {
  const now = chosenStops(input, field)
  const keys = new Set(now.map(stopKey))
  const added: ChosenStop[] = []
  for (const stop of found) {
    const side = chosen(stop)
    if (stop.isAvailableInBooking === false || keys.has(stopKey(side))) continue
    keys.add(stopKey(side))
    added.push(side)
  }
  return withField(input, field, made([...now, ...added]))
}

/** R-STOP-15: the basket gives one chosen side back by its key ('ОСТ-000007-A:a'), taken or free alike. */
export const dropChosen = (input: FormInput, field: string, key: string): FormInput =>
  withField(input, field, made(chosenStops(input, field).filter((s) => stopKey(s) !== key)))

const SIDES = { one: 'сторона', few: 'стороны', many: 'сторон' }

/** '1 сторона', '3 стороны', '312 сторон', '1 021 сторона': a count of sides as Russian says it. */
export const sidesCount = (n: number): string => countOf(n, SIDES)

/**
 * Walk defect 6: the list reads a side held by any campaign as taken, the campaign being edited included. While a
 * saved campaign is edited, `othersTaken` (the sides other campaigns hold in the period, as the server answers a
 * question naming the campaign) tells its own holds apart: those sides are free for it, shown as chosen and
 * able to be given back and chosen again; only other campaigns' holds stay taken. Without the answer (a new
 * campaign, or not read yet) the list is as the server gave it.
 */
export const freeOwnHolds = <
  S extends {
    readonly inventoryNumber: string
    readonly side: string
    readonly isAvailableInBooking?: boolean
  },
>(
  stops: readonly S[],
  othersTaken: ReadonlySet<string> | undefined,
): readonly S[] =>
  othersTaken === undefined
    ? stops
    : stops.map((s) =>
        s.isAvailableInBooking === false && !othersTaken.has(`${s.inventoryNumber}:${s.side}`)
          ? { ...s, isAvailableInBooking: true }
          : s,
      )
