import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { campaignPriceOf } from '../campaign/campaign-price'
import { CalculatorRegistry } from '../pricing/calculator-registry'
import { allCalculators } from '../pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import { grpOf } from '../pricing/rules/coefficients'
import { inclusiveDays, isoDate } from '../shared/calendar'
import { orderedFigures } from './ordered-figures'

const registry = new CalculatorRegistry(allCalculators())
const today = '2026-11-22'

/** The campaign the server would store for this calculation, priced by the core calculator. */
const stored = (place: string, calculation: Record<string, unknown>) => {
  const quote = registry.price(place, calculation, DEMO_REFERENCE, { today })
  if (!quote.ok) throw new Error(`${place} does not price: ${quote.error.message}`)
  const price = campaignPriceOf(quote.value)
  return {
    place,
    startDate: price.startDate,
    endDate: price.endDate,
    periodsPrice: price.periodsPrice,
    quote: quote.value,
  }
}

describe('what the order bought, read back from the priced periods (issue #47 item 4)', () => {
  it('gives a metro campaign the presentations it bought, whatever the count and the months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }).map((k) => k * 10_000),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 5, max: 60 }),
        (count, offset, length) => {
          const start = isoDate('2027-01-01')
          const startDate = new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000)
            .toISOString()
            .slice(0, 10)
          const endDate = new Date(Date.parse(`${startDate}T00:00:00Z`) + length * 86_400_000)
            .toISOString()
            .slice(0, 10)
          const c = stored('metroMonitors', {
            mode: 'video',
            startDate,
            endDate,
            clipDuration: 10,
            frequency: 2,
            presentationCount: count,
          })
          const ordered = orderedFigures(c, DEMO_REFERENCE)
          expect(ordered.plays).toBe(c.quote.details['presentationCount'])
          expect(ordered.ots).toBe(c.quote.ots)
          expect(ordered.days).toBe(inclusiveDays(isoDate(startDate), isoDate(endDate)))
        },
      ),
      { numRuns: 60 },
    )
  })

  it('gives tram monitors and city formats their shows a day times days times screens', () => {
    const tram = stored('monitorsTram', {
      startDate: '2026-12-13',
      endDate: '2027-01-12',
      monitors: 30,
      clipDuration: 15,
    })
    const days = inclusiveDays(isoDate('2026-12-13'), isoDate('2027-01-12'))
    expect(orderedFigures(tram, DEMO_REFERENCE).plays).toBe(
      DEMO_REFERENCE.tariffs.monitorsTram.impressionsPerDayPerMonitor * days * 30,
    )
    const screens = stored('cityFormat', {
      startDate: '2027-02-01',
      endDate: '2027-03-15',
      itemIds: ['CF-001', 'CF-002'],
      frequency: 8,
    })
    const perDay = Number(screens.quote.details['impressionsPerDay'])
    expect(orderedFigures(screens, DEMO_REFERENCE).plays).toBe(
      perDay * inclusiveDays(isoDate('2027-02-01'), isoDate('2027-03-15')) * 2,
    )
  })

  it('sells no shows on a light box: the order is its audience only, with its GRP', () => {
    const boxes = stored('lightBoxes', {
      startDate: '2027-01-20',
      endDate: '2027-02-10',
      itemIds: ['LB-001', 'LB-002'],
    })
    const ordered = orderedFigures(boxes, DEMO_REFERENCE)
    expect(ordered.plays).toBeNull()
    expect(ordered.ots).toBe(boxes.quote.ots)
    expect(ordered.grp).toBe(grpOf(ordered.ots ?? 0, DEMO_REFERENCE.audienceBase))
    expect(orderedFigures({ ...boxes, periodsPrice: [] }, DEMO_REFERENCE)).toMatchObject({
      plays: null,
      ots: null,
      grp: null,
    })
  })
})
