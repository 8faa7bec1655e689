import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { ManagerRequestStore, REQUEST_NOT_SENT, REQUEST_REFUSED } from './manager-request.store'

const CHALLENGE = { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'x' }
const solver = { solve: async (challenge: unknown) => `solved:${(challenge as { salt: string }).salt}` }
const request = { place: 'nonStandart', fullName: ' Анна ', phone: '+7 900 000-00-00', email: 'a@b.ru' }

describe('asking a manager to price a special project (issue #15 item 3)', () => {
  it('solves the captcha first, then sends the fast order for the place', async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/public/captcha', CHALLENGE)
      .answer('POST', '/api/v1/clients/profile/fastOrder', { done: true })
    const store = new ManagerRequestStore(http, solver)
    expect(await store.run(request)).toEqual({ ok: true, value: true })
    expect(http.callsTo('POST', '/api/v1/clients/profile/fastOrder')[0]?.body).toEqual({
      fullName: 'Анна',
      phone: '+7 900 000-00-00',
      email: 'a@b.ru',
      advertisePlaceId: 'nonStandart',
      gRecaptchaResponse: 'solved:s',
    })
  })

  it('says the server’s field errors in words; no answer says to try again', async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/public/captcha', CHALLENGE)
      .fail(
        'POST',
        '/api/v1/clients/profile/fastOrder',
        new ApiFailure(409, 'already in use', { phone: 'already in use' }),
      )
    const store = new ManagerRequestStore(http, solver)
    expect(await store.run(request)).toEqual({
      ok: false,
      error: { message: REQUEST_REFUSED, fields: { phone: 'Этот номер телефона уже используется' } },
    })
    http.fail('GET', '/api/v1/public/captcha', new Error('offline'))
    expect(await store.run(request)).toEqual({ ok: false, error: { message: REQUEST_NOT_SENT, fields: {} } })
    expect(http.callsTo('POST', '/api/v1/clients/profile/fastOrder')).toHaveLength(1)
  })
})
