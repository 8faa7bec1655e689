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
 * A multipart upload of `length` declared bytes whose file starts with `first`, sent a megabyte at a time as a
 * browser would (64 MB at most): what the client meets, and how much it had sent by then.
 */
const slowUpload = async (path: string, length: number, type: string, first: Buffer) => {
  const port = Number(new URL(server.baseUrl).port)
  const head = Buffer.concat([
    Buffer.from(
      `--b\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    first,
  ])
  let sent = 0
  const started = Date.now()
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
  return { ...answer, ms: Date.now() - started, sentMb: sent / 1024 / 1024 }
}

/**
 * Issue 53 item 5: a 510 MB upload was refused only after its whole body had arrived (3.4–10.2 s). An upload
 * declared larger than its route takes, or whose first bytes rule it out, is answered before the rest is read
 * (413 / 415), and its connection is closed politely: the client reads the answer (Connection: close), it does
 * not meet a reset.
 */
describe('an upload refused before it is read', () => {
  it.each([
    ['an image of 21 MB', `/api/v1/clients/media-library/image`, 22 * 1024 * 1024, 413, 'Файл больше 20 МБ'],
    [
      'a video of 510 MB',
      `/api/v1/clients/media-library/video`,
      510 * 1024 * 1024,
      413,
      'Файл больше 500 МБ',
    ],
  ])('%s: by its declared length', async (what, path, length, status, message) => {
    const before = await stored()
    const answer = await slowUpload(path, length, 'video/mp4', Buffer.alloc(0))
    console.log(
      `${what}: ${answer.status} in ${answer.ms} ms after ${answer.sentMb} MB of ${length / 1024 / 1024} MB`,
    )
    expect(answer).toMatchObject({ status, connection: 'close' })
    expect((JSON.parse(answer.body) as { message: string }).message).toContain(message)
    expect(answer.sentMb).toBeLessThan(length / 1024 / 1024)
    expect(await stored()).toEqual(before)
  })

  it('a "video" of 400 MB that is a PDF: by its first bytes', async () => {
    const before = await stored()
    const length = 400 * 1024 * 1024
    const answer = await slowUpload(
      '/api/v1/clients/media-library/video',
      length,
      'video/mp4',
      Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
    )
    console.log(
      `a PDF posing as a 400 MB video: ${answer.status} in ${answer.ms} ms after ${answer.sentMb} MB`,
    )
    expect(answer).toMatchObject({ status: 415, connection: 'close' })
    expect((JSON.parse(answer.body) as { message: string }).message).toMatch(/[а-яё]/i)
    expect(answer.sentMb).toBeLessThan(64)
    expect(await stored()).toEqual(before)
  })
})
