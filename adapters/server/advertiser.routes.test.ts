import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signUp, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
let anna: string
let boris: string
beforeAll(async () => {
  server = await startTestServer()
  anna = await signUp(server, 'anna@example.ru', 'Анна Иванова')
  boris = await signUp(server, 'boris@example.ru', 'Борис Петров')
})
afterAll(async () => {
  await server?.close()
})

const api = (method: string, path: string, body?: unknown, token?: string) =>
  call(server.baseUrl, method, `/api/v1/clients${path}`, body, token)

const ORG = {
  formOfBusiness: 'legalEntityOrg',
  name: 'ООО «Ромашка»',
  inn: '7701234567',
  kpp: '770101001',
  ogrn: '1027700132195',
  address: 'Москва, Тверская, 1',
  signerFullName: 'Иванова Анна Сергеевна',
  basisId: 'charter',
  bankName: 'ПАО Банк',
  bik: '044525225',
  correspondingAccount: '30101810400000000225',
  checkingAccount: '40702810938000000001',
}

describe('profile (cabinet §7 "Profile")', () => {
  it('changes the name and phone, refusing a malformed phone', async () => {
    const changed = await api(
      'PUT',
      '/profile',
      { fullName: 'Анна Сергеевна', phone: '+7 495 1234567' },
      anna,
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({ fullName: 'Анна Сергеевна', phone: '+7 495 1234567' })
    const bad = await api('PUT', '/profile', { phone: 'звоните мне' }, anna)
    expect(bad).toMatchObject({ status: 400, body: { errors: { phone: 'wrong format' } } })
    expect(((await api('GET', '/profile', undefined, anna)).body.data as { phone: string }).phone).toBe(
      '+7 495 1234567',
    )
  })
})

describe('legal entities (R-VAL-01..07)', () => {
  it('creates, lists, updates and deletes the requisites of the owner only', async () => {
    const created = await api('POST', '/legal-entities', ORG, anna)
    expect(created.status).toBe(201)
    const id = (created.body.data as { _id: string })._id
    expect(created.body.data).toMatchObject({
      name: 'ООО «Ромашка»',
      inn: '7701234567',
      basisId: 'charter',
      isAllowedToShow: true,
    })

    expect(((await api('GET', '/legal-entities', undefined, anna)).body.data as unknown[]).length).toBe(1)
    expect((await api('GET', '/legal-entities', undefined, boris)).body.data).toEqual([])
    // Another advertiser cannot see, change or delete it: it does not exist for them.
    expect((await api('PUT', `/legal-entities/${id}`, ORG, boris)).status).toBe(404)
    expect((await api('DELETE', `/legal-entities/${id}`, undefined, boris)).status).toBe(404)

    const renamed = await api('PUT', `/legal-entities/${id}`, { ...ORG, name: 'ООО «Василёк»' }, anna)
    expect(renamed.body.data).toMatchObject({ _id: id, name: 'ООО «Василёк»' })
    expect((await api('DELETE', `/legal-entities/${id}`, undefined, anna)).status).toBe(200)
    expect((await api('GET', '/legal-entities', undefined, anna)).body.data).toEqual([])
  })

  it('answers the server vocabulary per field', async () => {
    const wrong = await api(
      'POST',
      '/legal-entities',
      { ...ORG, inn: '12345', kpp: '', bik: 'abcdefghi' },
      anna,
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual({ inn: 'wrong format', kpp: 'required', bik: 'wrong format' })

    expect((await api('POST', '/legal-entities', ORG, anna)).status).toBe(201)
    const twice = await api('POST', '/legal-entities', ORG, anna)
    expect(twice).toMatchObject({ status: 409, body: { errors: { inn: 'already in use' } } })
    // The same organisation may be a requisite of another advertiser too.
    expect((await api('POST', '/legal-entities', ORG, boris)).status).toBe(201)
  })

  it('keeps proxy fields only for basis proxy (R-VAL-06)', async () => {
    const proxy = await api(
      'POST',
      '/legal-entities',
      { ...ORG, inn: '7709999999', basisId: 'proxy', proxyNumber: '12', proxyDate: '01.02.2026' },
      anna,
    )
    expect(proxy.body.data).toMatchObject({ basisId: 'proxy', proxyNumber: '12', proxyDate: '01.02.2026' })
    const charter = await api(
      'POST',
      '/legal-entities',
      { ...ORG, inn: '7708888888', basisId: 'charter', proxyNumber: '12' },
      anna,
    )
    expect(charter.body.data).not.toHaveProperty('proxyNumber')
  })
})

describe('partners', () => {
  it('manages name and brand, one of each pair per owner', async () => {
    const made = await api('POST', '/partners', { name: 'ООО «Ромашка»', brand: 'Ромашка' }, anna)
    expect(made.status).toBe(201)
    const id = (made.body.data as { _id: string })._id
    expect((await api('POST', '/partners', { name: 'ооо «ромашка»', brand: 'РОМАШКА' }, anna)).status).toBe(
      409,
    )
    expect(
      (await api('PUT', `/partners/${id}`, { name: 'ООО «Ромашка»', brand: 'Ромашка Плюс' }, anna)).body.data,
    ).toMatchObject({ brand: 'Ромашка Плюс' })
    expect((await api('GET', '/partners', undefined, boris)).body.data).toEqual([])
    expect((await api('DELETE', `/partners/${id}`, undefined, boris)).status).toBe(404)
    expect((await api('DELETE', `/partners/not-a-uuid`, undefined, anna)).status).toBe(404)
  })
})

describe('observers (cabinet §6)', () => {
  it('invites an observer who sets a password by the link and then only reads', async () => {
    const invited = await api(
      'POST',
      '/observers',
      { email: 'watcher@example.ru', fullName: 'Олег Смотров' },
      anna,
    )
    expect(invited).toMatchObject({
      status: 201,
      body: { data: { email: 'watcher@example.ru', isConfirmed: false } },
    })
    const link = (await server.mailedLinks('watcher@example.ru')).at(-1)!
    expect(link).toContain('invite=1')
    const token = new URL(link).searchParams.get('restore')!
    expect((await api('POST', '/recover/confirm', { token, password: 'watcher-pass-1' })).status).toBe(200)
    const login = await api('POST', '/auth', { email: 'watcher@example.ru', password: 'watcher-pass-1' })
    const observer = (login.body.data as { token: string }).token
    expect((await api('GET', '/profile', undefined, observer)).body.data).toMatchObject({ isObserver: true })

    expect((await api('GET', '/observers', undefined, anna)).body.data).toEqual([
      expect.objectContaining({ email: 'watcher@example.ru', isConfirmed: true }),
    ])
    // Observers cannot write (R-ROLE-05..07).
    expect((await api('POST', '/partners', { name: 'X', brand: 'Y' }, observer)).status).toBe(403)
    expect((await api('PUT', '/profile', { fullName: 'Взломщик' }, observer)).status).toBe(403)
    expect((await api('GET', '/partners', undefined, observer)).status).toBe(403)

    // Removing the observer ends its sessions and blocks it.
    const id = (invited.body.data as { _id: string })._id
    expect((await api('DELETE', `/observers/${id}`, undefined, boris)).status).toBe(404)
    expect((await api('DELETE', `/observers/${id}`, undefined, anna)).status).toBe(200)
    expect((await api('GET', '/profile', undefined, observer)).body.message).toBe('Token verification error')
  })

  it('refuses to invite an e-mail that is already registered', async () => {
    expect(
      await api('POST', '/observers', { email: 'boris@example.ru', fullName: 'Борис' }, anna),
    ).toMatchObject({
      status: 409,
      body: { errors: { email: 'already in use' } },
    })
  })
})

describe('revoking personal-data consent (R-ASYNC-13)', () => {
  it('erases the name and phone, ends every session and blocks the account', async () => {
    const token = await signUp(server, 'leaving@example.ru', 'Уходящий Клиент')
    expect(await api('PUT', '/profile/revocation-of-personal-data', undefined, token)).toEqual({
      status: 200,
      body: { data: { done: true } },
    })
    expect((await api('GET', '/profile', undefined, token)).body.message).toBe('Token verification error')
    const [row] = await server.db.query<{ full_name: string; status: string }>(
      "select full_name, status from accounts where email = 'leaving@example.ru'",
    )
    expect(row).toEqual({ full_name: 'Данные удалены', status: 'blocked' })
    expect(
      (await api('POST', '/auth', { email: 'leaving@example.ru', password: 'secret-pass-1' })).body.message,
    ).toBe('advertiser not active')
  })
})
