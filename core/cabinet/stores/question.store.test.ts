import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { PublicLeadStore } from './manager-request.store'
import { QUESTION_NOT_SENT, QUESTION_REFUSED, QuestionStore } from './question.store'

const CHALLENGE = { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'x' }
const solver = { solve: async (challenge: unknown) => `solved:${(challenge as { salt: string }).salt}` }

describe("the landing's forms (R-SCREEN-72): a visitor's fast order and question", () => {
  it('sends the fast order as a public application, the captcha solved first', async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/public/captcha', CHALLENGE)
      .answer('POST', '/api/v1/applications', { done: true })
    const lead = new PublicLeadStore(http, solver)
    expect(
      await lead.run({
        place: 'metroMonitors',
        fullName: 'Анна',
        phone: ' +7 900 000-00-00 ',
        email: 'a@b.ru',
      }),
    ).toEqual({ ok: true, value: true })
    expect(http.callsTo('POST', '/api/v1/applications')[0]?.body).toEqual({
      fullName: 'Анна',
      phone: '+7 900 000-00-00',
      email: 'a@b.ru',
      advertisePlaceId: 'metroMonitors',
      gRecaptchaResponse: 'solved:s',
    })
  })

  it('sends a question with the solved captcha, leaving out an empty name', async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/public/captcha', CHALLENGE)
      .answer('POST', '/api/v1/public/feedback/file', { done: true, fileName: null })
    const store = new QuestionStore(http, solver)
    expect(await store.run({ email: ' q@b.ru ', fullName: '  ', message: ' Сколько стоит? ' })).toEqual({
      ok: true,
      value: true,
    })
    expect(http.callsTo('POST', '/api/v1/public/feedback/file')[0]?.body).toEqual({
      email: 'q@b.ru',
      message: 'Сколько стоит?',
      gRecaptchaResponse: 'solved:s',
    })
  })

  it("says a refused question's fields in words, and no answer as try again", async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/public/captcha', CHALLENGE)
      .fail(
        'POST',
        '/api/v1/public/feedback/file',
        new ApiFailure(400, 'Проверьте поля', { message: 'required', email: 'wrong format', other: 'x' }),
      )
    const store = new QuestionStore(http, solver)
    expect(await store.run({ email: 'x', fullName: '', message: '' })).toEqual({
      ok: false,
      error: {
        message: QUESTION_REFUSED,
        fields: { message: 'Напишите вопрос', email: 'Проверьте адрес электронной почты' },
      },
    })
    http.fail('GET', '/api/v1/public/captcha', new Error('offline'))
    expect(await store.run({ email: 'q@b.ru', fullName: '', message: 'Вопрос' })).toEqual({
      ok: false,
      error: { message: QUESTION_NOT_SENT, fields: {} },
    })
  })
})
