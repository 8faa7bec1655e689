import { randomUUID } from 'node:crypto'
import ExcelJS from 'exceljs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MediaRepository } from '../../core/media/media-repository.port'
import { FileStorage } from '../../core/ports/file-storage.port'
import { CALCULATIONS, makeAccount, type Actor } from './testing/campaign-fixtures'
import { mp4, upload } from '../files/testing/media-fixtures'
import { keepPoster, posterKeyOf } from '../files/video-posters'
import { type RunningJobs, startJobs } from '../jobs/tablo-jobs'
import { SpreadsheetExports } from '../inventory/spreadsheet-exports'
import { registerScreen } from '../database/plays.store'
import { call, startTestServer, type TestServer } from './testing/test-server'

/**
 * The work requests leave to the job queue (issue #18 part 1): video posters and the plays roll-up, run by the
 * queue of a server that works it, and whole before it runs (a poster is drawn when asked, plays not yet rolled up
 * are counted).
 */
let server: TestServer
let jobs: RunningJobs
let anna: Actor
const SCREEN_KEY = 'background-jobs-screen'

beforeAll(async () => {
  server = await startTestServer({ inventory: true })
  anna = await makeAccount(server.db)
  await registerScreen(server.db, randomUUID(), 'Экран', SCREEN_KEY)
  jobs = await startJobs(server.container, {
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    pollingIntervalSeconds: 0.5,
  })
}, 60_000)
afterAll(async () => {
  await jobs?.stop()
  await server?.close()
})

/** Asks until the answer is there (the queue's worker polls every half second). */
const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let tries = 0; ; tries += 1) {
    const value = await read()
    if (done(value) || tries >= 100) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const thumbKeyOf = async (id: string): Promise<string | null> =>
  (await server.db.query<{ k: string | null }>('select thumb_key as k from media where id = $1', [id]))[0]
    ?.k ?? null

const posterBytes = async (id: string): Promise<Buffer> => {
  const response = await fetch(`${server.baseUrl}/api/v1/clients/video/${id}/thumb`, {
    headers: { authorization: `Bearer ${anna.token}` },
  })
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

const stored = async (key: string): Promise<Buffer | undefined> => {
  const body = await server.container.get<FileStorage>(FileStorage).get(key)
  if (!body) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/** Uploads a video of 10 s to Anna's library; answers its id. */
const addVideo = async (name: string, width: number, height: number): Promise<string> => {
  const added = await upload(server.baseUrl, 'POST', '/api/v1/clients/media-library/video', anna.token, {
    bytes: mp4({ width, height, durationSeconds: 10, mediaBytes: 100 }),
    name,
    type: 'video/mp4',
  })
  return (added.body.data as { _id: string })._id
}

describe(`background jobs on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('a video’s poster is drawn and kept by the queue, and drawn again after a rename', async () => {
    const id = await addVideo('трамвай.mp4', 1280, 720)
    const media = server.container.get<MediaRepository>(MediaRepository)
    const first = (await media.find(anna.id, id))!
    const firstKey = posterKeyOf(first)
    expect(
      await eventually(
        () => thumbKeyOf(id),
        (k) => k === firstKey,
      ),
    ).toBe(firstKey)
    // The poster answered is the one kept.
    const kept = await stored(firstKey)
    expect(kept && (await sharp(kept).metadata()).width).toBe(320)
    expect(await posterBytes(id)).toEqual(kept)

    const renamed = await call(
      server.baseUrl,
      'PUT',
      `/api/v1/clients/media-library/${id}/rename`,
      { name: 'Трамвай, осень' },
      anna.token,
    )
    expect(renamed.status).toBe(200)
    const secondKey = posterKeyOf((await media.find(anna.id, id))!)
    expect(secondKey).not.toBe(firstKey)
    expect(
      await eventually(
        () => thumbKeyOf(id),
        (k) => k === secondKey,
      ),
    ).toBe(secondKey)
    expect(await stored(firstKey)).toBeUndefined()
    expect(await posterBytes(id)).toEqual(await stored(secondKey))
    expect(await posterBytes(id)).not.toEqual(kept)
  })

  it('two runs for one video keep one poster, and a video that is gone keeps none', async () => {
    const id = await addVideo('вертикаль.mp4', 1080, 1920)
    const media = server.container.get<MediaRepository>(MediaRepository)
    const storage = server.container.get<FileStorage>(FileStorage)
    await eventually(
      () => thumbKeyOf(id),
      (k) => k !== null,
    )
    await server.db.query('update media set thumb_key = null where id = $1', [id])
    const outcomes = await Promise.all([
      keepPoster(media, storage, anna.id, id),
      keepPoster(media, storage, anna.id, id),
    ])
    expect(outcomes.filter((o) => o === 'kept')).toHaveLength(1)
    const key = posterKeyOf((await media.find(anna.id, id))!)
    expect(await thumbKeyOf(id)).toBe(key)
    expect(await stored(key)).toBeDefined()
    expect(await keepPoster(media, storage, anna.id, id)).toBe('current')
    expect(await keepPoster(media, storage, anna.id, randomUUID())).toBe('gone')
  })

  it('plays sent by a screen are rolled up by the queue, the figures the same before and after', async () => {
    const created = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/commercial-campaigns/metroMonitors',
      {
        name: 'Показы в фоне',
        calculation: CALCULATIONS.metroMonitors,
      },
      anna.token,
    )
    const campaignId = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
    const plays = Array.from({ length: 30 }, (_, i) => ({
      id: randomUUID(),
      campaignId,
      inventoryNumber: 'ММ-0001',
      playedAt: `2027-01-1${1 + (i % 3)}T09:00:00Z`,
      durationSeconds: 10,
      ots: 100 + i,
    }))
    const statistics = async () =>
      (
        await call(
          server.baseUrl,
          'GET',
          `/api/v1/commercial-campaign-statistics?campaignId=${campaignId}&dateFrom=2027-01-11&dateTo=2027-01-13`,
          undefined,
          anna.token,
        )
      ).body.data
    const sent = await fetch(`${server.baseUrl}/api/v1/screens/plays`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-screen-key': SCREEN_KEY },
      body: JSON.stringify({ plays }),
    })
    expect(sent.status).toBe(200)
    const before = await statistics()
    const pending = () =>
      server.db.query<{ n: string }>(
        'select count(*)::text as n from plays where campaign_id = $1 and not rolled_up',
        [campaignId],
      )
    expect((await eventually(pending, ([r]) => r?.n === '0'))[0]?.n).toBe('0')
    const days = await server.db.query<{ plays: string }>(
      'select plays::text as plays from play_days where campaign_id = $1 order by day',
      [campaignId],
    )
    expect(days.map((d) => d.plays)).toEqual(['10', '10', '10'])
    expect(await statistics()).toEqual(before)
  })

  it('a spreadsheet link is answered at once; the job writes the file and the download waits for it', async () => {
    const ordered = await call(
      server.baseUrl,
      'POST',
      '/api/graphql',
      {
        query:
          '{ exportTransitSheltersToExcel(type: "a", startDate: "2027-01-01", endDate: "2027-01-31") { templateUrl } }',
      },
      anna.token,
    )
    const { templateUrl } = (ordered.body.data as { exportTransitSheltersToExcel: { templateUrl: string } })
      .exportTransitSheltersToExcel
    const file = await fetch(`${server.baseUrl}${templateUrl}`)
    expect([file.status, file.headers.get('content-disposition')]).toEqual([
      200,
      'attachment; filename="address-program-2027-01-01-2027-01-31.xlsx"',
    ])
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await file.arrayBuffer())
    // One row per side A of the city, below the header.
    const [sides] = await server.db.query<{ n: string }>(
      "select count(*)::text as n from transit_shelter_spaces where side = 'a'",
    )
    expect(book.worksheets[0]!.rowCount - 1).toBe(Number(sides!.n))
    const [row] = await server.db.query<{ status: string; recipe: unknown }>(
      'select status, recipe from inventory_exports where id = $1',
      [templateUrl.split('/').at(-1)!.replace('.xlsx', '')],
    )
    expect(row).toEqual({ status: 'ready', recipe: null })
  })

  it('an export not yet written reads as pending; one that cannot be written as failed', async () => {
    const exports = server.container.get(SpreadsheetExports)
    const waiting = await exports.order('waiting.xlsx', {
      kind: 'sheets',
      title: 'Ждёт',
      sheets: [{ title: 'Лист', header: ['A'], rows: [[1]], moneyColumns: [] }],
    })
    expect(await exports.file(waiting, 0)).toEqual({ status: 'pending', fileName: 'waiting.xlsx' })
    expect(await exports.write(waiting)).toBe('written')
    expect(await exports.write(waiting)).toBe('done already')
    expect((await exports.file(waiting, 0))?.status).toBe('ready')

    const broken = await exports.order('broken.xlsx', {
      kind: 'sheets',
      title: 'Сломан',
      sheets: null as unknown as [],
    })
    await expect(exports.write(broken)).rejects.toThrow()
    const download = await fetch(`${server.baseUrl}/api/v1/inventory/exports/${broken}.xlsx`)
    expect([download.status, ((await download.json()) as { message: string }).message]).toEqual([
      500,
      'Не удалось подготовить файл. Закажите его ещё раз',
    ])
  })
})
