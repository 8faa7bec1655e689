import type { Transporter } from 'nodemailer'
import { Logger } from '../../core/ports/logger.port'
import type { MailOutbox, OutgoingMail } from '../../core/ports/mail-outbox.port'
import { inject, injectable } from '../container/di'
import { MailOutboxRecords } from '../database/mail-outbox-records'

export interface SmtpSettings {
  readonly url: string
  readonly from: string
}
export const SmtpSettings = Symbol.for('tablo.SmtpSettings')

/**
 * Sends through SMTP (SMTP_URL). Every mail is written to the outbox first and marked sent once the server
 * took it; a mail server that is down loses nothing: the mail waits and goes with the next send.
 */
@injectable()
export class SmtpOutbox implements MailOutbox {
  /** nodemailer (~6 MB resident) is loaded with the first mail sent, not with the server (issue 51 item 3). */
  private transport: Promise<Transporter> | undefined
  /** Queues the sending when the job queue runs; without it the mail is sent within the request. */
  private later: (() => Promise<void>) | undefined

  constructor(
    @inject(MailOutboxRecords) private readonly outbox: MailOutboxRecords,
    @inject(SmtpSettings) private readonly settings: SmtpSettings,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.settings.url))
    return this.transport
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.outbox.store(mail)
    if (this.later) await this.later()
    else await this.flush()
  }

  /** Hands the sending to the job queue (undefined: back to sending within the request). */
  sendLater(queue: (() => Promise<void>) | undefined): void {
    this.later = queue
  }

  /** Sends every unsent mail, oldest first; stops at the first failure and leaves the rest waiting. */
  async flush(): Promise<{ sent: number; failed: boolean }> {
    const waiting = await this.outbox.waiting(100)
    let sent = 0
    for (const row of waiting) {
      try {
        const transport = await this.transporter()
        await transport.sendMail({
          from: this.settings.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
        })
      } catch (cause) {
        this.logger.warn('mail not sent, kept in the outbox', { to: row.to, error: String(cause) })
        return { sent, failed: true }
      }
      await this.outbox.markSent(row.id)
      sent++
    }
    return { sent, failed: false }
  }
}
