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
