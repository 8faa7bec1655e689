import {
  CAMPAIGN_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from '../../../core/campaign/campaign-state.labels'
import { MEDIA_STATUS_LABELS } from '../../../core/campaign/media-status'
import { placeName } from '../../../core/campaign/place-names'
import { DOCUMENT_STATUS_LABELS } from '../../../core/media/creative-moderation'
import { documentCategoryName } from '../../../core/media/document-categories'
import { toRoubles } from '../../../core/shared/money'
import { creativeChecks, requirementsOf } from '../../../core/staff/creative-checks'
import { historyLines } from '../../../core/staff/desk-history'
import type { StaffReviewRead } from '../../../core/staff/desk-review'
import type { ReviewWire } from '../../../core/contract/staff.answer'
import { paymentsWire } from './payments.wire'
import { purchaseWire } from './purchase.wire'

/**
 * Links the browser opens without the session (the server's signed one-hour links, R-API-18;
 * adapters/campaigns/staff-links.ts): a library file (an image, a video, a document), a creative's picture (an
 * image's thumbnail or a video's poster), an invoice's PDF.
 */
export interface StaffLinks {
  file(item: { readonly ownerId: string; readonly id: string }): string
  poster(item: { readonly ownerId: string; readonly id: string }): string
  invoice(invoiceId: string): string
}

/**
 * The staff review on the wire (issue #49 item 1: core answers the read-model, the edge writes the staff desk's
 * contract, core/staff/staff-desk.contract.ts): states and statuses named in Russian, money in roubles, every
 * file and invoice a signed link, the checks the upload ran beside the format's requirements, the history as
 * staff read it.
 */
export const reviewWire = (read: StaffReviewRead, links: StaffLinks): ReviewWire => {
  const { campaign, advertiser, purchase } = read
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
    payments: paymentsWire(read.payments),
    creatives: read.creatives.map(({ item, moderationReason, documents }) => ({
      id: item.id,
      name: item.name,
      type: item.kind === 'video' ? 'video' : 'static',
      status: { _id: item.status, name: MEDIA_STATUS_LABELS[item.status] },
      url: links.file(item),
      posterUrl: links.poster(item),
      checks: creativeChecks(place, item, clip),
      reason: moderationReason,
      uploadedAt: item.createdAt.toISOString(),
      documents: documents.map((d) => ({
        documentId: d.documentId,
        name: d.name,
        typeId: d.typeId,
        typeSubId: d.typeSubId,
        category: documentCategoryName(d.typeId, d.typeSubId),
        status: { _id: d.status, name: DOCUMENT_STATUS_LABELS[d.status] },
        url: links.file({ ownerId: d.ownerId, id: d.documentId }),
      })),
    })),
    requirements: requirementsOf(place, clip),
    // The campaign's own papers; a creative's documents are listed, and decided, by their creative above.
    documents: bought.invoices.map((i) => ({
      name: `Счёт № ${i.number} от ${i.issuedOn.split('-').reverse().join('.')}`,
      status: i.paymentState.name,
      url: invoiceUrl(i._id),
    })),
    history: historyLines(read.changes),
    actions: [...read.actions],
  }
}
