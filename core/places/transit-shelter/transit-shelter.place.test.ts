import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { MONTHS_LOCKED, monthsPeriod, shelterMonths, transitShelter } from './transit-shelter.place'

/** The months a person may take shelters in, and the period the sides are listed for (R-STOP-04, pricing §4). */
describe('the transit-shelter form', () => {
  it('offers a year of whole months from next month, a saved earlier month kept once, in order', () => {
    const year = shelterMonths('2026-11-22')
    expect(year).toHaveLength(12)
    expect(year[0]).toEqual({ id: '2026-12', name: 'Декабрь 2026' })
    expect(year[1]).toEqual({ id: '2027-01', name: 'Январь 2027' })
    expect(year.at(-1)).toEqual({ id: '2027-11', name: 'Ноябрь 2027' })
    const kept = shelterMonths('2026-11-22', ['2027-01', '2026-10'])
    expect(kept.map((m) => m.id).slice(0, 3)).toEqual(['2026-10', '2026-12', '2027-01'])
    expect(kept).toHaveLength(13)
  })

  it('spans the chosen months from the first day of the first to the last day of the last', () => {
    expect(monthsPeriod(['2027-03', 'март', '2027-01'])).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-03-31',
    })
    expect(monthsPeriod(['2027-02'])).toEqual({ startDate: '2027-02-01', endDate: '2027-02-28' })
    expect(monthsPeriod([])).toBeUndefined()
    expect(monthsPeriod(['2027-13'])).toBeUndefined()
  })

  it('lists sides for the months chosen, and locks the months once a side is chosen', () => {
    const controls = (input: Record<string, unknown>, today?: string) =>
      transitShelter.form.controls(DEMO_REFERENCE, input, today)
    const open = controls({ months: ['2027-02', '2027-01'], stops: [] }, '2026-11-22')
    expect(open).toEqual([
      { kind: 'flags', field: 'months', label: 'Месяцы размещения', options: shelterMonths('2026-11-22') },
      {
        kind: 'shelters',
        field: 'stops',
        label: 'Остановочные павильоны',
        startDate: '2027-01-01',
        endDate: '2027-02-28',
      },
    ])
    const locked = controls({ months: ['2027-01'], stops: [{ id: 's1' }] }, '2026-11-22')
    expect(locked[0]).toMatchObject({ locked: MONTHS_LOCKED })
    expect(controls({ months: [], stops: [] }, '2026-11-22')).toHaveLength(1)
    // Without today the months are offered from the month before the earliest chosen.
    expect(controls({ months: ['2027-05', 'x', 7] })[0]).toMatchObject({
      options: expect.arrayContaining([{ id: '2027-05', name: 'Май 2027' }]),
    })
    const fromChosen = controls({ months: ['2027-05'] })[0]
    expect(fromChosen?.kind === 'flags' && fromChosen.options[0]).toEqual({ id: '2027-05', name: 'Май 2027' })
    const fromNothing = controls({ months: 'all' })[0]
    expect(fromNothing?.kind === 'flags' && fromNothing.options[0]?.id).toBe('2026-01')
    expect(transitShelter.form.initial({ startDate: '2026-12-01' } as never)).toEqual({
      months: ['2026-12'],
      stops: [],
    })
  })
})
