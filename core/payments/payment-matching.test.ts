import { describe, expect, it } from 'vitest'
import { isoDate } from '../shared/calendar'
import { kopecks } from '../shared/money'
import { invoiceNumbersIn, matchStatement, type OpenInvoice } from './payment-matching'
import { aBankPayment, aStatement } from './testing/bank-payments'

const paid = aBankPayment
const statementOf = aStatement
const invoice = (number: string, total: number, paidAlready = false): OpenInvoice => ({
  number,
  campaignId: `campaign-${number}`,
  total: kopecks(total),
  paid: paidAlready,
})

describe('invoice numbers in a payment purpose', () => {
  it.each([
    ['Оплата по счету № 1234 от 01.12.2026 за рекламные услуги. В т.ч. НДС 22%', ['1234']],
    ['Оплата по счёту №1234', ['1234']],
    ['ОПЛАТА ПО СЧ. 1234 ОТ 01.12.2026', ['1234']],
    ['по счету N 1234', ['1234']],
    ['Счет-оферта 1234', ['1234']],
    ['Оплата по счетам № 12, 13 и 14', ['12', '13', '14']],
    ['Счет на оплату 0042', ['42']],
    ['Оплата по договору 77 от 01.12.2026, НДС не облагается', []],
  ])('%s', (purpose, numbers) => {
    expect(invoiceNumbersIn(purpose)).toEqual(numbers)
  })
})

describe('matching a statement to invoices (issue #48)', () => {
  it('a payment naming an open invoice and paying exactly its total is matched; the rest wait for a person, with why', () => {
    const result = matchStatement(
      statementOf(
        paid('Оплата по счету № 101', 3_809_939),
        paid('Оплата по счету № 102', 100_000),
        paid('Оплата по счету № 103', 500_000),
        paid('Оплата по счету № 999', 500_000),
        paid('Пополнение счёта', 500_000),
        paid('Оплата по счету № 101', 3_809_939, { number: '18' }),
        paid('Комиссия банка', 5_000, { receivedOn: undefined, writtenOffOn: isoDate('2026-12-03') }),
      ),
      [invoice('101', 3_809_939), invoice('102', 200_000), invoice('103', 500_000, true)],
    )
    expect(result.matched.map((m) => m.invoice.number)).toEqual(['101'])
    expect(
      result.unmatched.map((u) => [
        u.payment.purpose,
        u.reason.code,
        u.reason.message.replace(/\u00a0/g, ' '),
      ]),
    ).toEqual([
      ['Оплата по счету № 102', 'amount differs', 'Сумма 1 000,00 ₽ не равна сумме счёта № 102: 2 000,00 ₽'],
      ['Оплата по счету № 103', 'already paid', 'Счёт № 103 уже оплачен'],
      ['Оплата по счету № 999', 'unknown invoice', 'Счёта № 999 нет среди выставленных'],
      ['Пополнение счёта', 'no invoice number', 'В назначении платежа нет номера счёта'],
      ['Оплата по счету № 101', 'paid twice in the file', 'Счёт № 101 оплачен в выписке второй раз'],
    ])
    expect(result.outgoing).toBe(1)
  })

  it('of several invoices named, the one whose total the payment equals is matched', () => {
    const result = matchStatement(statementOf(paid('Оплата по счетам № 5, 6', 60_000)), [
      invoice('5', 50_000),
      invoice('6', 60_000),
    ])
    expect(result.matched.map((m) => m.invoice.number)).toEqual(['6'])
  })

  it('money to the statement’s own account counts as incoming even when the bank left out the date it came', () => {
    const result = matchStatement(
      statementOf(paid('Оплата по счету № 7', 70_000, { receivedOn: undefined })),
      [invoice('7', 70_000)],
    )
    expect(result.matched).toHaveLength(1)
  })
})

describe('an invoice issued again (issue #47: the sum changed)', () => {
  it('money for the replaced invoice is left to a person, naming the one that replaced it', () => {
    const result = matchStatement(statementOf(paid('Оплата по счету № 8', 80_000)), [
      { ...invoice('8', 80_000), supersededBy: '9' },
      invoice('9', 95_000),
    ])
    expect(result.matched).toEqual([])
    expect(result.unmatched.map((u) => [u.reason.code, u.reason.message])).toEqual([
      ['superseded', 'Счёт № 8 заменён счётом № 9: сумма кампании изменилась'],
    ])
  })
})
