import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import type { Kopecks } from '../shared/money'
import { refusal, refusalOf, type RefusalCode } from '../shared/refusal'
import { ok } from '../shared/result'
import type { CampaignViewer } from './campaign-access'
import { campaignNotThere, campaignOf } from './campaign-of'
import type { PaymentOrderRequest } from './campaign-orders.contract'
import {
  acceptPaymentOrder,
  amountDue,
  checkPayable,
  paymentAmount,
  paymentOrderNotice,
  paymentSummary,
  type PaymentOrder,
  type PaymentOrderError,
  type PaymentSummary,
} from './campaign-payments'
import type { Outcome, UnitOfWork } from './campaign-records.port'
import type { OrderRecords, PaymentOrderRecord } from './order-records.port'
import type { PaymentStateId } from './campaign-state'
import type { CampaignAggregate, CampaignFacts } from './campaign.aggregate'

/** What each refusal of the payment rules is, for the caller (the server answers each with its status). */
const REFUSED_AS: Readonly<Record<PaymentOrderError['code'], RefusalCode>> = {
  'wrong format': 'invalid input',
  'in future': 'invalid input',
  'before invoice': 'invalid input',
  'above remaining': 'invalid input',
  'not found': 'not found',
  illegalTransition: 'wrong state',
  not_reservation: 'wrong state',
  'already paid': 'already done',
  'already confirmed': 'already done',
  'already in use': 'already done',
  'too many': 'limit reached',
}
const refused = (e: PaymentOrderError) => refusalOf(REFUSED_AS[e.code], e)

/**
 * What the campaign's orders pay: its total with VAT and its print order (amountDue; the total does not depend on
 * the VAT rate, which only splits the print price), as its invoice says it.
 */
export const campaignDue = (
  c: Pick<CampaignFacts, 'taxesSum' | 'totalSumWithoutTaxes' | 'typographyOrder'>,
) =>
  amountDue(
    {
      net: c.totalSumWithoutTaxes as Kopecks,
      taxes: c.taxesSum as Kopecks,
      print: c.typographyOrder ? { total: Number(c.typographyOrder.totalPrice) as Kopecks } : null,
    },
    0,
  ).total

/** A kept payment order as the payment rules read it. */
export const paymentOrderOf = (r: PaymentOrderRecord): PaymentOrder => ({
  id: r.id,
  amount: r.amount,
  date: r.date,
  number: r.number,
  confirmed: r.confirmedAt !== null,
})

/**
 * A kept payment order as the campaign's payments read it (money in kopecks; confirmed when staff confirmed it):
 * the port's record as it is, now that the port speaks the domain's names.
 */
export type PaymentOrderRead = PaymentOrderRecord

/**
 * A campaign's payment orders with its sums (issue #49 item 1: the use case answers this read-model; the edge
 * writes it in roubles, adapters/server/wire/payments.wire.ts).
 */
export interface PaymentsRead {
  readonly campaignId: string
  readonly paymentState: PaymentStateId
  /** What is due, paid (confirmed), pending (declared) and remaining, in kopecks. */
  readonly summary: PaymentSummary
  readonly orders: readonly PaymentOrderRead[]
}

/** A declared or corrected order, with the campaign's orders after it. */
export interface PaymentSaved extends PaymentsRead {
  readonly paymentId: string
}

/** The orders with the campaign's sums and payment state. */
const view = async (records: OrderRecords, campaign: CampaignAggregate): Promise<PaymentsRead> => {
  const row = campaign.facts
  const rows = await records.paymentOrders(row.id)
  return {
    campaignId: row.id,
    paymentState: row.paymentState,
    summary: paymentSummary(campaignDue(row), rows.map(paymentOrderOf), row.paymentState),
    orders: rows,
  }
}

export interface CampaignPaymentsDeps {
  /** Every change, in one unit of work holding the campaign's row. */
  readonly uow: UnitOfWork<OrderRecords>
  /** The reads outside a unit of work. */
  readonly reads: OrderRecords
  readonly clock: Clock
  readonly ids: Ids
}

/**
 * Payment orders of a campaign (cabinet §7 payments GET/POST/PUT; the rules are campaign-payments.ts; issue #17
 * part 1: the use case in core): each change runs in one unit of work holding the campaign row, so two orders
 * declared at once never add up past the price and a correction never races the staff's confirmation.
 */
export class CampaignPayments {
  constructor(private readonly d: CampaignPaymentsDeps) {}

  /** GET: the owner's view; an observer is refused like the invoices (R-ROLE-08). */
  async list(viewer: CampaignViewer, id: string): Promise<Outcome<PaymentsRead>> {
    const found = await campaignOf(this.d.reads, viewer, id, 'write')
    return found.ok ? ok(await view(this.d.reads, found.value)) : found
  }

  /** The staff's view of any campaign's orders, to decide between a partial and a full mark. */
  async staffList(id: string): Promise<Outcome<PaymentsRead>> {
    const campaign = await this.d.reads.campaign(id)
    return campaign ? ok(await this.ofCampaign(campaign)) : campaignNotThere()
  }

  /** The orders of a campaign already read (the staff review holds it): no second read of the campaign. */
  ofCampaign(campaign: CampaignAggregate): Promise<PaymentsRead> {
    return view(this.d.reads, campaign)
  }

  /** POST (paymentId undefined) declares an order; PUT corrects an unconfirmed one. */
  async save(
    viewer: CampaignViewer,
    id: string,
    request: PaymentOrderRequest,
    paymentId?: string,
  ): Promise<Outcome<PaymentSaved>> {
    const amount = paymentAmount(request.amount)
    if (!amount.ok) return refused(amount.error)
    return this.d.uow.run(async (records) => {
      const found = await campaignOf(records, viewer, id, 'write', true)
      if (!found.ok) return found
      const row = found.value.facts
      const campaign = {
        state: row.state,
        paymentState: row.paymentState,
        reservationState: row.reservationState,
        holdsInventory: row.holds > 0,
        due: campaignDue(row),
      }
      // The campaign's state answers first: a draft is refused as a draft, not for its missing invoice.
      const payable = checkPayable(campaign)
      if (!payable.ok) return refused(payable.error)
      const invoice = await records.invoiceOf(id, request.invoiceId)
      if (!invoice)
        return request.invoiceId === undefined
          ? refusal('wrong state', 'Сначала выставьте счёт по кампании', { invoiceId: 'required' })
          : refusal('not found', 'Счёт не найден', { invoiceId: 'not found' })
      const legalEntityId = request.legalEntityId ?? invoice.legalEntityId
      if (
        request.legalEntityId !== undefined &&
        !(await records.ownsLegalEntity(row.ownerId, request.legalEntityId))
      )
        return refusal('not found', 'Юридическое лицо не найдено', { legalEntityId: 'not found' })
      const orders = (await records.paymentOrders(id)).map(paymentOrderOf)
      const order = { amount: amount.value, date: request.date, number: request.number }
      const accepted = acceptPaymentOrder({
        campaign,
        orders,
        order,
        ...(paymentId === undefined ? {} : { replacing: paymentId }),
        today: this.d.clock.today(),
        invoiceIssuedOn: invoice.issuedOn,
      })
      if (!accepted.ok) return refused(accepted.error)
      const now = this.d.clock.now()
      const stored = {
        id: paymentId ?? this.d.ids.newId(),
        campaignId: id,
        invoiceId: invoice.id,
        legalEntityId,
        ...order,
      }
      if (paymentId === undefined) await records.addPaymentOrder(stored, now)
      else if (!(await records.correctPaymentOrder(stored, now)))
        return refusal('already done', 'Платёж уже подтверждён: исправить его нельзя', {
          paymentId: 'already confirmed',
        })
      await records.recordOrderEvent(
        {
          campaignId: id,
          ownerId: row.ownerId,
          event: paymentId === undefined ? 'paymentOrder' : 'paymentOrderCorrected',
          actorId: viewer.id,
          reason: `п/п № ${order.number}`,
          notice: {
            id: this.d.ids.newId(),
            message: paymentOrderNotice(row.name, order, paymentId !== undefined),
          },
        },
        now,
      )
      const after = await records.campaign(id)
      if (!after) return campaignNotThere()
      return ok({ ...(await view(records, after)), paymentId: stored.id })
    })
  }
}
