import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { png, upload } from '../files/testing/media-fixtures'
import { signUp, startTestServer, type TestServer } from './testing/test-server'

/**
 * Issue 20 item 2: a multipart request without a boundary, or with one and a body that is not multipart,
 * answered 500 ('Boundary not found', 'Unexpected end of multipart data'). It is the client's mistake: 400 in
 * Russian, and nothing is stored.
 */
let server: TestServer
let token: string
/** A real image of the account, so that replacing it reaches the multipart body. */
let imageId = ''
beforeAll(async () => {
  server = await startTestServer()
  token = await signUp(server, 'multipart@example.ru', 'Мария Формова')
  const image = await upload(server.baseUrl, 'POST', '/api/v1/clients/media-library/image', token, {
    bytes: await png(64, 64),
    name: 'Витрина.png',
    type: 'image/png',
  })
  expect(image.status).toBe(201)
  imageId = (image.body.data as { _id: string })._id
})
afterAll(async () => {
  await server?.close()
})

const ID = '00000000-0000-4000-8000-000000000000'
const ROUTES: readonly (readonly [method: string, path: string, signedIn: boolean])[] = [
  ['POST', '/api/v1/clients/media-library/image', true],
  ['POST', '/api/v1/clients/media-library/video', true],
  ['PATCH', '/api/v1/clients/media-library/image/{image}/replace', true],
  ['PATCH', `/api/v1/clients/commercial-campaigns/${ID}/attach`, true],
  ['POST', '/api/v1/clients/documents', true],
  ['POST', '/api/v1/public/feedback/file', false],
]
const BODIES: readonly (readonly [what: string, contentType: string, body: string])[] = [
  [
    'no boundary',
    'multipart/form-data',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  ],
  ['a boundary and a body that is not multipart', 'multipart/form-data; boundary=zzz', '{"not":"multipart"}'],
  [
    'a part cut short',
    'multipart/form-data; boundary=zzz',
    '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  ],
  [
    'a malformed part header',
    'multipart/form-data; boundary=zzz',
    '--zzz\r\nnot a header\r\n\r\nx\r\n--zzz--\r\n',
  ],
]

const stored = async () =>
  server.db.query<{ media: string; leads: string }>(
    `select (select count(*)::text from media) as media, (select count(*)::text from leads) as leads`,
  )

describe.each(ROUTES)('%s %s', (method, path, signedIn) => {
  it.each(BODIES)('with %s answers 400 in Russian and stores nothing', async (_what, contentType, body) => {
    const before = await stored()
    const answer = await fetch(`${server.baseUrl}${path.replace('{image}', imageId)}`, {
      method,
      headers: { 'content-type': contentType, ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
      body,
    })
    expect(answer.status).toBeLessThan(500)
    expect(answer.status).toBe(400)
    const json = (await answer.json()) as { message: string }
    expect(json.message).toMatch(/[а-яё]/i)
    expect(await stored()).toEqual(before)
  })
})

/**
 * Issue 53 item 5: a 510 MB upload was refused only after its whole body had arrived (3.4–10.2 s). An upload
 * declared larger than its route takes is answered 413 before its body is read, and its connection is closed
 * politely: the client reads the answer (Connection: close), it does not meet a reset.
 */
describe('an upload declared too large', () => {
  it.each([
    ['an image of 21 MB', `/api/v1/clients/media-library/image`, 22 * 1024 * 1024, 'Файл больше 20 МБ'],
    ['a video of 510 MB', `/api/v1/clients/media-library/video`, 510 * 1024 * 1024, 'Файл больше 500 МБ'],
  ])('%s is refused by its declared length before it is read', async (_what, path, length, message) => {
    const before = await stored()
    const port = Number(new URL(server.baseUrl).port)
    const started = Date.now()
    const head = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n',
    )
    let sent = 0
    const answer = await new Promise<{ status: number; connection?: string; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path,
            headers: {
              'content-type': 'multipart/form-data; boundary=b',
              'content-length': length,
              authorization: `Bearer ${token}`,
            },
          },
          (res) => {
            let body = ''
            res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
            )
          },
        )
        req.on('error', reject)
        req.write(head)
        // The body keeps coming, a megabyte at a time, as a browser's would: the answer must not wait for it.
        const chunk = Buffer.alloc(1024 * 1024, 7)
        const more = (): void => {
          if (sent >= 64 * 1024 * 1024 || req.destroyed) return
          sent += chunk.length
          if (req.write(chunk)) setImmediate(more)
          else req.once('drain', more)
        }
        more()
      },
    )
    const ms = Date.now() - started
    console.log(
      `${_what}: ${answer.status} in ${ms} ms after ${sent / 1024 / 1024} MB of ${length / 1024 / 1024} MB sent`,
    )
    expect(answer.status).toBe(413)
    expect(answer.connection).toBe('close')
    expect((JSON.parse(answer.body) as { message: string }).message).toContain(message)
    expect(sent).toBeLessThan(length)
    expect(await stored()).toEqual(before)
  })
})
