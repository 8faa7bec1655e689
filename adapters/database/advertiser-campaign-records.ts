import type {
  AdvertiserCampaignRecords,
  CampaignContent,
  NewCampaign,
} from '../../core/campaign/advertiser-campaigns.port'
import type { CampaignSort } from '../../core/campaign/campaign.contract'
import type { StoredCampaign } from '../../core/campaign/stored-campaign'
import { SqlCampaignRecords } from './campaign-records'
import { CAMPAIGN_COLUMNS, toStored, type RawRow } from './campaign-rows'

const ORDER: Readonly<Record<CampaignSort, string>> = {
  startDate: 'c.start_date, c.id',
  '-startDate': 'c.start_date desc, c.id desc',
}

/** The advertiser's campaigns over PGlite or PostgreSQL. */
export class SqlAdvertiserCampaignRecords extends SqlCampaignRecords implements AdvertiserCampaignRecords {
  async list(
    ownerId: string,
    page: { readonly sort: CampaignSort; readonly limit: number; readonly offset: number },
  ): Promise<{ items: StoredCampaign[]; count: number }> {
    const rows = await this.db.query<RawRow>(
      `select ${CAMPAIGN_COLUMNS} from campaigns c where c.owner_id = $1 order by ${ORDER[page.sort]}
        limit $2 offset $3`,
      [ownerId, page.limit, page.offset],
    )
    const [count] = await this.db.query<{ n: string }>(
      'select count(*)::text as n from campaigns where owner_id = $1',
      [ownerId],
    )
    return { items: rows.map(toStored), count: Number(count?.n ?? 0) }
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

  async insert(c: NewCampaign, at: Date): Promise<boolean> {
    // The partial unique key on parent_prolongation refuses a second continuation (waiting for a concurrent one).
    const rows = await this.db.query(
      `insert into campaigns (id, owner_id, advertise_place, name, brand_name, state, reservation_state, payment_state,
         start_date, end_date, expiration_date, calculation, spaces, periods_price, taxes_sum, total_sum_without_taxes,
         partners, parent_prolongation, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'draft', $6, 'notPaid', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)
       on conflict do nothing returning id`,
      [
        c.id,
        c.ownerId,
        c.place,
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
        c.parentProlongation,
        at,
      ],
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
      `update campaigns set name = $2, brand_name = $3, reservation_state = $4, start_date = $5, end_date = $6,
         expiration_date = $7, calculation = $8, spaces = $9, periods_price = $10, taxes_sum = $11,
         total_sum_without_taxes = $12, partners = $13, updated_at = $14 where id = $1`,
      [
        id,
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
        at,
      ],
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
