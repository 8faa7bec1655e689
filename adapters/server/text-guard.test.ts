import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readableKey } from '../../core/shared/text'
import { call, signUp, startTestServer, type TestServer } from './testing/test-server'

/**
 * Issue 20 item 2: a lone surrogate answered 500 on legal entities, was stored as is by partners and turned
 * into '�' by the profile. One rule at the edge now refuses it, as a NUL, with 400 naming the field, and
 * nothing is stored or altered.
 */
let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = await signUp(server, 'surrogate@example.ru', 'Анна Суррогатова')
})
afterAll(async () => {
  await server?.close()
})

const api = (method: string, path: string, body?: unknown) =>
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

const tables = async () =>
  server.db.query<{ le: string; p: string; name: string }>(
    `select (select count(*)::text from legal_entities) as le, (select count(*)::text from partners) as p,
       (select full_name from accounts where email = 'surrogate@example.ru') as name`,
  )

describe.each([
  ['a lone high surrogate', 'B\ud800'],
  ['a lone low surrogate', '\udc00B'],
  ['a NUL', 'B\u0000'],
])('%s in any text field (%#)', (_what, bad) => {
  it('is refused with 400 naming the field on legal entities, partners and the profile; nothing changes', async () => {
    const before = await tables()
    const refused = [
      [await api('POST', '/legal-entities', { ...ORG, bankName: bad }), 'bankName'],
      [await api('POST', '/partners', { name: bad, brand: 'Бренд' }), 'name'],
      [await api('PUT', '/profile', { fullName: bad }), 'fullName'],
      [
        await api('POST', '/partners', { name: 'Имя', brand: 'Бренд', [`x${bad}`]: 1 }),
        readableKey(`x${bad}`),
      ],
    ] as const
    for (const [answer, field] of refused) {
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({
        message: `Недопустимый символ в поле ${field}`,
        errors: { [field]: 'wrong format' },
      })
    }
    expect(await tables()).toEqual(before)
  })
})

describe('well-formed text', () => {
  it('keeps emoji and Cyrillic exactly as sent', async () => {
    const answer = await api('POST', '/partners', { name: 'ООО «Цветы» 🌼', brand: 'Ромашка 𝔸' })
    expect(answer.status).toBe(201)
    const partners = (await api('GET', '/partners')).body.data as { name: string; brand: string }[]
    expect(partners.map((p) => [p.name, p.brand])).toContainEqual(['ООО «Цветы» 🌼', 'Ромашка 𝔸'])
  })
})
