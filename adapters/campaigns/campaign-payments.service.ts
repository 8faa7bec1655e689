import { NOT_FOUND_MESSAGE, type CampaignViewer } from '../../core/campaign/campaign-access'
import {
  acceptPaymentOrder,
  checkPayable,
  paymentAmount,
  paymentOrderNotice,
  paymentSummary,
  type PaymentOrderError,
} from '../../core/campaign/campaign-payments'
import type { PaymentOrderRequest } from '../../core/campaign/campaign-orders.contract'
import { PAYMENT_STATE_LABELS } from '../../core/campaign/campaign-state.labels'
import { Clock } from '../../core/ports/clock.port'
import { Ids } from '../../core/ports/ids.port'
import type { Kopecks } from '../../core/shared/money'
import { ok } from '../../core/shared/result'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from '../database/sql-database'
import { refusal, refusalOf, type RefusalCode } from '../../core/shared/refusal'
import type { CampaignRow } from './campaign.rows'
import { CampaignService, type Outcome } from './campaign.service'
import { inTransaction, loadCampaign } from './campaign.store'
import {
  insertPaymentOrder,
  invoiceOfCampaign,
  listPaymentOrders,
  ownsLegalEntity,
  paymentOrderOf,
  recordOrderEvent,
  updatePaymentOrder,
  wirePaymentOrder,
} from './campaign-orders.store'

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

const roubles = (kopecks: number): number => kopecks / 100

/**
 * Payment orders of a campaign (cabinet §7 payments GET/POST/PUT; the rules are core/campaign/campaign-payments.ts):
 * each change runs in one transaction holding the campaign row, so two orders declared at once never add up past
 * the price and a correction never races the staff's confirmation.
 */
@injectable()
export class CampaignPayments {
  constructor(
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(Clock) private readonly clock: Clock,
    @inject(Ids) private readonly ids: Ids,
    @inject(CampaignService) private readonly campaigns: CampaignService,
  ) {}

  /** The orders with the campaign's sums and payment state (roubles). */
  private async view(db: SqlDatabase, row: CampaignRow) {
    const rows = await listPaymentOrders(db, row.id)
    const summary = paymentSummary(
      (row.taxes_sum + row.total_sum_without_taxes) as Kopecks,
      rows.map(paymentOrderOf),
      row.payment_state,
    )
    return {
      advertisingCampaignId: row.id,
      paymentState: { _id: row.payment_state, name: PAYMENT_STATE_LABELS[row.payment_state] },
      totalSum: roubles(summary.due),
      paidSum: roubles(summary.paid),
      pendingSum: roubles(summary.pending),
      remainingSum: roubles(summary.remaining),
      payments: rows.map(wirePaymentOrder),
    }
  }

  /** GET: the owner's view; an observer is refused like the invoices (R-ROLE-08). */
  async list(viewer: CampaignViewer, id: string) {
    const found = await this.campaigns.access(viewer, id, 'write')
    return found.ok ? ok(await this.view(this.db, found.value)) : found
  }

  /** The staff's view of any campaign's orders, to decide between a partial and a full mark. */
  async staffList(id: string) {
    const row = await loadCampaign(this.db, id)
    return row
      ? ok(await this.view(this.db, row))
      : refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
  }

  /** POST (paymentId undefined) declares an order; PUT corrects an unconfirmed one. */
  async save(viewer: CampaignViewer, id: string, request: PaymentOrderRequest, paymentId?: string) {
    const amount = paymentAmount(request.amount)
    if (!amount.ok) return refused(amount.error)
    return inTransaction(this.db, async (tx): Promise<Outcome<unknown>> => {
      const found = await this.campaigns.access(viewer, id, 'write', tx)
      if (!found.ok) return found
      const row = found.value
      const campaign = {
        state: row.state,
        paymentState: row.payment_state,
        reservationState: row.reservation_state,
        holdsInventory: row.holds > 0,
        due: (row.taxes_sum + row.total_sum_without_taxes) as Kopecks,
      }
      // The campaign's state answers first: a draft is refused as a draft, not for its missing invoice.
      const payable = checkPayable(campaign)
      if (!payable.ok) return refused(payable.error)
      const invoice = await invoiceOfCampaign(tx, id, request.invoiceId)
      if (!invoice)
        return request.invoiceId === undefined
          ? refusal('wrong state', 'Сначала выставьте счёт по кампании', { invoiceId: 'required' })
          : refusal('not found', 'Счёт не найден', { invoiceId: 'not found' })
      const legalEntityId = request.legalEntityId ?? invoice.legal_entity_id
      if (
        request.legalEntityId !== undefined &&
        !(await ownsLegalEntity(tx, row.owner_id, request.legalEntityId))
      )
        return refusal('not found', 'Юридическое лицо не найдено', { legalEntityId: 'not found' })
      const orders = (await listPaymentOrders(tx, id)).map(paymentOrderOf)
      const order = { amount: amount.value, date: request.date, number: request.number }
      const accepted = acceptPaymentOrder({
        campaign,
        orders,
        order,
        ...(paymentId === undefined ? {} : { replacing: paymentId }),
        today: this.clock.today(),
        invoiceIssuedOn: invoice.issued_on,
      })
      if (!accepted.ok) return refused(accepted.error)
      const now = this.clock.now()
      const stored = {
        id: paymentId ?? this.ids.newId(),
        campaignId: id,
        invoiceId: invoice.id,
        legalEntityId,
        ...order,
      }
      if (paymentId === undefined) await insertPaymentOrder(tx, stored, now)
      else if (!(await updatePaymentOrder(tx, stored, now)))
        return refusal('already done', 'Платёж уже подтверждён: исправить его нельзя', {
          paymentId: 'already confirmed',
        })
      await recordOrderEvent(
        tx,
        {
          campaignId: id,
          ownerId: row.owner_id,
          event: paymentId === undefined ? 'paymentOrder' : 'paymentOrderCorrected',
          actorId: viewer.id,
          reason: `п/п № ${order.number}`,
          notice: {
            id: this.ids.newId(),
            message: paymentOrderNotice(row.name, order, paymentId !== undefined),
          },
        },
        now,
      )
      const view = await this.view(tx, (await loadCampaign(tx, id)) as CampaignRow)
      return ok({ payment: view.payments.find((p) => p._id === stored.id), ...view })
    })
  }
}
