import { describe, expect, it, vi } from 'vitest'

/** Counts the Schema's decodes, to see which inputs the plain loop takes (issue 15) and which go to the Schema. */
const schemaAsked = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../shared/decoder', async (original) => {
  const real = await original<typeof import('../../shared/decoder')>()
  return {
    ...real,
    decoderOf: ((schema: Parameters<typeof real.decoderOf>[0]) => {
      const decode = real.decoderOf(schema)
      return (input: unknown) => {
        schemaAsked.count++
        return decode(input)
      }
    }) as typeof real.decoderOf,
  }
})
const { decodeTransitShelterInput } = await import('./transit-shelter.calculator')

const decode = (input: unknown) => {
  schemaAsked.count = 0
  const result = decodeTransitShelterInput(input)
  return { result, schemaAsked: schemaAsked.count }
}

describe('the transit-shelter input decoder: the plain loop takes every valid input (issue 15)', () => {
  it('takes sides a and b, with and without a booking error, several months, without the Schema', () => {
    const { result, schemaAsked } = decode({
      months: ['2027-01', '2027-02'],
      stops: [
        { inventoryNumber: 'ОСТ-000001-A', side: 'a', region: 'ЦАО' },
        { inventoryNumber: 'ОСТ-000001-B', side: 'b', region: 'ЗАО', bookingError: false },
        { inventoryNumber: 'ОСТ-000002-A', side: 'a', region: '', bookingError: true },
      ],
    })
    expect(schemaAsked).toBe(0)
    // Copied as the Schema gives it: no `bookingError` key on a stop that had none.
    expect(result).toStrictEqual({
      ok: true,
      value: {
        months: ['2027-01', '2027-02'],
        stops: [
          { inventoryNumber: 'ОСТ-000001-A', side: 'a', region: 'ЦАО' },
          { inventoryNumber: 'ОСТ-000001-B', side: 'b', region: 'ЗАО', bookingError: false },
          { inventoryNumber: 'ОСТ-000002-A', side: 'a', region: '', bookingError: true },
        ],
      },
    })
  })

  it('leaves each kind of wrong input to the Schema, which names the field', () => {
    const stop = { inventoryNumber: 'ОСТ-000001-A', side: 'a', region: 'ЦАО' }
    const cases: [unknown, string][] = [
      [{ months: [], stops: [stop] }, 'months'],
      [{ months: ['2027-01'], stops: [] }, 'stops'],
      [{ months: ['2027-13'], stops: [stop] }, 'months.0'],
      [{ months: ['2027-01'], stops: [{ ...stop, side: 'c' }] }, 'stops.0.side'],
      [{ months: ['2027-01'], stops: [{ ...stop, region: 7 }] }, 'stops.0.region'],
      [{ months: ['2027-01'], stops: [{ ...stop, bookingError: 'да' }] }, 'stops.0.bookingError'],
      [{ months: ['2027-01'], stops: [{ ...stop, extra: 1 }] }, 'stops.0.extra'],
      [{ months: ['2027-01'], stops: [stop], extra: 1 }, 'extra'],
    ]
    for (const [input, field] of cases) {
      const { result, schemaAsked } = decode(input)
      expect(schemaAsked, field).toBe(1)
      expect(result.ok, field).toBe(false)
      if (!result.ok) expect(Object.keys(result.error.errors), field).toContain(field)
    }
    expect(decode({ months: [], stops: [stop] }).result).toMatchObject({
      ok: false,
      error: { errors: { months: 'expected at least one month' } },
    })
  })
})
