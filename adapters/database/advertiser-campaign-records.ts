import type {
  AdvertiserCampaignRecords,
  CampaignContent,
  NewCampaign,
} from '../../core/campaign/advertiser-campaigns.port'
import type { CampaignSort } from '../../core/campaign/campaign.contract'
import type { ResubmissionFacts } from '../../core/campaign/campaign-resubmission'
import { REJECTED_STATES } from '../../core/campaign/campaign-state.sets'
import type { CampaignAggregate } from '../../core/campaign/campaign.aggregate'
import { SqlCampaignRecords } from './campaign-records'
import { CAMPAIGN_COLUMNS, campaignOfRow, type RawRow } from './campaign-rows'

const ORDER: Readonly<Record<CampaignSort, string>> = {
  startDate: 'c.start_date, c.id',
  '-startDate': 'c.start_date desc, c.id desc',
}

/**
 * A campaign's content as statement values, in the column order name, brand_name, reservation_state, start_date,
 * end_date, expiration_date, calculation, spaces, periods_price, taxes_sum, total_sum_without_taxes, partners.
 */
const contentValues = (c: CampaignContent): unknown[] => [
  c.name,
  c.brandName,
  c.reservationState,
  c.price.startDate,
  c.price.endDate,
  c.expirationDate,
  JSON.stringify(c.calculation),
  c.spaces,
  JSON.stringify(c.price.periodsPrice),
  c.price.taxesSum,
  c.price.totalSumWithoutTaxes,
  c.partners,
]

/** The advertiser's campaigns over PGlite or PostgreSQL. */
export class SqlAdvertiserCampaignRecords extends SqlCampaignRecords implements AdvertiserCampaignRecords {
  async list(
    ownerId: string,
    page: { readonly sort: CampaignSort; readonly limit: number; readonly offset: number },
  ): Promise<{ items: CampaignAggregate[]; count: number }> {
    const rows = await this.db.query<RawRow>(
      `select ${CAMPAIGN_COLUMNS} from campaigns c where c.owner_id = $1 order by ${ORDER[page.sort]}
        limit $2 offset $3`,
      [ownerId, page.limit, page.offset],
    )
    const [count] = await this.db.query<{ n: string }>(
      'select count(*)::text as n from campaigns where owner_id = $1',
      [ownerId],
    )
    return { items: rows.map(campaignOfRow), count: Number(count?.n ?? 0) }
  }

  async partnersOf(ownerId: string, ids: readonly string[]): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      'select id from partners where owner_id = $1 and id = any($2::uuid[])',
      [ownerId, ids],
    )
    return rows.map((r) => r.id)
  }

  async knownStickerSpaces(numbers: readonly string[]): Promise<string[]> {
    const rows = await this.db.query<{ n: string }>(
      `select inventory_number as n from inventory_items
        where kind = 'metroSticker' and inventory_number = any($1::text[])`,
      [numbers],
    )
    return rows.map((r) => r.n)
  }

  async knownMetroLines(ids: readonly string[]): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      'select id from metro_lines where id = any($1::text[])',
      [ids],
    )
    return rows.map((r) => r.id)
  }

  async insert(c: NewCampaign, at: Date): Promise<boolean> {
    // The partial unique key on parent_prolongation refuses a second continuation (waiting for a concurrent one).
    const rows = await this.db.query(
      `insert into campaigns (id, owner_id, advertise_place, name, brand_name, state, reservation_state, payment_state,
         start_date, end_date, expiration_date, calculation, spaces, periods_price, taxes_sum, total_sum_without_taxes,
         partners, parent_prolongation, created_at, updated_at)
       values ($1, $2, $3, $5, $6, 'draft', $7, 'notPaid', $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $4, $4)
       on conflict do nothing returning id`,
      [c.id, c.ownerId, c.place, at, ...contentValues(c), c.parentProlongation],
    )
    return rows.length === 1
  }

  async linkProlongation(parentId: string, childId: string, at: Date): Promise<boolean> {
    const rows = await this.db.query(
      `update campaigns set prolongation_campaign = $2, updated_at = $3
        where id = $1 and prolongation_campaign is null returning id`,
      [parentId, childId, at],
    )
    return rows.length === 1
  }

  async replace(id: string, c: CampaignContent, at: Date): Promise<void> {
    await this.db.query(
      `update campaigns set name = $3, brand_name = $4, reservation_state = $5, start_date = $6, end_date = $7,
         expiration_date = $8, calculation = $9, spaces = $10, periods_price = $11, taxes_sum = $12,
         total_sum_without_taxes = $13, partners = $14, updated_at = $2 where id = $1`,
      [id, at, ...contentValues(c)],
    )
  }

  async setWizardCompleted(id: string, at: Date): Promise<void> {
    await this.db.query('update campaigns set wizard_completed = true, updated_at = $2 where id = $1', [
      id,
      at,
    ])
  }

  async addPartner(id: string, partnerId: string, at: Date): Promise<void> {
    await this.db.query(
      `update campaigns set partners = array_append(partners, $2), updated_at = $3
        where id = $1 and not ($2 = any(partners))`,
      [id, partnerId, at],
    )
  }

  async removePartner(id: string, partnerId: string, at: Date): Promise<void> {
    await this.db.query(
      'update campaigns set partners = array_remove(partners, $2), updated_at = $3 where id = $1',
      [id, partnerId, at],
    )
  }

  async setAllowed(id: string, allowed: boolean, at: Date): Promise<void> {
    await this.db.query('update campaigns set is_allowed = $2, updated_at = $3 where id = $1', [
      id,
      allowed,
      at,
    ])
  }

  async resubmissionFacts(id: string): Promise<ResubmissionFacts> {
    // The advertiser's changes of what moderation reviews: a creative attached (an upload attaches it), the rotation
    // plan, a creative of the campaign replaced in the library (it is back in noStatus, or sent to moderation
    // again), the campaign edited. A moderator's decision on a creative moves it to approved or rejected: not one.
    const [row] = await this.db.query<{
      rejected_at: Date | string | null
      changed_at: Date | string | null
    }>(
      `with own as (
         select media_id from media_attachments where campaign_id = $1
         union select v.media_id from video_schedule_videos v join video_schedules s on s.id = v.entry_id
          where s.campaign_id = $1)
       select
         (select max(at) from campaign_events
           where campaign_id = $1 and to_state = any($2::text[])) as rejected_at,
         greatest(
           (select max(attached_at) from media_attachments where campaign_id = $1),
           (select max(updated_at) from video_schedules where campaign_id = $1),
           (select max(m.updated_at) from media m join own on own.media_id = m.id
             where m.status in ('noStatus', 'moderation')),
           (select max(at) from campaign_events where campaign_id = $1 and event = 'edit')) as changed_at`,
      [id, REJECTED_STATES],
    )
    const instant = (v: Date | string | null | undefined): string | null =>
      v === null || v === undefined ? null : new Date(v).toISOString()
    return { rejectedAt: instant(row?.rejected_at), changedAt: instant(row?.changed_at) }
  }

  async clearModerationReason(id: string, at: Date): Promise<void> {
    await this.db.query('update campaigns set moderation_reason = null, updated_at = $2 where id = $1', [
      id,
      at,
    ])
  }

  async remove(id: string): Promise<void> {
    await this.db.query('update campaigns set parent_prolongation = null where parent_prolongation = $1', [
      id,
    ])
    await this.db.query('delete from campaigns where id = $1', [id])
  }
}
