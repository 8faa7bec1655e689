import type { MailOutbox, OutgoingMail } from '../../core/ports/mail-outbox.port'
import { inject, injectable } from '../container/di'
import { Logger } from '../../core/ports/logger.port'
import { SqlDatabase } from '../database/sql-database'

/** Writes a mail to the outbox table, unsent. */
export const storeMail = async (db: SqlDatabase, mail: OutgoingMail): Promise<void> => {
  await db.query('insert into mail_outbox (to_address, subject, body, link) values ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    mail.text,
    mail.link ?? null,
  ])
}

/** Keeps every mail in the outbox table and prints its link to the server log (no mail server needed). */
@injectable()
export class StoredOutbox implements MailOutbox {
  constructor(
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await storeMail(this.db, mail)
    this.logger.info(`mail to ${mail.to}: ${mail.subject}`, mail.link ? { link: mail.link } : {})
  }
}
