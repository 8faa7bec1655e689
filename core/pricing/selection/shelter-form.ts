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

/** The sides the input holds (anything that is not a side is not shown and not kept). */
export const chosenStops = (input: FormInput, field: string): ChosenStop[] => {
  const list = fieldOf(input, field)
  return Array.isArray(list) ? list.filter(isChosen) : []
}

const chosen = (stop: ListedStop): ChosenStop => ({
  inventoryNumber: stop.inventoryNumber,
  side: stop.side === 'b' ? 'b' : 'a',
  region: stop.region,
})

/** R-STOP-01: a side is chosen, or given back when it was; a taken side cannot be chosen. */
export const toggleStop = (input: FormInput, field: string, stop: ListedStop): FormInput => {
  const side = chosen(stop)
  // One pass over the choice, compared field by field, not by key: a whole city is 16,000 sides and a press must
  // repaint within a frame. What is not a side is dropped, as chosenStops drops it.
  const list = fieldOf(input, field)
  const others: ChosenStop[] = []
  let had = false
  for (const s of Array.isArray(list) ? list : [])
    if (!isChosen(s)) continue
    else if (s.inventoryNumber === side.inventoryNumber && s.side === side.side) had = true
    else others.push(s)
  if (had) return withField(input, field, others)
  return stop.isAvailableInBooking === false ? input : withField(input, field, [...others, side])
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
    return withField(
      input,
      field,
      now.filter((s) => !drop.has(stopKey(s))),
    )
  }
  return withField(input, field, [...now, ...free.filter((s) => !keys.has(stopKey(s)))])
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
  return withField(input, field, [...now, ...added])
}

/** R-STOP-15: the basket gives one chosen side back by its key ('ОСТ-000007-A:a'), taken or free alike. */
export const dropChosen = (input: FormInput, field: string, key: string): FormInput =>
  withField(
    input,
    field,
    chosenStops(input, field).filter((s) => stopKey(s) !== key),
  )

const SIDES = { one: 'сторона', few: 'стороны', many: 'сторон' }

/** '1 сторона', '3 стороны', '312 сторон', '1 021 сторона': a count of sides as Russian says it. */
export const sidesCount = (n: number): string => countOf(n, SIDES)
