import { Schema } from 'effect'
import { campaignAccess, NOT_FOUND_MESSAGE } from '../campaign/campaign-access'
import type { CampaignStateId, PaymentStateId } from '../campaign/campaign-state'
import { decodeNotificationPage, type NotificationPage } from '../notifications/notification.access'
import type { Clock, IsoDate } from '../ports/clock.port'
import type { Account } from '../session/account'
import { decoderOf } from '../shared/decoder'
import type { Kopecks } from '../shared/money'
import { refusal, type Refusal } from '../shared/refusal'
import { ok, type Result } from '../shared/result'
import { Uuid } from '../shared/uuid'
import { buildInvoice, type InvoiceCampaign, type InvoiceDocument, type Requisites } from './invoice.document'

/** What invoicing reads of a campaign. */
export interface InvoicedCampaign {
  readonly id: string
  readonly ownerId: string
  readonly place: string
  readonly state: CampaignStateId
  readonly paymentState: PaymentStateId
  readonly individualIndex: number
  readonly startDate: string
  readonly endDate: string
  readonly campaign: InvoiceCampaign
}

/** An invoice as the cabinet lists it (money in roubles, as the wire carries it). */
export interface InvoiceSummary {
  readonly _id: string
  readonly number: string
  readonly campaignId: string
  readonly campaignName: string
  readonly issuedOn: string
  readonly payUntil: string
  readonly totalSumWithoutTaxes: number
  readonly taxesSum: number
  readonly totalSum: number
  readonly paymentState: { readonly _id: PaymentStateId; readonly name: string }
  readonly downloadUrl: string
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
  buyer(ownerId: string, legalEntityId: string): Promise<Requisites | undefined>
  /** A new invoice number, taken before the PDF is drawn (the number is printed on it). */
  nextNumber(): Promise<string>
  insert(invoice: NewInvoice): Promise<InvoiceSummary>
  list(ownerId: string, page: NotificationPage): Promise<{ items: InvoiceSummary[]; count: number }>
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
/** A campaign that is over, or being cancelled, is not invoiced. */
export const NOT_INVOICEABLE: readonly CampaignStateId[] = [
  'canceled',
  'techCanceled',
  'completed',
  'cancellation',
]

/** Why a campaign in this state cannot be invoiced, or undefined when it can (a paid one needs no invoice). */
export const invoiceRefusal = (state: CampaignStateId, paymentState: PaymentStateId): Refusal | undefined => {
  if (NOT_INVOICEABLE.includes(state))
    return {
      code: 'wrong state',
      message: 'Счёт по этой кампании выставить нельзя',
      errors: { state: 'not invoiceable' },
    }
  if (paymentState === 'paid')
    return {
      code: 'already done',
      message: 'Кампания уже оплачена',
      errors: { paymentState: 'already paid' },
    }
  return undefined
}

const decodeIssue = decoderOf(Schema.Struct({ legalEntityId: Uuid }))
const campaignNotFound = () =>
  refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
const observerRefused = () => refusal('forbidden', OBSERVER_REFUSED, { _: 'forbidden' })

export interface InvoicingDeps {
  readonly records: InvoiceRecords
  readonly printer: DocumentPrinter
  readonly clock: Clock
}

/**
 * Invoices and annexes (issue 6 part 4; issue #17 part 1: the use case in core): an invoice is issued for a
 * campaign of the owner against one of its legal entities, drawn, stored and listed with the campaign's payment
 * state; the annex of a campaign is drawn on request. Observers get none of it.
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
    const row = found.value
    const refused = invoiceRefusal(row.state, row.paymentState)
    if (refused) return { ok: false, error: refused }
    const { legalEntityId } = input.value
    const buyer = await this.d.records.buyer(viewer.id, legalEntityId)
    if (!buyer) return refusal('not found', 'Юридическое лицо не найдено', { legalEntityId: 'not found' })
    const number = await this.d.records.nextNumber()
    const invoice = buildInvoice({ number, today: this.d.clock.today(), buyer, campaign: row.campaign })
    const pdf = await this.d.printer.invoice(invoice)
    return ok(
      await this.d.records.insert({
        number,
        campaignId: row.id,
        ownerId: viewer.id,
        legalEntityId,
        issuedOn: invoice.issuedOn,
        payUntil: invoice.payUntil,
        net: invoice.totalWithoutTaxes,
        taxes: invoice.taxes,
        pdf,
        now: this.d.clock.now(),
      }),
    )
  }

  async list(
    viewer: Account,
    query: unknown,
  ): Promise<Result<{ items: InvoiceSummary[]; count: number }, Refusal>> {
    if (viewer.isObserver) return observerRefused()
    const page = decodeNotificationPage(query)
    if (!page.ok) return refusal('invalid input', page.error.message, page.error.errors)
    return ok(await this.d.records.list(viewer.id, page.value))
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
