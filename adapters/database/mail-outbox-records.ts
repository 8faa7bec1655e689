import type { OutgoingMail } from '../../core/ports/mail-outbox.port'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

/** A mail of the outbox not yet taken by a mail server. */
export interface WaitingMail {
  readonly id: string
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** The outbox table over PGlite or PostgreSQL: every mail is kept before it is sent, and marked once it went. */
@injectable()
export class MailOutboxRecords {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async store(mail: OutgoingMail): Promise<void> {
    await this.db.query('insert into mail_outbox (to_address, subject, body, link) values ($1, $2, $3, $4)', [
      mail.to,
      mail.subject,
      mail.text,
      mail.link ?? null,
    ])
  }

  /** The unsent mails, oldest first, at most `limit`. */
  async waiting(limit: number): Promise<WaitingMail[]> {
    const rows = await this.db.query<{ id: string; to_address: string; subject: string; body: string }>(
      'select id::text as id, to_address, subject, body from mail_outbox where sent_at is null order by id limit $1',
      [limit],
    )
    return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.body }))
  }

  async markSent(id: string): Promise<void> {
    await this.db.query('update mail_outbox set sent_at = now() where id = $1', [id])
  }
}
