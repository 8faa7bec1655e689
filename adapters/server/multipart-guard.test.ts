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
