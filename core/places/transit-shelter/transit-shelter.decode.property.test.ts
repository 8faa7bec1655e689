import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decoderOf } from '../../shared/decoder'
import { decodeTransitShelterInput, TransitShelterInput } from './transit-shelter.calculator'

const bySchema = decoderOf(TransitShelterInput)

/** A valid input, then, most of the time, one thing made wrong: a stop's field, a month, a key, or everything. */
const validStop = fc.record(
  {
    inventoryNumber: fc.string(),
    side: fc.constantFrom('a', 'b'),
    region: fc.constantFrom('ЦАО', 'ЗАО', ''),
    bookingError: fc.boolean(),
  },
  { requiredKeys: ['inventoryNumber', 'side', 'region'] },
)
const valid = fc.record({
  months: fc.array(fc.constantFrom('2026-12', '2027-01', '2027-11'), { minLength: 1, maxLength: 3 }),
  stops: fc.array(validStop, { minLength: 1, maxLength: 6 }),
})
type Valid = { months: string[]; stops: Record<string, unknown>[] }
const input = fc.oneof(
  valid,
  fc
    .tuple(
      valid,
      fc.nat(),
      fc.constantFrom('inventoryNumber', 'side', 'region', 'bookingError', 'extra'),
      fc.oneof(fc.constantFrom(undefined, 'A', 'c', '', 1, null, true), fc.anything()),
    )
    .map(([v, i, key, value]: [Valid, number, string, unknown]) => ({
      ...v,
      stops: v.stops.map((s, j) => (j === i % v.stops.length ? { ...s, [key]: value } : s)),
    })),
  fc
    .tuple(valid, fc.oneof(fc.constantFrom('2027-13', '2027-1', '', '2027-00'), fc.anything()))
    .map(([v, m]: [Valid, unknown]) => ({ ...v, months: [...v.months, m] })),
  fc
    .tuple(valid, fc.constantFrom('months', 'stops', 'extra', '__proto__'), fc.anything())
    .map(([v, key, value]: [Valid, string, unknown]) => ({ ...v, [key]: value })),
  fc.anything(),
)

describe('the transit-shelter input decoder (issue 15: a whole city priced within a frame)', () => {
  it('answers every input exactly as the Schema does: the same value, or the same refusal and messages', () => {
    fc.assert(
      fc.property(input, (raw) => {
        expect(decodeTransitShelterInput(raw)).toEqual(bySchema(raw))
      }),
      { numRuns: 2000 },
    )
  })

  it('takes a valid whole-city input by the plain loop, as the Schema would', () => {
    const stops = Array.from({ length: 16_828 }, (_, i) => ({
      inventoryNumber: `ОСТ-${String(i).padStart(6, '0')}-${i % 2 ? 'B' : 'A'}`,
      side: i % 2 ? 'b' : 'a',
      region: 'ЦАО',
      ...(i % 5 === 0 ? { bookingError: true } : {}),
    }))
    const raw = { months: ['2027-01', '2027-02'], stops }
    expect(decodeTransitShelterInput(raw)).toEqual(bySchema(raw))
  })
})
