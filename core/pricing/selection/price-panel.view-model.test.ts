import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../calculator-registry'
import { allCalculators } from '../calculators/all-calculators'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import { placeModule } from '../../places'
import { kopecks } from '../../shared/money'
import { BUS_MONITORS_NOTE, DUE_LABEL, pricePanel, TOTAL_LABEL } from './price-panel.view-model'

const registry = new CalculatorRegistry(allCalculators())
const TODAY = '2026-11-25'
/** Bus monitors' worked example, as its place module carries it (core/places/bus-monitors). */
const BUS_EXAMPLE = placeModule('busMonitors')?.example?.input
const boxes = DEMO_REFERENCE.tariffs.lightBoxes.items.map((i) => i.id)

describe('the price panel of a calculator (issue #15 item 2)', () => {
  it('shows every step as its own line, and the lines add up to the sum without taxes and the total', () => {
    fc.assert(
      fc.property(
        fc.subarray(boxes, { minLength: 1 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 200 }),
        fc.boolean(),
        (ids, offset, length, agency) => {
          const start = new Date(Date.UTC(2027, 0, 1 + offset))
          const end = new Date(start.getTime() + (length - 1) * 86_400_000)
          const quote = registry.price(
            'lightBoxes',
            {
              startDate: start.toISOString().slice(0, 10),
              endDate: end.toISOString().slice(0, 10),
              itemIds: ids,
            },
            DEMO_REFERENCE,
            {
              today: TODAY,
              ...(agency
                ? { advertiser: { isAgency: true, discount: { value: 10, advertisePlaces: [] } } }
                : {}),
            },
          )
          expect(quote.ok).toBe(true)
          if (!quote.ok) return
          const panel = pricePanel(quote.value)
          const without = panel.lines.find((l) => l.id === 'without')!
          const parts = panel.lines.filter(
            (l) =>
              l.kind === 'base' || l.kind === 'seasonal' || l.kind === 'surcharge' || l.kind === 'discount',
          )
          expect(parts.reduce((s, l) => s + l.amount, 0)).toBe(without.amount)
          expect(without.amount + panel.lines.find((l) => l.id === 'taxes')!.amount).toBe(panel.total.amount)
          expect(panel.total.amount).toBe(quote.value.totals.total)
          expect(new Set(panel.lines.map((l) => l.id)).size).toBe(panel.lines.length)
          expect(panel.items.length + panel.more).toBe(quote.value.items.length)
          if (agency) expect(panel.lines.some((l) => l.id === 'discount:advertiser')).toBe(true)
        },
      ),
    )
  })

  it('names the total, the VAT rate, the period, and the bus-monitor note only for bus monitors', () => {
    const input = { startDate: '2027-03-01', endDate: '2027-03-31', itemIds: boxes.slice(0, 2) }
    const quote = registry.price('lightBoxes', input, DEMO_REFERENCE, { today: TODAY })
    if (!quote.ok) throw new Error(quote.error.message)
    const panel = pricePanel(quote.value, 1)
    expect(panel.total.label).toBe(TOTAL_LABEL)
    expect(panel.lines.find((l) => l.id === 'taxes')?.label).toBe('НДС 22 %')
    expect(panel.period).toBe('01.03.2027 – 31.03.2027')
    expect(panel.items).toHaveLength(1)
    expect(panel.more).toBe(1)
    expect(panel.notes).not.toContain(BUS_MONITORS_NOTE)
    expect(BUS_EXAMPLE).toBeDefined()
    const bus = registry.price('busMonitors', BUS_EXAMPLE, DEMO_REFERENCE, { today: TODAY })
    if (!bus.ok) throw new Error(bus.error.message)
    expect(pricePanel(bus.value).notes).toContain(BUS_MONITORS_NOTE)
    expect(panel.total.text).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0₽$/)
  })

  it('adds a print order below the total, with what is owed with it; the total stays the calculation’s', () => {
    const input = { startDate: '2027-03-01', endDate: '2027-03-31', itemIds: boxes.slice(0, 2) }
    const quote = registry.price('lightBoxes', input, DEMO_REFERENCE, { today: TODAY })
    if (!quote.ok) throw new Error(quote.error.message)
    expect(pricePanel(quote.value).due).toBeUndefined()
    const panel = pricePanel(quote.value, 50, { label: 'Печать «А3», 10 шт.', total: kopecks(350_000) })
    expect(panel.total.amount).toBe(quote.value.totals.total)
    expect(panel.due?.print).toMatchObject({ label: 'Печать «А3», 10 шт., с НДС', amount: 350_000 })
    expect(panel.due?.total).toMatchObject({ label: DUE_LABEL, amount: quote.value.totals.total + 350_000 })
  })
})
