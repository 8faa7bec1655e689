import { campaignNotThere } from '../campaign/campaign-of'
import { approvalRefusal } from '../campaign/campaign-moderation'
import type { PaymentsRead } from '../campaign/campaign-payments.service'
import type { CampaignPurchase } from '../campaign/campaign-purchase'
import type { CampaignRecords, Outcome } from '../campaign/campaign-records.port'
import type { DocumentStatus } from '../campaign/media-status'
import type { CampaignAggregate } from '../campaign/campaign.aggregate'
import { moderateDocument, UNDER_REVIEW, type Verdict } from '../media/creative-moderation'
import type { MediaItem } from '../media/media.entities'
import { ok } from '../shared/result'
import type { LoggedChange } from './desk-history'
import type { ReviewAction } from './desk-review.actions'
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
    readonly typeId: string
    readonly typeSubId: string | null
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

export interface StaffReviewDeps {
  readonly reads: Pick<CampaignRecords, 'campaign'>
  /** What was bought (the advertiser's own purchase read, core/campaign/campaign-purchase.ts). */
  readonly purchases: {
    ofCampaign(campaign: CampaignAggregate, read: { invoices: boolean }): Promise<CampaignPurchase>
  }
  readonly records: ReviewRecords
  /** The payment orders its advertiser declared, with the campaign's sums (core/campaign/campaign-payments.service.ts). */
  readonly payments: { ofCampaign(campaign: CampaignAggregate): Promise<PaymentsRead> }
}

/**
 * The decisions the viewer may take on the campaign now: the role table ∩ the state machine (issue #48); a
 * decision on its creatives' documents when one of them may take it (core/media/creative-moderation.ts).
 */
export const reviewActions = (
  roles: readonly StaffRole[],
  campaign: CampaignAggregate,
  creatives: readonly Pick<ReviewCreative, 'item' | 'documents'>[] = [],
): ReviewAction[] => {
  const facts = campaign.facts
  const { reservationState } = facts
  const payment = (paymentState: 'paid' | 'partiallyPaid') =>
    staffMay(roles, 'decidePayment') && campaign.pay(paymentState).ok
  const held = staffMay(roles, 'decideReservation') && reservationState === 'reserved'
  const creativeWaits =
    staffMay(roles, 'decidePrimary') && facts.creatives.some((c) => UNDER_REVIEW.includes(c.status))
  const documentMay = (verdict: Verdict) =>
    staffMay(roles, 'decidePrimary') &&
    creatives.some((c) => c.documents.some((d) => moderateDocument(d.status, c.item.status, verdict).ok))
  const may: Readonly<Record<ReviewAction, boolean>> = {
    approve: campaign.decide(roles, 'approve', null).ok && approvalRefusal(facts.creatives) === undefined,
    reject: campaign.decide(roles, 'reject', null).ok,
    approveCreative: creativeWaits,
    rejectCreative: creativeWaits,
    approveDocument: documentMay('approve'),
    rejectDocument: documentMay('reject'),
    confirmReservation: held,
    releaseReservation: held,
    markPaid: payment('paid'),
    markPartiallyPaid: payment('partiallyPaid'),
    cancel: campaign.decide(roles, 'cancel', null).ok,
  }
  return (Object.keys(may) as ReviewAction[]).filter((a) => may[a])
}

/**
 * One campaign as staff decide on it (issue #48 item 3; issue #49 item 1: a read-model, not the wire): the
 * campaign, its advertiser, what was bought, the payment orders its advertiser declared, its creatives with their
 * documents, every recorded change, and the decisions this viewer may take now. The edge writes it on the wire with signed links
 * (adapters/server/wire/staff-review.wire.ts).
 */
export interface StaffReviewRead {
  readonly campaign: CampaignAggregate
  readonly advertiser: ReviewAdvertiser
  readonly purchase: CampaignPurchase
  /** The payment orders the advertiser declared: what staff check against the bank before marking it paid. */
  readonly payments: PaymentsRead
  readonly creatives: readonly ReviewCreative[]
  readonly changes: readonly LoggedChange[]
  readonly actions: readonly ReviewAction[]
}

/**
 * GET /staff/campaigns/:id/review (issue #48 item 3): one campaign as staff decide on it — what was bought line by
 * line with its invoices, the creatives and their documents, the
 * history with who made each change, and the decisions this viewer may take now. Staff read any campaign (the
 * route checked the role: readQueue).
 */
export class StaffReview {
  constructor(private readonly d: StaffReviewDeps) {}

  async of(viewer: StaffViewer, id: string): Promise<Outcome<StaffReviewRead>> {
    const campaign = await this.d.reads.campaign(id)
    if (!campaign) return campaignNotThere()
    const [advertiser, purchase, payments, creatives, changes] = await Promise.all([
      this.d.records.advertiser(campaign.facts.ownerId),
      this.d.purchases.ofCampaign(campaign, { invoices: true }),
      this.d.payments.ofCampaign(campaign),
      this.d.records.creatives(campaign.id),
      this.d.records.changes(campaign.id),
    ])
    if (!advertiser) return campaignNotThere()
    const actions = reviewActions(viewer.roles, campaign, creatives)
    return ok({ campaign, advertiser, purchase, payments, creatives, changes, actions })
  }

  /** An invoice's PDF for a signed staff link (the link proved it was handed to staff). */
  invoicePdf(id: string): Promise<{ readonly number: string; readonly pdf: Uint8Array } | undefined> {
    return this.d.records.invoicePdf(id)
  }
}
