import { MailOutbox } from '../../core/ports/mail-outbox.port'
import { ContainerModule } from '../container/di'
import { StoredOutbox } from './outbox-mail'
import { SmtpOutbox, SmtpSettings } from './smtp-mail'

/** The stored outbox by default; SMTP when a URL is configured. */
export const mailModule = (smtp: SmtpSettings | undefined) =>
  new ContainerModule(({ bind }) => {
    if (smtp) {
      bind<SmtpSettings>(SmtpSettings).toConstantValue(smtp)
      bind<MailOutbox>(MailOutbox).to(SmtpOutbox).inSingletonScope()
    } else {
      bind<MailOutbox>(MailOutbox).to(StoredOutbox).inSingletonScope()
    }
  })
