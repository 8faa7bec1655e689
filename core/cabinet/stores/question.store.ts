import type { CaptchaSolver } from '../../ports/captcha.port'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import type { FieldErrors } from '../../shared/domain-error'
import type { FieldMessages } from '../../shared/field-messages'
import { API } from './api-paths'
import { refusal, withSolvedCaptcha, type ManagerRequestFailure } from './manager-request.store'

/** The landing's ask-a-question form (R-SCREEN-72, R-API-25): anyone may ask; the answer goes to the e-mail. */
export interface Question {
  readonly email: string
  readonly fullName: string
  readonly message: string
}

export const QUESTION_NOT_SENT = 'Вопрос не отправлен: нет связи с сервером. Попробуйте ещё раз.'
export const QUESTION_REFUSED = 'Вопрос не отправлен: проверьте поля формы.'

/** The server's field codes of the question form, in words (the spec shows none: ours). */
const QUESTION_MESSAGES: Readonly<Record<string, Readonly<Record<string, string>> & { other: string }>> = {
  message: { required: 'Напишите вопрос', other: 'Вопрос длиннее 5000 знаков' },
  email: { required: 'Укажите адрес электронной почты', other: 'Проверьте адрес электронной почты' },
  fullName: { other: 'Проверьте имя' },
  gRecaptchaResponse: { other: 'Ошибка проверки капчи: отправьте ещё раз' },
}

export const questionMessages = (errors: FieldErrors | undefined): FieldMessages =>
  Object.fromEntries(
    Object.entries(errors ?? {})
      .filter(([field]) => Object.hasOwn(QUESTION_MESSAGES, field))
      .map(([field, code]) => [field, QUESTION_MESSAGES[field]![code] ?? QUESTION_MESSAGES[field]!.other]),
  )

/**
 * Sends a visitor's question (POST public/feedback/file as JSON, no file) with the self-hosted captcha solved in
 * the browser; the sales team gets it by mail. An empty name is left out.
 */
export class QuestionStore extends AsyncAction<Question, true, ManagerRequestFailure> {
  constructor(http: HttpClient, captcha: CaptchaSolver) {
    super(
      (question) => {
        const fullName = question.fullName.trim()
        return withSolvedCaptcha(http, captcha, API.publicQuestion, {
          email: question.email.trim(),
          message: question.message.trim(),
          ...(fullName ? { fullName } : {}),
        })
      },
      refusal(questionMessages, QUESTION_REFUSED, QUESTION_NOT_SENT),
    )
  }
}
