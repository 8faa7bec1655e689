import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from './seed'
import { call, signIn, signUp, startTestServer, type TestServer } from './testing/test-server'

type Role = 'anonymous' | 'advertiser A' | 'advertiser B' | 'agency' | 'observer of A' | 'staff'
const ROLES: Role[] = ['anonymous', 'advertiser B', 'agency', 'observer of A', 'staff', 'advertiser A']

let server: TestServer
const tokens = new Map<Role, string | undefined>()
const owned = { legalEntity: '', partner: '', observer: '' }

/** Unique values for the rows the matrix creates: a counter, not chance, so no two can collide. */
let serial = 0
const nextSerial = () => ++serial

const ORG = {
  name: 'ООО «Матрица»',
  inn: '7705555555',
  kpp: '770501001',
  ogrn: '1027700000001',
  address: 'Москва',
  signerFullName: 'Иванов И. И.',
  bankName: 'Банк',
  bik: '044525225',
  correspondingAccount: '30101810400000000225',
  checkingAccount: '40702810938000000002',
}

beforeAll(async () => {
  // This file is one address making more sign-ins, registrations and forms than a person would: the per-address
  // limits are raised here and tested with the product's values in rate-limits.test.ts.
  server = await startTestServer({ demoAccounts: true, rateLimitScale: 100 })
  const a = await signUp(server, 'matrix-a@example.ru', 'Рекламодатель А')
  tokens.set('anonymous', undefined)
  tokens.set('advertiser A', a)
  tokens.set('advertiser B', await signUp(server, 'matrix-b@example.ru', 'Рекламодатель Б'))
  tokens.set('agency', await signIn(server, 'agency@tablo.local', DEMO_PASSWORD))
  tokens.set('staff', await signIn(server, 'moderator@tablo.local', DEMO_PASSWORD))
  const api = (method: string, path: string, body?: unknown) =>
    call(server.baseUrl, method, `/api/v1/clients${path}`, body, a)
  owned.legalEntity = ((await api('POST', '/legal-entities', ORG)).body.data as { _id: string })._id
  owned.partner = (
    (await api('POST', '/partners', { name: 'Партнёр', brand: 'Бренд' })).body.data as { _id: string }
  )._id
  owned.observer = (
    (await api('POST', '/observers', { email: 'matrix-o@example.ru', fullName: 'Наблюдатель' })).body
      .data as { _id: string }
  )._id
  const link = (await server.mailedLinks('matrix-o@example.ru')).at(-1)!
  await call(server.baseUrl, 'POST', '/api/v1/clients/recover/confirm', {
    token: new URL(link).searchParams.get('restore'),
    password: 'observer-pass-1',
  })
  tokens.set('observer of A', await signIn(server, 'matrix-o@example.ru', 'observer-pass-1'))
})
afterAll(async () => {
  await server?.close()
})

/**
 * Every endpoint x every role, each cell written down: 401 without a token; nobody reads or changes another
 * advertiser's legal entities, partners or observers (404: it does not exist for them); observers and staff
 * cannot write the advertiser's data (403). Writes run in the role order above, the owner last.
 */
const MATRIX: { call: string; body?: () => unknown; expect: Record<Role, number> }[] = [
  {
    call: 'GET /profile',
    expect: {
      anonymous: 401,
      'advertiser A': 200,
      'advertiser B': 200,
      agency: 200,
      'observer of A': 200,
      staff: 200,
    },
  },
  {
    call: 'PUT /profile',
    body: () => ({ phone: '+79160000001' }),
    expect: {
      anonymous: 401,
      'advertiser A': 200,
      'advertiser B': 200,
      agency: 200,
      'observer of A': 403,
      staff: 200,
    },
  },
  {
    call: 'GET /legal-entities',
    expect: {
      anonymous: 401,
      'advertiser A': 200,
      'advertiser B': 200,
      agency: 200,
      'observer of A': 403,
      staff: 403,
    },
  },
  {
    call: 'POST /legal-entities',
    body: () => ({ ...ORG, inn: String(7700000000 + nextSerial()) }),
    expect: {
      anonymous: 401,
      'advertiser A': 201,
      'advertiser B': 201,
      agency: 201,
      'observer of A': 403,
      staff: 403,
    },
  },
  {
    call: 'PUT /legal-entities/{legalEntity}',
    body: () => ORG,
    expect: {
      anonymous: 401,
      'advertiser A': 200,
      'advertiser B': 404,
      agency: 404,
      'observer of A': 403,
      staff: 403,
    },
  },
  {
    call: 'GET /partners',
    expect: {
      anonymous: 401,
      'advertiser A': 200,
      'advertiser B': 200,
      agency: 200,
      'observer of A': 403,
      staff: 403,
    },
  },
  {
    call: 'PUT /partners/{partner}',
    body: () => ({ name: 'Партнёр', brand: 'Новый бренд' }),
    expect: {
      anonymous: 401,
      'advertiser A': 200,
      'advertiser B': 404,
      agency: 404,
      'observer of A': 403,
      staff: 403,
    },
  },
  {
    call: 'GET /observers',
    expect: {
      anonymous: 401,
      'advertiser A': 200,
      'advertiser B': 200,
      agency: 200,
      'observer of A': 403,
      staff: 403,
    },
  },
  {
    call: 'POST /observers',
    body: () => ({ email: `o-${nextSerial()}@example.ru`, fullName: 'Н' }),
    expect: {
      anonymous: 401,
      'advertiser A': 201,
      'advertiser B': 201,
      agency: 201,
      'observer of A': 403,
      staff: 403,
    },
  },
  {
    call: 'POST /feedback',
    body: () => ({ message: 'Спасибо!' }),
    expect: {
      anonymous: 401,
      'advertiser A': 201,
      'advertiser B': 201,
      agency: 201,
      'observer of A': 201,
      staff: 201,
    },
  },
  {
    call: 'POST /profile/fastOrder',
    body: () => ({
      fullName: 'Л',
      phone: '+79161111111',
      email: 'l@x.ru',
      advertisePlaceId: 'metroMonitors',
      gRecaptchaResponse: 'forged',
    }),
    expect: {
      anonymous: 401,
      'advertiser A': 400,
      'advertiser B': 400,
      agency: 400,
      'observer of A': 400,
      staff: 400,
    },
  },
  {
    call: 'DELETE /partners/{partner}',
    expect: {
      anonymous: 401,
      'advertiser A': 200,
      'advertiser B': 404,
      agency: 404,
      'observer of A': 403,
      staff: 403,
    },
  },
  {
    call: 'DELETE /legal-entities/{legalEntity}',
    expect: {
      anonymous: 401,
      'advertiser A': 200,
      'advertiser B': 404,
      agency: 404,
      'observer of A': 403,
      staff: 403,
    },
  },
  {
    call: 'DELETE /observers/{observer}',
    expect: {
      anonymous: 401,
      'advertiser A': 200,
      'advertiser B': 404,
      agency: 404,
      'observer of A': 403,
      staff: 403,
    },
  },
  {
    call: 'PUT /profile/revocation-of-personal-data',
    expect: { anonymous: 401, 'advertiser A': 0, 'advertiser B': 0, agency: 0, 'observer of A': 0, staff: 0 },
  },
]

describe('authorization matrix of the advertiser calls', () => {
  it.each(MATRIX)('$call', async ({ call: line, body, expect: expected }) => {
    const [method, template] = line.split(' ') as [string, string]
    const path = template.replace(/\{(\w+)\}/g, (_m, key: keyof typeof owned) => owned[key])
    const seen: Partial<Record<Role, number>> = {}
    for (const role of ROLES) {
      if (expected[role] === 0) continue // a cell not run here (it would end the role's account); covered elsewhere
      const answer = await call(server.baseUrl, method, `/api/v1/clients${path}`, body?.(), tokens.get(role))
      seen[role] = answer.status
    }
    const runnable = Object.fromEntries(Object.entries(expected).filter(([, status]) => status !== 0))
    expect(seen).toEqual(runnable)
  })
})
