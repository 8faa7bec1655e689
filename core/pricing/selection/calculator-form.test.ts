import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatRoubles, fromRoubles } from '../../shared/money'
import { CalculatorRegistry } from '../calculator-registry'
import { allCalculators } from '../calculators/all-calculators'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import { withNavigationStations } from '../reference/inventory-catalogue'
import {
  calculatorForm,
  dropTaken,
  fieldOf,
  FORM_PLACES,
  initialInput,
  monthsPeriod,
  MONTHS_LOCKED,
  readInput,
  SHELTER_MONTHS_AHEAD,
  shelterMonths,
  scheduleOf,
  scheduleSummary,
  toggleIn,
  withField,
  type FormControl,
} from './calculator-form'
import type { FormInput } from './form-input'
import { chooseAlternative } from './form-settle'
import { addNavigationStation, navigationStations, toggleNavigationZone } from './navigation-form'

const registry = new CalculatorRegistry(allCalculators())
/** The demo price list with one metro station's navigation zones, as the server adds the inventory's. */
const REFERENCE = withNavigationStations(DEMO_REFERENCE, [
  {
    id: 'НЗ-00001',
    name: 'Лубянка: зона 1',
    capacity: 4,
    stationId: 'lubyanka',
    stationName: 'Лубянка (Сокольническая)',
    exits: ['Выход 1'],
  },
])

/** Chooses the first entry of every list control, as a user must before a price exists. */
const chooseFirst = (place: (typeof FORM_PLACES)[number], input: FormInput): FormInput =>
  calculatorForm(place, REFERENCE, input).reduce(
    (acc, c) =>
      c.kind === 'items' && c.items[0]
        ? toggleIn(acc, c.field, c.items[0].id)
        : c.kind === 'shelters'
          ? withField(acc, c.field, [{ inventoryNumber: 'ОСТ-000001-A', side: 'a', region: 'ЦАО' }])
          : c.kind === 'navigation' && c.stations[0]
            ? toggleNavigationZone(
                addNavigationStation(acc, navigationStations(REFERENCE), c.stations[0].id),
                navigationStations(REFERENCE),
                c.stations[0].id,
                'НЗ-00001',
              )
            : acc,
    input,
  )

describe('the calculator forms of the wizard (issue #15 item 3)', () => {
  it('every form starts after today, ground transport today, and is priced by the core once its lists have a choice, on any today', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORM_PLACES),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (place, date) => {
          const today = date.toISOString().slice(0, 10)
          const input = chooseFirst(place, initialInput(place, REFERENCE, today))
          const quote = registry.price(place, input, REFERENCE, { today })
          expect(quote.ok, `${place}: ${quote.ok ? '' : quote.error.message}`).toBe(true)
          // R-NAV-09: navigation signs start today when today is the first of a month; R-PER-10: ground
          // transport starts today, always.
          const ground = place === 'groundTransportation' || place === 'groundTransportationTram'
          if (quote.ok && ground) expect(quote.value.startDate).toBe(today)
          if (quote.ok && !ground)
            expect(
              quote.value.startDate > today || (place === 'navigationSign' && today.endsWith('-01')),
            ).toBe(true)
        },
      ),
      // Every day of five years: the month ends, where the sticker window moves, are where it broke once.
      { numRuns: 2_000 },
    )
  })

  it('every control names a field the calculator reads, and a list left empty is refused by name', () => {
    for (const place of FORM_PLACES) {
      const input = initialInput(place, REFERENCE, '2026-11-25')
      const fields = calculatorForm(place, REFERENCE, input).flatMap((c) =>
        c.kind === 'period' ? [c.start, c.end] : [c.field],
      )
      for (const f of fields) expect(fieldOf(input, f), `${place} ${f}`).not.toBeUndefined()
      const lists = calculatorForm(place, REFERENCE, input).filter(
        (c): c is Extract<FormControl, { kind: 'items' | 'shelters' | 'navigation' }> =>
          (c.kind === 'items' && c.optional !== true) || c.kind === 'shelters' || c.kind === 'navigation',
      )
      if (lists.length === 0) continue
      const empty = registry.price(place, input, REFERENCE, { today: '2026-11-25' })
      expect(empty.ok).toBe(false)
      if (!empty.ok) expect(lists.map((c) => c.field)).toContain(empty.error.field)
    }
  })

  it('metro monitors: the product and the way the quantity is given are two choices; a budget in either product (R-METRO-05)', () => {
    const video = initialInput('metroMonitors', REFERENCE, '2026-11-25')
    const fields = (input: FormInput) =>
      calculatorForm('metroMonitors', REFERENCE, input).flatMap((c) =>
        c.kind === 'number' || c.kind === 'toggle' ? [c.field] : [],
      )
    expect(fields(video)).toEqual(['clipDuration', 'presentationCount', 'fillFactor'])
    const basis = calculatorForm('metroMonitors', REFERENCE, video).find((c) => c.kind === 'alternative')
    if (basis?.kind !== 'alternative') throw new Error('no way to give the quantity')
    const byBudget = chooseAlternative(basis, video, 'budget')
    expect(byBudget).not.toHaveProperty('presentationCount')
    expect(byBudget['budget']).toBe(100_000)
    expect(fields(byBudget)).toEqual(['clipDuration', 'budget', 'endDateLocked', 'fillFactor'])
    // The other product has a budget too, and no fill factor (R-METRO-16 is the video mode's).
    expect(fields(withField(byBudget, 'mode', 'budget'))).toEqual(['clipDuration', 'budget', 'endDateLocked'])
    const budget = calculatorForm('metroMonitors', REFERENCE, byBudget).find(
      (c) => c.kind === 'number' && c.field === 'budget',
    )
    // R-METRO-23: the budget's placeholder.
    expect(budget?.kind === 'number' && budget.placeholder).toBe('10\u00a0000\u00a0000')
    // R-METRO-19: a calculation opens on the spec's 3 days.
    expect([video['startDate'], video['endDate']]).toEqual(['2026-12-01', '2026-12-03'])
    expect(registry.price('metroMonitors', byBudget, REFERENCE, { today: '2026-11-25' }).ok).toBe(true)
  })

  it('a stored budget is read back alone: the default count does not join it', () => {
    const stored = {
      mode: 'budget',
      startDate: '2027-03-01',
      endDate: '2027-03-10',
      frequency: 20,
      budget: 50_000,
    }
    const input = readInput(stored, 'metroMonitors', REFERENCE, '2026-11-25')
    expect(input).not.toHaveProperty('presentationCount')
    expect(input['budget']).toBe(50_000)
  })

  it('sets and reads nested fields without touching the old input; toggling twice gives the choice back', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const before: FormInput = { targeting: { days: 'all', geo: true }, x: 1 }
        const after = withField(before, 'targeting.days', a)
        expect(fieldOf(after, 'targeting.days')).toBe(a)
        expect(fieldOf(after, 'targeting.geo')).toBe(true)
        expect(fieldOf(before, 'targeting.days')).toBe('all')
        expect(toggleIn(toggleIn(after, 'ids', b), 'ids', b)).toEqual({ ...after, ids: [] })
      }),
    )
  })

  it('a Maxima schedule is one entry a day over the period, at most a year, and reads back as its period', () => {
    const days = scheduleOf('2027-02-27', '2027-03-02', 700)
    expect(days.map((d) => d.date)).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02'])
    expect(scheduleSummary(days)).toEqual({ start: '2027-02-27', end: '2027-03-02', hits: 700 })
    expect(scheduleOf('2027-01-01', '2029-01-01', 175)).toHaveLength(366)
    expect(scheduleOf('2027-03-02', '2027-03-01', 175)).toEqual([])
    expect(scheduleSummary('junk')).toEqual({})
  })

  it('the Maxima opens on five days from next month at 700 hits (R-MAXIMA-02) and prices its groups by the second of a hit', () => {
    const input = initialInput('cityFormatGroup', REFERENCE, '2026-11-22')
    expect(scheduleSummary(input['numberOfHitsSchedule'])).toEqual({
      start: '2026-12-01',
      end: '2026-12-05',
      hits: 700,
    })
    const groups = calculatorForm('cityFormatGroup', REFERENCE, input).find((c) => c.kind === 'items')
    const group = REFERENCE.tariffs.cityFormatGroup.groups[0]!
    expect(groups?.kind === 'items' && groups.items[0]).toMatchObject({
      id: group.id,
      price: `${formatRoubles(fromRoubles(group.price))} за секунду выхода`,
    })
  })

  it('a stored input is read over the defaults; anything else starts afresh', () => {
    const fresh = initialInput('mediaFacade', REFERENCE, '2026-11-25')
    expect(readInput('junk', 'mediaFacade', REFERENCE, '2026-11-25')).toEqual(fresh)
    expect(readInput({ itemIds: ['m'] }, 'mediaFacade', REFERENCE, '2026-11-25')).toEqual({
      ...fresh,
      itemIds: ['m'],
    })
  })

  it('a booking conflict drops only the taken units from the lists, and keeps everything else', () => {
    const input = { ...initialInput('lightBoxes', REFERENCE, '2026-11-25'), itemIds: ['a', 'b', 'c'] }
    expect(dropTaken('lightBoxes', REFERENCE, input, ['b', 'x'])).toEqual({
      ...input,
      itemIds: ['a', 'c'],
    })
    const metro = initialInput('metroMonitors', REFERENCE, '2026-11-25')
    expect(dropTaken('metroMonitors', REFERENCE, metro, ['a'])).toEqual(metro)
  })

  it('transit shelters: whole months from next month for a year; the list spans them; months lock once a side is chosen', () => {
    const input = initialInput('transitShelter', REFERENCE, '2026-11-25')
    expect(input).toEqual({ months: ['2026-12'], stops: [] })
    const [months, list] = calculatorForm(
      'transitShelter',
      REFERENCE,
      { ...input, months: ['2027-02', '2026-12'] },
      '2026-11-25',
    )
    expect(months).toMatchObject({ kind: 'flags', field: 'months' })
    if (months?.kind !== 'flags') throw new Error('no months')
    expect(months.options.map((o) => o.id)).toHaveLength(SHELTER_MONTHS_AHEAD)
    expect(months.options[0]).toEqual({ id: '2026-12', name: 'Декабрь 2026' })
    expect(months.locked).toBeUndefined()
    expect(list).toEqual({
      kind: 'shelters',
      field: 'stops',
      label: 'Остановочные павильоны',
      startDate: '2026-12-01',
      endDate: '2027-02-28',
    })
    expect(monthsPeriod([])).toBeUndefined()
    const one = withField(input, 'stops', [{ inventoryNumber: 'ОСТ-000001-A', side: 'a', region: 'ЦАО' }])
    expect(calculatorForm('transitShelter', REFERENCE, one, '2026-11-25')[0]).toMatchObject({
      locked: MONTHS_LOCKED,
    })
    // A saved campaign's month that has passed stays offered, so it can be given back.
    expect(shelterMonths('2026-11-25', ['2026-10'])[0]?.id).toBe('2026-10')
    const two = withField(input, 'stops', [
      { inventoryNumber: 'ОСТ-1', side: 'a', region: 'ЦАО' },
      { inventoryNumber: 'ОСТ-2', side: 'b', region: 'ЗАО' },
    ])
    expect(dropTaken('transitShelter', REFERENCE, two, ['ОСТ-2'])['stops']).toEqual([
      { inventoryNumber: 'ОСТ-1', side: 'a', region: 'ЦАО' },
    ])
  })

  it('late in a month a sticker campaign starts when its booking window opens (seen: today 30.09.2026)', () => {
    const input = initialInput('metroStickers', REFERENCE, '2026-09-30')
    expect(input['startDate']).toBe('2026-11-01')
    expect(registry.price('metroStickers', input, REFERENCE, { today: '2026-09-30' }).ok).toBe(true)
    expect(initialInput('lightBoxes', REFERENCE, '2026-09-30')['startDate']).toBe('2026-10-01')
  })
})
