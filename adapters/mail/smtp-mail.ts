import nodemailer, { type Transporter } from 'nodemailer'
import { Logger } from '../../core/ports/logger.port'
import type { MailOutbox, OutgoingMail } from '../../core/ports/mail-outbox.port'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from '../database/sql-database'
import { storeMail } from './outbox-mail'

export interface SmtpSettings {
  readonly url: string
  readonly from: string
}
export const SmtpSettings = Symbol.for('tablo.SmtpSettings')

interface OutboxRow {
  id: string
  to_address: string
  subject: string
  body: string
}

/**
 * Sends through SMTP (SMTP_URL). Every mail is written to the outbox first and marked sent once the server
 * took it; a mail server that is down loses nothing: the mail waits and goes with the next send.
 */
@injectable()
export class SmtpOutbox implements MailOutbox {
  private readonly transport: Transporter
  /** Queues the sending when the job queue runs; without it the mail is sent within the request. */
  private later: (() => Promise<void>) | undefined

  constructor(
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(SmtpSettings) private readonly settings: SmtpSettings,
    @inject(Logger) private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport(settings.url)
  }

  async send(mail: OutgoingMail): Promise<void> {
    await storeMail(this.db, mail)
    if (this.later) await this.later()
    else await this.flush()
  }

  /** Hands the sending to the job queue (undefined: back to sending within the request). */
  sendLater(queue: (() => Promise<void>) | undefined): void {
    this.later = queue
  }

  /** Sends every unsent mail, oldest first; stops at the first failure and leaves the rest waiting. */
  async flush(): Promise<{ sent: number; failed: boolean }> {
    const waiting = await this.db.query<OutboxRow>(
      'select id, to_address, subject, body from mail_outbox where sent_at is null order by id limit 100',
    )
    let sent = 0
    for (const row of waiting) {
      try {
        await this.transport.sendMail({
          from: this.settings.from,
          to: row.to_address,
          subject: row.subject,
          text: row.body,
        })
      } catch (cause) {
        this.logger.warn('mail not sent, kept in the outbox', { to: row.to_address, error: String(cause) })
        return { sent, failed: true }
      }
      await this.db.query('update mail_outbox set sent_at = now() where id = $1', [row.id])
      sent++
    }
    return { sent, failed: false }
  }
}
