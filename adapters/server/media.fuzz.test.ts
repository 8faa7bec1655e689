import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { png, upload } from '../files/testing/media-fixtures'
import { call, signUp, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
let token: string
let media: string
beforeAll(async () => {
  server = await startTestServer()
  token = await signUp(server, 'media-fuzz@example.ru', 'Фаззер')
  const added = await upload(server.baseUrl, 'POST', '/api/v1/clients/media-library/image', token, {
    bytes: await png(20, 20),
    name: 'f.png',
    type: 'image/png',
  })
  media = (added.body.data as { _id: string })._id
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const rows = async () =>
  (
    await server.db.query<{ id: string; name: string; status: string }>(
      'select id, name, status from media order by id',
    )
  )
    .map((r) => `${r.id}:${r.name}:${r.status}`)
    .join('|')

const anyBody = (media: string) =>
  fc.oneof(
    fc.anything(),
    fc.record(
      {
        ids: fc.oneof(fc.array(fc.oneof(fc.string(), fc.uuid(), fc.constant(media))), fc.anything()),
        name: fc.oneof(fc.string(), fc.anything()),
        mediaId: fc.oneof(fc.constant(media), fc.string(), fc.anything()),
        documentId: fc.oneof(fc.uuid(), fc.string(), fc.anything()),
        typeId: fc.oneof(fc.constantFrom('trademark', 'license', ''), fc.string()),
        typeSubId: fc.oneof(fc.constant(null), fc.string(), fc.anything()),
      },
      { requiredKeys: [] },
    ),
  )

describe('media and document JSON bodies and queries, fuzzed: never a 5xx', () => {
  it('answers every random body with 2xx or a 4xx carrying a message', async () => {
    const calls: [string, (id: string) => string][] = [
      ['POST', () => '/api/v1/clients/media-library/getMedia'],
      ['PUT', (id) => `/api/v1/clients/media-library/${id}/rename`],
      ['PUT', (id) => `/api/v1/clients/media-library/${id}/toModeration`],
      ['POST', (id) => `/api/v1/clients/documents/${id}/category`],
      ['PUT', (id) => `/api/v1/clients/documents/${id}`],
    ]
    let count = 0
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.oneof(fc.constant(media), fc.string({ maxLength: 40 }).map(encodeURIComponent)),
        anyBody(media),
        async ([method, path], id, body) => {
          const answer = await call(
            server.baseUrl,
            method,
            path(id || 'x'),
            JSON.stringify(body) ?? 'null',
            token,
          )
          count += 1
          expect(answer.status).toBeLessThan(500)
          if (answer.status >= 400) expect(typeof answer.body.message).toBe('string')
        },
      ),
      { numRuns: 150 },
    )
    console.log(`media fuzz: ${count} JSON calls, no 5xx`)
  }, 120_000)

  it('answers random queries of the list, attach and document calls without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/v1/clients/media-library?',
          '/api/v1/clients/media-library/listForAttach?',
          `/api/v1/clients/documents/${media}/category?`,
        ),
        fc.dictionary(
          fc.constantFrom('limit', 'offset', 'kind', 'advertisePlace', 'clipDuration', 'documentId'),
          fc.string(),
        ),
        async (path, query) => {
          const method = path.includes('category') ? 'DELETE' : 'GET'
          const answer = await call(
            server.baseUrl,
            method,
            `${path}${new URLSearchParams(query)}`,
            undefined,
            token,
          )
          expect(answer.status).toBeLessThan(500)
        },
      ),
      { numRuns: 100 },
    )
  }, 120_000)

  it('answers random bytes sent as an image or a video with a 4xx and stores nothing', async () => {
    const before = await rows()
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 3000 }),
        fc.constantFrom('image', 'video'),
        fc.constantFrom('image/png', 'video/mp4', 'application/octet-stream', ''),
        async (bytes, kind, type) => {
          const answer = await upload(
            server.baseUrl,
            'POST',
            `/api/v1/clients/media-library/${kind}`,
            token,
            {
              bytes,
              name: `random.${kind === 'image' ? 'png' : 'mp4'}`,
              type,
            },
          )
          expect(answer.status).toBeGreaterThanOrEqual(400)
          expect(answer.status).toBeLessThan(500)
        },
      ),
      { numRuns: 60 },
    )
    // Renames by the JSON fuzz above may have changed names; uploads must not have added rows.
    expect((await rows()).split('|').length).toBe(before.split('|').length)
  }, 120_000)
})
