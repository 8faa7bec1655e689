import type { CampaignStateId, PaymentStateId, ReservationStateId } from '../../core/campaign/campaign-state'
import {
  CAMPAIGN_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from '../../core/campaign/campaign-state.labels'
import type { PeriodsPriceEntry } from '../../core/campaign/campaign'
import { isAdvertisePlace, type AdvertisePlace } from '../../core/campaign/advertise-place'
import type { CampaignWire } from '../../core/campaign/campaign.wire'
import {
  creativeFields,
  creativesOf,
  CREATIVES_COLUMN,
  type CreativeRef,
} from '../creatives/campaign-creatives.wire'
import {
  wireScheduleLists,
  wireTypographyOrder,
  type RawScheduleItem,
  type RawTypographyOrder,
} from './campaign-orders.wire'

/** A campaign row as the adapters read it (dates as text, money as kopecks). */
export interface CampaignRow {
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
  /** The typography order and the added schedule items (adapters/campaigns/campaign-orders.wire.ts). */
  typography_order: RawTypographyOrder | string | null
  schedules: RawScheduleItem[] | string
  /** Attached and scheduled creatives (adapters/creatives/campaign-creatives.wire.ts). */
  creatives?: CreativeRef[]
}

/** The select list every read uses: dates and bigints as text, so PGlite and pg answer the same values. */
export const CAMPAIGN_COLUMNS = `c.id, c.individual_index::text as individual_index, c.owner_id, c.advertise_place, c.name,
  c.brand_name, c.state, c.reservation_state, c.payment_state, c.start_date::text as start_date,
  c.end_date::text as end_date, c.expiration_date::text as expiration_date, c.calculation, c.spaces, c.periods_price,
  c.taxes_sum::text as taxes_sum, c.total_sum_without_taxes::text as total_sum_without_taxes, c.partners,
  c.is_allowed, c.wizard_completed, c.parent_prolongation, c.prolongation_campaign, c.moderation_reason,
  c.created_at, (select count(*) from campaign_holds h where h.campaign_id = c.id)::int as holds,
  ${CREATIVES_COLUMN},
  (select jsonb_build_object('typographyId', t.typography_id, 'name', t.name, 'quantity', t.quantity,
     'unitPrice', t.unit_price, 'deliveryPrice', t.delivery_price, 'totalPrice', t.total_price,
     'orderedAt', t.ordered_at) from campaign_typography_orders t where t.campaign_id = c.id) as typography_order,
  (select coalesce(jsonb_agg(jsonb_build_object('_id', s.id, 'list', s.list) || s.item order by s.position),
     '[]'::jsonb) from campaign_schedules s where s.campaign_id = c.id) as schedules`

type RawRow = Omit<
  CampaignRow,
  | 'advertise_place'
  | 'individual_index'
  | 'taxes_sum'
  | 'total_sum_without_taxes'
  | 'calculation'
  | 'periods_price'
  | 'created_at'
> & {
  advertise_place: string
  individual_index: string
  taxes_sum: string
  total_sum_without_taxes: string
  calculation: Record<string, unknown> | string
  periods_price: PeriodsPriceEntry[] | string
  created_at: Date | string
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)

/** A place the database holds that the product does not know is a fault of the data, not of the caller. */
const placeOf = (place: string): AdvertisePlace => {
  if (isAdvertisePlace(place)) return place
  throw new Error(`campaign row: unknown advertise place ${JSON.stringify(place)}`)
}

export const toRow = (r: RawRow): CampaignRow => ({
  ...r,
  advertise_place: placeOf(r.advertise_place),
  individual_index: Number(r.individual_index),
  taxes_sum: Number(r.taxes_sum),
  total_sum_without_taxes: Number(r.total_sum_without_taxes),
  calculation: json(r.calculation),
  periods_price: json(r.periods_price),
  created_at:
    r.created_at instanceof Date ? r.created_at.toISOString() : new Date(r.created_at).toISOString(),
  holds: Number(r.holds),
  creatives: creativesOf((r as { creatives?: unknown }).creatives),
})
export type { RawRow }

const roubles = (kopecks: number): number => kopecks / 100

/**
 * The campaign entity on the wire (cabinet §3): the shared field Schemas' shape (core/campaign/campaign.wire.ts,
 * which the browser checks too), then the price lines, the calculation, the schedules and the creatives.
 */
export const toWire = (r: CampaignRow) => {
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
    isCanceled: r.state === 'canceled' || r.state === 'techCanceled',
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
  return {
    ...fields,
    periodsPrice: r.periods_price,
    calculation: r.calculation,
    spaces: r.spaces,
    ...wireScheduleLists(r.id, r.is_allowed, r.schedules),
    typographyOrder: wireTypographyOrder(r.typography_order),
    ...creativeFields(r.id, r.advertise_place, r.creatives),
  }
}
export type WireCampaign = ReturnType<typeof toWire>
