import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { mp4, pdf, upload } from '../files/testing/media-fixtures'
import { call, startTestServer, type TestServer } from './testing/test-server'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let a: Actor
let staff: Actor
let campaign: string
let videos: string[]
let entry: string
let document: string

const C = '/api/v1/clients/commercial-campaigns'

/** Every table a videoSchedule or moderation call may write. */
const tables = async (): Promise<string> => {
  const [row] = await server.db.query<{ h: string }>(
    `select md5(concat_ws('#',
       (select string_agg(t::text, '|' order by t::text) from video_schedules t),
       (select string_agg(t::text, '|' order by t::text) from video_schedule_videos t),
       (select string_agg(t::text, '|' order by t::text) from media t),
       (select string_agg(t::text, '|' order by t::text) from media_documents t),
       (select string_agg(t::text, '|' order by t::text) from media_attachments t),
       (select string_agg(t::text, '|' order by t::text) from campaigns t),
       (select count(*)::text from media_events), (select count(*)::text from notifications))) as h`,
  )
  return row!.h
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  a = await makeAccount(server.db)
  staff = await makeAccount(server.db, { moderator: true })
  const made = await call(
    server.baseUrl,
    'POST',
    `${C}/metroMonitors`,
    { name: 'Фаззинг', calculation: CALCULATIONS.metroMonitors },
    a.token,
  )
  campaign = (made.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
  videos = []
  for (const slot of ['one', 'two']) {
    const sent = await upload(server.baseUrl, 'POST', `${C}/${campaign}/${slot}/video`, a.token, {
      bytes: mp4({ width: 1920, height: 1080, durationSeconds: 10, mediaBytes: 100 }),
      name: `${slot}.mp4`,
      type: 'video/mp4',
    })
    videos.push((sent.body.data as { media: { _id: string } }).media._id)
  }
  const planned = await call(
    server.baseUrl,
    'POST',
    `${C}/${campaign}/videoSchedule`,
    { startDate: '2027-01-10', endDate: '2027-01-12', videos: [{ advertiseVideoId: videos[0], share: 50 }] },
    a.token,
  )
  entry = (planned.body.data as { videoScheduleItem: { _id: string } }).videoScheduleItem._id
  const doc = await upload(server.baseUrl, 'POST', '/api/v1/clients/documents', a.token, {
    bytes: pdf(),
    name: 'Документ.pdf',
    type: 'application/pdf',
  })
  document = (doc.body.data as { documentId: string }).documentId
  await call(
    server.baseUrl,
    'POST',
    `/api/v1/clients/documents/${videos[1]}/category`,
    { mediaId: videos[1], documentId: document, typeId: 'other' },
    a.token,
  )
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const day = fc.oneof(
  fc.constantFrom(
    '2027-01-10',
    '2027-01-15',
    '2027-01-20',
    '2027-01-21',
    '2027-02-30',
    '2026-13-01',
    '10.01.2027',
  ),
  fc
    .date({ min: new Date('2026-12-01'), max: new Date('2027-02-28'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.string(),
  fc.anything(),
)
const share = fc.oneof(
  fc.integer({ min: -5, max: 120 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, 100, 1.5, '50', null),
  fc.anything(),
)
const videoId = () => fc.oneof(fc.constantFrom(...videos), fc.uuid(), fc.string(), fc.anything())
/** Well-formed bodies, so the core's rules (period, overlap, shares, duplicates) are reached too. */
const nearlyValid = () =>
  fc.record(
    {
      scheduleId: fc.constantFrom(campaign, 'one', 'two'),
      startDate: fc.constantFrom('2027-01-09', '2027-01-10', '2027-01-13', '2027-01-16', '2027-01-20'),
      endDate: fc.constantFrom('2027-01-10', '2027-01-12', '2027-01-15', '2027-01-20', '2027-01-21'),
      videos: fc.array(
        fc.record({ advertiseVideoId: fc.constantFrom(...videos), share: fc.integer({ min: 1, max: 100 }) }),
        { minLength: 1, maxLength: 3 },
      ),
    },
    { requiredKeys: ['startDate', 'endDate', 'videos'] },
  )
const scheduleBody = () =>
  fc.oneof(
    nearlyValid(),
    fc.anything(),
    fc.record(
      {
        scheduleId: fc.oneof(
          fc.constantFrom(campaign, 'one', 'two', ''),
          fc.string({ maxLength: 80 }),
          fc.anything(),
        ),
        startDate: day,
        endDate: day,
        videos: fc.oneof(
          fc.array(
            fc.oneof(
              fc.record({ advertiseVideoId: videoId(), share }, { requiredKeys: [] }),
              fc.record({ advertiseVideoId: videoId(), share, extra: fc.anything() }),
              fc.anything(),
            ),
            { maxLength: 25 },
          ),
          fc.anything(),
        ),
        price: fc.anything(),
      },
      { requiredKeys: [] },
    ),
  )
const moderationBody = fc.oneof(
  fc.anything(),
  fc.record(
    { reason: fc.oneof(fc.string({ maxLength: 2100 }), fc.constant('   '), fc.anything()) },
    { requiredKeys: [] },
  ),
  fc.record({ reason: fc.string(), comment: fc.anything() }),
)

/** Sends a random JSON body; the answer is never a 5xx, a refusal has a message and changes no table. */
const probe = async (method: string, path: string, body: unknown, token: string): Promise<number> => {
  const before = await tables()
  const answer = await call(server.baseUrl, method, path, JSON.stringify(body) ?? 'null', token)
  expect(answer.status).toBeLessThan(500)
  if (answer.status >= 400) {
    expect(typeof answer.body.message).toBe('string')
    expect(await tables()).toBe(before)
  }
  return answer.status
}

describe('videoSchedule and staff moderation bodies, fuzzed: never a 5xx, a refusal changes nothing', () => {
  it('videoSchedule POST, PATCH and DELETE', async () => {
    const statuses: Record<string, number> = {}
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PATCH', 'DELETE'),
        fc.oneof(fc.constant(campaign), fc.string({ maxLength: 40 }).map(encodeURIComponent)),
        fc.oneof(fc.constant(entry), fc.uuid(), fc.string({ maxLength: 40 }).map(encodeURIComponent)),
        scheduleBody(),
        async (method, id, entryId, body) => {
          const path =
            method === 'POST'
              ? `${C}/${id || 'x'}/videoSchedule`
              : `${C}/${id || 'x'}/videoSchedule/${entryId || 'x'}`
          const status = await probe(method, path, body, a.token)
          statuses[status] = (statuses[status] ?? 0) + 1
        },
      ),
      { numRuns: 300 },
    )
    const total = Object.values(statuses).reduce((n, c) => n + c, 0)
    console.log(`videoSchedule fuzz: ${total} calls, by status ${JSON.stringify(statuses)}, no 5xx`)
    expect(total).toBe(300)
  }, 180_000)

  it('staff approve and reject of creatives and documents', async () => {
    const statuses: Record<string, number> = {}
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('approve', 'reject'),
        fc.boolean(),
        fc.oneof(fc.constantFrom(...videos), fc.uuid(), fc.string({ maxLength: 40 }).map(encodeURIComponent)),
        fc.oneof(fc.constant(document), fc.uuid(), fc.string({ maxLength: 40 }).map(encodeURIComponent)),
        moderationBody,
        async (verdict, onDocument, mediaId, documentId, body) => {
          const path = onDocument
            ? `/api/v1/staff/media/${mediaId || 'x'}/documents/${documentId || 'x'}/${verdict}`
            : `/api/v1/staff/media/${mediaId || 'x'}/${verdict}`
          const status = await probe('POST', path, body, staff.token)
          statuses[status] = (statuses[status] ?? 0) + 1
        },
      ),
      { numRuns: 200 },
    )
    const total = Object.values(statuses).reduce((n, c) => n + c, 0)
    console.log(`staff moderation fuzz: ${total} calls, by status ${JSON.stringify(statuses)}, no 5xx`)
    expect(total).toBe(200)
  }, 180_000)

  it('staff queues with random queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/v1/staff/media?', '/api/v1/staff/documents?'),
        fc.dictionary(fc.constantFrom('status', 'kind', 'limit', 'offset', 'sort'), fc.string()),
        async (path, query) => {
          const answer = await call(
            server.baseUrl,
            'GET',
            `${path}${new URLSearchParams(query)}`,
            undefined,
            staff.token,
          )
          expect(answer.status).toBeLessThan(500)
        },
      ),
      { numRuns: 100 },
    )
  }, 120_000)
})
