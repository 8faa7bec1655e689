import { campaignNotThere } from '../campaign/campaign-of'
import { approvalRefusal } from '../campaign/campaign-moderation'
import type { CampaignPurchase } from '../campaign/campaign-purchase'
import { purchaseWire } from '../contract/purchase.answer'
import type { CampaignRecords, Outcome } from '../campaign/campaign-records.port'
import {
  CAMPAIGN_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from '../campaign/campaign-state.labels'
import { MEDIA_STATUS_LABELS, type DocumentStatus } from '../campaign/media-status'
import { placeName } from '../campaign/place-names'
import type { CampaignAggregate } from '../campaign/campaign.aggregate'
import { DOCUMENT_STATUS_LABELS, UNDER_REVIEW } from '../media/creative-moderation'
import type { MediaItem } from '../media/media.entities'
import { toRoubles } from '../shared/money'
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
  readonly reads: Pick<CampaignRecords, 'campaign'>
  /** What was bought (the advertiser's own purchase read, core/campaign/campaign-purchase.ts). */
  readonly purchases: {
    ofCampaign(campaign: CampaignAggregate, read: { invoices: boolean }): Promise<CampaignPurchase>
  }
  readonly records: ReviewRecords
  readonly links: StaffLinks
}

/** The decisions the viewer may take on the campaign now: the role table ∩ the state machine (issue #48). */
export const reviewActions = (roles: readonly StaffRole[], campaign: CampaignAggregate): ReviewAction[] => {
  const { reservationState, creatives } = campaign.facts
  const payment = (paymentState: 'paid' | 'partiallyPaid') =>
    staffMay(roles, 'decidePayment') && campaign.pay(paymentState).ok
  const held = staffMay(roles, 'decideReservation') && reservationState === 'reserved'
  const creativeWaits =
    staffMay(roles, 'decidePrimary') && creatives.some((c) => UNDER_REVIEW.includes(c.status))
  const may: Readonly<Record<ReviewAction, boolean>> = {
    approve: campaign.decide(roles, 'approve', null).ok && approvalRefusal(creatives) === undefined,
    reject: campaign.decide(roles, 'reject', null).ok,
    approveCreative: creativeWaits,
    rejectCreative: creativeWaits,
    confirmReservation: held,
    releaseReservation: held,
    markPaid: payment('paid'),
    markPartiallyPaid: payment('partiallyPaid'),
    cancel: campaign.decide(roles, 'cancel', null).ok,
  }
  return (Object.keys(may) as ReviewAction[]).filter((a) => may[a])
}

/** The review on the wire, from what was read. */
export const reviewWire = (input: {
  readonly campaign: CampaignAggregate
  readonly roles: readonly StaffRole[]
  readonly advertiser: ReviewAdvertiser
  readonly purchase: CampaignPurchase
  readonly creatives: readonly ReviewCreative[]
  readonly changes: readonly LoggedChange[]
  readonly links: StaffLinks
}): ReviewWire => {
  const { campaign, advertiser, purchase, links } = input
  const row = campaign.facts
  const place = campaign.place
  const clip = campaign.clipSeconds
  const bought = purchaseWire(purchase)
  const invoiceLink = new Map(bought.invoices.map((i) => [i._id, links.invoice(i._id)]))
  const invoiceUrl = (id: string) => invoiceLink.get(id) ?? links.invoice(id)
  return {
    campaign: {
      id: row.id,
      number: row.individualIndex,
      name: row.name,
      place,
      placeName: placeName(place),
      state: { _id: row.state, name: CAMPAIGN_STATE_LABELS[row.state] },
      reservationStatus: {
        _id: row.reservationState,
        name: RESERVATION_STATE_LABELS[row.reservationState],
      },
      paymentState: { _id: row.paymentState, name: PAYMENT_STATE_LABELS[row.paymentState] },
      startDate: row.startDate,
      endDate: row.endDate,
      total: toRoubles(campaign.amountDue),
      moderationReason: row.moderationReason,
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
    actions: reviewActions(input.roles, campaign),
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
    const campaign = await this.d.reads.campaign(id)
    if (!campaign) return campaignNotThere()
    const [advertiser, purchase, creatives, changes] = await Promise.all([
      this.d.records.advertiser(campaign.facts.ownerId),
      this.d.purchases.ofCampaign(campaign, { invoices: true }),
      this.d.records.creatives(campaign.id),
      this.d.records.changes(campaign.id),
    ])
    if (!advertiser) return campaignNotThere()
    const links = this.d.links
    return ok(reviewWire({ campaign, roles: viewer.roles, advertiser, purchase, creatives, changes, links }))
  }

  /** An invoice's PDF for a signed staff link (the link proved it was handed to staff). */
  invoicePdf(id: string): Promise<{ readonly number: string; readonly pdf: Uint8Array } | undefined> {
    return this.d.records.invoicePdf(id)
  }
}
