import type { AdvertisePlace } from '../campaign/advertise-place'
import { campaignNotThere } from '../campaign/campaign-of'
import { approvalRefusal, markPayment, staffDecision } from '../campaign/campaign-moderation'
import type { CampaignPurchase } from '../campaign/campaign-purchase'
import { purchaseWire } from '../campaign/campaign-purchase.wire'
import type { CampaignRecords, Outcome } from '../campaign/campaign-records.port'
import {
  CAMPAIGN_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from '../campaign/campaign-state.labels'
import { MEDIA_STATUS_LABELS, type DocumentStatus } from '../campaign/media-status'
import { placeName } from '../campaign/place-names'
import type { CampaignAggregate } from '../campaign/campaign.aggregate'
import { campaignOfStored, type StoredCampaign } from '../campaign/stored-campaign'
import { DOCUMENT_STATUS_LABELS, UNDER_REVIEW } from '../media/creative-moderation'
import type { MediaItem } from '../media/media.entities'
import { toRoubles, type Kopecks } from '../shared/money'
import { ok } from '../shared/result'
import { creativeChecks, requirementsOf } from './creative-checks'
import { historyLines, type LoggedChange } from './desk-history'
import type { ReviewAction, ReviewWire } from './staff-desk.contract'
import { staffMay, type StaffRole } from './staff-roles'
import type { StaffViewer } from './staff-viewer'

/** The advertiser of a campaign as the review shows it. */
export interface ReviewAdvertiser {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly phone: string | null
  readonly isAgency: boolean
  readonly legalEntities: readonly { readonly name: string; readonly inn: string }[]
}

/** A creative of the campaign with the documents linked to it. */
export interface ReviewCreative {
  readonly item: MediaItem
  readonly moderationReason: string | null
  readonly documents: readonly {
    readonly documentId: string
    readonly ownerId: string
    readonly name: string
    readonly status: DocumentStatus
  }[]
}

/** What the review reads beside the campaign (port; adapters/database/staff-records.ts). */
export interface ReviewRecords {
  advertiser(ownerId: string): Promise<ReviewAdvertiser | undefined>
  /** The campaign's creatives (attached or in its rotation plan), in the order they came. */
  creatives(campaignId: string): Promise<ReviewCreative[]>
  /** Every recorded change of the campaign and its creatives, with who made it. */
  changes(campaignId: string): Promise<LoggedChange[]>
  /** Any advertiser's invoice as it was drawn (staff read every campaign's documents). */
  invoicePdf(id: string): Promise<{ readonly number: string; readonly pdf: Uint8Array } | undefined>
}

/**
 * Links the browser opens without the session (port: the server's signed one-hour links, R-API-18): a library
 * file (an image, a video, a document), a creative's picture (an image's thumbnail or a video's poster), an
 * invoice's PDF.
 */
export interface StaffLinks {
  file(item: { readonly ownerId: string; readonly id: string }): string
  poster(item: { readonly ownerId: string; readonly id: string }): string
  invoice(invoiceId: string): string
}

export interface StaffReviewDeps {
  readonly reads: Pick<CampaignRecords, 'load'>
  /** What was bought (the advertiser's own purchase read, core/campaign/campaign-purchase.ts). */
  readonly purchases: {
    ofCampaign(campaign: CampaignAggregate, read: { invoices: boolean }): Promise<CampaignPurchase>
  }
  readonly records: ReviewRecords
  readonly links: StaffLinks
}

/** The decisions the viewer may take on the campaign now: the role table ∩ the state machine (issue #48). */
export const reviewActions = (roles: readonly StaffRole[], row: StoredCampaign): ReviewAction[] => {
  const campaign = { state: row.state, paymentState: row.payment_state }
  const payment = (paymentState: 'paid' | 'partiallyPaid') =>
    staffMay(roles, 'decidePayment') &&
    markPayment(
      {
        state: row.state,
        paymentState: row.payment_state,
        reservationState: row.reservation_state,
        holdsInventory: row.holds > 0,
      },
      paymentState,
    ).ok
  const held = staffMay(roles, 'decideReservation') && row.reservation_state === 'reserved'
  const creativeWaits =
    staffMay(roles, 'decidePrimary') && row.creatives.some((c) => UNDER_REVIEW.includes(c.status))
  const may: Readonly<Record<ReviewAction, boolean>> = {
    approve: staffDecision(roles, 'approve', campaign).ok && approvalRefusal(row.creatives) === undefined,
    reject: staffDecision(roles, 'reject', campaign).ok,
    approveCreative: creativeWaits,
    rejectCreative: creativeWaits,
    confirmReservation: held,
    releaseReservation: held,
    markPaid: payment('paid'),
    markPartiallyPaid: payment('partiallyPaid'),
    cancel: staffDecision(roles, 'cancel', campaign).ok,
  }
  return (Object.keys(may) as ReviewAction[]).filter((a) => may[a])
}

/** The clip length the campaign bought, when its calculator input names one (R-FMT-02). */
const clipSecondsOf = (row: StoredCampaign): number | undefined => {
  const clip = row.calculation['clipDuration']
  return typeof clip === 'number' && clip > 0 ? clip : undefined
}

/** What the campaign costs with VAT and its print order, as the invoice asks it. */
const totalOf = (row: StoredCampaign): Kopecks =>
  (row.total_sum_without_taxes + row.taxes_sum + Number(row.typography_order?.totalPrice ?? 0)) as Kopecks

/** The review on the wire, from what was read. */
export const reviewWire = (input: {
  readonly row: StoredCampaign
  readonly roles: readonly StaffRole[]
  readonly advertiser: ReviewAdvertiser
  readonly purchase: CampaignPurchase
  readonly creatives: readonly ReviewCreative[]
  readonly changes: readonly LoggedChange[]
  readonly links: StaffLinks
}): ReviewWire => {
  const { row, advertiser, purchase, links } = input
  const place = row.advertise_place as AdvertisePlace
  const clip = clipSecondsOf(row)
  const bought = purchaseWire(purchase)
  const invoiceLink = new Map(bought.invoices.map((i) => [i._id, links.invoice(i._id)]))
  const invoiceUrl = (id: string) => invoiceLink.get(id) ?? links.invoice(id)
  return {
    campaign: {
      id: row.id,
      number: row.individual_index,
      name: row.name,
      place,
      placeName: placeName(place),
      state: { _id: row.state, name: CAMPAIGN_STATE_LABELS[row.state] },
      reservationStatus: {
        _id: row.reservation_state,
        name: RESERVATION_STATE_LABELS[row.reservation_state],
      },
      paymentState: { _id: row.payment_state, name: PAYMENT_STATE_LABELS[row.payment_state] },
      startDate: row.start_date,
      endDate: row.end_date,
      total: toRoubles(totalOf(row)),
      moderationReason: row.moderation_reason,
    },
    advertiser: { ...advertiser, legalEntities: [...advertiser.legalEntities] },
    purchase: {
      ...bought,
      invoices: bought.invoices.map((i) => ({ ...i, downloadUrl: invoiceUrl(i._id) })),
    },
    creatives: input.creatives.map(({ item, moderationReason }) => ({
      id: item.id,
      name: item.name,
      type: item.kind === 'video' ? 'video' : 'static',
      status: { _id: item.status, name: MEDIA_STATUS_LABELS[item.status] },
      url: links.file(item),
      posterUrl: links.poster(item),
      checks: creativeChecks(place, item, clip),
      reason: moderationReason,
      uploadedAt: item.createdAt.toISOString(),
    })),
    requirements: requirementsOf(place, clip),
    documents: [
      ...input.creatives.flatMap((c) =>
        c.documents.map((d) => ({
          name: `${d.name} (к материалу «${c.item.name}»)`,
          status: DOCUMENT_STATUS_LABELS[d.status],
          url: links.file({ ownerId: d.ownerId, id: d.documentId }),
        })),
      ),
      ...bought.invoices.map((i) => ({
        name: `Счёт № ${i.number} от ${i.issuedOn.split('-').reverse().join('.')}`,
        status: i.paymentState.name,
        url: invoiceUrl(i._id),
      })),
    ],
    history: historyLines(input.changes),
    actions: reviewActions(input.roles, row),
  }
}

/**
 * GET /staff/campaigns/:id/review (issue #48 item 3): one campaign as staff decide on it — what was bought line by
 * line with its invoices, the creatives with signed links and the checks the upload ran, the documents, the
 * history with who made each change, and the decisions this viewer may take now. Staff read any campaign (the
 * route checked the role: readQueue).
 */
export class StaffReview {
  constructor(private readonly d: StaffReviewDeps) {}

  async of(viewer: StaffViewer, id: string): Promise<Outcome<ReviewWire>> {
    const row = await this.d.reads.load(id)
    if (!row) return campaignNotThere()
    const [advertiser, purchase, creatives, changes] = await Promise.all([
      this.d.records.advertiser(row.owner_id),
      this.d.purchases.ofCampaign(campaignOfStored(row), { invoices: true }),
      this.d.records.creatives(row.id),
      this.d.records.changes(row.id),
    ])
    if (!advertiser) return campaignNotThere()
    return ok(
      reviewWire({ row, roles: viewer.roles, advertiser, purchase, creatives, changes, links: this.d.links }),
    )
  }

  /** An invoice's PDF for a signed staff link (the link proved it was handed to staff). */
  invoicePdf(id: string): Promise<{ readonly number: string; readonly pdf: Uint8Array } | undefined> {
    return this.d.records.invoicePdf(id)
  }
}
