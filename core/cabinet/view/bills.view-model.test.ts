import { describe, expect, it } from 'vitest'
import { annexFileName, annexTitle, invoiceFileName, invoiceStanding, payByDate } from './bills.view-model'

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
  it('an invoice issued again replaces the one before: it reads «Заменён счётом № N», neither paid nor to pay', () => {
    const paid = { _id: 'paid', name: 'Оплачена' } as const
    expect(invoiceStanding({ paymentState: paid, replacedBy: '6' })).toEqual({
      label: 'Заменён счётом № 6',
      tone: 'archive',
      paid: false,
      replaced: true,
    })
    expect(invoiceStanding({ paymentState: paid, replacedBy: null })).toEqual({
      label: 'Оплачена',
      tone: 'current',
      paid: true,
      replaced: false,
    })
    expect(invoiceStanding({ paymentState: { _id: 'notPaid', name: '' } })).toMatchObject({
      label: 'Ожидает оплаты',
      paid: false,
      replaced: false,
    })
    const notPaid = { _id: 'notPaid', name: 'Ожидает оплаты' } as const
    expect(payByDate({ payUntil: '2026-11-25', paymentState: notPaid, replacedBy: '9' })).toBeNull()
    expect(payByDate({ payUntil: '2026-11-25', paymentState: notPaid, replacedBy: null })).toBe('2026-11-25')
  })
  it('names the invoice and annex files by their numbers', () => {
    expect(invoiceFileName('17')).toBe('invoice-17.pdf')
    expect(annexFileName('7')).toBe('annex-7.pdf')
  })
  it('titles an annex by its number and campaign', () => {
    expect(annexTitle({ number: '7', campaignName: 'Весна в метро' })).toBe('Приложение № 7 — Весна в метро')
  })
})
