import nodemailer, { type Transporter } from 'nodemailer'
import type { MailOutbox, OutgoingMail } from '../../core/ports/mail-outbox.port'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from '../database/sql-database'

export interface SmtpSettings {
  readonly url: string
  readonly from: string
}
export const SmtpSettings = Symbol.for('tablo.SmtpSettings')

/**
 * Sends through SMTP (SMTP_URL). The mail is written to the outbox first and marked sent after the server
 * accepted it, so a mail server that is down loses nothing.
 */
@injectable()
export class SmtpOutbox implements MailOutbox {
  private readonly transport: Transporter

  constructor(
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(SmtpSettings) private readonly settings: SmtpSettings,
  ) {
    this.transport = nodemailer.createTransport(settings.url)
  }

  async send(mail: OutgoingMail): Promise<void> {
    const [row] = await this.db.query<{ id: string }>(
      'insert into mail_outbox (to_address, subject, body, link) values ($1, $2, $3, $4) returning id',
      [mail.to, mail.subject, mail.text, mail.link ?? null],
    )
    await this.transport.sendMail({
      from: this.settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    })
    await this.db.query('update mail_outbox set sent_at = now() where id = $1', [row?.id])
  }
}
