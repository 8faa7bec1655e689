import { describe, expect, it } from 'vitest'
import type { Quote, QuoteLine } from '../pricing/quote'
import type { Kopecks } from '../shared/money'
import { campaignPriceOf } from './campaign-price'

const k = (n: number) => n as Kopecks
const line = (
  itemId: string,
  startDate: string,
  endDate: string,
  base: number,
  net: number,
  ots?: number,
): QuoteLine => ({
  itemId,
  itemName: itemId,
  quantity: 2,
  periodIndex: 0,
  startDate,
  endDate,
  days: 1,
  base: k(base),
  steps: [],
  net: k(net),
  ...(ots === undefined ? {} : { ots }),
})

/** Only the fields campaignPriceOf reads are meaningful; the rest are filler of the right type. */
const quote = {
  place: 'metroMonitors',
  startDate: '2027-01-15',
  endDate: '2027-02-14',
  periods: [
    {
      startDate: '2027-01-15',
      endDate: '2027-01-31',
      days: 17,
      startDateFormat: '',
      endDateFormat: '',
      base: k(0),
      total: k(0),
    },
    {
      startDate: '2027-02-01',
      endDate: '2027-02-14',
      days: 14,
      startDateFormat: '',
      endDateFormat: '',
      base: k(0),
      total: k(0),
    },
  ],
  lines: [
    line('A', '2027-01-15', '2027-01-31', 1000_50, 900_25, 12_000),
    line('B', '2027-01-15', '2027-01-31', 200_00, 180_00),
    line('A', '2027-02-01', '2027-02-14', 800_00, 720_00, 9_000),
  ],
  items: [
    { itemId: 'A', itemName: 'A', quantity: 2, totalPrice: k(1620_25) },
    { itemId: 'B', itemName: 'B', quantity: 2, totalPrice: k(180_00) },
  ],
  discounts: {} as Quote['discounts'],
  totals: {
    basePrice: k(0),
    priceBeforeDiscounts: k(0),
    totalSumWithoutTaxes: k(1800_25),
    taxesSum: k(396_06),
    total: k(2196_31),
    vatRate: 0.22,
  },
  details: {},
  notes: [],
} satisfies Quote

describe('the price a campaign stores is the calculator’s (cabinet §3 "Periods-price entry", "Period")', () => {
  it('keeps the dates, one entry per item with its periods in roubles, and the sums in kopecks', () => {
    expect(campaignPriceOf(quote)).toEqual({
      startDate: '2027-01-15',
      endDate: '2027-02-14',
      periods: [
        { startDate: '2027-01-15', endDate: '2027-01-31' },
        { startDate: '2027-02-01', endDate: '2027-02-14' },
      ],
      periodsPrice: [
        {
          scheduleId: 'A',
          periods: [
            {
              startDate: '2027-01-15',
              endDate: '2027-01-31',
              amount: 2,
              basePrice: 1000.5,
              netPrice: 900.25,
              totalPeriodPrice: 900.25,
              ots: 12_000,
            },
            {
              startDate: '2027-02-01',
              endDate: '2027-02-14',
              amount: 2,
              basePrice: 800,
              netPrice: 720,
              totalPeriodPrice: 720,
              ots: 9_000,
            },
          ],
        },
        {
          scheduleId: 'B',
          periods: [
            {
              startDate: '2027-01-15',
              endDate: '2027-01-31',
              amount: 2,
              basePrice: 200,
              netPrice: 180,
              totalPeriodPrice: 180,
            },
          ],
        },
      ],
      taxesSum: 396_06,
      totalSumWithoutTaxes: 1800_25,
    })
  })

  it('leaves out the audience of a period the calculator gave none', () => {
    const [, b] = campaignPriceOf(quote).periodsPrice
    expect(b?.periods[0]).not.toHaveProperty('ots')
  })
})
