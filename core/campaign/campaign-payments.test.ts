import { describe, expect, it } from 'vitest'
import {
  amountDue,
  checkPayable,
  MAX_PAYMENT_AMOUNT,
  MAX_PAYMENT_ORDERS,
  PAYMENT_ORDER_NUMBER,
  paymentAmount,
  paymentOrderNotice,
  paymentSummary,
  vatIncluded,
} from './campaign-payments'
import { acceptFor, approvedDue, k, order } from './testing/payments.fixture'

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ')
const approved = approvedDue(1000_00)
const accept = acceptFor(approved)
const refusal = (r: ReturnType<typeof accept>) =>
  r.ok ? 'accepted' : `${r.error.code} ${r.error.field}: ${nbsp(r.error.message)}`

describe('payment order limits', () => {
  it('numbers an order with one to six digits, and nothing else', () => {
    for (const n of ['1', '000001', '999999']) expect(PAYMENT_ORDER_NUMBER.test(n), n).toBe(true)
    for (const n of ['', '1234567', '12a', 'a12', ' 12', '12 ', '１２'])
      expect(PAYMENT_ORDER_NUMBER.test(n), n).toBe(false)
  })

  it('takes up to a billion roubles in one order and a hundred orders per campaign', () => {
    expect(MAX_PAYMENT_ORDERS).toBe(100)
    expect(MAX_PAYMENT_AMOUNT).toBe(1_000_000_000_00)
    expect(paymentAmount(1_000_000_000)).toEqual({ ok: true, value: 1_000_000_000_00 })
    expect(paymentAmount(0.01)).toEqual({ ok: true, value: 1 })
    expect(paymentAmount(1_000_000_000.01)).toEqual({
      ok: false,
      error: {
        code: 'wrong format',
        message: 'Сумма платежа — положительное число рублей с копейками',
        field: 'amount',
      },
    })
  })
})

describe('refusals of a payment order, each with its reason', () => {
  it('names the state of a campaign that does not take payments yet', () => {
    expect(checkPayable({ ...approved, state: 'moderation' })).toEqual({
      ok: false,
      error: {
        code: 'illegalTransition',
        message: 'Кампанию в статусе «На модерации» оплатить нельзя: оплата принимается после согласования',
        field: 'state',
      },
    })
    expect(checkPayable({ ...approved, paymentState: 'paid', state: 'draft' })).toEqual({
      ok: false,
      error: { code: 'already paid', message: 'Кампания уже оплачена', field: 'paymentState' },
    })
    expect(checkPayable({ ...approved, holdsInventory: true, reservationState: 'notReserved' })).toEqual({
      ok: false,
      error: { code: 'not_reservation', message: 'Не все скедлы подтверждены', field: 'reservationStatus' },
    })
    expect(checkPayable({ ...approved, holdsInventory: false, reservationState: 'notReserved' })).toEqual({
      ok: true,
      value: null,
    })
    expect(refusal(accept([], 1, { campaign: { state: 'draft' } }))).toMatch(/^illegalTransition state/)
  })

  it('explains a missing, confirmed or surplus order, a bad number, a date out of range and a repeat', () => {
    const orders = [order('a', 300_00), order('b', 200_00, true, '7', '2026-11-21')]
    expect(refusal(accept(orders, 1, { replacing: 'x' }))).toBe(
      'not found paymentId: Платёжное поручение не найдено',
    )
    expect(refusal(accept(orders, 1, { replacing: 'b' }))).toBe(
      'already confirmed paymentId: Платёж уже подтверждён: исправить его нельзя',
    )
    const many = Array.from({ length: MAX_PAYMENT_ORDERS }, (_, i) => order(String(i), 1))
    expect(refusal(accept(many, 1))).toBe('too many payments: Не больше 100 платежей по одной кампании')
    expect(refusal(accept(many.slice(1), 1, { number: '500' }))).toBe('accepted')
    expect(refusal(accept(many, 1, { replacing: '5', number: '500' }))).toBe('accepted')
    expect(refusal(accept(orders, 1, { number: '1234567' }))).toBe(
      'wrong format number: Номер платёжного поручения — от 1 до 6 цифр',
    )
    expect(refusal(accept(orders, 1, { date: '2026-11-23' }))).toBe(
      'in future date: Дата платежа не может быть позже сегодняшней',
    )
    expect(refusal(accept(orders, 1, { date: '2026-11-19' }))).toBe(
      'before invoice date: Дата платежа раньше даты счёта',
    )
    expect(refusal(accept(orders, 1, { date: '2026-11-20' }))).toBe('accepted')
    expect(refusal(accept(orders, 1, { date: '2026-11-21', number: '7' }))).toBe(
      'already in use number: Платёжное поручение с этим номером и датой уже указано',
    )
    expect(refusal(accept(orders, 500_00))).toBe('accepted')
    expect(refusal(accept(orders, 500_01))).toBe(
      'above remaining amount: Сумма больше остатка к оплате: 500,00 ₽',
    )
  })

  it('lets a correction keep its own number and date, and counts its old amount as free', () => {
    const orders = [order('a', 300_00, false, '5'), order('b', 200_00, true)]
    expect(accept(orders, 800_00, { replacing: 'a', number: '5' })).toEqual({
      ok: true,
      value: { amount: 800_00, date: '2026-11-22', number: '5' },
    })
    expect(refusal(accept(orders, 800_01, { replacing: 'a', number: '5' }))).toBe(
      'above remaining amount: Сумма больше остатка к оплате: 800,00 ₽',
    )
  })

  it('shows nothing left, never a negative rest, when the orders already exceed the price', () => {
    const over = [order('a', 1200_00, true)]
    expect(refusal(accept(over, 1))).toBe('above remaining amount: Сумма больше остатка к оплате: 0,00 ₽')
    expect(paymentSummary(k(1000_00), over, 'partiallyPaid')).toEqual({
      due: 1000_00,
      paid: 1200_00,
      pending: 0,
      remaining: 0,
    })
    expect(paymentSummary(k(1000_00), [order('a', 1000_00)], 'notPaid').remaining).toBe(0)
    expect(paymentSummary(k(1000_00), [], 'notPaid').remaining).toBe(1000_00)
  })
})

describe('the advertiser’s notice of an order', () => {
  it('says whether the order was received or corrected', () => {
    const placed = { amount: k(5_00), date: '2026-01-02', number: '1' }
    expect(nbsp(paymentOrderNotice('Весна', placed, true))).toBe(
      'Кампания «Весна»: платёжное поручение № 1 от 02.01.2026 на 5,00 ₽ исправлено, ждёт подтверждения',
    )
    expect(nbsp(paymentOrderNotice('Весна', placed, false))).toBe(
      'Кампания «Весна»: платёжное поручение № 1 от 02.01.2026 на 5,00 ₽ получено, ждёт подтверждения',
    )
  })
})

describe('what a campaign costs with its print order (issue #47: the print order reaches the totals)', () => {
  it('adds the print price, quoted with VAT, to the campaign total; its VAT is taken out at the campaign rate', () => {
    // 3 500 ₽ с НДС at 22 %: 3 500 × 0,22 / 1,22 = 631,147… → 631,15 ₽ of VAT, 2 868,85 ₽ without it.
    expect(vatIncluded(k(3_500_00), 0.22)).toBe(631_15)
    // A rate that is not a positive number (none in force, a broken reference) takes no VAT out, never a
    // negative or an unreadable one.
    for (const rate of [0, -0.22, Number.POSITIVE_INFINITY, Number.NaN])
      expect(vatIncluded(k(3_500_00), rate), String(rate)).toBe(0)
    expect(
      amountDue({ net: k(100_000_00), taxes: k(22_000_00), print: { total: k(3_500_00) } }, 0.22),
    ).toEqual({
      net: 102_868_85,
      taxes: 22_631_15,
      total: 125_500_00,
      print: { net: 2_868_85, taxes: 631_15, total: 3_500_00 },
    })
  })

  it('is the campaign alone without a print order, or with the self-made one at 0 (R-PRICE-13)', () => {
    const alone = { net: 100_000_00, taxes: 22_000_00, total: 122_000_00 }
    expect(amountDue({ net: k(100_000_00), taxes: k(22_000_00) }, 0.22)).toEqual(alone)
    expect(amountDue({ net: k(100_000_00), taxes: k(22_000_00), print: { total: k(0) } }, 0.22)).toEqual(
      alone,
    )
    expect(vatIncluded(k(3_500_00), 0)).toBe(0)
  })
})
