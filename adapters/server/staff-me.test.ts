import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountRepository } from '../../core/ports/account-repository.port'
import { STAFF_CAPABILITIES } from '../../core/staff/staff-roles'
import { DEMO_PASSWORD } from './seed'
import { call, signIn, signUp, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
const me = (token: string | undefined) => call(server.baseUrl, 'GET', '/api/v1/staff/me', undefined, token)

beforeAll(async () => {
  server = await startTestServer({ demoAccounts: true })
})
afterAll(async () => {
  await server?.close()
})

describe('staff roles on accounts (issue #48)', () => {
  it('the demo staff sign in with their roles; the profile and /staff/me say them', async () => {
    const expected = {
      'moderator@tablo.local': {
        roles: ['moderator'],
        capabilities: [
          'readQueue',
          'decidePrimary',
          'decideSecondary',
          'decideReservation',
          'decideCancellation',
        ],
      },
      'accountant@tablo.local': { roles: ['accountant'], capabilities: ['readQueue', 'decidePayment'] },
      'admin@tablo.local': { roles: ['superuser'], capabilities: STAFF_CAPABILITIES },
    }
    for (const [email, want] of Object.entries(expected)) {
      const token = await signIn(server, email, DEMO_PASSWORD)
      const answer = await me(token)
      expect(answer.status).toBe(200)
      expect(answer.body.data).toMatchObject({ email, ...want })
      const profile = await call(server.baseUrl, 'GET', '/api/v1/clients/profile', undefined, token)
      expect(profile.body.data).toMatchObject({ isModerator: true, staffRoles: want.roles })
    }
  })

  it('an advertiser, an agency and an observer are refused in Russian; nobody signed in gets 401', async () => {
    const advertiser = await signUp(server, 'me-advertiser@example.ru')
    expect((await me(advertiser)).body.message).toBe('Недостаточно прав для этого действия')
    for (const email of ['demo@tablo.local', 'agency@tablo.local', 'observer@tablo.local'])
      expect((await me(await signIn(server, email, DEMO_PASSWORD))).status).toBe(403)
    expect((await me(undefined)).status).toBe(401)
    const profile = await call(server.baseUrl, 'GET', '/api/v1/clients/profile', undefined, advertiser)
    expect(profile.body.data).toMatchObject({ isModerator: false, staffRoles: [] })
  })

  it('the database keeps "is staff" and the roles in step, whoever writes them', async () => {
    const repository = server.container.get<AccountRepository>(AccountRepository)
    const roles = async (email: string) =>
      (
        await server.db.query<{ is_moderator: boolean; staff_roles: string[] }>(
          'select is_moderator, staff_roles from accounts where email = $1',
          [email],
        )
      )[0]
    // A writer older than the roles sets only the flag: a moderator.
    await server.db.query(
      `insert into accounts (id, email, full_name, password_hash, status, is_moderator, created_at)
       values (gen_random_uuid(), 'old-writer@example.ru', 'Старый', 'x', 'active', true, now())`,
    )
    expect(await roles('old-writer@example.ru')).toEqual({ is_moderator: true, staff_roles: ['moderator'] })
    expect((await repository.findByEmail('old-writer@example.ru'))?.staffRoles).toEqual(['moderator'])
    // Roles make staff; the flag turned off takes them away; an unknown role is refused.
    await server.db.query(
      `update accounts set staff_roles = '{accountant,editor}', is_moderator = false where email = 'demo@tablo.local'`,
    )
    expect(await roles('demo@tablo.local')).toEqual({
      is_moderator: true,
      staff_roles: ['accountant', 'editor'],
    })
    await server.db.query(`update accounts set is_moderator = false where email = 'demo@tablo.local'`)
    expect(await roles('demo@tablo.local')).toEqual({ is_moderator: false, staff_roles: [] })
    await expect(
      server.db.query(`update accounts set staff_roles = '{owner}' where email = 'demo@tablo.local'`),
    ).rejects.toThrow()
    expect(await roles('demo@tablo.local')).toEqual({ is_moderator: false, staff_roles: [] })
  })
})
