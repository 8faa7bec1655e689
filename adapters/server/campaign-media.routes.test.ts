import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mp4Head } from '../../core/media/mp4-builder'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { jpeg, mp4, pdf, png, streamUpload, upload } from '../files/testing/media-fixtures'
import { call, startTestServer, type TestServer } from './testing/test-server'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let a: Actor
let staff: Actor

const CC = '/api/v1/clients/commercial-campaigns'
const ADV = '/api/v1/advertisers/advertising-campaigns'
const STAFF = '/api/v1/staff'
const CALC = {
  ...CALCULATIONS,
  cityFormat: {
    startDate: '2027-09-01',
    endDate: '2027-09-30',
    itemIds: ['CF-001'],
    clipDuration: 5,
    frequency: 8,
  },
  mediaFacade: {
    startDate: '2027-12-01',
    endDate: '2027-12-31',
    itemIds: ['MF-VARSH'],
    clipDuration: 20,
    frequency: 6,
    targeting: { timeIntervalIds: [4] },
  },
}

interface Ref {
  _id: string
  name: string
  status: string
  moderationReason: string | null
  path: string
}
interface Campaign {
  _id: string
  isVideoUploaded: boolean
  isUploaded: boolean
  advertiser: { images: Ref[]; videos: Ref[] }
}
interface Media {
  _id: string
  status: string
  width: number
  height: number
  duration: number
}
interface Entry {
  _id: string
  scheduleId: string
  startDate: string
  endDate: string
  videos: { advertiseVideoId: string; share: number; advertiseVideo: { name: string } | null }[]
}

const api = (method: string, path: string, body?: unknown, token = a.token) =>
  call(server.baseUrl, method, path, body, token)
const create = async (place: keyof typeof CALC, token = a.token): Promise<string> => {
  const made = await api(
    'POST',
    `${CC}/${place}`,
    { name: `Креативы ${place}`, calculation: CALC[place] },
    token,
  )
  expect(made.status).toBe(201)
  return (made.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
}
const campaign = async (id: string, token = a.token): Promise<Campaign> =>
  ((await api('GET', `${CC}/${id}`, undefined, token)).body.data as { advertisingCampaign: Campaign })
    .advertisingCampaign
const send = (
  method: string,
  path: string,
  file: { bytes: Uint8Array; name: string; type: string },
  fields: Record<string, string> = {},
  token = a.token,
) => upload(server.baseUrl, method, path, token, file, fields)
const video = (
  width: number,
  height: number,
  durationSeconds: number,
  name = 'ролик.mp4',
  mediaBytes = 3000,
) => ({
  bytes: mp4({ width, height, durationSeconds, mediaBytes }),
  name,
  type: 'video/mp4',
})
const raw = async (path: string, headers: Record<string, string> = {}, token: string | null = a.token) => {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}
/** Every row a creative call may write: a refused call must leave all of them as they were. */
const tables = async (): Promise<string> => {
  const [row] = await server.db.query<{ h: string }>(
    `select md5(concat_ws('#',
       (select string_agg(id::text || status || coalesce(moderation_reason, ''), '|' order by id) from media),
       (select string_agg(campaign_id::text || schedule_id || media_id::text, '|' order by campaign_id, schedule_id)
          from media_attachments),
       (select string_agg(id::text || start_date || end_date, '|' order by id) from video_schedules),
       (select string_agg(entry_id::text || media_id::text || share, '|' order by entry_id, media_id)
          from video_schedule_videos),
       (select count(*)::text from media_events), (select count(*)::text from notifications),
       (select string_agg(media_id::text || document_id::text || status, '|' order by media_id, document_id)
          from media_documents))) as h`,
  )
  return row!.h
}
const notificationsOf = async (token: string): Promise<string[]> =>
  (
    (await api('GET', '/api/v1/clients/notifications?limit=50', undefined, token)).body.data as {
      items: { message: string }[]
    }
  ).items.map((n) => n.message)

beforeAll(async () => {
  server = await startTestServer({ clock })
  a = await makeAccount(server.db)
  staff = await makeAccount(server.db, { moderator: true })
}, 60_000)
afterAll(async () => {
  await server?.close()
})

describe('campaign creative uploads (R-API-17): streamed to the library on moderation and attached', () => {
  it('answers every new route', () => {
    const routes: [string, string][] = [
      ['POST', `${CC}/:place/:id/images`],
      ['PATCH', `${CC}/:id/video`],
      ['POST', `${CC}/:first/:second/video`],
      ['PATCH', `${ADV}/cityFormatSchedule/:scheduleId/video/:videoId`],
      ['PATCH', `${ADV}/cityFormatStandaloneSchedule/:scheduleId/video/:videoId`],
      ['POST', `${ADV}/mediaFacade/:campaignId/videoSchedule/:videoId/upload`],
      ['GET', '/api/v1/commercial-campaigns/:place/:campaignId/video/'],
      ['GET', '/api/v1/commercial-campaigns/:place/:campaignId/video/thumb/:frame'],
      ['GET', `${CC}/:id/videoSchedule`],
      ['POST', `${CC}/:id/videoSchedule`],
      ['PATCH', `${CC}/:id/videoSchedule/:entryId`],
      ['DELETE', `${CC}/:id/videoSchedule/:entryId`],
      ['GET', `${CC}/:place/:id/getQrCode`],
      ['GET', `${STAFF}/media`],
      ['GET', `${STAFF}/media/:id`],
      ['GET', `${STAFF}/media/:id/file`],
      ['POST', `${STAFF}/media/:id/approve`],
      ['POST', `${STAFF}/media/:id/reject`],
      ['GET', `${STAFF}/documents`],
      ['POST', `${STAFF}/media/:id/documents/:documentId/approve`],
      ['POST', `${STAFF}/media/:id/documents/:documentId/reject`],
    ]
    expect(routes.filter(([method, url]) => !server.app.hasRoute({ method: method as 'GET', url }))).toEqual(
      [],
    )
  })

  it('uploads a sticker image: on moderation in the library, attached, isUploaded and advertiser.images', async () => {
    const id = await create('metroStickers')
    const bytes = await png(1200, 1700)
    const answer = await send('POST', `${CC}/metroStickers/${id}/images`, {
      bytes,
      name: 'Стикер.png',
      type: 'image/png',
    })
    expect(answer.status).toBe(201)
    const { media, advertisingCampaign } = answer.body.data as { media: Media; advertisingCampaign: Campaign }
    expect(media).toMatchObject({ status: 'moderation', width: 1200, height: 1700 })
    const got = await campaign(id)
    expect(got).toMatchObject({ isUploaded: true, isVideoUploaded: false })
    expect(got.advertiser.images).toEqual([
      expect.objectContaining({
        _id: media._id,
        name: 'Стикер.png',
        status: 'moderation',
        moderationReason: null,
      }),
    ])
    expect(advertisingCampaign.advertiser.images.map((i) => i._id)).toEqual([media._id])
    const file = await raw(got.advertiser.images[0]!.path)
    expect(file.bytes.equals(bytes)).toBe(true)
    const library = await api('GET', '/api/v1/clients/media-library?kind=image')
    expect(library.body.data).toMatchObject({ list: [{ _id: media._id, status: 'moderation' }] })
    // The place is the campaign's: the same campaign under another place is not found.
    expect(
      (await send('POST', `${CC}/lightBoxes/${id}/images`, { bytes, name: 'a.png', type: 'image/png' }))
        .status,
    ).toBe(404)
  })

  it('refuses oversized, truncated, mislabelled, wrong-format and off-format files in Russian, storing nothing', async () => {
    const stickers = await create('metroStickers')
    const monitors = await create('metroMonitors')
    const before = await tables()
    const image = await png(64, 64)
    const photo = await jpeg(400, 300)
    const clip = mp4({ width: 1920, height: 1080, durationSeconds: 10, mediaBytes: 5000 })
    const cases: [string, string, { bytes: Uint8Array; name: string; type: string }, number, string][] = [
      [
        'POST',
        `${CC}/metroStickers/${stickers}/images`,
        {
          bytes: Buffer.concat([image, Buffer.alloc(21 * 1024 * 1024, 7)]),
          name: 'big.png',
          type: 'image/png',
        },
        413,
        'Файл больше 20 МБ: загрузите файл поменьше',
      ],
      [
        'POST',
        `${CC}/metroStickers/${stickers}/images`,
        { bytes: photo.subarray(0, photo.length / 2), name: 'cut.jpg', type: 'image/jpeg' },
        400,
        'Файл повреждён или загружен не полностью: загрузите его ещё раз',
      ],
      [
        'PATCH',
        `${CC}/${monitors}/video`,
        { bytes: clip.subarray(0, clip.length - 10), name: 'cut.mp4', type: 'video/mp4' },
        400,
        'Файл повреждён или загружен не полностью: загрузите его ещё раз',
      ],
      [
        'POST',
        `${CC}/metroStickers/${stickers}/images`,
        { bytes: photo, name: 'photo.png', type: 'image/png' },
        415,
        'Файл подписан как image/png, а на самом деле это JPEG: переименуйте или пересохраните его',
      ],
      [
        'POST',
        `${CC}/metroStickers/${stickers}/images`,
        { bytes: Buffer.from('просто текст'), name: 'a.txt', type: 'text/plain' },
        415,
        'Формат файла не распознан: нужно JPEG или PNG',
      ],
      [
        'PATCH',
        `${CC}/${monitors}/video`,
        { bytes: image, name: 'a.png', type: 'image/png' },
        415,
        'Формат файла (PNG) не подходит: нужно MP4',
      ],
      [
        'POST',
        `${CC}/metroMonitors/${monitors}/images`,
        { bytes: image, name: 'a.png', type: 'image/png' },
        400,
        'Для экранов нужен видеоролик MP4 (H.264), а не изображение',
      ],
      [
        'PATCH',
        `${CC}/${stickers}/video`,
        { bytes: clip, name: 'a.mp4', type: 'video/mp4' },
        400,
        'Для этого места нужно изображение JPEG или PNG, а не видео',
      ],
      [
        'PATCH',
        `${CC}/${monitors}/video`,
        video(1280, 720, 10),
        400,
        'Разрешение 1280×720 не подходит: нужно 1920×1080',
      ],
      [
        'POST',
        `${CC}/metroMonitors/${monitors}/video`,
        video(1920, 1080, 15),
        400,
        'Длительность 15 с не подходит: нужно 10 с',
      ],
    ]
    for (const [method, path, file, status, message] of cases) {
      const answer = await send(method, path, file)
      expect([file.name, answer.status, answer.body.message]).toEqual([file.name, status, message])
      expect(await tables()).toBe(before)
    }
    expect((await campaign(monitors)).isVideoUploaded).toBe(false)
  })

  it('refuses a 510 MB video streamed to a campaign with flat memory, storing nothing', async () => {
    const monitors = await create('metroMonitors')
    const before = await tables()
    global.gc?.()
    const start = process.memoryUsage().rss
    let peak = start
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 20)
    const bodyBytes = 510 * 1024 * 1024
    const began = Date.now()
    const answer = await streamUpload(server.baseUrl, `${CC}/metroMonitors/${monitors}/video`, a.token, {
      head: mp4Head({ width: 1920, height: 1080, durationSeconds: 10, mediaBytes: bodyBytes }),
      bodyBytes,
      name: 'master.mp4',
      type: 'video/mp4',
    })
    clearInterval(sampler)
    const growth = (peak - start) / (1024 * 1024)
    console.log(
      `510 MB campaign video refused in ${Date.now() - began} ms: rss growth ${growth.toFixed(1)} MB, answer ${answer.status}`,
    )
    expect(answer).toMatchObject({
      status: 413,
      body: { message: 'Файл больше 500 МБ: загрузите файл поменьше' },
    })
    expect(growth).toBeLessThan(60)
    expect(await tables()).toBe(before)
  }, 180_000)
})

describe('moderation of a creative: upload → reject with a reason → re-upload → approve (issue 6 §3)', () => {
  it('the owner sees the status, the reason and the notifications; the player plays the current video', async () => {
    const id = await create('metroMonitors')
    const first = await send('PATCH', `${CC}/${id}/video`, video(1920, 1080, 10, 'Первый.mp4'))
    expect(first.status).toBe(200)
    const firstId = (first.body.data as { media: Media }).media._id

    const queue = await api('GET', `${STAFF}/media`, undefined, staff.token)
    const queued = (
      queue.body.data as { media: { _id: string; campaigns: { _id: string }[]; ownerId: string }[] }
    ).media
    expect(queued.find((m) => m._id === firstId)).toMatchObject({ ownerId: a.id, campaigns: [{ _id: id }] })
    const file = await raw(`${STAFF}/media/${firstId}/file`, {}, staff.token)
    expect([file.status, file.bytes.length]).toEqual([200, video(1920, 1080, 10).bytes.length])

    expect((await api('POST', `${STAFF}/media/${firstId}/reject`, {}, staff.token)).status).toBe(400)
    const rejected = await api(
      'POST',
      `${STAFF}/media/${firstId}/reject`,
      { reason: 'Нет маркировки «Реклама»' },
      staff.token,
    )
    expect(rejected.body.data).toMatchObject({
      media: { status: 'rejected', moderationReason: 'Нет маркировки «Реклама»' },
    })
    expect(await api('POST', `${STAFF}/media/${firstId}/approve`, {}, staff.token)).toMatchObject({
      status: 409,
      body: { message: 'Материал не на модерации (статус «Отклонено»)' },
    })
    expect((await campaign(id)).advertiser.videos).toEqual([
      expect.objectContaining({
        _id: firstId,
        status: 'rejected',
        moderationReason: 'Нет маркировки «Реклама»',
      }),
    ])
    expect(await notificationsOf(a.token)).toContain(
      'Материал «Первый.mp4» отклонён. Причина: Нет маркировки «Реклама»',
    )

    const second = await send('POST', `${CC}/metroMonitors/${id}/video`, video(1920, 1080, 10, 'Второй.mp4'))
    expect(second.status).toBe(201)
    const secondId = (second.body.data as { media: Media }).media._id
    const after = await campaign(id)
    expect(after.isVideoUploaded).toBe(true)
    expect(after.advertiser.videos.map((v) => [v._id, v.status])).toEqual([[secondId, 'moderation']])

    expect(
      (await api('POST', `${STAFF}/media/${secondId}/approve`, {}, staff.token)).body.data,
    ).toMatchObject({
      media: { status: 'approved', moderationReason: null },
    })
    expect((await campaign(id)).advertiser.videos[0]).toMatchObject({ _id: secondId, status: 'approved' })
    expect(await notificationsOf(a.token)).toContain('Материал «Второй.mp4» согласован')
    const events = await server.db.query<{ event: string; to_status: string; reason: string | null }>(
      'select event, to_status, reason from media_events where media_id = any($1::uuid[]) order by id',
      [[firstId, secondId]],
    )
    expect(events.map((e) => [e.event, e.to_status, e.reason])).toEqual([
      ['upload', 'moderation', null],
      ['reject', 'rejected', 'Нет маркировки «Реклама»'],
      ['upload', 'moderation', null],
      ['approve', 'approved', null],
    ])

    // The player: the whole file, a byte range, a suffix range, a range past the end, and the poster.
    const player = `/api/v1/commercial-campaigns/metroMonitors/${id}/video/`
    const whole = await raw(player)
    const bytes = video(1920, 1080, 10).bytes
    expect([whole.status, whole.headers.get('content-type'), whole.headers.get('accept-ranges')]).toEqual([
      200,
      'video/mp4',
      'bytes',
    ])
    expect(whole.bytes.equals(Buffer.from(bytes))).toBe(true)
    const part = await raw(player, { Range: 'bytes=100-1099' })
    expect([part.status, part.headers.get('content-range'), part.bytes.length]).toEqual([
      206,
      `bytes 100-1099/${bytes.length}`,
      1000,
    ])
    expect(part.bytes.equals(Buffer.from(bytes.subarray(100, 1100)))).toBe(true)
    const tail = await raw(player, { Range: 'bytes=-16' })
    expect(tail.bytes.equals(Buffer.from(bytes.subarray(bytes.length - 16)))).toBe(true)
    const beyond = await raw(player, { Range: `bytes=${bytes.length}-` })
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${bytes.length}`])
    const poster = await raw(`/api/v1/commercial-campaigns/metroMonitors/${id}/video/thumb/1`)
    const meta = await sharp(poster.bytes).metadata()
    expect([poster.status, meta.format, meta.width, meta.height]).toEqual([200, 'png', 320, 180])
    expect(
      (await raw(`/api/v1/commercial-campaigns/metroMonitors/${id}/video/?mediaId=${firstId}`)).status,
    ).toBe(404)
    expect((await raw(`/api/v1/commercial-campaigns/busMonitors/${id}/video/`)).status).toBe(404)
    expect((await raw(player, {}, null)).status).toBe(401)
  })

  it('a document sent to rework rejects its creative; a new upload puts it back on moderation (R-STATE-14); approval checks it', async () => {
    const id = await create('metroStickers')
    const image = (
      (
        await send('POST', `${CC}/metroStickers/${id}/images`, {
          bytes: await png(300, 400),
          name: 'Макет.png',
          type: 'image/png',
        })
      ).body.data as { media: Media }
    ).media
    const doc = async (name: string) =>
      (
        (await send('POST', '/api/v1/clients/documents', { bytes: pdf(), name, type: 'application/pdf' }))
          .body.data as {
          documentId: string
        }
      ).documentId
    const first = await doc('Свидетельство.pdf')
    const link = (documentId: string) =>
      api('POST', `/api/v1/clients/documents/${image._id}/category`, {
        mediaId: image._id,
        documentId,
        typeId: 'trademark',
        typeSubId: 'certificate',
      })
    expect((await link(first)).body.data).toMatchObject({ status: 'loaded', mediaStatus: 'moderation' })
    const waiting = await api('GET', `${STAFF}/documents`, undefined, staff.token)
    expect(
      (waiting.body.data as { documents: { documentId: string; status: string }[] }).documents,
    ).toContainEqual(expect.objectContaining({ documentId: first, status: 'loaded', ownerId: a.id }))
    const listed = (waiting.body.data as { documents: { documentId: string; file: string }[] }).documents
    const scan = await raw(listed.find((d) => d.documentId === first)!.file, {}, staff.token)
    expect([scan.status, scan.bytes.equals(pdf())]).toEqual([200, true])
    expect((await raw(listed.find((d) => d.documentId === first)!.file, {}, a.token)).status).toBe(403)

    const reworked = await api(
      'POST',
      `${STAFF}/media/${image._id}/documents/${first}/reject`,
      { reason: 'Срок действия истёк' },
      staff.token,
    )
    expect(reworked.body.data).toMatchObject({
      media: {
        status: 'rejected',
        moderationReason: 'Срок действия истёк',
        documents: [{ documentId: first, status: 'rework' }],
      },
    })
    expect(await notificationsOf(a.token)).toContain(
      'Документ «Свидетельство.pdf» к материалу «Макет.png» отправлен на доработку. Причина: Срок действия истёк',
    )
    expect((await campaign(id)).advertiser.images[0]).toMatchObject({ status: 'rejected' })
    expect(
      (await api('POST', `${STAFF}/media/${image._id}/documents/${first}/approve`, {}, staff.token)).body
        .message,
    ).toBe('Документ ещё не загружен (статус «На доработке»): решать нечего')

    // The advertiser uploads the document again: loaded, and the creative is back on moderation (R-STATE-14).
    expect((await link(first)).body.data).toMatchObject({ status: 'loaded', mediaStatus: 'moderation' })
    const approved = await api(
      'POST',
      `${STAFF}/media/${image._id}/documents/${first}/approve`,
      {},
      staff.token,
    )
    expect(approved.body.data).toMatchObject({
      media: { status: 'moderation', documents: [{ status: 'revision' }] },
    })
    expect(await notificationsOf(a.token)).toContain(
      'Документ «Свидетельство.pdf» к материалу «Макет.png» проверен',
    )
    expect(
      (await api('POST', `${STAFF}/media/${image._id}/approve`, {}, staff.token)).body.data,
    ).toMatchObject({
      media: { status: 'approved' },
    })
  })
})

describe('the video rotation plan (videoSchedule GET, POST, PATCH, DELETE)', () => {
  it('keeps entries inside the campaign, one rotation per slot at a time, shares up to 100 %', async () => {
    const id = await create('metroMonitors')
    const uploadTo = async (name: string) =>
      ((await send('PATCH', `${CC}/${id}/video`, video(1920, 1080, 10, name))).body.data as { media: Media })
        .media._id
    const one = await uploadTo('Один.mp4')
    const library = async (name: string) =>
      (
        (await send('POST', '/api/v1/clients/media-library/video', video(1920, 1080, 10, name, 4000))).body
          .data as {
          _id: string
        }
      )._id
    const two = await library('Два.mp4')
    const plan = `${CC}/${id}/videoSchedule`
    const body = (startDate: string, endDate: string, shares: [string, number][], scheduleId?: string) => ({
      ...(scheduleId ? { scheduleId } : {}),
      startDate,
      endDate,
      videos: shares.map(([advertiseVideoId, share]) => ({ advertiseVideoId, share })),
    })

    const added = await api(
      'POST',
      plan,
      body('2027-01-10', '2027-01-15', [
        [one, 60],
        [two, 40],
      ]),
    )
    expect(added.status).toBe(201)
    const entry = (added.body.data as { videoScheduleItem: Entry }).videoScheduleItem
    // «Два.mp4» was never sent: planned, it goes to moderation, as an upload or an attachment would.
    expect(await server.db.query('select status from media where id = $1', [two])).toEqual([
      { status: 'moderation' },
    ])
    expect(
      await server.db.query(
        'select event, from_status, to_status from media_events where media_id = $1 and campaign_id = $2',
        [two, id],
      ),
    ).toEqual([{ event: 'plan', from_status: 'noStatus', to_status: 'moderation' }])
    expect(entry).toMatchObject({
      scheduleId: id,
      startDate: '2027-01-10',
      endDate: '2027-01-15',
      videos: [
        { advertiseVideoId: one, share: 60, advertiseVideo: { name: 'Один.mp4' } },
        { advertiseVideoId: two, share: 40, advertiseVideo: { name: 'Два.mp4' } },
      ],
    })
    const before = await tables()
    const refusals: [unknown, number, string][] = [
      [
        body('2027-01-15', '2027-01-20', [[two, 100]]),
        400,
        'Период пересекается с другой записью плана этого расписания: с 10.01.2027 по 15.01.2027',
      ],
      [
        body('2027-01-05', '2027-01-12', [[two, 100]], 'other-slot'),
        400,
        'Период показа должен быть внутри периода кампании: с 10.01.2027 по 20.01.2027',
      ],
      [
        body('2027-01-16', '2027-01-20', [
          [one, 70],
          [two, 40],
        ]),
        400,
        'Доли роликов в сумме 110%: должно быть не больше 100%',
      ],
      [
        body('2027-01-16', '2027-01-20', [
          [one, 30],
          [one, 30],
        ]),
        400,
        'Один и тот же ролик указан в периоде дважды',
      ],
      [body('2027-01-18', '2027-01-16', [[one, 30]]), 400, 'Дата окончания раньше даты начала'],
      [body('2027-01-16', '2027-01-20', [[one, 0]]), 400, 'Проверьте поля: videos.0.share'],
      [body('2027-01-16', '2027-01-20', [[crypto.randomUUID(), 50]]), 400, 'Ролик не найден в медиатеке'],
      [{ ...body('2027-01-16', '2027-01-20', [[one, 50]]), price: 1 }, 400, 'Проверьте поля: price'],
    ]
    for (const [payload, status, message] of refusals) {
      const answer = await api('POST', plan, payload)
      expect([answer.status, answer.body.message]).toEqual([status, message])
      expect(await tables()).toBe(before)
    }
    // Another slot may run at the same time; the next period of the same slot too.
    expect(
      (await api('POST', plan, body('2027-01-12', '2027-01-20', [[two, 100]], 'other-slot'))).status,
    ).toBe(201)
    const next = await api('POST', plan, body('2027-01-16', '2027-01-20', [[two, 100]]))
    expect(next.status).toBe(201)
    const nextId = (next.body.data as { videoScheduleItem: Entry }).videoScheduleItem._id

    // PATCH checks the changed entry against the others, not against itself.
    expect((await api('PATCH', `${plan}/${entry._id}`, { endDate: '2027-01-16' })).body.message).toBe(
      'Период пересекается с другой записью плана этого расписания: с 16.01.2027 по 20.01.2027',
    )
    const changed = await api('PATCH', `${plan}/${entry._id}`, {
      startDate: '2027-01-11',
      videos: [{ advertiseVideoId: two, share: 100 }],
    })
    expect((changed.body.data as { videoScheduleItem: Entry }).videoScheduleItem).toMatchObject({
      startDate: '2027-01-11',
      endDate: '2027-01-15',
      videos: [{ advertiseVideoId: two, share: 100 }],
    })
    expect((await api('PATCH', `${plan}/${entry._id}`, {})).status).toBe(400)
    const listed = (await api('GET', plan)).body.data as { videoSchedule: Entry[] }
    expect(
      listed.videoSchedule.map((e) => [e.scheduleId === id ? 'main' : e.scheduleId, e.startDate]),
    ).toEqual([
      ['main', '2027-01-11'],
      ['main', '2027-01-16'],
      ['other-slot', '2027-01-12'],
    ])
    // The scheduled video is one of the campaign's videos; the player plays today's biggest share.
    expect((await campaign(id)).advertiser.videos.map((v) => v._id).sort()).toEqual([one, two].sort())
    clock.set('2027-01-17')
    const today = await raw(`/api/v1/commercial-campaigns/metroMonitors/${id}/video/`)
    clock.set('2026-11-22')
    expect(today.bytes.equals(Buffer.from(video(1920, 1080, 10, 'Два.mp4', 4000).bytes))).toBe(true)
    expect((await raw(`/api/v1/commercial-campaigns/metroMonitors/${id}/video/`)).bytes.length).toBe(
      video(1920, 1080, 10).bytes.length,
    )

    expect((await api('DELETE', `${plan}/${nextId}`)).status).toBe(200)
    expect((await api('DELETE', `${plan}/${nextId}`)).status).toBe(404)
    expect(((await api('GET', plan)).body.data as { videoSchedule: Entry[] }).videoSchedule).toHaveLength(2)

    await server.db.query(`update campaigns set state = 'completed' where id = $1`, [id])
    const closed = await tables()
    expect(await api('POST', plan, body('2027-01-16', '2027-01-20', [[two, 100]]))).toMatchObject({
      status: 409,
      body: { message: 'Кампания в статусе «Завершена»: ролики и план показа менять нельзя' },
    })
    expect((await api('DELETE', `${plan}/${entry._id}`)).status).toBe(409)
    expect((await send('PATCH', `${CC}/${id}/video`, video(1920, 1080, 10))).status).toBe(409)
    expect(await tables()).toBe(closed)
  })

  it('a video of the plan is replaced by a media-facade upload, keeping its periods and shares', async () => {
    const id = await create('mediaFacade')
    const first = (
      (await send('PATCH', `${CC}/${id}/video`, video(1920, 1080, 20, 'Фасад.mp4'))).body.data as {
        media: Media
      }
    ).media._id
    const plan = `${CC}/${id}/videoSchedule`
    const made = await api('POST', plan, {
      startDate: '2027-12-01',
      endDate: '2027-12-10',
      videos: [{ advertiseVideoId: first, share: 75 }],
    })
    expect(made.status).toBe(201)
    const path = (videoId: string) => `${ADV}/mediaFacade/${id}/videoSchedule/${videoId}/upload`
    expect(await send('POST', path(crypto.randomUUID()), video(1920, 1080, 20))).toMatchObject({
      status: 404,
      body: { message: 'Этого ролика нет в плане показа кампании' },
    })
    expect((await send('POST', path(first), video(1920, 1080, 25))).body.message).toBe(
      'Длительность 25 с не подходит: нужно 20 с',
    )
    const replaced = await send('POST', path(first), video(1920, 1080, 20, 'Фасад-2.mp4'))
    expect(replaced.status).toBe(201)
    const second = (replaced.body.data as { media: Media }).media._id
    const entries = ((await api('GET', plan)).body.data as { videoSchedule: Entry[] }).videoSchedule
    expect(entries.map((e) => e.videos)).toEqual([
      [
        {
          advertiseVideoId: second,
          share: 75,
          advertiseVideo: expect.objectContaining({ name: 'Фасад-2.mp4' }),
        },
      ],
    ])
    expect((await campaign(id)).advertiser.videos.map((v) => v._id)).toEqual([second])
  })

  it('a city-format schedule item takes a 512×704 video and replaces only the video it names', async () => {
    const id = await create('cityFormat')
    const path = (videoId: string) => `${ADV}/cityFormatSchedule/CF-001/video/${videoId}`
    expect((await send('PATCH', path('new'), video(1920, 1080, 5))).body.message).toBe(
      'Разрешение 1920×1080 не подходит: нужно 512×704',
    )
    const first = await send('PATCH', path('new'), video(512, 704, 5, 'Сити.mp4'))
    expect(first.status).toBe(200)
    const firstId = (first.body.data as { media: Media; advertisingCampaign: Campaign }).media._id
    expect((first.body.data as { advertisingCampaign: Campaign }).advertisingCampaign._id).toBe(id)
    expect(await send('PATCH', path('new'), video(512, 704, 5))).toMatchObject({
      status: 409,
      body: { message: 'Ролик в этом расписании уже заменён: обновите страницу' },
    })
    expect((await send('PATCH', path(firstId), video(512, 704, 5, 'Сити-2.mp4'))).status).toBe(200)
    const rows = await server.db.query<{ schedule_id: string; name: string }>(
      `select a.schedule_id, m.name from media_attachments a join media m on m.id = a.media_id where a.campaign_id = $1`,
      [id],
    )
    expect(rows).toEqual([{ schedule_id: 'CF-001', name: 'Сити-2.mp4' }])
    expect(
      (await send('PATCH', `${ADV}/cityFormatSchedule/CF-404/video/new`, video(512, 704, 5))).status,
    ).toBe(404)
  })
})

describe('the photo-report QR code (R-LIST-05)', () => {
  it('is a PNG whose code reads the link to the campaign photo report; metro stickers only', async () => {
    const id = await create('metroStickers')
    const answer = await raw(`${CC}/metroStickers/${id}/getQrCode`)
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/png'])
    const { data, info } = await sharp(answer.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const code = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    )
    expect(code?.data).toBe(`http://tablo.test/app/campaigns/${id}/photo-report`)

    const monitors = await create('metroMonitors')
    expect(await api('GET', `${CC}/metroMonitors/${monitors}/getQrCode`)).toMatchObject({
      status: 400,
      body: { message: 'QR-код фотоотчёта есть только у кампаний со стикерами в метро' },
    })
    expect((await raw(`${CC}/lightBoxes/${id}/getQrCode`)).status).toBe(404)
  })
})
