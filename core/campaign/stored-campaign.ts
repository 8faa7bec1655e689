import type { AdvertisePlace } from './advertise-place'
import type { PeriodsPriceEntry } from './campaign'
import { creativeFields, type CreativeRef } from './campaign-creatives.wire'
import {
  wireScheduleLists,
  wireTypographyOrder,
  type StoredScheduleItem,
  type StoredTypographyOrder,
} from './campaign-orders.wire'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from './campaign-state'
import {
  CAMPAIGN_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from './campaign-state.labels'
import { isCanceled } from './campaign-state.sets'
import type { CampaignWire } from './campaign.wire'
import { CampaignAggregate } from './campaign.aggregate'
import { placeCalculation } from './campaign.aggregate.calculation'

/**
 * A campaign as the repository keeps it (core/campaign/campaign-records.port.ts): dates as `YYYY-MM-DD` text,
 * money in kopecks, its holds counted, its orders and creatives read with it. The fields are named as the
 * database columns they come from, so a reader of the SQL and of the use cases sees one vocabulary.
 */
export interface StoredCampaign {
  id: string
  individual_index: number
  owner_id: string
  advertise_place: AdvertisePlace
  name: string
  brand_name: string | null
  state: CampaignStateId
  reservation_state: ReservationStateId
  payment_state: PaymentStateId
  start_date: string
  end_date: string
  expiration_date: string | null
  calculation: Record<string, unknown>
  spaces: string[]
  periods_price: PeriodsPriceEntry[]
  taxes_sum: number
  total_sum_without_taxes: number
  partners: string[]
  is_allowed: boolean
  wizard_completed: boolean
  parent_prolongation: string | null
  prolongation_campaign: string | null
  moderation_reason: string | null
  created_at: string
  holds: number
  /** The typography order and the added schedule items (campaign-orders.wire.ts). */
  typography_order: StoredTypographyOrder | null
  schedules: StoredScheduleItem[]
  /** Attached and scheduled creatives (campaign-creatives.wire.ts). */
  creatives: CreativeRef[]
}

const roubles = (kopecks: number): number => kopecks / 100

/**
 * The routes a ground-transport campaign runs on (R-API-11: `routes` among the campaign's fields): the route ids
 * its calculation chose, none when it runs on every route. Other places have no routes and carry no field.
 */
const routesOf = (place: AdvertisePlace, calculation: Record<string, unknown>): string[] | undefined => {
  if (place !== 'groundTransportation' && place !== 'groundTransportationTram') return undefined
  const ids = calculation.transportRouteIds
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

/**
 * The campaign entity on the wire (cabinet §3): the shared field Schemas' shape (core/campaign/campaign.wire.ts,
 * which the browser checks too), then the price lines, the calculation, the schedules and the creatives.
 */
export const toWire = (r: StoredCampaign) => {
  const fields: CampaignWire = {
    _id: r.id,
    individualIndex: r.individual_index,
    name: r.name,
    ...(r.brand_name === null ? {} : { brandName: r.brand_name }),
    advertisePlace: r.advertise_place,
    state: { _id: r.state, name: CAMPAIGN_STATE_LABELS[r.state] },
    reservationStatus: { _id: r.reservation_state, name: RESERVATION_STATE_LABELS[r.reservation_state] },
    paymentState: { _id: r.payment_state, name: PAYMENT_STATE_LABELS[r.payment_state] },
    startDate: r.start_date,
    endDate: r.end_date,
    expirationDate: r.expiration_date,
    isCanceled: isCanceled(r.state),
    taxesSum: roubles(r.taxes_sum),
    totalSumWithoutTaxes: roubles(r.total_sum_without_taxes),
    partners: r.partners,
    isPaid: r.payment_state === 'paid',
    parentProlongation: r.parent_prolongation,
    prolongationCampaign: r.prolongation_campaign,
    gotTypographyOrder: r.typography_order !== null,
    isCompleted: r.wizard_completed,
    moderationReason: r.moderation_reason,
    createdAt: r.created_at,
  }
  const routes = routesOf(r.advertise_place, r.calculation)
  return {
    ...fields,
    periodsPrice: r.periods_price,
    calculation: r.calculation,
    ...(routes ? { routes } : {}),
    spaces: r.spaces,
    ...wireScheduleLists(r.id, r.is_allowed, r.schedules),
    typographyOrder: wireTypographyOrder(r.typography_order),
    ...creativeFields(r.id, r.advertise_place, r.creatives),
  }
}
export type WireCampaign = ReturnType<typeof toWire>

/**
 * The aggregate of a stored campaign, while use cases still reading StoredCampaign move onto the aggregate one at
 * a time (issue #49 item 1): the database adapter's row mapper (adapters/database/campaign-rows.ts) and the
 * in-memory records read through it, so both answer the same aggregate.
 */
export const campaignOfStored = (s: StoredCampaign): CampaignAggregate =>
  CampaignAggregate.of({
    id: s.id,
    individualIndex: s.individual_index,
    ownerId: s.owner_id,
    calculation: placeCalculation(s.advertise_place, s.calculation),
    name: s.name,
    brandName: s.brand_name,
    state: s.state,
    reservationState: s.reservation_state,
    paymentState: s.payment_state,
    startDate: s.start_date,
    endDate: s.end_date,
    expirationDate: s.expiration_date,
    spaces: s.spaces,
    periodsPrice: s.periods_price,
    taxesSum: s.taxes_sum,
    totalSumWithoutTaxes: s.total_sum_without_taxes,
    partners: s.partners,
    isAllowed: s.is_allowed,
    wizardCompleted: s.wizard_completed,
    parentProlongation: s.parent_prolongation,
    prolongationCampaign: s.prolongation_campaign,
    moderationReason: s.moderation_reason,
    createdAt: s.created_at,
    holds: s.holds,
    typographyOrder: s.typography_order,
    items: s.schedules,
    creatives: s.creatives,
  })
