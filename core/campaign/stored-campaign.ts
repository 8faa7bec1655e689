import type { AdvertisePlace } from './advertise-place'
import type { PeriodsPriceEntry } from './campaign'
import type { CreativeRef } from './campaign-creatives.wire'
import type { StoredScheduleItem, StoredTypographyOrder } from './campaign-orders.wire'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from './campaign-state'
import { CampaignAggregate } from './campaign.aggregate'
import { placeCalculation } from './campaign.aggregate.calculation'
import { campaignWire, type WireCampaign } from './campaign.aggregate.wire'

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

/** A stored campaign on the wire: as its aggregate says it (campaign.aggregate.wire.ts), the one mapping out. */
export const toWire = (r: StoredCampaign): WireCampaign => campaignWire(campaignOfStored(r))
export type { WireCampaign }

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
