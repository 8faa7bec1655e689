import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FileStorage } from '../../core/ports/file-storage.port'
import { AltchaSolver } from '../captcha/altcha.solver'
import { jpeg, pdf, upload } from '../files/testing/media-fixtures'
import { call, signUp, startTestServer, type TestServer } from './testing/test-server'

const PATH = '/api/v1/public/feedback/file'
const solver = new AltchaSolver()
let server: TestServer

beforeAll(async () => {
  // This file is one address making more sign-ins, registrations and forms than a person would: the per-address
  // limits are raised here and tested with the product's values in rate-limits.test.ts.
  server = await startTestServer({ rateLimitScale: 100 })
})
afterAll(async () => {
  await server?.close()
})

const solvedCaptcha = async (): Promise<string> =>
  solver.solve((await call(server.baseUrl, 'GET', '/api/v1/public/captcha')).body.data)

interface FeedbackRow {
  email: string
  full_name: string | null
  message: string
  file_key: string | null
  file_name: string | null
  file_type: string | null
  file_size: string | number | null
}
const rows = () => server.db.query<FeedbackRow>('select * from feedback order by created_at, id')
const salesMails = async () =>
  (
    await server.db.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox where subject = 'Табло: вопрос с сайта'`,
    )
  )[0]!.n

const storedBytes = async (key: string): Promise<Buffer | undefined> => {
  const body = await server.container.get<FileStorage>(FileStorage).get(key)
  if (!body) return undefined
  const chunks: Uint8Array[] = []
  for await (const chunk of body) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** A filled form; a solved captcha unless `extra` brings its own (a form refused before the captcha). */
const form = async (extra: Record<string, string> = {}) => ({
  message: 'Сколько стоит месяц на кольцевой линии?',
  email: 'Vopros@Example.ru',
  fullName: 'Ольга Спрашивающая',
  gRecaptchaResponse: 'gRecaptchaResponse' in extra ? '' : await solvedCaptcha(),
  ...extra,
})
/** Solving the proof-of-work captcha takes seconds on a busy machine. */
const SLOW = 180_000

describe('the landing question form with a file, POST /public/feedback/file (R-API-25)', () => {
  it(
    'keeps the question with its file, byte for byte, and tells sales',
    async () => {
      const brief = pdf()
      const before = await salesMails()
      const answer = await upload(
        server.baseUrl,
        'POST',
        PATH,
        undefined,
        { bytes: brief, name: 'C:\\Документы\\бриф.pdf', type: 'application/pdf' },
        await form(),
      )
      expect(answer).toMatchObject({ status: 201, body: { data: { done: true, fileName: 'бриф.pdf' } } })
      const row = (await rows()).at(-1)!
      expect(row).toMatchObject({
        email: 'vopros@example.ru',
        full_name: 'Ольга Спрашивающая',
        message: 'Сколько стоит месяц на кольцевой линии?',
        file_name: 'бриф.pdf',
        file_type: 'application/pdf',
      })
      expect(Number(row.file_size)).toBe(brief.length)
      expect(await storedBytes(row.file_key!)).toEqual(brief)
      expect(await salesMails()).toBe(before + 1)
    },
    SLOW,
  )

  it(
    'takes the form without a file, posted as multipart or as JSON with application/json (R-API-02)',
    async () => {
      const count = (await rows()).length
      const multipart = new FormData()
      for (const [k, v] of Object.entries(await form({ message: 'Без файла, формой' })))
        multipart.append(k, v)
      const sent = await fetch(`${server.baseUrl}${PATH}`, { method: 'POST', body: multipart })
      expect(sent.status).toBe(201)
      const json = await call(server.baseUrl, 'POST', PATH, await form({ message: 'Без файла, JSON' }))
      expect(json).toMatchObject({ status: 201, body: { data: { done: true, fileName: null } } })
      const added = (await rows()).slice(count)
      expect(added.map((r) => [r.message, r.file_key])).toEqual([
        ['Без файла, формой', null],
        ['Без файла, JSON', null],
      ])
    },
    SLOW,
  )

  it(
    'refuses an unsolved or replayed captcha, a bad form and a bad file, and keeps nothing',
    async () => {
      const count = (await rows()).length
      const mails = await salesMails()
      const image = await jpeg(80, 60)
      const file = { bytes: image, name: 'фото.jpg', type: 'image/jpeg' }
      const bad = (fields: Record<string, string>, part = file) =>
        upload(server.baseUrl, 'POST', PATH, undefined, part, fields)

      expect(await bad(await form({ gRecaptchaResponse: 'eyJmb28iOjF9' }))).toMatchObject({
        status: 400,
        body: { errors: { gRecaptchaResponse: 'wrong format' } },
      })
      const solved = await form()
      expect((await bad(solved)).status).toBe(201)
      expect(await bad(solved)).toMatchObject({
        status: 400,
        body: { errors: { gRecaptchaResponse: 'wrong format' } },
      })
      expect(
        await bad(await form({ email: 'не почта', message: '   ', gRecaptchaResponse: 'unsolved' })),
      ).toMatchObject({
        status: 400,
        body: {
          message: 'Проверьте поля: message, email',
          errors: { message: 'required', email: 'wrong format' },
        },
      })
      expect(await bad(await form({ sneaky: '1', gRecaptchaResponse: 'unsolved' }))).toMatchObject({
        status: 400,
        body: { errors: { sneaky: 'unknown field' } },
      })
      expect(
        await bad(await form(), {
          bytes: Buffer.from('MZ\x90\x00 not a document'),
          name: 'setup.exe',
          type: 'application/octet-stream',
        }),
      ).toMatchObject({ status: 415, body: { errors: { file: 'wrongFormat' } } })
      expect(
        await bad(await form(), { bytes: image, name: 'скан.pdf', type: 'application/pdf' }),
      ).toMatchObject({
        status: 415,
        body: { errors: { file: 'mislabelled' } },
      })
      const big = Buffer.concat([pdf(), Buffer.alloc(21 * 1024 * 1024, 1)])
      expect(
        await bad(await form(), { bytes: big, name: 'большой.pdf', type: 'application/pdf' }),
      ).toMatchObject({
        status: 413,
        body: { message: 'Файл больше 20 МБ: загрузите файл поменьше' },
      })
      // Fields after the file are too late: the form must be complete before any byte is taken.
      const late = new FormData()
      late.append('file', new Blob([Uint8Array.from(image)], { type: 'image/jpeg' }), 'фото.jpg')
      for (const [k, v] of Object.entries(await form())) late.append(k, v)
      const lateAnswer = await fetch(`${server.baseUrl}${PATH}`, { method: 'POST', body: late })
      expect(lateAnswer.status).toBe(400)
      expect(((await lateAnswer.json()) as { errors: Record<string, string> }).errors).toMatchObject({
        message: 'required',
        gRecaptchaResponse: 'required',
      })

      const after = await rows()
      expect(after.length).toBe(count + 1) // only the one accepted form
      expect(await salesMails()).toBe(mails + 1)
      for (const row of after.filter((r) => r.file_key))
        expect(await storedBytes(row.file_key!)).toBeDefined()
    },
    SLOW,
  )
})

describe('feedback from the cabinet, POST /clients/feedback (R-API-25)', () => {
  it("R-API-25 keeps a signed-in advertiser's JSON feedback under the account and its e-mail; without a token, nothing", async () => {
    const path = '/api/v1/clients/feedback'
    const count = (await rows()).length
    expect(await call(server.baseUrl, 'POST', path, { message: 'Без входа' })).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized' },
    })
    const token = await signUp(server, 'otzyv@example.ru')
    expect(
      await call(server.baseUrl, 'POST', path, { message: '  Добавьте выгрузку в PDF  ' }, token),
    ).toEqual({
      status: 201,
      body: { data: { done: true } },
    })
    expect((await rows()).length).toBe(count + 1)
    const kept = await server.db.query<{ email: string; message: string; owner: string }>(
      `select f.email, f.message, a.email as owner from feedback f join accounts a on a.id = f.account_id
       where a.email = 'otzyv@example.ru'`,
    )
    expect(kept).toEqual([
      { email: 'otzyv@example.ru', message: 'Добавьте выгрузку в PDF', owner: 'otzyv@example.ru' },
    ])
  })
})
