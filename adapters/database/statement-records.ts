import type { StatementInvoice, StatementRecords } from '../../core/payments/statement-import'
import type { Kopecks } from '../../core/shared/money'
import type { SqlDatabase } from './sql-database'

/** What a bank statement's import reads (core/payments/statement-import.ts) over PGlite or PostgreSQL. */
export class SqlStatementRecords implements StatementRecords {
  constructor(private readonly db: SqlDatabase) {}

  async invoices(numbers: readonly string[]): Promise<StatementInvoice[]> {
    const wanted = numbers.filter((n) => /^\d{1,18}$/.test(n))
    if (wanted.length === 0) return []
    const rows = await this.db.query<{
      number: string
      campaign_id: string
      campaign_name: string
      total: string
      payment_state: string
      replaced_by: string | null
    }>(
      `select i.number::text as number, i.campaign_id, c.name as campaign_name,
         (i.total_sum_without_taxes + i.taxes_sum)::text as total, c.payment_state,
         (select max(later.number)::text from invoices later
           where later.campaign_id = i.campaign_id and later.number > i.number) as replaced_by
       from invoices i join campaigns c on c.id = i.campaign_id
       where i.number = any($1::bigint[])`,
      [wanted],
    )
    return rows.map((r) => ({
      number: r.number,
      campaignId: r.campaign_id,
      campaignName: r.campaign_name,
      total: Number(r.total) as Kopecks,
      paid: r.payment_state === 'paid',
      ...(r.replaced_by === null ? {} : { supersededBy: r.replaced_by }),
    }))
  }

  async taken(identities: readonly string[]): Promise<ReadonlySet<string>> {
    if (identities.length === 0) return new Set()
    const rows = await this.db.query<{ identity: string }>(
      'select identity from bank_payments where identity = any($1::text[])',
      [identities],
    )
    return new Set(rows.map((r) => r.identity))
  }
}
