import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Kopecks } from '../shared/money'
import { buildInvoice, invoiceLines, invoiceMoney } from './invoice.document'

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

  it('carries the print order as its own line: total = campaign total + print, net + VAT = total, lines = net', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000_00 }),
        fc.integer({ min: 1, max: 5_000_000_00 }),
        fc.constantFrom(0.2, 0.22),
        (net, print, vatRate) => {
          const taxes = Math.round(net * vatRate) as Kopecks
          const campaign = {
            name: 'Кампания',
            place: 'lightBoxes',
            periodsPrice: [],
            totalWithoutTaxes: net as Kopecks,
            taxes,
            printOrder: { name: 'Печать в типографии', quantity: 2, totalPrice: print as Kopecks },
            vatRate,
          }
          const invoice = buildInvoice({ number: '1', today: '2026-11-24', buyer, campaign })
          expect(invoice.total).toBe(net + taxes + print)
          expect(invoice.totalWithoutTaxes + invoice.taxes).toBe(invoice.total)
          expect(invoice.lines.reduce((s, l) => s + l.amount, 0)).toBe(invoice.totalWithoutTaxes)
          expect(invoice.lines).toHaveLength(2)
          const printVat = invoiceMoney(campaign).print!.taxes
          // The VAT inside the print price is the rate's share of it, to the kopeck.
          expect(Math.abs(printVat - (print * vatRate) / (1 + vatRate))).toBeLessThanOrEqual(0.5)
        },
      ),
    )
  })

  it('names the print order on its line with its price as quoted, with VAT', () => {
    const invoice = buildInvoice({
      number: '8',
      today: '2026-11-24',
      buyer,
      campaign: {
        name: 'Окна',
        place: 'lightBoxes',
        periodsPrice: [],
        totalWithoutTaxes: 10_000_00 as Kopecks,
        taxes: 2_200_00 as Kopecks,
        printOrder: { name: 'Печать в типографии', quantity: 2, totalPrice: 3_500_00 as Kopecks },
        vatRate: 0.22,
      },
    })
    expect(invoice.lines.map((l) => [l.title.replace(/\u00a0/g, ' '), l.amount])).toEqual([
      [expect.stringMatching(/: «Окна»$/), 10_000_00],
      ['Печать: «Печать в типографии», 2 шт. (3 500,00 ₽ с НДС)', 2_868_85],
    ])
    expect(invoice.taxes).toBe(2_831_15)
    expect(invoice.total).toBe(15_700_00)
  })
})
