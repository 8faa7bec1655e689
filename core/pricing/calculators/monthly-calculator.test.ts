import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { ok } from '../../shared/result'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import { Day, Targeting } from './input-fields'
import { chosenUnits, monthlyCalculator } from './monthly-calculator'
import { turnsTiles } from '../../places/turns-tiles/turns-tiles.place'

const context = { today: '2026-11-22' }

/** A place of two made-up units (100 ₽ a day, and two of 10 ₽ a day), to see the skeleton alone; bases in kopecks. */
const Input = Schema.Struct({
  startDate: Day,
  endDate: Schema.optionalKey(Day),
  targeting: Schema.optionalKey(Targeting),
})
const daily = monthlyCalculator({
  place: 'cityFormat',
  title: 'Проба',
  schema: Input,
  lines: () =>
    ok({
      items: [
        { id: 'a', name: 'A', quantity: 1, perDay: 100 },
        { id: 'b', name: 'B', quantity: 2, perDay: 10 },
      ],
      unit: (item: { perDay: number }, p) => ({ base: item.perDay * p.days }),
      notes: ['База: проба'],
    }),
})

describe('the monthly skeleton every month-priced place configures (issue #49 item 2)', () => {
  it('prices one line per unit and calendar month from the place’s own unit price', () => {
    const q = daily.price({ startDate: '2027-01-20', endDate: '2027-02-10' }, DEMO_REFERENCE, context)
    if (!q.ok) throw new Error(q.error.message)
    expect(q.value.lines.map((l) => `${l.itemId}:${l.startDate}:${l.base}`)).toEqual([
      'a:2027-01-20:120000',
      'a:2027-02-01:100000',
      'b:2027-01-20:24000',
      'b:2027-02-01:20000',
    ])
    expect(q.value.notes).toContain('База: проба')
    expect(q.value.lines.every((l) => l.steps.every((s) => s.kind !== 'surcharge'))).toBe(true)
  })

  it('adds the input’s targeting surcharges, and asks for an end when the place has no period of its own', () => {
    const q = daily.price(
      { startDate: '2027-01-01', endDate: '2027-01-31', targeting: { days: 'weekend' } },
      DEMO_REFERENCE,
      context,
    )
    if (!q.ok) throw new Error(q.error.message)
    expect(q.value.lines[0]?.steps.filter((s) => s.kind === 'surcharge')).toHaveLength(1)
    const open = daily.price({ startDate: '2027-01-01' }, DEMO_REFERENCE, context)
    expect(open.ok ? 'priced' : `${open.error.field}: ${open.error.message}`).toBe(
      'endDate: Укажите дату окончания',
    )
    const reversed = daily.price({ startDate: '2027-01-10', endDate: '2027-01-01' }, DEMO_REFERENCE, context)
    expect(reversed.ok ? 'priced' : reversed.error.field).toBe('endDate')
  })

  it('lets a place move its period and say so (turn tiles snap to the 16th, R-PER-02)', () => {
    const tiles = turnsTiles.calculator(turnsTiles.name)
    const id = DEMO_REFERENCE.tariffs.turnsTiles.items[0]?.id ?? ''
    const q = tiles.price({ startDate: '2027-03-05', itemIds: [id] }, DEMO_REFERENCE, context)
    if (!q.ok) throw new Error(q.error.message)
    expect([q.value.startDate, q.value.endDate]).toEqual(['2027-03-16', '2027-04-15'])
    expect(q.value.notes.some((n) => n.includes('Начало перенесено на 2027-03-16'))).toBe(true)
  })

  it('takes each chosen unit once and refuses an unknown one at itemIds', () => {
    const units = [
      { id: 'x', name: 'X' },
      { id: 'y', name: 'Y' },
    ]
    const chosen = chosenUnits(units, ['y', 'x', 'y'], (u) => ({ tag: u.id.toUpperCase() }))
    expect(chosen.ok && chosen.value.map((c) => `${c.id}${c.tag}${c.quantity}`)).toEqual(['yY1', 'xX1'])
    const unknown = chosenUnits(units, ['z'], () => ({}))
    expect(unknown.ok ? 'taken' : `${unknown.error.field} ${unknown.error.code}`).toMatch(/^itemIds /)
  })
})
