import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_CALLS } from '../../core/media/media-calls'
import { mp4Head } from '../../core/media/mp4-builder'
import { jpeg, mp4, png, streamUpload, upload } from '../files/testing/media-fixtures'
import { DEMO_PASSWORD } from './seed'
import { call, signIn, signUp, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
let anna: string
let boris: string
let observer: string
let staff: string
beforeAll(async () => {
  server = await startTestServer({ demoAccounts: true })
  anna = await signUp(server, 'media-anna@example.ru', 'Анна')
  boris = await signUp(server, 'media-boris@example.ru', 'Борис')
  staff = await signIn(server, 'moderator@tablo.local', DEMO_PASSWORD)
  await call(
    server.baseUrl,
    'POST',
    '/api/v1/clients/observers',
    { email: 'media-o@example.ru', fullName: 'Наблюдатель' },
    anna,
  )
  const link = (await server.mailedLinks('media-o@example.ru')).at(-1)!
  await call(server.baseUrl, 'POST', '/api/v1/clients/recover/confirm', {
    token: new URL(link).searchParams.get('restore'),
    password: 'observer-pass-1',
  })
  observer = await signIn(server, 'media-o@example.ru', 'observer-pass-1')
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const LIB = '/api/v1/clients/media-library'
type Item = {
  _id: string
  type: string
  status: string
  name: string
  width: number
  height: number
  duration: number
  codec: string
  hash: string
  mimeType: string
}
const api = (method: string, path: string, body?: unknown, token = anna) =>
  call(server.baseUrl, method, path, body, token)
/** Fetches and reads the whole body (an unread body would keep the connection busy at close). */
const raw = async (path: string, token: string | null = anna): Promise<Response> => {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers })
}
const send = (
  path: string,
  file: { bytes: Uint8Array; name: string; type: string },
  fields = {},
  token = anna,
) => upload(server.baseUrl, 'POST', path, token, file, fields)
const rowCount = async () =>
  Number((await server.db.query<{ n: string }>('select count(*) as n from media'))[0]?.n ?? 0)

describe('media library (R-API-17 replace, R-API-18, R-API-21, R-API-22, R-API-23, R-STATE-10, R-STATE-11)', () => {
  it('answers every call of the media table', () => {
    const missing = Object.entries(MEDIA_CALLS).filter(
      ([, c]) => !server.app.hasRoute({ method: c.method, url: c.path }),
    )
    expect(missing).toEqual([])
  })

  it('uploads an image, lists it, answers its file under its name and a downscaled thumbnail', async () => {
    const bytes = await png(1200, 800)
    const added = await send(`${LIB}/image`, { bytes, name: 'Витрина.png', type: 'image/png' })
    expect(added.status).toBe(201)
    const item = added.body.data as Item
    expect(item).toMatchObject({
      type: 'static',
      status: 'noStatus',
      name: 'Витрина.png',
      width: 1200,
      height: 800,
    })
    const list = await api('GET', `${LIB}?limit=10&offset=0`)
    expect(list.body.data).toMatchObject({ total: 1, list: [{ _id: item._id }] })
    const got = await api('POST', `${LIB}/getMedia`, { ids: [item._id, 'nonsense'] })
    expect((got.body.data as Item[]).map((m) => m._id)).toEqual([item._id])

    const file = await raw(`/api/v1/media-images/${item._id}`)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true)
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Витрина.png')}`,
    )
    const thumb = await raw(`/api/v1/media-images/${item._id}/thumb`)
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()
    expect([thumb.headers.get('content-type'), meta.format, meta.width, meta.height]).toEqual([
      'image/jpeg',
      'jpeg',
      320,
      213,
    ])
  })

  it('checks a video against the place: resolution, duration and codec, in Russian, storing nothing when wrong', async () => {
    const clip = mp4({ width: 1920, height: 1080, durationSeconds: 15, mediaBytes: 2000 })
    const file = { bytes: clip, name: 'ролик.mp4', type: 'video/mp4' }
    const before = await rowCount()
    const wrong = await send(`${LIB}/video`, file, { advertisePlace: 'busMonitors' })
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        message: 'Разрешение 1920×1080 не подходит: нужно 1280×720',
        errors: { resolution: 'wrong format' },
      },
    })
    const hevc = mp4({ width: 1920, height: 1080, durationSeconds: 50, codec: 'hvc1' })
    const both = await send(`${LIB}/video`, { ...file, bytes: hevc }, { advertisePlace: 'metroMonitors' })
    expect(both.body.message).toBe(
      'Кодек hvc1 не подходит: нужен H.264; Длительность 50 с не подходит: нужно от 5 до 45 с',
    )
    expect(await rowCount()).toBe(before)

    const added = await send(`${LIB}/video`, file, { advertisePlace: 'metroMonitors', clipDuration: '15' })
    expect(added.status).toBe(201)
    expect(added.body.data).toMatchObject({
      type: 'video',
      width: 1920,
      height: 1080,
      duration: 15,
      codec: 'avc1',
    })
  })

  it('answers video posters, a signed download link, and attachable media per place', async () => {
    const added = await send(`${LIB}/video`, {
      bytes: mp4({ width: 1280, height: 720, durationSeconds: 10, mediaBytes: 100 }),
      name: 'автобус.mp4',
      type: 'video/mp4',
    })
    const video = added.body.data as Item
    for (const path of [
      `/api/v1/clients/video/${video._id}/thumb`,
      `/api/v1/advertisers/video/${video._id}/thumb`,
    ]) {
      const poster = await raw(path)
      const meta = await sharp(Buffer.from(await poster.arrayBuffer())).metadata()
      expect([poster.status, meta.format, meta.width, meta.height]).toEqual([200, 'png', 320, 180])
    }
    const link = await api('GET', `/api/v1/advertisers/video/${video._id}/download-url`)
    const { downloadUrl } = link.body.data as { downloadUrl: string }
    const downloaded = await fetch(downloadUrl)
    expect(downloaded.status).toBe(200)
    expect((await downloaded.arrayBuffer()).byteLength).toBe(
      mp4Head({ width: 1, height: 1, durationSeconds: 1 }).length + 100,
    )
    // Flip the signature's first character to one it cannot be, so the link always differs (it began with 'A'
    // once in 64 runs, and replacing 'A' by 'A' left it valid).
    const tamperedUrl = downloadUrl.replace(
      /signature=(.)/,
      (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    )
    expect(tamperedUrl).not.toBe(downloadUrl)
    const tampered = await fetch(tamperedUrl)
    expect([tampered.status, (await tampered.json()).message]).toEqual([
      403,
      'Ссылка недействительна или устарела: получите новую',
    ])

    const forBus = await api('GET', `${LIB}/listForAttach?advertisePlace=busMonitors`)
    expect((forBus.body.data as Item[]).map((m) => m._id)).toEqual([video._id])
    const forShelter = await api('GET', `${LIB}/listForAttach?advertisePlace=transitShelter`)
    expect((forShelter.body.data as Item[]).every((m) => m.type === 'static')).toBe(true)
    expect((await api('GET', `${LIB}/listForAttach?advertisePlace=moon`)).status).toBe(400)
  })

  it('renames, sends to moderation once, replaces the file back to noStatus, and deletes', async () => {
    const item = (
      await send(`${LIB}/image`, { bytes: await png(100, 100), name: 'a.png', type: 'image/png' })
    ).body.data as Item
    expect((await api('PUT', `${LIB}/${item._id}/rename`, { name: 'Макет' })).body.data).toMatchObject({
      name: 'Макет',
    })
    expect((await api('PUT', `${LIB}/${item._id}/rename`, { name: '  ' })).status).toBe(400)
    // Refused with a reason, it carries the reason until it is sent again.
    await server.db.query(
      `update media set status = 'rejected', moderation_reason = 'Размыто' where id = $1`,
      [item._id],
    )
    const got = async () =>
      ((await api('POST', `${LIB}/getMedia`, { ids: [item._id] })).body.data as Item[])[0]
    expect(await got()).toMatchObject({ status: 'rejected', moderationReason: 'Размыто' })
    expect((await api('PUT', `${LIB}/${item._id}/toModeration`)).body.data).toMatchObject({
      status: 'moderation',
    })
    expect(await got()).toMatchObject({ status: 'moderation', moderationReason: null })
    expect(await api('PUT', `${LIB}/${item._id}/toModeration`)).toMatchObject({
      status: 400,
      body: { message: 'Материал уже на модерации' },
    })
    const next = await jpeg(300, 200)
    const replaced = await upload(server.baseUrl, 'PATCH', `${LIB}/image/${item._id}/replace`, anna, {
      bytes: next,
      name: 'b.jpg',
      type: 'image/jpeg',
    })
    expect(replaced.body.data).toMatchObject({
      status: 'noStatus',
      mimeType: 'image/jpeg',
      width: 300,
      name: 'Макет',
    })
    expect((replaced.body.data as Item).hash).not.toBe(item.hash)
    expect(
      Buffer.from(await (await raw(`/api/v1/media-images/${item._id}`)).arrayBuffer()).equals(next),
    ).toBe(true)
    expect((await api('DELETE', `${LIB}/image/${item._id}`)).status).toBe(200)
    expect((await raw(`/api/v1/media-images/${item._id}`)).status).toBe(404)
  })
})

describe('attach (R-API-15)', () => {
  /** A bare campaign row of anna's (its creation over HTTP needs the calculators' input; not the point here). */
  const campaignOf = async (email: string, place: string): Promise<string> => {
    const id = crypto.randomUUID()
    await server.db.query(
      `insert into campaigns (id, owner_id, advertise_place, name, state, reservation_state, payment_state,
         start_date, end_date, calculation, periods_price, taxes_sum, total_sum_without_taxes, created_at, updated_at)
       select $1, id, $2, 'Кампания', 'draft', 'notReserved', 'notPaid', '2026-12-01', '2026-12-31', '{}', '[]', 0, 0,
         now(), now() from accounts where email = $3`,
      [id, place, email],
    )
    return id
  }
  const attach = (campaignId: string, fields: Record<string, string>, token = anna) => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    return fetch(`${server.baseUrl}/api/v1/clients/commercial-campaigns/${campaignId}/attach`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { data?: unknown; message?: string },
    }))
  }

  it('links a library video fitting the place to a schedule item, and refuses one that does not fit', async () => {
    const campaign = await campaignOf('media-anna@example.ru', 'metroMonitors')
    const fits = (
      await send(`${LIB}/video`, {
        bytes: mp4({ width: 1920, height: 1080, durationSeconds: 10 }),
        name: 'metro.mp4',
        type: 'video/mp4',
      })
    ).body.data as Item
    const small = (
      await send(`${LIB}/video`, {
        bytes: mp4({ width: 1280, height: 720, durationSeconds: 10 }),
        name: 'bus.mp4',
        type: 'video/mp4',
      })
    ).body.data as Item
    const fields = { mediaId: fits._id, scheduleId: 'schedule-1', advertisingCampaignId: campaign }
    expect(await attach(campaign, fields)).toMatchObject({
      status: 200,
      body: {
        data: {
          campaignId: campaign,
          scheduleId: 'schedule-1',
          mediaId: fits._id,
          advertisePlace: 'metroMonitors',
        },
      },
    })
    expect(await attach(campaign, { ...fields, mediaId: small._id })).toMatchObject({
      status: 400,
      body: { message: 'Разрешение 1280×720 не подходит: нужно 1920×1080' },
    })
    const rows = await server.db.query<{ media_id: string }>(
      'select media_id from media_attachments where campaign_id = $1',
      [campaign],
    )
    expect(rows.map((r) => r.media_id)).toEqual([fits._id])
    expect((await attach(campaign, { scheduleId: 'schedule-1' })).status).toBe(400)
    expect((await attach(campaign, fields, boris)).status).toBe(404)
    expect((await attach(campaign, fields, observer)).status).toBe(403)
  })

  it('places the file as an upload would: on moderation with the campaign, logged; never on a closed campaign', async () => {
    const campaign = await campaignOf('media-anna@example.ru', 'metroMonitors')
    const clip = (
      await send(`${LIB}/video`, {
        bytes: mp4({ width: 1920, height: 1080, durationSeconds: 10 }),
        name: 'весна.mp4',
        type: 'video/mp4',
      })
    ).body.data as Item
    expect(clip.status).toBe('noStatus')
    const attached = await attach(campaign, { mediaId: clip._id, scheduleId: campaign })
    expect(attached).toMatchObject({
      status: 200,
      body: {
        data: {
          media: { _id: clip._id, status: 'moderation' },
          advertisingCampaign: {
            _id: campaign,
            advertiser: { videos: [{ _id: clip._id, status: 'moderation' }] },
          },
        },
      },
    })
    const events = await server.db.query<{ event: string; from_status: string; to_status: string }>(
      'select event, from_status, to_status from media_events where media_id = $1 and campaign_id = $2',
      [clip._id, campaign],
    )
    expect(events).toEqual([{ event: 'attach', from_status: 'noStatus', to_status: 'moderation' }])

    // Already under review, it keeps its status on a second campaign; a rejected file is refused in words.
    const second = await campaignOf('media-anna@example.ru', 'metroMonitors')
    expect(await attach(second, { mediaId: clip._id, scheduleId: second })).toMatchObject({
      status: 200,
      body: { data: { media: { status: 'moderation' } } },
    })
    await server.db.query(`update media set status = 'rejected' where id = $1`, [clip._id])
    const third = await campaignOf('media-anna@example.ru', 'metroMonitors')
    expect(await attach(third, { mediaId: clip._id, scheduleId: third })).toMatchObject({
      status: 409,
      body: { message: 'Материал отклонён модератором: загрузите новый файл' },
    })
    await server.db.query(`update media set status = 'approved' where id = $1`, [clip._id])
    await server.db.query(`update campaigns set state = 'completed' where id = $1`, [third])
    const closed = await attach(third, { mediaId: clip._id, scheduleId: third })
    expect(closed.status).toBe(409)
    expect(closed.body.message).toBe('Кампания в статусе «Завершена»: ролики и план показа менять нельзя')
    const rows = await server.db.query('select 1 from media_attachments where campaign_id = $1', [third])
    expect(rows).toEqual([])

    // A file campaigns use is not deleted from the library, finished or not; once none does, it is.
    await server.db.query(`update campaigns set name = 'Весна', state = 'completed' where id = $1`, [
      campaign,
    ])
    await server.db.query(`update campaigns set name = 'Лето' where id = $1`, [second])
    const refused = await api('DELETE', `${LIB}/video/${clip._id}`)
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message:
          'Файл нельзя удалить: он используется в кампаниях «Весна», «Лето». Сначала замените его там.',
      },
    })
    expect(await server.db.query('select 1 from media where id = $1', [clip._id])).toHaveLength(1)
    await server.db.query('delete from campaigns where id = any($1::uuid[])', [[campaign, second]])
    expect((await api('DELETE', `${LIB}/video/${clip._id}`)).status).toBe(200)
  })
})

describe('uploads refused with a clear message, nothing stored (issue 6 "Uploads")', () => {
  it('refuses oversized, truncated, mislabelled and wrong-format files', async () => {
    const before = await rowCount()
    const image = await png(64, 64)
    const huge = Buffer.concat([image, Buffer.alloc(21 * 1024 * 1024, 7)])
    expect(await send(`${LIB}/image`, { bytes: huge, name: 'big.png', type: 'image/png' })).toMatchObject({
      status: 413,
      body: { message: 'Файл больше 20 МБ: загрузите файл поменьше', errors: { file: 'tooLarge' } },
    })
    const photo = await jpeg(400, 300)
    expect(
      await send(`${LIB}/image`, {
        bytes: photo.subarray(0, photo.length / 2),
        name: 'cut.jpg',
        type: 'image/jpeg',
      }),
    ).toMatchObject({ status: 400, body: { errors: { file: 'damaged' } } })
    const clip = mp4({ width: 1920, height: 1080, durationSeconds: 5, mediaBytes: 5000 })
    expect(
      await send(`${LIB}/video`, {
        bytes: clip.subarray(0, clip.length - 10),
        name: 'cut.mp4',
        type: 'video/mp4',
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Файл повреждён или загружен не полностью: загрузите его ещё раз' },
    })
    expect(await send(`${LIB}/image`, { bytes: photo, name: 'photo.png', type: 'image/png' })).toMatchObject({
      status: 415,
      body: { errors: { file: 'mislabelled' } },
    })
    expect(
      await send(`${LIB}/image`, { bytes: Buffer.from('просто текст'), name: 'a.txt', type: 'text/plain' }),
    ).toMatchObject({ status: 415, body: { message: 'Формат файла не распознан: нужно JPEG или PNG' } })
    expect(await send(`${LIB}/video`, { bytes: image, name: 'a.png', type: 'image/png' })).toMatchObject({
      status: 415,
      body: { message: 'Формат файла (PNG) не подходит: нужно MP4' },
    })
    expect(await rowCount()).toBe(before)
  })

  it('streams a 200 MB video with flat memory', async () => {
    global.gc?.()
    const heap = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers
    const before = process.memoryUsage().rss
    const heapBefore = heap()
    let peak = before
    let heapPeak = heapBefore
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
      heapPeak = Math.max(heapPeak, heap())
    }, 20)
    const bodyBytes = 200 * 1024 * 1024
    const answer = await streamUpload(server.baseUrl, `${LIB}/video`, anna, {
      head: mp4Head({ width: 1920, height: 1080, durationSeconds: 30, mediaBytes: bodyBytes }),
      bodyBytes,
      name: 'big.mp4',
      type: 'video/mp4',
    })
    clearInterval(sampler)
    const mb = (n: number) => n / (1024 * 1024)
    const growth = mb(peak - before)
    console.log(
      `200 MB upload: rss ${mb(before).toFixed(0)} MB -> peak ${mb(peak).toFixed(0)} MB (growth ${growth.toFixed(1)} MB); ` +
        `JS heap + buffers peak growth ${mb(heapPeak - heapBefore).toFixed(1)} MB`,
    )
    expect(answer.status).toBe(201)
    expect(answer.body.data).toMatchObject({ width: 1920, height: 1080, duration: 30 })
    expect(growth).toBeLessThan(50)
    // The 200 MB file leaves the temporary storage with its item.
    expect((await api('DELETE', `${LIB}/video/${(answer.body.data as Item)._id}`)).status).toBe(200)
  }, 120_000)
})

describe('who may touch a library (cabinet §6)', () => {
  it('another advertiser gets 404, an observer gets nothing of the library (decision 13), staff and strangers nothing', async () => {
    const item = (await send(`${LIB}/image`, { bytes: await png(50, 50), name: 'x.png', type: 'image/png' }))
      .body.data as Item
    expect((await raw(`/api/v1/media-images/${item._id}`, boris)).status).toBe(404)
    expect((await api('DELETE', `${LIB}/image/${item._id}`, undefined, boris)).status).toBe(404)
    expect((await api('PUT', `${LIB}/${item._id}/rename`, { name: 'чужое' }, boris)).status).toBe(404)
    expect((await api('GET', LIB, undefined, boris)).body.data).toMatchObject({ total: 0 })

    // RULES.md decision 13: the media library is not on an observer's screens; its files are refused too.
    expect((await raw(`/api/v1/media-images/${item._id}`, observer)).status).toBe(403)
    expect((await raw(`/api/v1/media-images/${item._id}/thumb`, observer)).status).toBe(403)
    expect((await api('GET', LIB, undefined, observer)).status).toBe(403)
    expect((await api('GET', `${LIB}/listForAttach`, undefined, observer)).status).toBe(403)
    expect((await api('PUT', `${LIB}/${item._id}/rename`, { name: 'моё' }, observer)).status).toBe(403)
    expect((await api('DELETE', `${LIB}/image/${item._id}`, undefined, observer)).status).toBe(403)
    expect(
      (
        await send(
          `${LIB}/image`,
          { bytes: await png(50, 50), name: 'o.png', type: 'image/png' },
          {},
          observer,
        )
      ).status,
    ).toBe(403)

    expect((await api('GET', LIB, undefined, staff)).status).toBe(403)
    expect((await raw(`/api/v1/media-images/${item._id}`, null)).status).toBe(401)
  })
})
