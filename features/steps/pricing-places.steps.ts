import assert from 'node:assert/strict'
import { Then, When, type DataTable } from '@cucumber/cucumber'
import type { StopsTotal } from '../../core/pricing/calculators/stops-pricer'
import { parseDate } from '../../core/pricing/rules/calendar'
import type { TabloWorld } from '../support/world'
import { money, normaliseMoney, pricing } from './pricing-actor'

When(
  'I price {string} with transit-shelter sides:',
  function (this: TabloWorld, place: string, table: DataTable) {
    const stops = table.hashes().map((r) => ({
      inventoryNumber: r.inventoryNumber,
      side: r.side,
      region: r.region,
      bookingError: r.bookingError === 'true',
    }))
    pricing(this).price(place, { months: ['2027-01', '2027-02'], stops })
  },
)

Then('the stops total is:', function (this: TabloWorld, table: DataTable) {
  const t = pricing(this).quote().details.stopsTotal as StopsTotal
  const got: Record<string, string> = {
    stopsTariffPrice: money(t.tariffPrices.stopsTariffPrice),
    stopsSeasonalPrice: money(t.tariffPrices.stopsSeasonalPrice),
    stopsAdvDiscountPrice: money(t.tariffPrices.stopsAdvDiscountPrice),
    seasonalDiscount: money(t.seasonalDiscount),
    countStops: `${t.countStops.all} all, ${t.countStops.free} free`,
  }
  for (const [k, v] of Object.entries(table.rowsHash())) assert.equal(got[k], normaliseMoney(v), k)
})

When(
  'I price navigation signs from {word} to {word} with:',
  function (this: TabloWorld, from: string, to: string, table: DataTable) {
    const stations = table.hashes().map((r) => ({
      id: r.station,
      name: r.station,
      zones: [
        ...Array.from({ length: Number(r['zones that count']) }, (_, i) => ({
          id: `z${i}`,
          capacity: 2,
          selected: true,
        })),
        ...Array.from({ length: Number(r['zones without capacity']) }, (_, i) => ({
          id: `n${i}`,
          capacity: null,
          selected: true,
        })),
      ],
    }))
    pricing(this).price('navigationSign', { startDate: parseDate(from), endDate: parseDate(to), stations })
  },
)

Then(
  'the navigation summary has {int} station on tariff 3, {int} on tariff 7, base {string} and with discount {string}',
  function (this: TabloWorld, t3: number, t7: number, base: string, discounted: string) {
    const s = pricing(this).quote().details.totalSummary as {
      tariffSummary: Record<number, number>
      basePrice: number
      basePriceWithDiscount: number
    }
    assert.deepEqual(
      [s.tariffSummary[3], s.tariffSummary[7], money(s.basePrice), money(s.basePriceWithDiscount)],
      [t3, t7, normaliseMoney(base), normaliseMoney(discounted)],
    )
  },
)

const maximaSchedule = (table: DataTable) =>
  table
    .hashes()
    .map((r) => ({ date: parseDate(r.date ?? ''), ...(r.hits ? { numberOfHits: Number(r.hits) } : {}) }))
When(
  'I price the maxima group {string} with {int} s clips and hits:',
  function (this: TabloWorld, group: string, seconds: number, table: DataTable) {
    pricing(this).price('cityFormatGroup', {
      videoTiming: seconds,
      advertisingSpaceGroupIds: [group],
      numberOfHitsSchedule: maximaSchedule(table),
    })
  },
)
When(
  'I price the maxima group {string} with no clip length and hits:',
  function (this: TabloWorld, group: string, table: DataTable) {
    pricing(this).price('cityFormatGroup', {
      advertisingSpaceGroupIds: [group],
      numberOfHitsSchedule: maximaSchedule(table),
    })
  },
)
