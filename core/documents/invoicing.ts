import { Schema } from 'effect'
import { campaignAccess, NOT_FOUND_MESSAGE } from '../campaign/campaign-access'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from '../campaign/campaign-state'
import { decodeNotificationPage, type NotificationPage } from '../notifications/notification.access'
import type { Clock, IsoDate } from '../ports/clock.port'
import type { PricingReference } from '../ports/pricing-reference.port'
import { vatRateOn } from '../pricing/rules/coefficients'
import type { Account } from '../session/account'
import { decoderOf } from '../shared/decoder'
import type { Kopecks } from '../shared/money'
import { refusal, type Refusal } from '../shared/refusal'
import { ok, type Result } from '../shared/result'
import { isUuid, Uuid } from '../shared/uuid'
import {
  buildInvoice,
  invoiceMoney,
  type InvoiceCampaign,
  type InvoiceDocument,
  type Requisites,
} from './invoice.document'
import { buyerRefusal, invoiceRefusal, reservationRefusal } from './invoice.rules'

/** What invoicing reads of a campaign. */
export interface InvoicedCampaign {
  readonly id: string
  readonly ownerId: string
  readonly place: string
  readonly state: CampaignStateId
  readonly paymentState: PaymentStateId
  readonly reservationState: ReservationStateId
  /** The advertisers (partners) the campaign is for: an agency's client is the first (cabinet §3 partners). */
  readonly partners: readonly string[]
  readonly individualIndex: number
  readonly startDate: string
  readonly endDate: string
  /** The campaign's money and print order; the VAT rate is the use case's to add (from the price list). */
  readonly campaign: InvoiceCampaign
}

/** The buyer an invoice is made out to: its requisites, and the agency's client it belongs to, if any. */
export interface Buyer extends Requisites {
  readonly partnerId: string | null
}

/**
 * An invoice as the cabinet lists it (issue #49 item 1: a read-model in kopecks; the edge writes it in roubles with
 * its total, payment state named and download link, adapters/server/wire/invoices.wire.ts).
 */
export interface InvoiceSummary {
  readonly id: string
  readonly number: string
  readonly campaignId: string
  readonly campaignName: string
  readonly issuedOn: string
  readonly payUntil: string
  /** The sum without VAT and the VAT, as printed on it. */
  readonly net: Kopecks
  readonly taxes: Kopecks
  /** The campaign's payment state now. */
  readonly paymentState: PaymentStateId
  /** The legal entity it is made out to (null once that entity was removed) and its name as printed. */
  readonly legalEntityId: string | null
  readonly buyerName: string
  /** The number of the invoice issued after it for the same campaign, which replaces it; null for the latest. */
  readonly replacedBy: string | null
}

export interface NewInvoice {
  readonly number: string
  readonly campaignId: string
  readonly ownerId: string
  readonly legalEntityId: string
  readonly issuedOn: IsoDate
  readonly payUntil: IsoDate
  readonly net: Kopecks
  readonly taxes: Kopecks
  readonly pdf: Uint8Array
  readonly now: Date
}

/** A campaign that has an invoice, for the list of annexes. */
export interface AnnexSummary {
  readonly campaignId: string
  readonly campaignName: string
  readonly number: string
}

/** The invoices and what they are drawn from, kept by the database adapter (port). */
export interface InvoiceRecords {
  campaign(id: string): Promise<InvoicedCampaign | undefined>
  /** The buyer's requisites from a legal entity of the owner; undefined when it is not the owner's. */
  buyer(ownerId: string, legalEntityId: string): Promise<Buyer | undefined>
  /** A new invoice number, taken before the PDF is drawn (the number is printed on it). */
  nextNumber(): Promise<string>
  insert(invoice: NewInvoice & { readonly buyerName: string }): Promise<InvoiceSummary>
  /** The owner's invoices, newest first; of one campaign only when campaignId is given. */
  list(
    ownerId: string,
    page: NotificationPage,
    campaignId?: string,
  ): Promise<{ items: InvoiceSummary[]; count: number }>
  pdf(ownerId: string, id: string): Promise<{ number: string; pdf: Uint8Array } | undefined>
  annexed(ownerId: string): Promise<AnnexSummary[]>
  /** The name on the campaign's latest invoice, else the account's full name. */
  annexBuyerName(campaignId: string, ownerId: string): Promise<string>
}
export const InvoiceRecords = Symbol.for('tablo.InvoiceRecords')

/** What an annex prints. */
export interface AnnexDocument {
  readonly number: number
  readonly today: IsoDate
  readonly buyerName: string
  readonly startDate: string
  readonly endDate: string
  readonly campaign: InvoiceCampaign
}

/** Draws the documents as PDF (port). */
export interface DocumentPrinter {
  invoice(document: InvoiceDocument): Promise<Uint8Array>
  annex(document: AnnexDocument): Promise<Uint8Array>
}
export const DocumentPrinter = Symbol.for('tablo.DocumentPrinter')

/** A drawn document and the name it is saved under. */
export interface PrintedDocument {
  readonly name: string
  readonly pdf: Uint8Array
}

/** R-ROLE-08: an observer gets no invoice link; the server refuses the documents to it as well. */
export const OBSERVER_REFUSED = 'Наблюдателю счета и приложения недоступны'
const decodeIssue = decoderOf(Schema.Struct({ legalEntityId: Uuid }))
const campaignNotFound = () =>
  refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
const observerRefused = () => refusal('forbidden', OBSERVER_REFUSED, { _: 'forbidden' })

export interface InvoicingDeps {
  readonly records: InvoiceRecords
  readonly printer: DocumentPrinter
  readonly clock: Clock
  /** The price list: its VAT rate on the campaign's start date splits the print price (decision 10). */
  readonly reference: Pick<PricingReference, 'load'>
}

/**
 * The campaign's latest invoice still says what would be issued now: the same legal entity under the same name, the
 * same money, and its day to pay by not past. Issuing again then answers it instead of a second bill for the same
 * money (a double press, a page that had not seen the last change): one campaign, one bill to pay.
 */
const stillStands = (
  latest: InvoiceSummary,
  legalEntityId: string,
  buyerName: string,
  money: { readonly net: Kopecks; readonly taxes: Kopecks },
  today: IsoDate,
): boolean =>
  latest.legalEntityId === legalEntityId &&
  latest.buyerName === buyerName &&
  latest.net === money.net &&
  latest.taxes === money.taxes &&
  latest.payUntil >= today

/** The invoices of one campaign: ?campaignId=… beside the page's limit and offset. */
const campaignFilter = (query: unknown): { page: unknown; campaignId?: string; bad: boolean } => {
  if (typeof query !== 'object' || query === null || !('campaignId' in query))
    return { page: query, bad: false }
  const { campaignId, ...page } = query as Record<string, unknown>
  return isUuid(campaignId) ? { page, campaignId, bad: false } : { page, bad: true }
}

/**
 * Invoices and annexes (issue 6 part 4; issue #17 part 1: the use case in core): an invoice is issued for a
 * campaign of the owner against one of its legal entities (an agency's: its client's, issue #47), for the
 * campaign and its print order, drawn, stored and listed with the campaign's payment state, all of the owner's or
 * one campaign's; the annex of a campaign is drawn on request. Observers get none of it.
 */
export class Invoicing {
  constructor(private readonly d: InvoicingDeps) {}

  /** The owner's campaign of this place, or the not-found refusal (another's or missing: the same answer). */
  private async ownCampaign(viewer: Account, id: string, place?: string) {
    const found = await this.d.records.campaign(id)
    if (!found || campaignAccess(viewer, found.ownerId) === 'none') return campaignNotFound()
    if (place !== undefined && found.place !== place) return campaignNotFound()
    return ok(found)
  }

  async issue(
    viewer: Account,
    place: string,
    id: string,
    body: unknown,
  ): Promise<Result<InvoiceSummary, Refusal>> {
    if (viewer.isObserver) return observerRefused()
    const input = decodeIssue(body ?? {})
    if (!input.ok)
      return refusal(
        'invalid input',
        `Проверьте поля: ${Object.keys(input.error.errors).join(', ')}`,
        input.error.errors,
      )
    const found = await this.ownCampaign(viewer, id, place)
    if (!found.ok) return found
    return this.issueFor(viewer, found.value, input.value.legalEntityId)
  }

  /** Issues the campaign's invoice to a legal entity once every rule allows it. */
  private async issueFor(
    viewer: Account,
    row: InvoicedCampaign,
    legalEntityId: string,
  ): Promise<Result<InvoiceSummary, Refusal>> {
    const refused =
      invoiceRefusal(row.state, row.paymentState) ?? reservationRefusal(row.place, row.reservationState)
    if (refused) return { ok: false, error: refused }
    const buyer = await this.d.records.buyer(viewer.id, legalEntityId)
    if (!buyer) return refusal('not found', 'Юридическое лицо не найдено', { legalEntityId: 'not found' })
    const wrongBuyer = buyerRefusal(viewer.isAgency, row.partners, buyer)
    if (wrongBuyer) return { ok: false, error: wrongBuyer }
    const campaign = { ...row.campaign, vatRate: vatRateOn(await this.d.reference.load(), row.startDate) }
    const [latest] = (await this.d.records.list(viewer.id, { limit: 1, offset: 0 }, row.id)).items
    if (
      latest &&
      stillStands(latest, legalEntityId, buyer.name, invoiceMoney(campaign), this.d.clock.today())
    )
      return ok(latest)
    const number = await this.d.records.nextNumber()
    const invoice = buildInvoice({ number, today: this.d.clock.today(), buyer, campaign })
    const pdf = await this.d.printer.invoice(invoice)
    return ok(
      await this.d.records.insert({
        number,
        campaignId: row.id,
        ownerId: viewer.id,
        legalEntityId,
        buyerName: buyer.name,
        issuedOn: invoice.issuedOn,
        payUntil: invoice.payUntil,
        net: invoice.totalWithoutTaxes,
        taxes: invoice.taxes,
        pdf,
        now: this.d.clock.now(),
      }),
    )
  }

  /**
   * After the campaign's money changed (a print order placed, issue #47), its latest invoice is issued again to
   * the same legal entity so that the bill says what is owed: only when that invoice is unpaid, its sum differs
   * and its entity is still there. Answers the new invoice, or undefined when nothing was to be done.
   */
  async renew(viewer: Account, id: string): Promise<InvoiceSummary | undefined> {
    if (viewer.isObserver) return undefined
    const found = await this.ownCampaign(viewer, id)
    if (!found.ok) return undefined
    const row = found.value
    const [latest] = (await this.d.records.list(viewer.id, { limit: 1, offset: 0 }, row.id)).items
    if (!latest?.legalEntityId || row.paymentState !== 'notPaid') return undefined
    if (latest.net + latest.taxes === invoiceMoney(row.campaign).total) return undefined
    const issued = await this.issueFor(viewer, row, latest.legalEntityId)
    return issued.ok ? issued.value : undefined
  }

  async list(
    viewer: Account,
    query: unknown,
  ): Promise<Result<{ items: InvoiceSummary[]; count: number }, Refusal>> {
    if (viewer.isObserver) return observerRefused()
    const filter = campaignFilter(query)
    if (filter.bad)
      return refusal('invalid input', 'Некорректный идентификатор кампании', { campaignId: 'wrong format' })
    const page = decodeNotificationPage(filter.page)
    if (!page.ok) return refusal('invalid input', page.error.message, page.error.errors)
    return ok(await this.d.records.list(viewer.id, page.value, filter.campaignId))
  }

  async invoicePdf(viewer: Account, id: string): Promise<Result<PrintedDocument, Refusal>> {
    if (viewer.isObserver) return observerRefused()
    const found = await this.d.records.pdf(viewer.id, id)
    if (!found) return refusal('not found', 'Счёт не найден', { id: 'not found' })
    return ok({ name: `invoice-${found.number}`, pdf: found.pdf })
  }

  async annexes(viewer: Account): Promise<Result<readonly AnnexSummary[], Refusal>> {
    if (viewer.isObserver) return observerRefused()
    return ok(await this.d.records.annexed(viewer.id))
  }

  async annexPdf(viewer: Account, campaignId: string): Promise<Result<PrintedDocument, Refusal>> {
    if (viewer.isObserver) return observerRefused()
    const found = await this.ownCampaign(viewer, campaignId)
    if (!found.ok) return found
    const row = found.value
    const pdf = await this.d.printer.annex({
      number: row.individualIndex,
      today: this.d.clock.today(),
      buyerName: await this.d.records.annexBuyerName(row.id, viewer.id),
      startDate: row.startDate,
      endDate: row.endDate,
      campaign: row.campaign,
    })
    return ok({ name: `annex-${row.individualIndex}`, pdf })
  }
}
