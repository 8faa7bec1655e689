import { Observable, Subject, of, throwError } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { HttpClient, HttpRequest } from '../ports/http.port'
import { MemoryStorage } from '../cabinet/testing/fake-ports'
import { ApiFailure } from '../shared/api-failure'
import type { Decoder } from '../shared/decoder'
import { AuthTokenStore } from './auth-token'
import { AUTH_MESSAGES } from './auth.errors'
import { SessionStore } from './session.store'

type Answer = unknown | ApiFailure
/** An answer that depends on the request (a sign-in that needs the captcha answers by its body). */
type Answering = (request: HttpRequest) => Answer

/** An HTTP double that answers by path and fails loudly for a call it was not given (house style 10). */
class ScriptedHttp implements HttpClient {
  readonly calls: HttpRequest[] = []
  readonly unauthorizedSubject = new Subject<void>()
  readonly unauthorized$ = this.unauthorizedSubject.asObservable()
  constructor(private readonly answers: Readonly<Record<string, Answer | Answering>>) {}

  json<A>(request: HttpRequest, decoder: Decoder<A>): Observable<A> {
    this.calls.push(request)
    const key = `${request.method} ${request.path}`
    if (!(key in this.answers)) throw new Error(`ScriptedHttp: no answer for ${key}`)
    const given = this.answers[key]
    const answer: Answer = typeof given === 'function' ? (given as Answering)(request) : given
    if (answer instanceof ApiFailure) return throwError(() => answer)
    const decoded = decoder(answer)
    if (!decoded.ok) throw new Error(`ScriptedHttp: the answer for ${key} does not decode`)
    return of(decoded.value)
  }

  multipart(): never {
    throw new Error('ScriptedHttp.multipart was not given')
  }
}

const profile = {
  id: 'u1',
  email: 'a@b.ru',
  fullName: 'Анна',
  phone: null,
  isAgency: false,
  isMSB: false,
  isObserver: false,
  isModerator: false,
}

/** A solver double: the answer names the challenge it solved. */
const solver = { solve: (challenge: unknown) => Promise.resolve(`solved:${String(challenge)}`) }

const setup = (answers: Readonly<Record<string, Answer | Answering>>) => {
  const storage = new MemoryStorage()
  const http = new ScriptedHttp(answers)
  const store = new SessionStore(http, new AuthTokenStore(storage), solver)
  const events: string[] = []
  store.events$.subscribe((e) => events.push(e.type))
  return { storage, http, store, events }
}

describe('SessionStore', () => {
  it('login stores the token in session storage, or local storage when remembered (R-ASYNC-05, R-ENT-12)', async () => {
    const { storage, store, events } = setup({ 'POST /api/v1/clients/auth': { token: 't-1' } })
    expect(await store.login.run({ email: 'a@b.ru', password: 'p', remember: false })).toEqual({
      ok: true,
      value: 't-1',
    })
    expect([...storage.entries]).toEqual([['session:authToken', 't-1']])
    expect(store.getSnapshot().token).toBe('t-1')
    await store.login.run({ email: 'a@b.ru', password: 'p', remember: true })
    expect([...storage.entries]).toEqual([['local:authToken', 't-1']])
    expect(events).toEqual(['signedIn', 'signedIn'])
  })

  it('keeps a session the server opened another way (the OAuth return) like a login, and opens the cabinet', () => {
    const { storage, store, events } = setup({})
    store.signedInWith('oauth-token')
    expect([...storage.entries]).toEqual([['session:authToken', 'oauth-token']])
    expect(store.getSnapshot().token).toBe('oauth-token')
    expect(events).toEqual(['signedIn'])
  })

  it('login failures become the sentences of the catalogue (R-ERR-01..03, R-ERR-07)', async () => {
    const cases: [ApiFailure, string][] = [
      [new ApiFailure(401, 'wrong login/password'), AUTH_MESSAGES.wrongCredentials],
      [new ApiFailure(404, 'advertiser not found'), AUTH_MESSAGES.wrongCredentials],
      [new ApiFailure(403, 'advertiser not active'), AUTH_MESSAGES.blocked],
      [new ApiFailure(403, 'advertiser not confirmed'), AUTH_MESSAGES.notActivated],
      [new ApiFailure(0, 'Сервер недоступен'), AUTH_MESSAGES.unexpected],
    ]
    for (const [failure, message] of cases) {
      const { store } = setup({ 'POST /api/v1/clients/auth': failure })
      const outcome = await store.login.run({ email: 'a@b.ru', password: 'p', remember: false })
      expect(outcome).toEqual({ ok: false, error: { message, fields: {} } })
      expect(store.getSnapshot().token).toBeUndefined()
    }
  })

  it('R-ERR-04 R-ERR-06 after five wrong passwords the browser solves the captcha the server asks for', async () => {
    const right = 'верный'
    let challenges = 0
    const { http, store } = setup({
      'GET /api/v1/public/captcha': () => `ch-${++challenges}`,
      'POST /api/v1/clients/auth': (request: HttpRequest) => {
        const body = request.body as { password: string; gRecaptchaResponse?: string }
        if (body.gRecaptchaResponse === undefined)
          return new ApiFailure(400, 'captcha invalid', { gRecaptchaResponse: 'required' })
        if (!body.gRecaptchaResponse.startsWith('solved:ch-'))
          return new ApiFailure(400, 'captcha invalid', { gRecaptchaResponse: 'wrong format' })
        return body.password === right
          ? { token: 't-9' }
          : new ApiFailure(401, 'wrong login/password', { gRecaptchaResponse: 'required' })
      },
    })
    const sent = () =>
      http.calls
        .filter((c) => c.path === '/api/v1/clients/auth')
        .map((c) => (c.body as { gRecaptchaResponse?: string }).gRecaptchaResponse ?? 'без капчи')
    // Asked for the captcha before the password was checked: solved and sent again, the person told nothing.
    expect(await store.login.run({ email: 'a@b.ru', password: 'неверный', remember: false })).toEqual({
      ok: false,
      error: { message: AUTH_MESSAGES.wrongCaptchaOrCredentials, fields: {} },
    })
    expect(sent()).toEqual(['без капчи', 'solved:ch-1'])
    // In use from then on: solved first, and the right password lets the person in.
    expect(await store.login.run({ email: 'a@b.ru', password: right, remember: false })).toEqual({
      ok: true,
      value: 't-9',
    })
    expect(sent()).toEqual(['без капчи', 'solved:ch-1', 'solved:ch-2'])
    expect(store.getSnapshot().token).toBe('t-9')
  })

  it('R-ERR-04 the fifth wrong password already says the captcha; a captcha still refused says R-ERR-06', async () => {
    const fifth = setup({
      'POST /api/v1/clients/auth': new ApiFailure(401, 'wrong login/password', {
        gRecaptchaResponse: 'required',
      }),
    })
    expect(await fifth.store.login.run({ email: 'a@b.ru', password: 'x', remember: false })).toEqual({
      ok: false,
      error: { message: AUTH_MESSAGES.wrongCaptchaOrCredentials, fields: {} },
    })
    const refused = setup({
      'GET /api/v1/public/captcha': 'ch',
      'POST /api/v1/clients/auth': new ApiFailure(400, 'captcha invalid', {
        gRecaptchaResponse: 'wrong format',
      }),
    })
    expect(await refused.store.login.run({ email: 'a@b.ru', password: 'x', remember: false })).toEqual({
      ok: false,
      error: { message: AUTH_MESSAGES.suspicious, fields: {} },
    })
    // Without a solver the refusal is said as it came: nothing is sent again.
    const http = new ScriptedHttp({
      'POST /api/v1/clients/auth': new ApiFailure(400, 'captcha invalid', { gRecaptchaResponse: 'required' }),
    })
    const bare = new SessionStore(http, new AuthTokenStore(new MemoryStorage()))
    expect(await bare.login.run({ email: 'a@b.ru', password: 'x', remember: false })).toEqual({
      ok: false,
      error: { message: AUTH_MESSAGES.suspicious, fields: {} },
    })
    expect(http.calls).toHaveLength(1)
  })

  it('a profile failure "Token verification error" logs out (R-API-05)', async () => {
    const { storage, store, events } = setup({
      'POST /api/v1/clients/auth': { token: 't-2' },
      'GET /api/v1/clients/profile': new ApiFailure(401, 'Token verification error'),
    })
    await store.login.run({ email: 'a@b.ru', password: 'p', remember: true })
    await store.profile.run()
    expect(store.getSnapshot()).toEqual({ token: undefined, profile: undefined })
    expect(storage.entries.size).toBe(0)
    expect(events.at(-1)).toBe('signedOut')
  })

  it('any response saying Unauthorized removes the token and sends the user to the root (R-API-04)', async () => {
    const { http, storage, store, events } = setup({ 'POST /api/v1/clients/auth': { token: 't-3' } })
    await store.login.run({ email: 'a@b.ru', password: 'p', remember: false })
    http.unauthorizedSubject.next()
    expect(storage.entries.size).toBe(0)
    expect(store.getSnapshot().token).toBeUndefined()
    expect(events).toEqual(['signedIn', 'signedOut'])
  })

  it('reads the profile and keeps it in the session state', async () => {
    const { store } = setup({
      'POST /api/v1/clients/auth': { token: 't' },
      'GET /api/v1/clients/profile': profile,
    })
    await store.login.run({ email: 'a@b.ru', password: 'p', remember: false })
    await store.profile.run()
    expect(store.getSnapshot().profile?.fullName).toBe('Анна')
  })

  it('logout revokes the token on the server and clears the session (R-HEAD-23)', async () => {
    const { http, store } = setup({
      'POST /api/v1/clients/auth': { token: 't-4' },
      'POST /api/v1/clients/logout': { done: true },
    })
    await store.login.run({ email: 'a@b.ru', password: 'p', remember: false })
    store.logout()
    expect(http.calls.map((c) => c.path)).toContain('/api/v1/clients/logout')
    expect(store.getSnapshot().token).toBeUndefined()
  })

  it('a restore ends in success or advertiser-not-found (R-ASYNC-06)', async () => {
    const ok = setup({ 'POST /api/v1/clients/recover': { done: true } })
    expect(await ok.store.recover.run('a@b.ru')).toEqual({ ok: true, value: true })
    const missing = setup({ 'POST /api/v1/clients/recover': new ApiFailure(404, 'advertiser not found') })
    expect(await missing.store.recover.run('x@b.ru')).toEqual({
      ok: false,
      error: { message: AUTH_MESSAGES.advertiserNotFound, fields: {} },
    })
  })

  it('validates registration fields in the browser first, then asks the server (R-VAL-07, R-VAL-08)', async () => {
    const { http, store } = setup({
      'POST /api/v1/clients/register/validate': { errors: { email: 'already in use' } },
    })
    // A password's bound is said as the field's hint says it, not 'Неправильный формат' (issue #47).
    expect(await store.validate({ password: 'short' })).toEqual({ password: 'Не менее 8 символов' })
    expect(await store.validate({ password: 'x'.repeat(129) })).toEqual({ password: 'Не более 128 символов' })
    expect(await store.validate({ password: '12345678' })).toEqual({
      email: 'Данное значение уже используется в системе',
    })
    expect(await store.validate({ fullName: '   ' })).toEqual({
      fullName: 'Данное поле является обязательным',
    })
    expect(http.calls).toHaveLength(1)
    expect(await store.validate({ email: 'taken@b.ru' })).toEqual({
      email: 'Данное значение уже используется в системе',
    })
    expect(http.calls).toHaveLength(2)
  })

  it('a new password too short is refused at its field by the browser and by the server alike (issue #47)', async () => {
    const { http, store } = setup({
      'POST /api/v1/clients/recover/confirm': new ApiFailure(400, 'Проверьте поля: password', {
        password: 'expected at least 8 characters',
      }),
    })
    expect(await store.checkNewPassword('1234567')).toBe('Не менее 8 символов')
    expect(await store.checkNewPassword('')).toBe('Данное поле является обязательным')
    expect(await store.checkNewPassword('12345678')).toBeUndefined()
    expect(http.calls).toHaveLength(0)
    expect(await store.recoverConfirm.run({ token: 't', password: '1234' })).toEqual({
      ok: false,
      error: { message: 'Проверьте выделенные поля', fields: { password: 'Не менее 8 символов' } },
    })
  })
})
