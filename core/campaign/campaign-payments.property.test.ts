import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  acceptPaymentOrder,
  checkPayable,
  MAX_PAYMENT_ORDERS,
  paymentAmount,
  paymentOrderNotice,
  paymentSummary,
  type PaymentOrder,
} from './campaign-payments'
import { acceptFor, approvedDue, k, order } from './testing/payments.fixture'
import { CAMPAIGN_STATES } from './campaign-state'

const approved = approvedDue(122_000_00)
const accept = acceptFor(approved)

describe('payment amounts are exact to the kopeck (R-PRICE-04)', () => {
  it('any whole number of kopecks written in roubles comes back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000_00 }), (kopecks) => {
        expect(paymentAmount(kopecks / 100)).toEqual({ ok: true, value: kopecks })
      }),
    )
  })

  it('fractions of a kopeck, zero, negatives and absurd sums are refused, never rounded', () => {
    for (const bad of [
      100.005,
      0.001,
      0,
      -0,
      -1,
      1e308,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1_000_000_000.01,
    ])
      expect(paymentAmount(bad)).toMatchObject({
        ok: false,
        error: { code: 'wrong format', field: 'amount' },
      })
    expect(paymentAmount(0.1 + 0.2).ok).toBe(false)
    expect(paymentAmount(0.3)).toEqual({ ok: true, value: 30 })
  })
})

describe('which campaigns take payments', () => {
  it('only an approved campaign, by the state machine (confirmPayment leads from approved)', () => {
    for (const state of CAMPAIGN_STATES) {
      const payable = checkPayable({ ...approved, state })
      expect(payable.ok, state).toBe(state === 'approved')
      if (!payable.ok) expect(payable.error).toMatchObject({ code: 'illegalTransition', field: 'state' })
    }
  })

  it('a paid campaign takes nothing more; held inventory needs a confirmed reservation first (R-ERR-15)', () => {
    expect(checkPayable({ ...approved, paymentState: 'paid' })).toMatchObject({
      ok: false,
      error: { code: 'already paid', field: 'paymentState' },
    })
    expect(checkPayable({ ...approved, holdsInventory: true, reservationState: 'reserved' })).toMatchObject({
      ok: false,
      error: { code: 'not_reservation', message: 'Не все скедлы подтверждены' },
    })
    expect(checkPayable({ ...approved, holdsInventory: true, reservationState: 'confirmed' }).ok).toBe(true)
    expect(checkPayable({ ...approved, paymentState: 'partiallyPaid' }).ok).toBe(true)
  })
})

describe('declaring and correcting payment orders', () => {
  it('whatever orders are declared one after another, the accepted ones never add up past the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 30 }),
        (due, amounts) => {
          const orders: PaymentOrder[] = []
          amounts.forEach((amount, i) => {
            const left = due - orders.reduce((s, o) => s + o.amount, 0)
            const accepted = acceptPaymentOrder({
              campaign: { ...approved, due: k(due) },
              orders,
              order: { amount: k(amount), date: '2026-11-22', number: String(i) },
              today: '2026-11-22',
              invoiceIssuedOn: '2026-11-22',
            })
            expect(accepted.ok).toBe(amount <= left)
            if (accepted.ok) orders.push(order(String(i), amount))
          })
          const summary = paymentSummary(k(due), orders, 'notPaid')
          expect(summary.pending + summary.remaining).toBe(due)
        },
      ),
    )
  })

  it('a correction counts the corrected order as free, and only an unconfirmed order is corrected', () => {
    const orders = [order('a', 100_000_00), order('b', 22_000_00, true)]
    expect(accept(orders, 100_000_00, { replacing: 'a' }).ok).toBe(true)
    expect(accept(orders, 100_000_01, { replacing: 'a' })).toMatchObject({
      ok: false,
      error: { code: 'above remaining', field: 'amount' },
    })
    expect(accept(orders, 1, { replacing: 'b' })).toMatchObject({
      ok: false,
      error: { code: 'already confirmed' },
    })
    expect(accept(orders, 1, { replacing: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'not found' },
    })
  })

  it('refuses a future date, a date before the invoice, a bad or repeated number, and the 101st order', () => {
    expect(accept([], 1, { date: '2026-11-23' })).toMatchObject({ ok: false, error: { code: 'in future' } })
    expect(accept([], 1, { date: '2026-11-19' })).toMatchObject({
      ok: false,
      error: { code: 'before invoice' },
    })
    expect(accept([], 1, { number: '1234567' })).toMatchObject({ ok: false, error: { field: 'number' } })
    expect(accept([order('x', 1, true, '12')], 1, { number: '12' })).toMatchObject({
      ok: false,
      error: { code: 'already in use' },
    })
    expect(accept([order('x', 1, true, '12', '2026-11-21')], 1, { number: '12' }).ok).toBe(true)
    const many = Array.from({ length: MAX_PAYMENT_ORDERS }, (_, i) => order(String(i), 1))
    expect(accept(many, 1)).toMatchObject({ ok: false, error: { code: 'too many' } })
  })

  it('sums confirmed and pending orders; a paid campaign has nothing left whatever was declared', () => {
    const orders = [order('a', 300), order('b', 200, true)]
    expect(paymentSummary(k(1000), orders, 'partiallyPaid')).toEqual({
      due: 1000,
      paid: 200,
      pending: 300,
      remaining: 500,
    })
    expect(paymentSummary(k(1000), orders, 'paid').remaining).toBe(0)
  })

  it('tells the advertiser the order in Russian, dates DD.MM.YYYY and roubles with kopecks', () => {
    expect(
      paymentOrderNotice(
        'Весна',
        { amount: k(123_456_78), date: '2026-11-22', number: '4711' },
        false,
      ).replace(/\u00a0/g, ' '),
    ).toBe(
      'Кампания «Весна»: платёжное поручение № 4711 от 22.11.2026 на 123 456,78 ₽ получено, ждёт подтверждения',
    )
  })
})
