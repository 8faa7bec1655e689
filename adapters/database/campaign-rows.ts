import { isAdvertisePlace, type AdvertisePlace } from '../../core/campaign/advertise-place'
import type { PeriodsPriceEntry } from '../../core/campaign/campaign'
import type { CreativeRef } from '../../core/campaign/campaign-creatives'
import type { StoredScheduleItem, StoredTypographyOrder } from '../../core/campaign/campaign-orders'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from '../../core/campaign/campaign-state'
import { CampaignAggregate, type LegalEntityRef } from '../../core/campaign/campaign.aggregate'
import { placeCalculation } from '../../core/campaign/campaign.aggregate.calculation'

/**
 * The campaign's creatives, for the campaign select list (alias c): library images and videos attached to its
 * schedule items, and videos of its rotation plan, each once, in the order they came.
 */
const CREATIVES_COLUMN = `(select coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind,
    'status', m.status, 'name', m.name, 'moderationReason', m.moderation_reason) order by x.at, m.id), '[]'::json)
  from (select media_id, min(at) as at from (
          select media_id, attached_at as at from media_attachments where campaign_id = c.id
          union all
          select v.media_id, s.created_at from video_schedule_videos v join video_schedules s on s.id = v.entry_id
           where s.campaign_id = c.id) u group by media_id) x
  join media m on m.id = x.media_id where m.kind in ('image', 'video')) as creatives`

/**
 * The requisites the campaign's advertiser is invoiced with (R-LINK-03), for the select list (alias c): the oldest
 * legal entity of the client advertiser the campaign is for (an agency's partner), or of the owner itself when it
 * names no partner.
 */
const LEGAL_ENTITY_COLUMN = `(select jsonb_build_object('id', le.id, 'ogrn', le.fields ->> 'ogrn')
  from legal_entities le where le.owner_id = c.owner_id
   and (case when cardinality(c.partners) = 0 then le.partner_id is null else le.partner_id::text = any(c.partners) end)
  order by le.created_at, le.id limit 1) as legal_entity`

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
  (select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'list', s.list) || s.item order by s.position),
     '[]'::jsonb) from campaign_schedules s where s.campaign_id = c.id) as schedules,
  (select coalesce(jsonb_agg(i.id::text order by i.created_at, i.number), '[]'::jsonb)
     from invoices i where i.campaign_id = c.id) as invoice_ids,
  ${LEGAL_ENTITY_COLUMN}`

/**
 * A campaign's row as the driver answers it for CAMPAIGN_COLUMNS: the database's own words (snake_case columns),
 * bigints as text, JSON as text on some drivers, instants as Date or text. The row shape lives here only; the core
 * knows the campaign as its aggregate (core/campaign/campaign.aggregate.ts).
 */
export interface RawRow {
  id: string
  individual_index: string
  owner_id: string
  advertise_place: string
  name: string
  brand_name: string | null
  state: CampaignStateId
  reservation_state: ReservationStateId
  payment_state: PaymentStateId
  start_date: string
  end_date: string
  expiration_date: string | null
  calculation: Record<string, unknown> | string
  spaces: string[]
  periods_price: PeriodsPriceEntry[] | string
  taxes_sum: string
  total_sum_without_taxes: string
  partners: string[]
  is_allowed: boolean
  wizard_completed: boolean
  parent_prolongation: string | null
  prolongation_campaign: string | null
  moderation_reason: string | null
  created_at: Date | string
  holds: number | string
  typography_order: StoredTypographyOrder | string | null
  schedules: StoredScheduleItem[] | string
  creatives?: CreativeRef[] | string | null
  invoice_ids: string[] | string
  legal_entity: LegalEntityRef | string | null
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)

/** A place the database holds that the product does not know is a fault of the data, not of the caller. */
const placeOf = (place: string): AdvertisePlace => {
  if (isAdvertisePlace(place)) return place
  throw new Error(`campaign row: unknown advertise place ${JSON.stringify(place)}`)
}

/**
 * The campaign aggregate of a row read with CAMPAIGN_COLUMNS: the one way from a row into the core's words
 * (issue #49 item 1), camelCase, its calculation typed by its place.
 */
export const campaignOfRow = (r: RawRow): CampaignAggregate =>
  CampaignAggregate.of({
    id: r.id,
    individualIndex: Number(r.individual_index),
    ownerId: r.owner_id,
    calculation: placeCalculation(placeOf(r.advertise_place), json(r.calculation)),
    name: r.name,
    brandName: r.brand_name,
    state: r.state,
    reservationState: r.reservation_state,
    paymentState: r.payment_state,
    startDate: r.start_date,
    endDate: r.end_date,
    expirationDate: r.expiration_date,
    spaces: r.spaces,
    periodsPrice: json(r.periods_price),
    taxesSum: Number(r.taxes_sum),
    totalSumWithoutTaxes: Number(r.total_sum_without_taxes),
    partners: r.partners,
    isAllowed: r.is_allowed,
    wizardCompleted: r.wizard_completed,
    parentProlongation: r.parent_prolongation,
    prolongationCampaign: r.prolongation_campaign,
    moderationReason: r.moderation_reason,
    createdAt:
      r.created_at instanceof Date ? r.created_at.toISOString() : new Date(r.created_at).toISOString(),
    holds: Number(r.holds),
    typographyOrder: r.typography_order === null ? null : json(r.typography_order),
    items: json(r.schedules),
    creatives: r.creatives === undefined || r.creatives === null ? [] : json(r.creatives),
    invoiceIds: json(r.invoice_ids),
    legalEntity: r.legal_entity === null ? null : json(r.legal_entity),
  })

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
