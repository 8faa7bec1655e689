import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { mp4, pdf, png, upload, type FilePart } from '../files/testing/media-fixtures'
import { call, startTestServer, type TestServer } from './testing/test-server'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let a: Actor
let b: Actor
let observer: Actor
let staff: Actor

type Who = 'anonymous' | 'A' | 'B' | 'observer of A' | 'staff'
const tokenOf = (who: Who): string | undefined =>
  ({ anonymous: undefined, A: a.token, B: b.token, 'observer of A': observer.token, staff: staff.token })[who]

const C = '/api/v1/clients/commercial-campaigns'
const ADV = '/api/v1/advertisers/advertising-campaigns'
const PLAYER = '/api/v1/commercial-campaigns'
const S = '/api/v1/staff'

const CALC = {
  metroMonitors: CALCULATIONS.metroMonitors,
  metroStickers: CALCULATIONS.metroStickers,
  cityFormat: {
    startDate: '2027-09-01',
    endDate: '2027-09-30',
    itemIds: ['CF-001'],
    clipDuration: 5,
    frequency: 8,
  },
  cityFormatStandalone: {
    startDate: '2027-10-01',
    endDate: '2027-10-15',
    itemIds: ['CFS-001'],
    clipDuration: 15,
  },
  mediaFacade: {
    startDate: '2027-12-01',
    endDate: '2027-12-31',
    itemIds: ['MF-VARSH'],
    clipDuration: 20,
    frequency: 6,
    targeting: { timeIntervalIds: [4] },
  },
} as const
type Place = keyof typeof CALC

/** What a row needs of A: a campaign of a place, with a video (and a rotation entry), or a document to check. */
interface Setup {
  readonly place: Place
  readonly video?: boolean
  readonly plan?: boolean
  readonly document?: boolean
}
interface Made {
  readonly id: string
  readonly videoId: string
  readonly entryId: string
  readonly documentId: string
}

type Answer = { status: number; body: { message?: string } }
/** Any call, JSON or multipart or a file download; answers the status and the JSON body when there is one. */
const send = async (
  method: string,
  path: string,
  token: string | undefined,
  payload?: { json?: unknown; file?: FilePart },
): Promise<Answer> => {
  if (payload?.file) return upload(server.baseUrl, method, path, token, payload.file)
  if (payload && 'json' in payload) return call(server.baseUrl, method, path, payload.json, token)
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  const text = Buffer.from(await response.arrayBuffer()).toString('utf8')
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}
  return { status: response.status, body: json }
}
const clip = (width: number, height: number, seconds: number): FilePart => ({
  bytes: mp4({ width, height, durationSeconds: seconds, mediaBytes: 500 }),
  name: 'матрица.mp4',
  type: 'video/mp4',
})

interface Row {
  readonly call: string
  readonly setup: Setup
  readonly request: (m: Made) => Promise<[string, string, { json?: unknown; file?: FilePart }?]>
  /** What each asker gets: anonymous 401 always; the rest as listed. */
  readonly expect: Readonly<Record<Exclude<Who, 'anonymous'>, number>>
}
const READ = { A: 200, B: 404, 'observer of A': 200, staff: 404 } as const
const WRITE = (ok: number) => ({ A: ok, B: 404, 'observer of A': 403, staff: 404 }) as const
const STAFF = (ok: number) => ({ A: 403, B: 403, 'observer of A': 403, staff: ok }) as const
const entry = (videoId: string, startDate: string, endDate: string) => ({
  startDate,
  endDate,
  videos: [{ advertiseVideoId: videoId, share: 50 }],
})

/**
 * Every new endpoint × anonymous / owner A / advertiser B / observer of A / staff. The cells, written down:
 * campaign creative calls follow the campaign's own rules (cabinet §6): A reads and changes, B and staff do not
 * see A's campaign (404), the observer reads (200) and changes nothing (403); staff calls answer staff only (403
 * to every advertiser and observer).
 */
const ROWS: Row[] = [
  {
    call: 'images POST',
    setup: { place: 'metroStickers' },
    request: async (m) => [
      'POST',
      `${C}/metroStickers/${m.id}/images`,
      { file: { bytes: await png(40, 60), name: 'a.png', type: 'image/png' } },
    ],
    expect: WRITE(201),
  },
  {
    call: 'video PATCH {id}/video',
    setup: { place: 'metroMonitors' },
    request: async (m) => ['PATCH', `${C}/${m.id}/video`, { file: clip(1920, 1080, 10) }],
    expect: WRITE(200),
  },
  {
    call: 'video POST {place}/{id}/video',
    setup: { place: 'metroMonitors' },
    request: async (m) => ['POST', `${C}/metroMonitors/${m.id}/video`, { file: clip(1920, 1080, 10) }],
    expect: WRITE(201),
  },
  {
    call: 'video POST {campaignId}/{scheduleId}/video',
    setup: { place: 'metroMonitors' },
    request: async (m) => ['POST', `${C}/${m.id}/schedule-7/video`, { file: clip(1920, 1080, 10) }],
    expect: WRITE(201),
  },
  {
    call: 'cityFormatSchedule video PATCH',
    setup: { place: 'cityFormat' },
    request: async () => ['PATCH', `${ADV}/cityFormatSchedule/CF-001/video/new`, { file: clip(512, 704, 5) }],
    expect: WRITE(200),
  },
  {
    call: 'cityFormatStandaloneSchedule video PATCH',
    setup: { place: 'cityFormatStandalone' },
    request: async () => [
      'PATCH',
      `${ADV}/cityFormatStandaloneSchedule/CFS-001/video/new`,
      { file: clip(1080, 1920, 15) },
    ],
    expect: WRITE(200),
  },
  {
    call: 'mediaFacade videoSchedule upload',
    setup: { place: 'mediaFacade', video: true, plan: true },
    request: async (m) => [
      'POST',
      `${ADV}/mediaFacade/${m.id}/videoSchedule/${m.videoId}/upload`,
      { file: clip(1920, 1080, 20) },
    ],
    expect: WRITE(201),
  },
  {
    call: 'player video',
    setup: { place: 'metroMonitors', video: true },
    request: async (m) => ['GET', `${PLAYER}/metroMonitors/${m.id}/video/`],
    expect: READ,
  },
  {
    call: 'player poster',
    setup: { place: 'metroMonitors', video: true },
    request: async (m) => ['GET', `${PLAYER}/metroMonitors/${m.id}/video/thumb/1`],
    expect: READ,
  },
  {
    call: 'videoSchedule GET',
    setup: { place: 'metroMonitors', video: true, plan: true },
    request: async (m) => ['GET', `${C}/${m.id}/videoSchedule`],
    expect: READ,
  },
  {
    call: 'videoSchedule POST',
    setup: { place: 'metroMonitors', video: true },
    request: async (m) => [
      'POST',
      `${C}/${m.id}/videoSchedule`,
      { json: entry(m.videoId, '2027-01-10', '2027-01-12') },
    ],
    expect: WRITE(201),
  },
  {
    call: 'videoSchedule PATCH',
    setup: { place: 'metroMonitors', video: true, plan: true },
    request: async (m) => [
      'PATCH',
      `${C}/${m.id}/videoSchedule/${m.entryId}`,
      { json: { endDate: '2027-01-14' } },
    ],
    expect: WRITE(200),
  },
  {
    call: 'videoSchedule DELETE',
    setup: { place: 'metroMonitors', video: true, plan: true },
    request: async (m) => ['DELETE', `${C}/${m.id}/videoSchedule/${m.entryId}`],
    expect: WRITE(200),
  },
  {
    call: 'getQrCode',
    setup: { place: 'metroStickers' },
    request: async (m) => ['GET', `${C}/metroStickers/${m.id}/getQrCode`],
    expect: READ,
  },
  {
    call: 'staff creative queue',
    setup: { place: 'metroMonitors', video: true },
    request: async () => ['GET', `${S}/media`],
    expect: STAFF(200),
  },
  {
    call: 'staff creative',
    setup: { place: 'metroMonitors', video: true },
    request: async (m) => ['GET', `${S}/media/${m.videoId}`],
    expect: STAFF(200),
  },
  {
    call: 'staff creative file',
    setup: { place: 'metroMonitors', video: true },
    request: async (m) => ['GET', `${S}/media/${m.videoId}/file`],
    expect: STAFF(200),
  },
  {
    call: 'staff approve creative',
    setup: { place: 'metroMonitors', video: true },
    request: async (m) => ['POST', `${S}/media/${m.videoId}/approve`, { json: {} }],
    expect: STAFF(200),
  },
  {
    call: 'staff reject creative',
    setup: { place: 'metroMonitors', video: true },
    request: async (m) => ['POST', `${S}/media/${m.videoId}/reject`, { json: { reason: 'Нет' } }],
    expect: STAFF(200),
  },
  {
    call: 'staff document queue',
    setup: { place: 'metroMonitors', video: true, document: true },
    request: async () => ['GET', `${S}/documents`],
    expect: STAFF(200),
  },
  {
    call: 'staff approve document',
    setup: { place: 'metroMonitors', video: true, document: true },
    request: async (m) => ['POST', `${S}/media/${m.videoId}/documents/${m.documentId}/approve`, { json: {} }],
    expect: STAFF(200),
  },
  {
    call: 'staff reject document',
    setup: { place: 'metroMonitors', video: true, document: true },
    request: async (m) => [
      'POST',
      `${S}/media/${m.videoId}/documents/${m.documentId}/reject`,
      { json: { reason: 'Нечитаемо' } },
    ],
    expect: STAFF(200),
  },
]

const snapshot = async (): Promise<string> => {
  const [row] = await server.db.query<{ h: string }>(
    `select md5(concat_ws('#',
       (select string_agg(t::text, '|' order by t::text) from campaigns t),
       (select string_agg(t::text, '|' order by t::text) from media t),
       (select string_agg(t::text, '|' order by t::text) from media_attachments t),
       (select string_agg(t::text, '|' order by t::text) from media_documents t),
       (select string_agg(t::text, '|' order by t::text) from video_schedules t),
       (select string_agg(t::text, '|' order by t::text) from video_schedule_videos t),
       (select count(*)::text from media_events), (select count(*)::text from notifications),
       (select count(*)::text from campaign_events))) as h`,
  )
  return row!.h
}

const VIDEO_OF: Record<Place, FilePart> = {
  metroMonitors: clip(1920, 1080, 10),
  metroStickers: clip(1920, 1080, 10),
  cityFormat: clip(512, 704, 5),
  cityFormatStandalone: clip(1080, 1920, 15),
  mediaFacade: clip(1920, 1080, 20),
}

const prepare = async (setup: Setup): Promise<Made> => {
  const created = await call(
    server.baseUrl,
    'POST',
    `${C}/${setup.place}`,
    { name: 'Матрица', calculation: CALC[setup.place] },
    a.token,
  )
  const campaign = (created.body.data as { advertisingCampaign: { _id: string; startDate: string } })
    .advertisingCampaign
  const made = { id: campaign._id, videoId: '', entryId: '', documentId: '' }
  if (setup.video) {
    const sent = await upload(
      server.baseUrl,
      'PATCH',
      `${C}/${made.id}/video`,
      a.token,
      VIDEO_OF[setup.place],
    )
    made.videoId = (sent.body.data as { media: { _id: string } }).media._id
  }
  if (setup.plan) {
    const planned = await call(
      server.baseUrl,
      'POST',
      `${C}/${made.id}/videoSchedule`,
      entry(made.videoId, campaign.startDate, campaign.startDate),
      a.token,
    )
    made.entryId = (planned.body.data as { videoScheduleItem: { _id: string } }).videoScheduleItem._id
  }
  if (setup.document) {
    const doc = await upload(server.baseUrl, 'POST', '/api/v1/clients/documents', a.token, {
      bytes: pdf(),
      name: 'Лицензия.pdf',
      type: 'application/pdf',
    })
    made.documentId = (doc.body.data as { documentId: string }).documentId
    await call(
      server.baseUrl,
      'POST',
      `/api/v1/clients/documents/${made.videoId}/category`,
      { mediaId: made.videoId, documentId: made.documentId, typeId: 'license' },
      a.token,
    )
  }
  return made
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  a = await makeAccount(server.db)
  b = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: a.id })
  staff = await makeAccount(server.db, { moderator: true })
}, 60_000)
afterAll(async () => {
  await server?.close()
})

describe('who may call the campaign-creative and creative-moderation endpoints (cabinet §6; issue 6)', () => {
  it.each(ROWS)('$call', async (row) => {
    const made = await prepare(row.setup)
    const seen: Record<string, number> = {}
    // The owner (or staff, for staff calls) last: every refusal before must change nothing, and the rightful call
    // still finds the set-up state.
    for (const who of ['anonymous', 'B', 'observer of A', 'staff', 'A'] as const) {
      const rightful = who !== 'anonymous' && row.expect[who] < 400
      const before = await snapshot()
      const [method, path, payload] = await row.request(made)
      const answer = await send(method, path, tokenOf(who), payload)
      seen[who] = answer.status
      if (answer.status >= 400) {
        expect(typeof answer.body.message).toBe('string')
        if (!rightful) expect(await snapshot()).toBe(before)
      }
      if (who === 'observer of A' && answer.status === 403)
        expect(answer.body.message).toBe('Недостаточно прав для этого действия')
    }
    expect(seen).toEqual({ anonymous: 401, ...row.expect })
  })
})
