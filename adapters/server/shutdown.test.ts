import type { ChildProcess } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { png } from '../files/testing/media-fixtures'
import { DEMO_PASSWORD } from './seed'
import { stopChild } from './testing/product-process'
import { serverEnv, startServerProcess, type ServerProcess } from './testing/server-process'
import { resetPostgres } from './testing/test-server'

/**
 * Graceful shutdown (issue #18 part 3): on SIGTERM the real server stops taking connections, finishes the
 * request in flight (an upload whose last bytes come after the signal), and exits 0; restarted on the same data,
 * what it acknowledged is there. PGlite on disk by default; CI's PostgreSQL when TEST_DATABASE_URL is set.
 */
const LIB = '/api/v1/clients/media-library'
const dataRoot = mkdtempSync(join(tmpdir(), 'tablo-shutdown-'))
const servers: ServerProcess[] = []
afterAll(async () => {
  await Promise.all(servers.map((s) => stopChild(s.child)))
  rmSync(dataRoot, { recursive: true, force: true })
})

const start = async (): Promise<{ child: ChildProcess; port: number; log: () => string }> => {
  const server = await startServerProcess(serverEnv(dataRoot, { SEED_INVENTORY: 'false' }))
  servers.push(server)
  return { child: server.child, port: Number(new URL(server.baseUrl).port), log: server.log }
}

const json = async (port: number, method: string, path: string, body?: unknown, token?: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, body: (await response.json()) as { data?: unknown } }
}

const refusesConnections = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })

describe('graceful shutdown', () => {
  it('on SIGTERM: no new connections, the upload in flight finishes and is kept, exit 0', async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL
    if (databaseUrl) await resetPostgres(databaseUrl)
    const first = await start()
    const signIn = await json(first.port, 'POST', '/api/v1/clients/auth', {
      email: 'demo@tablo.local',
      password: DEMO_PASSWORD,
    })
    const token = (signIn.body.data as { token: string }).token
    const bytes = await png(640, 360)
    const head = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="late.png"\r\nContent-Type: image/png\r\n\r\n',
    )
    const tail = Buffer.from('\r\n--b--\r\n')
    const half = Math.floor(bytes.length / 2)
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: first.port,
          method: 'POST',
          path: `${LIB}/image`,
          headers: {
            'content-type': 'multipart/form-data; boundary=b',
            'content-length': head.length + bytes.length + tail.length,
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      req.on('error', reject)
      req.write(Buffer.concat([head, bytes.subarray(0, half)]))
      // The rest of the file comes after the signal, once the server has stopped listening.
      void (async () => {
        await new Promise((r) => setTimeout(r, 500))
        const exited = new Promise<number | null>((r) => first.child.once('exit', r))
        first.child.kill('SIGTERM')
        let refused = false
        for (let i = 0; i < 100 && !refused; i++) {
          await new Promise((r) => setTimeout(r, 50))
          refused = await refusesConnections(first.port)
        }
        expect(refused).toBe(true)
        expect(first.child.exitCode).toBeNull()
        req.end(Buffer.concat([bytes.subarray(half), tail]))
        expect(await exited).toBe(0)
      })().catch(reject)
    })
    const uploaded = await answer
    expect(uploaded.status).toBe(201)
    expect(uploaded.body).toContain('late.png')
    await new Promise((r) => (first.child.exitCode === null ? first.child.once('exit', r) : r(undefined)))
    expect(first.child.exitCode).toBe(0)
    expect(first.log()).toContain('Табло остановлено')

    // Restarted on the same data: what was acknowledged is there.
    const second = await start()
    const again = await json(second.port, 'POST', '/api/v1/clients/auth', {
      email: 'demo@tablo.local',
      password: DEMO_PASSWORD,
    })
    const list = await json(
      second.port,
      'GET',
      `${LIB}?kind=image`,
      undefined,
      (again.body.data as { token: string }).token,
    )
    expect(JSON.stringify(list.body)).toContain('late.png')
  }, 400_000)
})
