import type { IsoDate } from '../ports/clock.port'
import type { Kopecks } from '../shared/money'
import type { PeriodsPriceEntry } from './campaign'
import type { CampaignRecords } from './campaign-records.port'
import type { NewScheduleItem } from './campaign-schedule'
import type { ReservationStateId } from './campaign-state'
import type { TypographyOrder, TypographyPackage } from './campaign-typography'

/**
 * A payment order as kept, with the number of the invoice it pays: money in kopecks, instants as ISO text, the
 * fields named by the domain (the database adapter maps its columns, issue #49 item 1).
 */
export interface PaymentOrderRecord {
  readonly id: string
  readonly invoiceId: string
  readonly invoiceNumber: string
  readonly legalEntityId: string | null
  readonly number: string
  /** The day the payment order says it was paid. */
  readonly date: IsoDate
  readonly amount: Kopecks
  /** When staff confirmed the money arrived; null while it is only declared. */
  readonly confirmedAt: string | null
  readonly createdAt: string
}

/** A payment order to declare, or the corrected fields of one (its id) still unconfirmed. */
export interface NewPaymentOrder {
  readonly id: string
  readonly campaignId: string
  readonly invoiceId: string
  readonly legalEntityId: string | null
  readonly number: string
  readonly date: IsoDate
  readonly amount: Kopecks
}

/** An invoice of a campaign, as the payment orders are checked against it. */
export interface CampaignInvoice {
  readonly id: string
  readonly issuedOn: IsoDate
  readonly legalEntityId: string | null
}

/** An order event of the advertiser's, and the notification it sends the owner if it has something to tell. */
export interface OrderEvent {
  readonly campaignId: string
  readonly ownerId: string
  readonly event: string
  readonly actorId: string
  readonly reason?: string
  readonly notice?: { readonly id: string; readonly message: string }
}

/** A unit's day held by a campaign. */
export interface TakenDay {
  readonly unitId: string
  readonly day: IsoDate
}

/** What re-held stops write of a campaign besides its state (the state goes through moveState). */
export interface StopsUpdate {
  readonly reservationState: ReservationStateId
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly expirationDate: IsoDate | null
  /** The calculator input in the canonical form the pricer answered. */
  readonly calculation: unknown
  readonly periodsPrice: readonly PeriodsPriceEntry[]
  readonly taxesSum: Kopecks
  readonly totalSumWithoutTaxes: Kopecks
}

/**
 * The campaign's orders besides its own row (port; adapters/database/order-records.ts): payment orders against
 * its invoices, the typography order, schedule items, the advertiser's order events with their notifications,
 * the holds of other campaigns a vacancy check reads, and the re-held stops.
 */
export interface OrderRecords extends CampaignRecords {
  /** The campaign's payment orders, oldest first. */
  paymentOrders(campaignId: string): Promise<PaymentOrderRecord[]>
  /** The invoice of the campaign named, else its latest; undefined when there is none. */
  invoiceOf(campaignId: string, invoiceId: string | undefined): Promise<CampaignInvoice | undefined>
  ownsLegalEntity(ownerId: string, legalEntityId: string): Promise<boolean>
  addPaymentOrder(order: NewPaymentOrder, at: Date): Promise<void>
  /** Corrects an order still unconfirmed; answers false when it was confirmed meanwhile (nothing changed). */
  correctPaymentOrder(order: NewPaymentOrder, at: Date): Promise<boolean>
  /** A package of the typography reference, if it is there. */
  typographyPackage(id: string): Promise<TypographyPackage | undefined>
  /** Places the campaign's typography order, replacing an earlier one. */
  saveTypographyOrder(campaignId: string, order: TypographyOrder, at: Date): Promise<void>
  scheduleItemCount(campaignId: string): Promise<number>
  addScheduleItem(id: string, campaignId: string, item: NewScheduleItem, at: Date): Promise<void>
  /** Logs the event and, when it has a notice, notifies the owner of it (one notification per event). */
  recordOrderEvent(event: OrderEvent, at: Date): Promise<void>
  /** The days between from and to that campaigns other than `campaignId` hold of these units. */
  takenDays(unitIds: readonly string[], from: IsoDate, to: IsoDate, campaignId: string): Promise<TakenDay[]>
  /** Writes the re-priced stops' fields (not the state). */
  updateStops(campaignId: string, stops: StopsUpdate, at: Date): Promise<void>
}
export const OrderRecords = Symbol.for('tablo.OrderRecords')
