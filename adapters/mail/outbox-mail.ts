import type { MailOutbox, OutgoingMail } from '../../core/ports/mail-outbox.port'
import { inject, injectable } from '../container/di'
import { Logger } from '../../core/ports/logger.port'
import { MailOutboxRecords } from '../database/mail-outbox-records'

/** Keeps every mail in the outbox table and prints its link to the server log (no mail server needed). */
@injectable()
export class StoredOutbox implements MailOutbox {
  constructor(
    @inject(MailOutboxRecords) private readonly outbox: MailOutboxRecords,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.outbox.store(mail)
    this.logger.info(`mail to ${mail.to}: ${mail.subject}`, mail.link ? { link: mail.link } : {})
  }
}
