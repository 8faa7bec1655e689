import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './testing/test-server'

/** Issue #18 part 3: what a load balancer asks of each server, over a real database. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const get = async (path: string) => {
  const response = await fetch(`${server.baseUrl}${path}`)
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  }
}

describe('health and readiness', () => {
  it('a started server is alive and ready: its database answers and every migration is applied', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, cache: 'no-store', body: { status: 'alive' } })
    expect(await get('/readyz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok' } },
    })
    expect((await get('/api/v1/health')).body).toEqual({
      data: { status: 'ok', checks: { database: 'ok', migrations: 'ok' } },
    })
  })

  it('a migration the database lacks makes the server not ready, and alive still', async () => {
    const [last] = await server.db.query<{ id: string }>(
      'select id from schema_migrations order by id desc limit 1',
    )
    await server.db.query('delete from schema_migrations where id = $1', [last!.id])
    try {
      expect(await get('/readyz')).toMatchObject({
        status: 503,
        body: { status: 'not ready', checks: { database: 'ok', migrations: 'pending' } },
      })
      expect((await get('/healthz')).status).toBe(200)
    } finally {
      await server.db.query('insert into schema_migrations (id) values ($1)', [last!.id])
    }
    expect((await get('/readyz')).status).toBe(200)
  })

  it('a database that is gone makes the server not ready, said in Russian on the API, and alive still', async () => {
    const other = await startTestServer()
    try {
      await other.db.close()
      const ready = await fetch(`${other.baseUrl}/readyz`)
      expect([ready.status, await ready.json()]).toEqual([
        503,
        { status: 'not ready', checks: { database: 'unreachable', migrations: 'pending' } },
      ])
      const api = await fetch(`${other.baseUrl}/api/v1/health`)
      expect([api.status, ((await api.json()) as { message: string }).message]).toEqual([
        503,
        'Сервер не готов: база данных недоступна',
      ])
      expect((await fetch(`${other.baseUrl}/healthz`)).status).toBe(200)
    } finally {
      // Its database is already closed: closing it again may fail, the server's folder goes all the same.
      await other.close().catch(() => undefined)
    }
  })
})
