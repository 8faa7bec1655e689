import { placeName } from '../campaign/calculator.catalogue'
import type { CaptchaVerifier } from '../ports/captcha.port'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import type { LeadRepository } from '../ports/lead-repository.port'
import type { MailOutbox } from '../ports/mail-outbox.port'
import { alreadyInUse, invalidInput, type CommonError } from '../shared/common-errors'
import { err, ok, type Result } from '../shared/result'
import { normaliseEmail } from '../session/account'
import type { FeedbackFile } from '../ports/lead-repository.port'
import type { DomainError } from '../shared/domain-error'
import type { FastOrderRequest, FeedbackRequest, PublicFeedbackRequest } from './lead.contract'

export interface LeadServiceDeps {
  readonly leads: LeadRepository
  readonly captcha: CaptchaVerifier
  readonly ids: Ids
  readonly clock: Clock
  readonly outbox: MailOutbox
  /** Where new leads are announced (the sales mailbox of the footer). */
  readonly salesMailbox: string
}

/**
 * The fast order and the public application (R-VAL-09): a solved captcha is required; the same phone may
 * leave one lead per place a day (a second is 'already in use', R-VAL-11); sales get a mail.
 */
export class LeadService {
  constructor(private readonly d: LeadServiceDeps) {}

  async fastOrder(
    accountId: string | undefined,
    input: FastOrderRequest,
  ): Promise<Result<{ done: true }, CommonError>> {
    if (!(await this.d.captcha.verify(input.gRecaptchaResponse))) {
      return err(invalidInput({ gRecaptchaResponse: 'wrong format' }))
    }
    const lead = {
      id: this.d.ids.newId(),
      accountId,
      fullName: input.fullName.trim(),
      phone: input.phone.replace(/[^\d+]/g, ''),
      email: normaliseEmail(input.email),
      advertisePlaceId: input.advertisePlaceId,
      moscowDay: this.d.clock.today(),
    }
    if (!(await this.d.leads.insertLead(lead))) return err(alreadyInUse({ phone: 'already in use' }))
    await this.d.outbox.send({
      to: this.d.salesMailbox,
      subject: `Табло: новая заявка (${lead.advertisePlaceId})`,
      text: `${lead.fullName}\n${lead.phone}\n${lead.email}\nРекламоноситель: ${placeName(lead.advertisePlaceId)} (${lead.advertisePlaceId})\n`,
    })
    return ok({ done: true })
  }

  async feedback(
    accountId: string | undefined,
    input: FeedbackRequest,
  ): Promise<Result<{ done: true }, CommonError>> {
    await this.d.leads.insertFeedback({
      id: this.d.ids.newId(),
      accountId,
      email: input.email === undefined ? undefined : normaliseEmail(input.email),
      message: input.message.trim(),
    })
    return ok({ done: true })
  }

  /**
   * The landing's question form (R-API-25): the captcha is checked before the file is taken, so an unsolved
   * form stores nothing; a refused file (its own refusal) or a refused captcha leaves no row behind. Sales get
   * a mail naming the file, not carrying it.
   */
  async publicFeedback<E extends DomainError>(
    input: PublicFeedbackRequest,
    receiveFile: (() => Promise<Result<FeedbackFile, E>>) | undefined,
  ): Promise<Result<{ done: true; fileName: string | null }, CommonError | E>> {
    if (!(await this.d.captcha.verify(input.gRecaptchaResponse))) {
      return err(invalidInput({ gRecaptchaResponse: 'wrong format' }))
    }
    const received = receiveFile ? await receiveFile() : undefined
    if (received && !received.ok) return received
    const file = received?.value
    const email = normaliseEmail(input.email)
    const fullName = input.fullName?.trim()
    await this.d.leads.insertFeedback({
      id: this.d.ids.newId(),
      accountId: undefined,
      email,
      ...(fullName ? { fullName } : {}),
      message: input.message.trim(),
      ...(file ? { file } : {}),
    })
    await this.d.outbox.send({
      to: this.d.salesMailbox,
      subject: 'Табло: вопрос с сайта',
      text: [
        fullName ?? 'Без имени',
        email,
        input.message.trim(),
        file ? `Файл: ${file.fileName} (${file.mimeType}, ${file.sizeBytes} байт)` : 'Без файла',
      ].join('\n'),
    })
    return ok({ done: true, fileName: file?.fileName ?? null })
  }
}
