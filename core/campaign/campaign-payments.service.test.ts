import { describe, expect, it } from 'vitest'
import { anAccount, ANNA_ID } from '../session/testing/account.fixture'
import type { Kopecks } from '../shared/money'
import { refusal } from '../shared/refusal'
import { MAX_PAYMENT_ORDERS, paymentOrderNotice } from './campaign-payments'
import { CampaignPayments, type PaymentSaved } from './campaign-payments.service'
import type { Outcome } from './campaign-records.port'
import type { NewPaymentOrder } from './order-records.port'
import type { CampaignFacts } from './campaign.aggregate'
import { aCampaignFacts } from './testing/campaign-records.memory'
import {
  countingIds,
  memoryOrderState,
  MemoryOrderRecords,
  memoryOrderUnitOfWork,
  orderSnapshot,
  ORDERS_AT,
  ordersClock,
  type MemoryOrderState,
} from './testing/order-records.memory'

const OTHER = '33333333-3333-4333-8333-333333333333'
const INVOICE = '44444444-4444-4444-8444-444444444444'
const ENTITY = '55555555-5555-4555-8555-555555555555'
const FOREIGN_ENTITY = '66666666-6666-4666-8666-666666666666'
const PAYMENT = '77777777-7777-4777-8777-777777777777'
const at = ORDERS_AT

/** The order a save declared or corrected, as the answer reads it. */
const savedOrder = (saved: Outcome<PaymentSaved>) =>
  saved.ok ? saved.value.orders.find((o) => o.id === saved.value.paymentId) : undefined

/** An approved campaign of 1 200 ₽ with VAT, invoiced on 20 November to its owner's legal entity. */
const campaign = aCampaignFacts({
  place: 'metroMonitors',
  state: 'approved',
  totalSumWithoutTaxes: 1000_00,
  taxesSum: 200_00,
})
const stateWith = (over: Partial<CampaignFacts> = {}): MemoryOrderState =>
  memoryOrderState([{ ...campaign, ...over }], {
    invoices: [
      { id: INVOICE, campaignId: campaign.id, number: 7, issuedOn: '2026-11-20', legalEntityId: ENTITY },
    ],
    legalEntities: new Map([
      [ENTITY, ANNA_ID],
      [FOREIGN_ENTITY, OTHER],
    ]),
  })
const paymentsOver = (state: MemoryOrderState, records = new MemoryOrderRecords(state)) =>
  new CampaignPayments({
    uow: memoryOrderUnitOfWork(state, () => records),
    reads: new MemoryOrderRecords(state),
    clock: ordersClock,
    ids: countingIds(),
  })
const pending = (over: Partial<MemoryOrderState['payments'][number]> = {}) => ({
  id: PAYMENT,
  campaignId: campaign.id,
  invoiceId: INVOICE,
  invoiceNumber: '7',
  legalEntityId: ENTITY,
  number: '41',
  date: '2026-11-21',
  amount: 300_00 as Kopecks,
  confirmedAt: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  ...over,
})

describe('CampaignPayments.save: a declared payment order', () => {
  it('is stored against the latest invoice, logged, notified and answered with the sums', async () => {
    const state = stateWith()
    const saved = await paymentsOver(state).save(anAccount(), campaign.id, {
      amount: 500,
      date: '2026-11-25',
      number: '123',
    })
    expect(savedOrder(saved)).toEqual({
      id: 'id-1',
      invoiceId: INVOICE,
      invoiceNumber: '7',
      legalEntityId: ENTITY,
      number: '123',
      date: '2026-11-25',
      amount: 500_00,
      confirmedAt: null,
      createdAt: at.toISOString(),
    })
    expect(saved.ok && saved.value.summary).toEqual({
      due: 1200_00,
      paid: 0,
      pending: 500_00,
      remaining: 700_00,
    })
    expect(state.payments.map((p) => [p.id, p.amount])).toEqual([['id-1', 500_00]])
    expect(state.events).toEqual([
      {
        campaignId: campaign.id,
        event: 'paymentOrder',
        actor: 'advertiser',
        actorId: ANNA_ID,
        reason: 'п/п № 123',
        at,
      },
    ])
    expect(state.notifications).toEqual([
      {
        id: 'id-2',
        accountId: ANNA_ID,
        campaignId: campaign.id,
        message: paymentOrderNotice(
          'Весна',
          { amount: 500_00 as Kopecks, date: '2026-11-25', number: '123' },
          false,
        ),
        at,
      },
    ])
  })

  it('answers with the order just declared, after those declared before it', async () => {
    const state = stateWith()
    state.payments = [pending()]
    const saved = await paymentsOver(state).save(anAccount(), campaign.id, {
      amount: 100,
      date: '2026-11-25',
      number: '124',
    })
    expect(saved.ok && saved.value.orders.map((o) => o.id)).toEqual([PAYMENT, 'id-1'])
    expect(savedOrder(saved)).toMatchObject({ id: 'id-1', number: '124', amount: 100_00 })
  })

  it('reads the campaign holding its row for the rest of the unit of work', async () => {
    const state = stateWith()
    /** Which reads of the campaign asked for its row to be held. */
    class Locks extends MemoryOrderRecords {
      readonly locked: boolean[] = []
      override campaign(id: string, lock = false) {
        this.locked.push(lock)
        return super.campaign(id)
      }
    }
    const records = new Locks(state)
    const saved = await paymentsOver(state, records).save(anAccount(), campaign.id, {
      amount: 100,
      date: '2026-11-25',
      number: '5',
    })
    expect(saved.ok).toBe(true)
    expect(records.locked[0]).toBe(true)
  })

  it('takes the legal entity named when it is the owner’s', async () => {
    const state = stateWith()
    const other = '88888888-8888-4888-8888-888888888888'
    state.legalEntities.set(other, ANNA_ID)
    const saved = await paymentsOver(state).save(anAccount(), campaign.id, {
      amount: 100,
      date: '2026-11-25',
      number: '5',
      legalEntityId: other,
    })
    expect(savedOrder(saved)?.legalEntityId).toBe(other)
  })
})

describe('CampaignPayments.save: a corrected payment order', () => {
  it('replaces the unconfirmed order’s fields and logs the correction', async () => {
    const state = stateWith()
    state.payments = [pending()]
    const saved = await paymentsOver(state).save(
      anAccount(),
      campaign.id,
      { amount: 1200, date: '2026-11-22', number: '42' },
      PAYMENT,
    )
    expect(saved.ok && saved.value.orders).toHaveLength(1)
    expect(savedOrder(saved)).toMatchObject({ id: PAYMENT, number: '42', amount: 1200_00 })
    expect(state.payments.map((p) => [p.id, p.number, p.date, p.amount])).toEqual([
      [PAYMENT, '42', '2026-11-22', 1200_00],
    ])
    expect(state.events.map((e) => [e.event, e.reason])).toEqual([['paymentOrderCorrected', 'п/п № 42']])
    expect(state.notifications[0]?.message).toContain('исправлено')
  })
})

describe('CampaignPayments.save: a refusal changes nothing', () => {
  const order = { amount: 500, date: '2026-11-25', number: '123' }
  const cases: [string, () => MemoryOrderState, Parameters<CampaignPayments['save']>, unknown][] = [
    [
      'a draft is refused as a draft, before its missing invoice is looked for',
      () => ({ ...stateWith({ state: 'draft' }), invoices: [] }),
      [anAccount(), campaign.id, order],
      { code: 'wrong state', errors: { state: 'illegalTransition' } },
    ],
    [
      'a campaign already marked paid',
      () => stateWith({ paymentState: 'paid' }),
      [anAccount(), campaign.id, order],
      { code: 'already done', errors: { paymentState: 'already paid' } },
    ],
    [
      'a campaign holding inventory whose reservation is not confirmed',
      () => {
        const state = stateWith({ reservationState: 'reserved' })
        state.held.set('unit-1|2026-12-01', campaign.id)
        return state
      },
      [anAccount(), campaign.id, order],
      { code: 'wrong state', errors: { reservationStatus: 'not_reservation' } },
    ],
    [
      'a campaign without an invoice',
      () => ({ ...stateWith(), invoices: [] }),
      [anAccount(), campaign.id, order],
      refusal('wrong state', 'Сначала выставьте счёт по кампании', { invoiceId: 'required' }).error,
    ],
    [
      'an invoice that is not the campaign’s',
      () => stateWith(),
      [anAccount(), campaign.id, { ...order, invoiceId: OTHER }],
      refusal('not found', 'Счёт не найден', { invoiceId: 'not found' }).error,
    ],
    [
      'a legal entity that is not the owner’s',
      () => stateWith(),
      [anAccount(), campaign.id, { ...order, legalEntityId: FOREIGN_ENTITY }],
      refusal('not found', 'Юридическое лицо не найдено', { legalEntityId: 'not found' }).error,
    ],
    [
      'an amount above what remains',
      () => ({ ...stateWith(), payments: [pending()] }),
      [anAccount(), campaign.id, { ...order, amount: 1000 }],
      { code: 'invalid input', errors: { amount: 'above remaining' } },
    ],
    [
      'an order dated after today',
      () => stateWith(),
      [anAccount(), campaign.id, { ...order, date: '2026-11-28' }],
      { code: 'invalid input', errors: { date: 'in future' } },
    ],
    [
      'an order dated before the invoice',
      () => stateWith(),
      [anAccount(), campaign.id, { ...order, date: '2026-11-19' }],
      { code: 'invalid input', errors: { date: 'before invoice' } },
    ],
    [
      'an order with the number and date of one already declared',
      () => ({ ...stateWith(), payments: [pending()] }),
      [anAccount(), campaign.id, { ...order, number: '41', date: '2026-11-21' }],
      { code: 'already done', errors: { number: 'already in use' } },
    ],
    [
      `an order beyond the ${MAX_PAYMENT_ORDERS} a campaign carries`,
      () => ({
        ...stateWith(),
        payments: Array.from({ length: MAX_PAYMENT_ORDERS }, (_, i) =>
          pending({ id: `p${i}`, number: String(i + 1), amount: 1 as Kopecks }),
        ),
      }),
      [anAccount(), campaign.id, { ...order, amount: 1 }],
      { code: 'limit reached', errors: { payments: 'too many' } },
    ],
    [
      'a correction of an order that is not there',
      () => ({ ...stateWith(), payments: [pending()] }),
      [anAccount(), campaign.id, order, OTHER],
      { code: 'not found', errors: { paymentId: 'not found' } },
    ],
    [
      'an amount that is not roubles and kopecks',
      () => stateWith(),
      [anAccount(), campaign.id, { ...order, amount: 100.005 }],
      { code: 'invalid input', errors: { amount: 'wrong format' } },
    ],
    [
      'a confirmed order corrected',
      () => ({ ...stateWith(), payments: [pending({ confirmedAt: '2026-11-26T09:00:00.000Z' })] }),
      [anAccount(), campaign.id, order, PAYMENT],
      refusal('already done', 'Платёж уже подтверждён: исправить его нельзя', {
        paymentId: 'already confirmed',
      }).error,
    ],
    [
      "an owner's observer",
      () => stateWith(),
      [anAccount({ id: OTHER, isObserver: true, observerOf: ANNA_ID }), campaign.id, order],
      { code: 'forbidden' },
    ],
    [
      'another advertiser',
      () => stateWith(),
      [anAccount({ id: OTHER }), campaign.id, order],
      { code: 'campaign not found', errors: { advertisingCampaignId: 'not found' } },
    ],
  ]
  it.each(cases)('%s', async (_name, given, args, refused) => {
    const state = given()
    const before = orderSnapshot(state)
    const saved = await paymentsOver(state).save(...args)
    expect(saved.ok ? undefined : saved.error).toMatchObject(refused as object)
    expect(orderSnapshot(state)).toEqual(before)
  })

  it('an order confirmed while the correction was checked: the records answer false, nothing is kept', async () => {
    const state = stateWith()
    state.payments = [pending()]
    const before = orderSnapshot(state)
    /** Staff confirm the order between the rules' check and the update. */
    class ConfirmedMeanwhile extends MemoryOrderRecords {
      override async correctPaymentOrder(o: NewPaymentOrder, when: Date): Promise<boolean> {
        await this.recordEvent(
          { campaignId: campaign.id, event: 'probe', actor: 'advertiser', actorId: ANNA_ID },
          when,
        )
        return o.id !== PAYMENT
      }
    }
    const saved = await paymentsOver(state, new ConfirmedMeanwhile(state)).save(
      anAccount(),
      campaign.id,
      order,
      PAYMENT,
    )
    expect(saved).toEqual(
      refusal('already done', 'Платёж уже подтверждён: исправить его нельзя', {
        paymentId: 'already confirmed',
      }),
    )
    expect(orderSnapshot(state)).toEqual(before)
  })
})

describe('CampaignPayments.save: a campaign gone before the answer is read', () => {
  it('is answered as not found, and the order is not kept', async () => {
    const state = stateWith()
    const before = orderSnapshot(state)
    /** The campaign's row is there when checked, and no longer when read back after the write. */
    class GoneAfterWrite extends MemoryOrderRecords {
      private reads = 0
      override campaign(id: string) {
        this.reads += 1
        return this.reads === 1 ? super.campaign(id) : Promise.resolve(undefined)
      }
    }
    const saved = await paymentsOver(state, new GoneAfterWrite(state)).save(anAccount(), campaign.id, {
      amount: 100,
      date: '2026-11-25',
      number: '5',
    })
    expect(saved.ok ? undefined : saved.error.code).toBe('campaign not found')
    expect(orderSnapshot(state)).toEqual(before)
  })
})

describe('CampaignPayments.list and staffList', () => {
  it('shows the owner the orders with the paid, pending and remaining sums', async () => {
    const state = stateWith()
    state.payments = [
      pending({ confirmedAt: '2026-11-26T09:00:00.000Z' }),
      pending({ id: 'b', amount: 100_00 as Kopecks }),
    ]
    const listed = await paymentsOver(state).list(anAccount(), campaign.id)
    expect(listed.ok && listed.value).toMatchObject({
      campaignId: campaign.id,
      paymentState: 'notPaid',
      summary: { due: 1200_00, paid: 300_00, pending: 100_00, remaining: 800_00 },
    })
    expect(listed.ok && listed.value.orders.map((o) => [o.id, o.confirmedAt])).toEqual([
      [PAYMENT, '2026-11-26T09:00:00.000Z'],
      ['b', null],
    ])
  })

  it('refuses an observer, as the invoices are', async () => {
    const listed = await paymentsOver(stateWith()).list(
      anAccount({ id: OTHER, isObserver: true, observerOf: ANNA_ID }),
      campaign.id,
    )
    expect(listed.ok ? undefined : listed.error.code).toBe('forbidden')
  })

  it("shows staff any campaign's orders, and answers an unknown one as not found", async () => {
    const payments = paymentsOver(stateWith())
    expect((await payments.staffList(campaign.id)).ok).toBe(true)
    const unknown = await payments.staffList(OTHER)
    expect(unknown.ok ? undefined : unknown.error.code).toBe('campaign not found')
  })
})
