import type { CampaignRead } from '../../../core/campaign/campaign-actions'
import type { CampaignAggregate } from '../../../core/campaign/campaign.aggregate'
import {
  CAMPAIGN_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from '../../../core/campaign/campaign-state.labels'
import { isCanceled } from '../../../core/campaign/campaign-state.sets'
import type { CampaignWire } from '../../../core/contract/campaign.answer'
import { creativeFields } from './campaign-creatives.wire'
import { wireScheduleLists, wireTypographyOrder } from './campaign-orders.wire'

const roubles = (kopecks: number): number => kopecks / 100

/**
 * The campaign aggregate on the wire (cabinet §3; issue #49 item 1: the one way from the aggregate out, at the
 * edge — the use cases answer the aggregate, the routes answer this): the API contract's fields
 * (core/contract/campaign.answer.ts, which the browser checks too), then the price lines, the calculation, the
 * schedules and the creatives. Money in roubles, states as `{_id, name}`.
 */
export const campaignWire = (campaign: CampaignAggregate) => {
  const c = campaign.facts
  const place = c.calculation.place
  const fields: CampaignWire = {
    _id: c.id,
    individualIndex: c.individualIndex,
    name: c.name,
    ...(c.brandName === null ? {} : { brandName: c.brandName }),
    advertisePlace: place,
    state: { _id: c.state, name: CAMPAIGN_STATE_LABELS[c.state] },
    reservationStatus: { _id: c.reservationState, name: RESERVATION_STATE_LABELS[c.reservationState] },
    paymentState: { _id: c.paymentState, name: PAYMENT_STATE_LABELS[c.paymentState] },
    startDate: c.startDate,
    endDate: c.endDate,
    expirationDate: c.expirationDate,
    isCanceled: isCanceled(c.state),
    taxesSum: roubles(c.taxesSum),
    totalSumWithoutTaxes: roubles(c.totalSumWithoutTaxes),
    partners: [...c.partners],
    isPaid: c.paymentState === 'paid',
    invoices: { invoiceIds: [...c.invoiceIds] },
    isGotInvoices: c.invoiceIds.length > 0,
    parentProlongation: c.parentProlongation,
    prolongationCampaign: c.prolongationCampaign,
    gotTypographyOrder: c.typographyOrder !== null,
    isCompleted: c.wizardCompleted,
    moderationReason: c.moderationReason,
    createdAt: c.createdAt,
  }
  const routes = campaign.routes
  const creatives = creativeFields(c.id, place, c.creatives)
  const legalEntity = c.legalEntity === null ? null : { _id: c.legalEntity.id, ogrn: c.legalEntity.ogrn }
  return {
    ...fields,
    periodsPrice: c.periodsPrice,
    calculation: c.calculation.input,
    ...(routes ? { routes } : {}),
    spaces: c.spaces,
    ...wireScheduleLists(c.id, c.isAllowed, c.items),
    typographyOrder: wireTypographyOrder(c.typographyOrder),
    ...creatives,
    advertiser: { ...creatives.advertiser, legalEntity },
  }
}
export type WireCampaign = ReturnType<typeof campaignWire>

/** A campaign as its page reads it (CampaignActions.read): on the wire, `resubmission` after its fields if any. */
export const campaignReadWire = ({ campaign, resubmission }: CampaignRead) => ({
  ...campaignWire(campaign),
  ...(resubmission ? { resubmission } : {}),
})
