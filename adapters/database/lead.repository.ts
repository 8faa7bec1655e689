import type { Feedback, Lead, LeadRepository } from '../../core/ports/lead-repository.port'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

@injectable()
export class SqlLeadRepository implements LeadRepository {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async insertLead(l: Lead): Promise<boolean> {
    const rows = await this.db.query(
      `insert into leads (id, account_id, full_name, phone, email, advertise_place_id, moscow_day)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning id`,
      [l.id, l.accountId ?? null, l.fullName, l.phone, l.email, l.advertisePlaceId, l.moscowDay],
    )
    return rows.length === 1
  }

  async insertFeedback(f: Feedback): Promise<void> {
    await this.db.query(
      `insert into feedback (id, account_id, email, message, full_name, file_key, file_name, file_type, file_size)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        f.id,
        f.accountId ?? null,
        f.email ?? null,
        f.message,
        f.fullName ?? null,
        f.file?.storageKey ?? null,
        f.file?.fileName ?? null,
        f.file?.mimeType ?? null,
        f.file?.sizeBytes ?? null,
      ],
    )
  }
}
