import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decoderOf } from '../../shared/decoder'
import { fastMetroInput, MetroMonitorsCalculator, MetroMonitorsInput } from './metro-monitors.calculator'

/** Core compiles without Node types (tsconfig.core.json); the test runner's console is all this needs. */
declare const console: { log: (line: string) => void }

const calculator = new MetroMonitorsCalculator('Мониторы в метро')
const bySchema = decoderOf(MetroMonitorsInput)

/** A field's value: mostly one the schema takes, often one it refuses or one at the edge of its type. */
const odd = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.double(),
  fc.string({ maxLength: 4 }),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
)
const day = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('2027-03-30', '2027-04-02', '2028-02-29', '2027-12-31') },
  fc.constantFrom('2027-02-29', '2027-13-01', '30.03.2027', '2027-3-30', ''),
)
const whole = fc.oneof(
  fc.integer({ min: -20, max: 200_000 }),
  fc.constantFrom(0, 5, 10, 30, 60, 1e7, 2.5, -0),
)
const field = <T>(usual: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 40, arbitrary: usual }, { weight: 1, arbitrary: odd })

const input = fc.record(
  {
    mode: field(fc.constantFrom('video', 'budget', 'other')),
    startDate: field(day),
    endDate: field(day),
    clipDuration: field(whole),
    frequency: field(whole),
    presentationCount: field(whole),
    budget: field(fc.oneof(whole, fc.constantFrom('100000', '100 000', 'abc'))),
    fillFactor: field(
      fc.oneof(fc.double({ min: 0, max: 1.2, noNaN: true }), {
        weight: 6,
        arbitrary: fc.constantFrom(0.1, 0.001, 1, 0.5),
      }),
    ),
    dayParts: field(
      fc.array(fc.oneof({ weight: 30, arbitrary: fc.integer({ min: 0, max: 6 }) }, fc.constant(2.5), odd), {
        maxLength: 5,
      }),
    ),
    days: field(fc.constantFrom('all', 'workday', 'weekend', 'weekend', 'never')),
    endDateLocked: field(fc.boolean()),
  },
  { requiredKeys: [] },
)
/** As a form sends it: the required fields there, valid values mostly. */
const sent = fc
  .tuple(
    input,
    fc.constantFrom('video', 'budget'),
    fc.constantFrom('2027-03-30', '2028-02-29'),
    fc.constantFrom(1, 2, 10),
    fc.option(fc.constant(1), { freq: 10 }),
  )
  .map(([rest, mode, startDate, frequency, extra]) => ({
    ...rest,
    mode,
    startDate,
    frequency,
    ...(extra === null ? {} : { extra }),
  }))
/** Every field one the schema takes. */
const clean = fc.record(
  {
    mode: fc.constantFrom('video', 'budget'),
    startDate: fc.constantFrom('2027-03-30', '2028-02-29'),
    endDate: fc.constantFrom('2027-04-02', '2028-03-01'),
    clipDuration: fc.constantFrom(5, 10, 30, 60),
    frequency: fc.constantFrom(1, 2, 10),
    presentationCount: fc.integer({ min: 0, max: 1e8 }),
    budget: fc.oneof(fc.integer({ min: 0, max: 1e8 }), fc.constantFrom('100000', '100 000')),
    fillFactor: fc.constantFrom(0.001, 0.5, 1),
    dayParts: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
    days: fc.constantFrom('all', 'workday', 'weekend'),
    endDateLocked: fc.boolean(),
  },
  { requiredKeys: ['mode', 'startDate', 'frequency'] },
)
const inputs = fc.oneof(
  { weight: 4, arbitrary: clean },
  { weight: 8, arbitrary: sent },
  input,
  odd,
  fc.array(fc.constant(1)),
)

describe('R-METRO-04..21: the checked fast path of the metro decoder gives what the schema gives', () => {
  it('the same value, field for field and in the same order, and the same refusal, for any input', () => {
    let fast = 0
    let total = 0
    fc.assert(
      fc.property(inputs, (raw) => {
        total++
        if (fastMetroInput(raw) !== undefined) fast++
        const ours = calculator.decode(raw)
        const theirs = bySchema(raw)
        expect(ours).toStrictEqual(theirs)
        if (ours.ok && theirs.ok) expect(Object.keys(ours.value)).toEqual(Object.keys(theirs.value))
      }),
      { numRuns: 2_000 },
    )
    console.log(`metro decode: ${fast} of ${total} inputs took the fast path`)
    // Both paths are tried: a run where none (or all) took the fast path would prove nothing.
    expect(fast).toBeGreaterThan(total / 10)
    expect(fast).toBeLessThan(total)
  })

  it('a plain wire input takes the fast path with the clip defaulted', () => {
    const value = fastMetroInput({
      mode: 'video',
      startDate: '2027-03-30',
      frequency: 2,
      presentationCount: 10_000,
    })
    expect(value).toStrictEqual({
      mode: 'video',
      startDate: '2027-03-30',
      clipDuration: 5,
      frequency: 2,
      presentationCount: 10_000,
    })
  })
})
