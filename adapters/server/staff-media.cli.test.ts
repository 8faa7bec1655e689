import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ScryptPasswordHasher } from '../node-crypto/scrypt-password-hasher'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { mp4, pdf, upload } from '../files/testing/media-fixtures'
import { runAdmin } from './testing/admin-cli'
import { call, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
let advertiser: Actor
const PASSWORD = 'staff-media-pass-2026'
let staffEmail: string

/** The admin CLI as the test's staff member. */
const admin = (...args: string[]) =>
  runAdmin({ baseUrl: server.baseUrl, email: staffEmail, password: PASSWORD }, ...args)

const statusOf = async (mediaId: string) =>
  (
    await server.db.query<{ status: string; moderation_reason: string | null }>(
      'select status, moderation_reason from media where id = $1',
      [mediaId],
    )
  )[0]

beforeAll(async () => {
  server = await startTestServer({ clock: new PinnedClock('2026-11-22') })
  advertiser = await makeAccount(server.db)
  const staff = await makeAccount(server.db, { moderator: true })
  staffEmail = `${staff.id}@example.ru`
  await server.db.query('update accounts set password_hash = $2 where id = $1', [
    staff.id,
    await new ScryptPasswordHasher().hash(PASSWORD),
  ])
})
afterAll(async () => {
  await server?.close()
})

describe('the admin CLI moderates creatives and documents (npm run admin)', () => {
  it('lists the creative queue, rejects with a reason, refuses an illegal approval, and sends a document to rework', async () => {
    const made = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/commercial-campaigns/metroMonitors',
      { name: 'Ролики через консоль', calculation: CALCULATIONS.metroMonitors },
      advertiser.token,
    )
    const campaign = (made.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
    const sent = await upload(
      server.baseUrl,
      'PATCH',
      `/api/v1/clients/commercial-campaigns/${campaign}/video`,
      advertiser.token,
      {
        bytes: mp4({ width: 1920, height: 1080, durationSeconds: 10 }),
        name: 'Консоль.mp4',
        type: 'video/mp4',
      },
    )
    const media = (sent.body.data as { media: { _id: string } }).media._id

    const queue = await admin('creatives', '--kind', 'video')
    expect(queue.code).toBe(0)
    expect(queue.out).toContain(media)
    expect(queue.out).toContain('Консоль.mp4')
    expect(queue.out).toContain('Всего: 1')
    const shown = await admin('creative', media)
    expect(JSON.parse(shown.out)).toMatchObject({ media: { _id: media, campaigns: [{ _id: campaign }] } })

    expect((await admin('reject-creative', media)).code).toBe(2)
    const rejected = await admin('reject-creative', media, '--reason', 'Звук громче нормы')
    expect(rejected.code).toBe(0)
    expect(rejected.out).toContain('rejected')
    expect(await statusOf(media)).toEqual({ status: 'rejected', moderation_reason: 'Звук громче нормы' })
    const illegal = await admin('approve-creative', media)
    expect(illegal.code).toBe(1)
    expect(illegal.err).toContain('Материал не на модерации (статус «Отклонено»)')
    expect(illegal.err).toContain('status: notOnModeration')

    const doc = await upload(server.baseUrl, 'POST', '/api/v1/clients/documents', advertiser.token, {
      bytes: pdf(),
      name: 'Сертификат.pdf',
      type: 'application/pdf',
    })
    const documentId = (doc.body.data as { documentId: string }).documentId
    await call(
      server.baseUrl,
      'POST',
      `/api/v1/clients/documents/${media}/category`,
      { mediaId: media, documentId, typeId: 'certificate' },
      advertiser.token,
    )
    const documents = await admin('documents')
    expect(documents.out).toContain(documentId)
    expect(documents.out).toContain('Сертификат.pdf → Консоль.mp4')
    expect((await admin('reject-document', media)).code).toBe(2)
    expect((await admin('reject-document', media, documentId, '--reason', 'Нет печати')).code).toBe(0)
    const link = await server.db.query<{ status: string }>(
      'select status from media_documents where media_id = $1 and document_id = $2',
      [media, documentId],
    )
    expect(link).toEqual([{ status: 'rework' }])
    expect((await admin('documents')).out).toContain('Всего: 0')
  }, 120_000)
})
