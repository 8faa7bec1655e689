import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import {
  acceptPaymentOrder,
  paymentAmount,
  paymentSummary,
  type PayableCampaign,
  type PaymentOrder,
  type PaymentOrderError,
} from '../../core/campaign/campaign-payments'
import type { CampaignStateId, ReservationStateId } from '../../core/campaign/campaign-state'
import { PAYMENT_STATE_LABELS } from '../../core/campaign/campaign-state.labels'
import {
  EMPTY_ORDER_DRAFT,
  draftOf,
  orderBody,
  orderDraftProblems,
  ORDER_AMOUNT_RULE,
  paymentOrdersView,
  type OrderField,
  type PaymentOrderDraft,
} from '../../core/cabinet/view/payment-orders.view-model'
import type { PaymentsWire } from '../../core/contract/payments.answer'
import { typedValue } from '../../core/shared/number-rule'
import { toRoubles } from '../../core/shared/money'
import {
  typographyOrder,
  type TypographyOrder,
  type TypographyPackage,
} from '../../core/campaign/campaign-typography'
import { parseDisplayDate } from '../../core/format/date.format'
import { formatRoubles, type Kopecks } from '../../core/shared/money'
import type { Result } from '../../core/shared/result'
import type { TabloWorld } from '../support/world'

interface PaymentsScene {
  campaign: PayableCampaign
  /** What the campaign page's payment form holds. */
  draft?: PaymentOrderDraft
  orders: PaymentOrder[]
  answer?: Result<unknown, PaymentOrderError>
  option?: TypographyPackage
  print?: TypographyOrder
}
const TODAY = '2026-11-22'
const INVOICED = '2026-11-20'
const scene = (world: TabloWorld) =>
  world.slot<PaymentsScene>('payments', () => ({
    campaign: {
      state: 'draft',
      paymentState: 'notPaid',
      reservationState: 'notReserved',
      holdsInventory: false,
      due: 0 as Kopecks,
    },
    orders: [],
  }))

const plain = (s: string) => s.replace(/[\u00a0\s]+/g, ' ').trim()
const kopecksOf = (money: string) =>
  Math.round(Number(plain(money).replace(/[ ₽]/g, '').replace(',', '.')) * 100) as Kopecks
const isoOf = (shown: string) => {
  const d = parseDisplayDate(shown)
  assert.ok(d.ok, shown)
  return d.value
}

/** The advertiser declares (or corrects) an order: the amount as the wire carries it, in roubles. */
const declare = (world: TabloWorld, number: string, roubles: number, date: string, replacing?: string) => {
  const s = scene(world)
  const amount = paymentAmount(roubles)
  if (!amount.ok) return (s.answer = amount)
  const order = { amount: amount.value, date: isoOf(date), number }
  s.answer = acceptPaymentOrder({
    campaign: s.campaign,
    orders: s.orders,
    order,
    ...(replacing === undefined ? {} : { replacing }),
    today: TODAY,
    invoiceIssuedOn: INVOICED,
  })
  if (!s.answer.ok) return s.answer
  const id = replacing ?? number
  s.orders = [...s.orders.filter((o) => o.id !== id), { id, ...order, confirmed: false }]
  return s.answer
}
const staffMark = (world: TabloWorld, paymentState: 'paid' | 'partiallyPaid') => {
  const s = scene(world)
  s.campaign = { ...s.campaign, paymentState }
  s.orders = s.orders.map((o) => ({ ...o, confirmed: true }))
}

Given(
  'a campaign costing {string} in state {string}',
  function (this: TabloWorld, due: string, state: string) {
    scene(this).campaign = { ...scene(this).campaign, due: kopecksOf(due), state: state as CampaignStateId }
  },
)
Given('it holds places with its reservation {string}', function (this: TabloWorld, reservation: string) {
  const s = scene(this)
  s.campaign = { ...s.campaign, holdsInventory: true, reservationState: reservation as ReservationStateId }
})
Given('the manager confirmed its reservation', function (this: TabloWorld) {
  const s = scene(this)
  s.campaign = { ...s.campaign, reservationState: 'confirmed' }
})
Given('staff marked it paid', function (this: TabloWorld) {
  staffMark(this, 'paid')
})
Given('staff marked it partially paid', function (this: TabloWorld) {
  staffMark(this, 'partiallyPaid')
})
Given(
  'the advertiser declared payment order {string} of {string} dated {word}',
  function (this: TabloWorld, number: string, amount: string, date: string) {
    assert.ok(declare(this, number, kopecksOf(amount) / 100, date).ok)
  },
)
When(
  'the advertiser declares payment order {string} of {string} dated {word}',
  function (this: TabloWorld, number: string, amount: string, date: string) {
    declare(this, number, kopecksOf(amount) / 100, date)
  },
)
When(
  'the advertiser declares payment order {string} of {word} roubles dated {word}',
  function (this: TabloWorld, number: string, amount: string, date: string) {
    declare(this, number, Number(amount), date)
  },
)
When(
  'the advertiser corrects order {string} to {string}',
  function (this: TabloWorld, id: string, amount: string) {
    const old = scene(this).orders.find((o) => o.id === id)
    declare(this, old?.number ?? id, kopecksOf(amount) / 100, '22.11.2026', id)
  },
)

Then('the order is accepted', function (this: TabloWorld) {
  assert.deepEqual(scene(this).answer?.ok, true, JSON.stringify(scene(this).answer))
})
Then('the order is refused as {string}', function (this: TabloWorld, field: string) {
  const answer = scene(this).answer
  assert.ok(answer && !answer.ok, JSON.stringify(answer))
  assert.equal(answer.error.field, field)
})
Then(
  'the order is refused as {string} saying {string}',
  function (this: TabloWorld, field: string, message: string) {
    const answer = scene(this).answer
    assert.ok(answer && !answer.ok, JSON.stringify(answer))
    assert.equal(answer.error.field, field)
    assert.equal(plain(answer.error.message), plain(message))
  },
)
Then(
  'the campaign shows paid {string}, pending {string} and remaining {string}',
  function (this: TabloWorld, paid: string, pending: string, remaining: string) {
    const s = scene(this)
    const summary = paymentSummary(s.campaign.due, s.orders, s.campaign.paymentState)
    assert.deepEqual(
      [summary.paid, summary.pending, summary.remaining].map((k) => plain(formatRoubles(k))),
      [paid, pending, remaining].map(plain),
    )
  },
)

Given(
  'a typography package {string} printing at {string} an item with delivery {string}',
  function (this: TabloWorld, id: string, price: string, delivery: string) {
    scene(this).option = {
      id,
      name: id,
      price: kopecksOf(price) / 100,
      deliveryPrice: kopecksOf(delivery) / 100,
    }
  },
)
When(
  'the advertiser orders the print of a sticker campaign of {int} stickers with it',
  function (this: TabloWorld, count: number) {
    const s = scene(this)
    assert.ok(s.option)
    const placed = typographyOrder({
      place: 'metroStickers',
      state: 'approved',
      calculation: { stickerCount: count },
      spaces: [],
      option: s.option,
    })
    assert.ok(placed.ok, JSON.stringify(placed))
    s.print = placed.value
  },
)
Then(
  'the print order costs {string} labelled {string}',
  function (this: TabloWorld, total: string, label: string) {
    const print = scene(this).print
    assert.ok(print)
    assert.equal(plain(formatRoubles(print.totalPrice)), plain(total))
    assert.equal(print.priceLabel, label)
  },
)

/** The scene's campaign as the campaign page reads it from the server (GET …/payments). */
const pageWire = (world: TabloWorld): PaymentsWire => {
  const s = scene(world)
  const summary = paymentSummary(s.campaign.due, s.orders, s.campaign.paymentState)
  return {
    advertisingCampaignId: 'c-1',
    paymentState: { _id: s.campaign.paymentState, name: PAYMENT_STATE_LABELS[s.campaign.paymentState] },
    totalSum: toRoubles(summary.due),
    paidSum: toRoubles(summary.paid),
    pendingSum: toRoubles(summary.pending),
    remainingSum: toRoubles(summary.remaining),
    payments: s.orders.map((o) => ({
      _id: o.id,
      invoiceId: 'i-1',
      invoiceNumber: '17',
      legalEntityId: null,
      number: o.number,
      date: o.date,
      amount: toRoubles(o.amount),
      state: o.confirmed ? ('confirmed' as const) : ('pending' as const),
      confirmedAt: o.confirmed ? `${TODAY}T12:00:00.000Z` : null,
      createdAt: `${TODAY}T10:00:00.000Z`,
    })),
  }
}

When(
  'on 22.11.2026 the advertiser fills the payment form with number {string}, date {string} and amount {string}',
  function (this: TabloWorld, number: string, date: string, amount: string) {
    scene(this).draft = {
      number,
      date: date === '' ? null : isoOf(date),
      amount: amount === '' ? '' : typedValue(ORDER_AMOUNT_RULE, amount),
    }
  },
)

Then(
  'the payment form says {string} at the {word}',
  function (this: TabloWorld, message: string, field: string) {
    const draft = scene(this).draft ?? EMPTY_ORDER_DRAFT
    // As the page shows it once a send was tried: the one problem of this field, none at the others.
    const form = paymentOrdersView(pageWire(this), draft, {
      today: TODAY,
      attempted: true,
      campaignState: scene(this).campaign.state,
    }).form
    assert.deepEqual(form?.errors, { [field as OrderField]: message })
    assert.deepEqual(orderDraftProblems(draft, TODAY), { [field]: message })
  },
)

Then('the payment form sends nothing', function (this: TabloWorld) {
  assert.equal(orderBody(scene(this).draft ?? EMPTY_ORDER_DRAFT, TODAY), undefined)
})

Then('the campaign page says {string} instead of the form', function (this: TabloWorld, sentence: string) {
  const view = paymentOrdersView(pageWire(this), EMPTY_ORDER_DRAFT, {
    today: TODAY,
    attempted: false,
    campaignState: scene(this).campaign.state,
  })
  assert.equal(view.form, undefined)
  assert.equal(view.closed, sentence)
})

Then(
  /^the order "([^"]+)" (can|can no longer) be corrected on the campaign page$/,
  function (this: TabloWorld, number: string, can: string) {
    const wire = pageWire(this)
    const row = paymentOrdersView(wire, EMPTY_ORDER_DRAFT, {
      today: TODAY,
      attempted: false,
      campaignState: scene(this).campaign.state,
    }).rows.find((r) => r.title.includes(`№ ${number} `))
    assert.ok(row, `no order ${number} on the page`)
    assert.equal(row.canCorrect, can === 'can')
    const correcting = paymentOrdersView(wire, draftOf(wire, number), {
      today: TODAY,
      attempted: false,
      campaignState: scene(this).campaign.state,
    })
    assert.equal(correcting.form?.title, can === 'can' ? `Исправить поручение № ${number}` : undefined)
  },
)
