import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AltchaSolver } from '../captcha/altcha.solver'
import { call, signUp, startTestServer, type TestServer } from './testing/test-server'

/** A real OAuth 2 service on loopback: code 'good' yields a user, anything else is refused. */
let oauthServer: Server
let server: TestServer
const solver = new AltchaSolver()

beforeAll(async () => {
  oauthServer = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      if (req.url === '/token') {
        const ok = new URLSearchParams(body).get('code') === 'good'
        res
          .writeHead(ok ? 200 : 400, { 'Content-Type': 'application/json' })
          .end(JSON.stringify(ok ? { access_token: 'at-1' } : { error: 'invalid_grant' }))
      } else if (req.url === '/me' && req.headers.authorization === 'Bearer at-1') {
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ default_email: 'ext@yandex.ru', real_name: 'Ян Внешний' }))
      } else res.writeHead(401).end()
    })
  })
  await new Promise<void>((r) => oauthServer.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(oauthServer.address() as AddressInfo).port}`
  server = await startTestServer({
    oauth: {
      yandex: {
        tokenUrl: `${base}/token`,
        userInfoUrl: `${base}/me`,
        clientId: 'c',
        clientSecret: 's',
        redirectUri: 'http://tablo.test/app/auth/yandex',
      },
    },
  })
})
afterAll(async () => {
  await server?.close()
  await new Promise<void>((r) => oauthServer.close(() => r()))
})

const post = (path: string, body: unknown, token?: string) => call(server.baseUrl, 'POST', path, body, token)
const solvedCaptcha = async (): Promise<string> => {
  const challenge = await call(server.baseUrl, 'GET', '/api/v1/public/captcha')
  return solver.solve(challenge.body.data)
}
const lead = {
  fullName: 'Мария Заявкина',
  phone: '+79161234567',
  email: 'lead@example.ru',
  advertisePlaceId: 'metroMonitors',
}

describe('the fast order and the public application with a self-hosted captcha (R-VAL-09..14)', () => {
  it('takes a lead with a solved captcha and refuses a second one from the same phone for the place today', async () => {
    expect(
      await post('/api/v1/applications', { ...lead, gRecaptchaResponse: await solvedCaptcha() }),
    ).toEqual({ status: 201, body: { data: { done: true } } })
    const again = await post('/api/v1/applications', { ...lead, gRecaptchaResponse: await solvedCaptcha() })
    expect(again).toMatchObject({ status: 409, body: { errors: { phone: 'already in use' } } })
    const [{ n }] = (await server.db.query<{ n: string }>('select count(*) as n from leads')) as [
      { n: string },
    ]
    expect(Number(n)).toBe(1)
    expect(await server.mailedLinks('sales@tablo.local')).toHaveLength(1)
  })

  it('answers the field codes the form maps: missing, wrong format, bad captcha, unknown place', async () => {
    const missing = await post('/api/v1/applications', {})
    expect(missing.body.errors).toEqual({
      fullName: 'required',
      phone: 'required',
      email: 'required',
      advertisePlaceId: 'required',
      gRecaptchaResponse: 'required',
    })
    const wrong = await post('/api/v1/applications', {
      ...lead,
      phone: 'abc',
      advertisePlaceId: 'moon',
      gRecaptchaResponse: 'x',
    })
    expect(wrong.body.errors).toEqual({ phone: 'wrong format', advertisePlaceId: 'wrong format' })
    const badCaptcha = await post('/api/v1/applications', {
      ...lead,
      phone: '+79160000000',
      gRecaptchaResponse: 'eyJmb28iOjF9',
    })
    expect(badCaptcha).toMatchObject({
      status: 400,
      body: { errors: { gRecaptchaResponse: 'wrong format' } },
    })
  })

  it('the signed-in fast order needs a token', async () => {
    expect(
      (await post('/api/v1/clients/profile/fastOrder', { ...lead, gRecaptchaResponse: 'x' })).body.message,
    ).toBe('Unauthorized')
    const token = await signUp(server, 'buyer@example.ru')
    const answer = await post(
      '/api/v1/clients/profile/fastOrder',
      { ...lead, phone: '+79169999999', gRecaptchaResponse: await solvedCaptcha() },
      token,
    )
    expect(answer.status).toBe(201)
  })
})

describe('simple registration and the landing checks (R-ROLE-03, R-API-07)', () => {
  it('registers a small business by e-mail, mails its own link and answers the checks', async () => {
    const check = (email: string) =>
      call(server.baseUrl, 'GET', `/api/v1/public/register/checkEmail?email=${encodeURIComponent(email)}`)
    expect((await check('msb@example.ru')).body.data).toEqual({
      findUserByEmail: { isRegistered: false, isConfirmed: false },
    })
    expect(
      (await post('/api/v1/public/register/simpleRegistration', { email: 'msb@example.ru' })).status,
    ).toBe(201)
    expect((await check('MSB@example.ru')).body.data).toEqual({
      findUserByEmail: { isRegistered: true, isConfirmed: false },
    })

    const link = (await server.mailedLinks('msb@example.ru')).at(-1)!
    expect(link).toMatch(/\/app\/sign-in\/confirm\/[A-Za-z0-9_-]+\/msb$/)
    const token = link.split('/').at(-2)!
    expect((await post('/api/v1/public/register/checkConfirm', { token })).body.data).toEqual({
      isValid: true,
    })
    expect(
      (await post('/api/v1/clients/recover/confirm', { token, password: 'msb-password-1' })).status,
    ).toBe(200)
    expect((await post('/api/v1/public/register/checkConfirm', { token })).body.data).toEqual({
      isValid: false,
    })
    expect((await check('msb@example.ru')).body.data).toEqual({
      findUserByEmail: { isRegistered: true, isConfirmed: true },
    })
    const login = await post('/api/v1/clients/auth', { email: 'msb@example.ru', password: 'msb-password-1' })
    const profile = await call(
      server.baseUrl,
      'GET',
      '/api/v1/clients/profile',
      undefined,
      (login.body.data as { token: string }).token,
    )
    expect(profile.body.data).toMatchObject({ isMSB: true })
    expect((await check('not an email')).status).toBe(400)
  })
})

describe('login throttling', () => {
  it('after five wrong passwords the sign-in needs a solved captcha, then works again', async () => {
    await signUp(server, 'target@example.ru', 'Цель', 'right-password-1')
    const attempt = (password: string, captcha?: string) =>
      post('/api/v1/clients/auth', {
        email: 'target@example.ru',
        password,
        ...(captcha ? { gRecaptchaResponse: captcha } : {}),
      })
    for (let i = 0; i < 4; i++)
      expect((await attempt('wrong-password')).body).toEqual({ message: 'wrong login/password', errors: {} })
    expect((await attempt('wrong-password')).body).toEqual({
      message: 'wrong login/password',
      errors: { gRecaptchaResponse: 'required' },
    })
    // Even the right password is refused without the captcha now.
    expect((await attempt('right-password-1')).body).toEqual({
      message: 'captcha invalid',
      errors: { gRecaptchaResponse: 'required' },
    })
    expect((await attempt('right-password-1', 'forged')).body).toEqual({
      message: 'captcha invalid',
      errors: { gRecaptchaResponse: 'wrong format' },
    })
    expect((await attempt('right-password-1', await solvedCaptcha())).status).toBe(200)
    // A success clears the count.
    expect((await attempt('wrong-password')).body.errors).toEqual({})
  })
})

describe('external authorization behind a port (R-ROUTE-12, R-ERR-16)', () => {
  it('signs in through a configured service and says clearly when a service is not configured', async () => {
    const ok = await post('/api/v1/clients/auth/externalAuthorization', { service: 'yandex', code: 'good' })
    expect(ok.status).toBe(200)
    const profile = await call(
      server.baseUrl,
      'GET',
      '/api/v1/clients/profile',
      undefined,
      (ok.body.data as { token: string }).token,
    )
    expect(profile.body.data).toMatchObject({ email: 'ext@yandex.ru', fullName: 'Ян Внешний' })

    expect(
      await post('/api/v1/clients/auth/externalAuthorization', { service: 'yandex', code: 'bad' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Сервис авторизации не подтвердил вход. Попробуйте ещё раз' },
    })
    expect(
      await post('/api/v1/clients/auth/externalAuthorization', { service: 'vk', code: 'good' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Вход через «vk» на этом сервере не настроен', errors: { service: 'wrong format' } },
    })
  })
})
