import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Kopecks } from '../shared/money'
import { buildInvoice, invoiceLines } from './invoice.document'

const buyer = {
  name: 'ООО «Ромашка»',
  inn: '7701234567',
  kpp: '',
  address: '',
  bankName: '',
  bik: '',
  correspondingAccount: '',
  checkingAccount: '',
}

describe('invoice document', () => {
  it('its lines add up to the stored net total whatever the rounding of the periods', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 5_000_000, noNaN: true }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: -300, max: 300 }),
        (prices, drift) => {
          const net = (Math.round(prices.reduce((s, p) => s + p, 0) * 100) + drift) as Kopecks
          const lines = invoiceLines({
            name: 'Кампания',
            place: 'metroMonitors',
            periodsPrice: [
              {
                scheduleId: 's',
                periods: prices.map((p) => ({
                  startDate: '2027-01-01',
                  endDate: '2027-01-31',
                  totalPeriodPrice: p,
                })),
              },
            ],
            totalWithoutTaxes: net,
            taxes: 0 as Kopecks,
          })
          expect(lines).toHaveLength(prices.length)
          expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(net)
          expect(lines.every((l) => Number.isInteger(l.amount))).toBe(true)
        },
      ),
    )
  })

  it('is due five days after it is issued and totals net plus VAT (R-CONST-06)', () => {
    const invoice = buildInvoice({
      number: '7',
      today: '2026-12-29',
      buyer,
      campaign: {
        name: 'Новый год',
        place: 'metroStickers',
        periodsPrice: [],
        totalWithoutTaxes: 100_000 as Kopecks,
        taxes: 22_000 as Kopecks,
      },
    })
    expect(invoice.payUntil).toBe('2027-01-03')
    expect(invoice.payUntilText).toBe('оплатить до 03.01.2027')
    expect(invoice.total).toBe(122_000)
    expect(invoice.lines).toEqual([{ title: 'Стикеры: «Новый год»', amount: 100_000 }])
  })
})
