import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../cabinet/testing/fake-http-client'
import { ApiFailure } from '../shared/api-failure'
import { MsbAuthorizationStore } from './msb.store'

const PUBLIC = '/api/v1/public/register'

describe('the small-business entrance (R-ROLE-03, R-SCREEN-44..46)', () => {
  it('asks a confirmed account for its password, and registers nobody', async () => {
    const http = new FakeHttpClient().answer('GET', `${PUBLIC}/checkEmail`, {
      findUserByEmail: { isRegistered: true, isConfirmed: true },
    })
    const store = new MsbAuthorizationStore(http)
    expect(await store.start.run({ email: ' shop@example.ru ' })).toEqual({
      ok: true,
      value: { step: 'password', email: 'shop@example.ru' },
    })
    expect(http.calls.map((c) => [c.method, c.path, c.query, c.authenticated])).toEqual([
      ['GET', `${PUBLIC}/checkEmail`, { email: 'shop@example.ru' }, false],
    ])
  })

  it('sends an account that never confirmed to its mail, without registering it again', async () => {
    const http = new FakeHttpClient().answer('GET', `${PUBLIC}/checkEmail`, {
      findUserByEmail: { isRegistered: true, isConfirmed: false },
    })
    expect(await new MsbAuthorizationStore(http).start.run({ email: 'shop@example.ru' })).toEqual({
      ok: true,
      value: { step: 'checkMail', email: 'shop@example.ru' },
    })
    expect(http.callsTo('POST', `${PUBLIC}/simpleRegistration`)).toHaveLength(0)
  })

  it('registers a new e-mail by the simple registration, leaving out blank name and phone', async () => {
    const http = new FakeHttpClient()
      .answer('GET', `${PUBLIC}/checkEmail`, { findUserByEmail: { isRegistered: false, isConfirmed: false } })
      .answer('POST', `${PUBLIC}/simpleRegistration`, { email: 'new@example.ru' })
    const store = new MsbAuthorizationStore(http)
    expect(
      await store.start.run({ email: 'new@example.ru', fullName: ' Пекарня «Утро» ', phone: '  ' }),
    ).toEqual({
      ok: true,
      value: { step: 'checkMail', email: 'new@example.ru' },
    })
    expect(http.callsTo('POST', `${PUBLIC}/simpleRegistration`)[0]).toMatchObject({
      body: { email: 'new@example.ru', fullName: 'Пекарня «Утро»' },
      authenticated: false,
    })
  })

  it('says in Russian what the server refused, with the field', async () => {
    const http = new FakeHttpClient().fail(
      'GET',
      `${PUBLIC}/checkEmail`,
      new ApiFailure(400, 'Проверьте поля: email', { email: 'wrong format' }),
    )
    const result = await new MsbAuthorizationStore(http).start.run({ email: 'нет' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.fields['email']).toMatch(/[А-Яа-я]/)
  })

  it('checks the mailed link before the password form', async () => {
    const http = new FakeHttpClient().answer('POST', `${PUBLIC}/checkConfirm`, { isValid: false })
    expect(await new MsbAuthorizationStore(http).checkLink.run('old-token')).toEqual({
      ok: true,
      value: false,
    })
    expect(http.calls[0]).toMatchObject({ body: { token: 'old-token' }, authenticated: false })
  })
})
