import type { PurchaseEvent, PurchaseInvoice, PurchaseRecords } from '../../core/campaign/campaign-purchase'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import type { Kopecks } from '../../core/shared/money'
import { isUuid } from '../../core/shared/uuid'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

/** A campaign's invoices and its recorded events, over PGlite or PostgreSQL. */
@injectable()
export class SqlPurchaseRecords implements PurchaseRecords {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async invoices(campaignId: string): Promise<readonly PurchaseInvoice[]> {
    if (!isUuid(campaignId)) return []
    const rows = await this.db.query<{
      id: string
      number: string
      issued_on: string
      pay_until: string
      net: string
      taxes: string
    }>(
      `select id, number::text as number, issued_on::text as issued_on, pay_until::text as pay_until,
         total_sum_without_taxes::text as net, taxes_sum::text as taxes
       from invoices where campaign_id = $1 order by number`,
      [campaignId],
    )
    return rows.map((r) => ({
      id: r.id,
      number: r.number,
      issuedOn: r.issued_on,
      payUntil: r.pay_until,
      net: Number(r.net) as Kopecks,
      taxes: Number(r.taxes) as Kopecks,
    }))
  }

  async history(campaignId: string): Promise<readonly PurchaseEvent[]> {
    if (!isUuid(campaignId)) return []
    const rows = await this.db.query<{
      event: string
      from_state: CampaignStateId | null
      to_state: CampaignStateId | null
      reason: string | null
      at: string | Date
    }>(
      `select event, from_state, to_state, reason, at from campaign_events
       where campaign_id = $1 order by at, id`,
      [campaignId],
    )
    return rows.map((r) => ({
      event: r.event,
      from: r.from_state,
      to: r.to_state,
      reason: r.reason,
      at: new Date(r.at).toISOString(),
    }))
  }
}
