import { isAdvertisePlace, type AdvertisePlace } from '../../core/campaign/advertise-place'
import type { PeriodsPriceEntry } from '../../core/campaign/campaign'
import type { CreativeRef } from '../../core/campaign/campaign-creatives.wire'
import type { StoredScheduleItem, StoredTypographyOrder } from '../../core/campaign/campaign-orders.wire'
import type { CampaignAggregate } from '../../core/campaign/campaign.aggregate'
import { campaignOfStored, type StoredCampaign } from '../../core/campaign/stored-campaign'

/**
 * The campaign's creatives, for the campaign select list (alias c): library images and videos attached to its
 * schedule items, and videos of its rotation plan, each once, in the order they came.
 */
const CREATIVES_COLUMN = `(select coalesce(json_agg(json_build_object('_id', m.id, 'kind', m.kind,
    'status', m.status, 'name', m.name, 'moderationReason', m.moderation_reason) order by x.at, m.id), '[]'::json)
  from (select media_id, min(at) as at from (
          select media_id, attached_at as at from media_attachments where campaign_id = c.id
          union all
          select v.media_id, s.created_at from video_schedule_videos v join video_schedules s on s.id = v.entry_id
           where s.campaign_id = c.id) u group by media_id) x
  join media m on m.id = x.media_id where m.kind in ('image', 'video')) as creatives`

/** The select list every read of a campaign uses: dates and bigints as text, so PGlite and pg answer alike. */
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

/** A row as the driver answers it: bigints as text, JSON as text on some drivers, instants as Date or text. */
export type RawRow = Omit<
  StoredCampaign,
  | 'advertise_place'
  | 'individual_index'
  | 'taxes_sum'
  | 'total_sum_without_taxes'
  | 'calculation'
  | 'periods_price'
  | 'created_at'
  | 'typography_order'
  | 'schedules'
  | 'creatives'
> & {
  advertise_place: string
  individual_index: string
  taxes_sum: string
  total_sum_without_taxes: string
  calculation: Record<string, unknown> | string
  periods_price: PeriodsPriceEntry[] | string
  created_at: Date | string
  typography_order: StoredTypographyOrder | string | null
  schedules: StoredScheduleItem[] | string
  creatives?: CreativeRef[] | string | null
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)

/** A place the database holds that the product does not know is a fault of the data, not of the caller. */
const placeOf = (place: string): AdvertisePlace => {
  if (isAdvertisePlace(place)) return place
  throw new Error(`campaign row: unknown advertise place ${JSON.stringify(place)}`)
}

/** The stored campaign of a row read with CAMPAIGN_COLUMNS. */
export const toStored = (r: RawRow): StoredCampaign => ({
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
  typography_order: r.typography_order === null ? null : json(r.typography_order),
  schedules: json(r.schedules),
  creatives: r.creatives === undefined || r.creatives === null ? [] : json(r.creatives),
})

/**
 * The campaign aggregate of a row read with CAMPAIGN_COLUMNS: the one way from a row into the core's words
 * (issue #49 item 1), camelCase, its calculation typed by its place.
 */
export const campaignOfRow = (r: RawRow): CampaignAggregate => campaignOfStored(toStored(r))

/**
 * The columns a campaign's commands change, as statement values in the order state, moderation_reason,
 * is_allowed: the one way from the aggregate back into its row (the content an edit writes goes through
 * `replace`, the holds through `hold`).
 */
export const changedColumnsOf = (c: CampaignAggregate): [string, string | null, boolean] => [
  c.facts.state,
  c.facts.moderationReason,
  c.facts.isAllowed,
]
