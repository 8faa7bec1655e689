import type { CampaignAggregate } from './campaign.aggregate'
import type { PlaceCalculation } from './campaign.aggregate.calculation'
import { creativeFields } from './campaign-creatives.wire'
import { wireScheduleLists, wireTypographyOrder } from './campaign-orders.wire'
import {
  CAMPAIGN_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from './campaign-state.labels'
import { isCanceled } from './campaign-state.sets'
import type { CampaignWire } from './campaign.wire'

const roubles = (kopecks: number): number => kopecks / 100

/**
 * The routes a ground-transport campaign runs on (R-API-11: `routes` among the campaign's fields): the route ids
 * its calculation chose, none when it runs on every route. Other places have no routes and carry no field.
 */
const routesOf = (c: PlaceCalculation): readonly string[] | undefined =>
  c.place === 'groundTransportation' || c.place === 'groundTransportationTram'
    ? (c.input.transportRouteIds ?? []).filter((id) => typeof id === 'string')
    : undefined

/**
 * The campaign aggregate on the wire (cabinet §3; issue #49 item 1: the one way from the aggregate out): the
 * shared field Schemas' shape (core/campaign/campaign.wire.ts, which the browser checks too), then the price lines,
 * the calculation, the schedules and the creatives. Money in roubles, states as `{_id, name}`.
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
    parentProlongation: c.parentProlongation,
    prolongationCampaign: c.prolongationCampaign,
    gotTypographyOrder: c.typographyOrder !== null,
    isCompleted: c.wizardCompleted,
    moderationReason: c.moderationReason,
    createdAt: c.createdAt,
  }
  const routes = routesOf(c.calculation)
  return {
    ...fields,
    periodsPrice: c.periodsPrice,
    calculation: c.calculation.input,
    ...(routes ? { routes } : {}),
    spaces: c.spaces,
    ...wireScheduleLists(c.id, c.isAllowed, c.items),
    typographyOrder: wireTypographyOrder(c.typographyOrder),
    ...creativeFields(c.id, place, c.creatives),
  }
}
export type WireCampaign = ReturnType<typeof campaignWire>
