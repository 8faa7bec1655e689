import { describe, expect, it } from 'vitest'
import type { PaymentsWire } from '../../contract/payments.answer'
import {
  draftOf,
  EMPTY_ORDER_DRAFT,
  orderBody,
  orderDraftProblems,
  paymentOrdersView,
  type PaymentOrderDraft,
} from './payment-orders.view-model'

const TODAY = '2026-11-22'
const order = (id: string, state: 'pending' | 'confirmed', amount = 100.5) => ({
  _id: id,
  invoiceId: 'i1',
  invoiceNumber: '17',
  legalEntityId: null,
  number: '4711',
  date: '2026-11-20',
  amount,
  state,
  confirmedAt: state === 'confirmed' ? '2026-11-21T10:00:00.000Z' : null,
  createdAt: '2026-11-20T10:00:00.000Z',
})
const wire = (over: Partial<PaymentsWire> = {}): PaymentsWire => ({
  advertisingCampaignId: 'c1',
  paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
  totalSum: 1220,
  paidSum: 0,
  pendingSum: 100.5,
  remainingSum: 1119.5,
  payments: [order('p1', 'pending')],
  ...over,
})
const draft = (over: Partial<PaymentOrderDraft> = {}): PaymentOrderDraft => ({
  number: '512',
  date: TODAY,
  amount: 1000,
  ...over,
})

describe('«Оплата» of the campaign page: the payment orders (cabinet §7 payments)', () => {
  it('reads the sums in kopecks and each order with its invoice and state', () => {
    const view = paymentOrdersView(wire(), EMPTY_ORDER_DRAFT, {
      today: TODAY,
      attempted: false,
      campaignState: 'approved',
    })
    expect(view.sums).toEqual([
      { label: 'К оплате', kopecks: 122000 },
      { label: 'Подтверждено', kopecks: 0 },
      { label: 'Ждёт подтверждения', kopecks: 10050 },
      { label: 'Осталось указать', kopecks: 111950 },
    ])
    expect(view.rows).toEqual([
      {
        id: 'p1',
        title: 'Платёжное поручение № 4711 от 20.11.2026',
        invoice: 'по счёту № 17',
        amount: 10050,
        state: 'Ждёт подтверждения',
        tone: 'moderation',
        canCorrect: true,
      },
    ])
    expect(view.form).toMatchObject({ title: 'Сообщить об оплате', submit: 'Сообщить об оплате', errors: {} })
  })

  it('says each field’s problem only once a send was tried, in the server’s words', () => {
    const bad = draft({ number: 'A-12', date: '2026-11-23', amount: 100.005 })
    expect(
      paymentOrdersView(wire(), bad, { today: TODAY, attempted: false, campaignState: 'approved' }).form
        ?.errors,
    ).toEqual({})
    expect(
      paymentOrdersView(wire(), bad, { today: TODAY, attempted: true, campaignState: 'approved' }).form
        ?.errors,
    ).toEqual({
      number: 'Номер платёжного поручения — от 1 до 6 цифр',
      date: 'Дата платежа не может быть позже сегодняшней',
      amount: 'С шагом 0,01: ближайшие 100 и 100,01',
    })
    expect(orderDraftProblems(EMPTY_ORDER_DRAFT, TODAY)).toEqual({
      number: 'Укажите номер платёжного поручения',
      date: 'Укажите дату платежа',
      amount: 'Укажите сумму платежа',
    })
    expect(orderDraftProblems(draft({ amount: 'много' }), TODAY)).toEqual({ amount: 'Введите число' })
    expect(orderDraftProblems(draft({ amount: 0 }), TODAY)).toEqual({ amount: 'Не меньше 0,01' })
    expect(orderDraftProblems(draft({ amount: 2e9 }), TODAY)).toEqual({
      amount: 'Сумма платежа — положительное число рублей с копейками',
    })
  })

  it('sends only a draft without problems, its number trimmed and its amount exact', () => {
    expect(orderBody(draft({ number: ' 512 ', amount: 1000.55 }), TODAY)).toEqual({
      number: '512',
      date: TODAY,
      amount: 1000.55,
    })
    expect(orderBody(draft({ date: null }), TODAY)).toBeUndefined()
    expect(orderBody(draft({ amount: '1000' }), TODAY)).toBeUndefined()
  })

  it('shows the server’s refusal at the field it names, else above the form', () => {
    const at = (field: string | undefined) =>
      paymentOrdersView(wire(), draft(), {
        today: TODAY,
        attempted: true,
        campaignState: 'approved',
        refusal: { message: 'Сумма больше остатка к оплате: 1 119,50 ₽', field },
      }).form
    expect(at('amount')).toMatchObject({ errors: { amount: 'Сумма больше остатка к оплате: 1 119,50 ₽' } })
    expect(at('amount')?.summary).toBeUndefined()
    expect(at('invoiceId')).toMatchObject({
      errors: {},
      summary: 'Сумма больше остатка к оплате: 1 119,50 ₽',
    })
  })

  it('corrects a pending order in the form; a confirmed one is history', () => {
    const correcting = draftOf(wire(), 'p1')
    expect(correcting).toEqual({ number: '4711', date: '2026-11-20', amount: 100.5, correcting: 'p1' })
    expect(
      paymentOrdersView(wire(), correcting, { today: TODAY, attempted: false, campaignState: 'approved' })
        .form,
    ).toMatchObject({
      title: 'Исправить поручение № 4711',
      submit: 'Сохранить исправление',
    })
    const confirmed = wire({ payments: [order('p1', 'confirmed')], paidSum: 100.5, pendingSum: 0 })
    expect(
      paymentOrdersView(confirmed, EMPTY_ORDER_DRAFT, {
        today: TODAY,
        attempted: false,
        campaignState: 'approved',
      }).rows[0],
    ).toMatchObject({
      state: 'Подтверждено',
      tone: 'current',
      canCorrect: false,
    })
    expect(draftOf(confirmed, 'nope')).toEqual(EMPTY_ORDER_DRAFT)
  })

  it('takes no new order once the orders cover the sum or staff marked it paid, but a pending one is still corrected', () => {
    const covered = wire({ pendingSum: 1220, remainingSum: 0, payments: [order('p1', 'pending', 1220)] })
    expect(
      paymentOrdersView(covered, EMPTY_ORDER_DRAFT, {
        today: TODAY,
        attempted: false,
        campaignState: 'approved',
      }),
    ).toMatchObject({
      form: undefined,
      closed: 'Поручения покрывают всю сумму: ждём подтверждения оплаты',
    })
    expect(
      paymentOrdersView(covered, draftOf(covered, 'p1'), {
        today: TODAY,
        attempted: false,
        campaignState: 'approved',
      }).form?.title,
    ).toBe('Исправить поручение № 4711')
    const paid = wire({
      paymentState: { _id: 'paid', name: 'Оплачена' },
      paidSum: 1220,
      pendingSum: 0,
      remainingSum: 0,
      payments: [order('p1', 'confirmed', 1220)],
    })
    const view = paymentOrdersView(paid, draftOf(paid, 'p1'), {
      today: TODAY,
      attempted: false,
      campaignState: 'approved',
    })
    expect(view).toMatchObject({ form: undefined, closed: 'Кампания оплачена: новые поручения не нужны' })
  })

  it('takes no order before the campaign is agreed, saying the machine’s own sentence', () => {
    const view = (campaignState: 'moderation' | 'primaryRejected' | 'approved') =>
      paymentOrdersView(wire({ payments: [], pendingSum: 0, remainingSum: 1220 }), EMPTY_ORDER_DRAFT, {
        today: TODAY,
        attempted: false,
        campaignState,
      })
    expect(view('moderation')).toMatchObject({
      form: undefined,
      closed: 'Кампанию в статусе «На модерации» оплатить нельзя: оплата принимается после согласования',
    })
    expect(view('primaryRejected').closed).toBe(
      'Кампанию в статусе «Отклонена» оплатить нельзя: оплата принимается после согласования',
    )
    expect(view('approved')).toMatchObject({ closed: undefined, form: { title: 'Сообщить об оплате' } })
  })
})
