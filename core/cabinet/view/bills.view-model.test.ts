import { describe, expect, it } from 'vitest'
import { annexFileName, annexTitle, invoiceFileName, payByDate } from './bills.view-model'

describe('the bills screen (R-SCREEN-10, R-SCREEN-52)', () => {
  it('shows the day to pay by until the invoice is paid', () => {
    expect(payByDate({ payUntil: '2026-11-25', paymentState: { _id: 'notPaid', name: 'Не оплачен' } })).toBe(
      '2026-11-25',
    )
    expect(
      payByDate({ payUntil: '2026-10-07', paymentState: { _id: 'partiallyPaid', name: 'Оплачен частично' } }),
    ).toBe('2026-10-07')
    expect(payByDate({ payUntil: '2026-11-25', paymentState: { _id: 'paid', name: 'Оплачен' } })).toBeNull()
  })
  it('names the invoice and annex files by their numbers', () => {
    expect(invoiceFileName('17')).toBe('invoice-17.pdf')
    expect(annexFileName('7')).toBe('annex-7.pdf')
  })
  it('titles an annex by its number and campaign', () => {
    expect(annexTitle({ number: '7', campaignName: 'Весна в метро' })).toBe('Приложение № 7 — Весна в метро')
  })
})
