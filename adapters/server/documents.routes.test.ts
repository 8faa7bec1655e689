import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jpeg, pdf, png, upload } from '../files/testing/media-fixtures'
import { call, signUp, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
let anna: string
let boris: string
beforeAll(async () => {
  server = await startTestServer()
  anna = await signUp(server, 'docs-anna@example.ru', 'Анна')
  boris = await signUp(server, 'docs-boris@example.ru', 'Борис')
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const DOCS = '/api/v1/clients/documents'
const api = (method: string, path: string, body?: unknown, token = anna) =>
  call(server.baseUrl, method, path, body, token)
const post = (path: string, file: { bytes: Uint8Array; name: string; type: string }, token = anna) =>
  upload(server.baseUrl, 'POST', path, token, file)
const idOf = (answer: { body: { data?: unknown } }) => (answer.body.data as { _id: string })._id
const mediaStatus = async (id: string) =>
  (await server.db.query<{ status: string }>('select status from media where id = $1', [id]))[0]?.status

describe('documents of a creative (R-API-24, R-STATE-12, R-STATE-13, R-STATE-14)', () => {
  it('uploads a document, links it under a category as loaded, downloads, renames, unlinks and deletes it', async () => {
    const media = idOf(
      await post('/api/v1/clients/media-library/image', {
        bytes: await png(80, 80),
        name: 'm.png',
        type: 'image/png',
      }),
    )
    const categories = await api('GET', `${DOCS}/categories`)
    expect((categories.body.data as { typeId: string }[]).map((c) => c.typeId)).toContain('trademark')

    const bytes = pdf()
    const added = await post(DOCS, { bytes, name: 'Свидетельство.pdf', type: 'application/pdf' })
    expect(added.status).toBe(201)
    const documentId = (added.body.data as { documentId: string }).documentId

    const linked = await api('POST', `${DOCS}/${media}/category`, {
      mediaId: media,
      documentId,
      typeId: 'trademark',
      typeSubId: 'certificate',
    })
    expect(linked.body.data).toMatchObject({ status: 'loaded', typeId: 'trademark', mediaStatus: 'noStatus' })
    const listed = await api('POST', '/api/v1/clients/media-library/getMedia', { ids: [media] })
    expect(listed.body.data).toMatchObject([
      { documents: [{ documentId, status: 'loaded', typeSubId: 'certificate' }] },
    ])

    const file = await fetch(`${server.baseUrl}${DOCS}/${documentId}/download`, {
      headers: { Authorization: `Bearer ${anna}` },
    })
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect((await api('PUT', `${DOCS}/${documentId}`, { name: 'Лицензия' })).body.data).toMatchObject({
      name: 'Лицензия',
    })
    expect((await api('PUT', `${DOCS}/${media}`, { name: 'не документ' })).status).toBe(404)

    expect((await api('DELETE', `${DOCS}/${media}/category?documentId=${documentId}`)).status).toBe(200)
    expect((await api('DELETE', `${DOCS}/${media}/category?documentId=${documentId}`)).status).toBe(404)
    expect((await api('DELETE', `${DOCS}/${documentId}`)).status).toBe(200)
    expect((await api('GET', `${DOCS}/${documentId}/download`)).status).toBe(404)
  })

  it.each(['rework', 'requested'])(
    'a document uploaded after %s puts the media back on moderation',
    async (previous) => {
      const media = idOf(
        await post('/api/v1/clients/media-library/image', {
          bytes: await jpeg(60, 60),
          name: 'm.jpg',
          type: 'image/jpeg',
        }),
      )
      const documentId = idOf(await post(DOCS, { bytes: pdf(), name: 'd.pdf', type: 'application/pdf' }))
      const link = { mediaId: media, documentId, typeId: 'certificate' }
      await api('POST', `${DOCS}/${media}/category`, link)
      // A moderator sent the document back and rejected the media (the staff screens are not part of this API).
      await server.db.query(`update media_documents set status = $1 where document_id = $2`, [
        previous,
        documentId,
      ])
      await server.db.query(`update media set status = 'rejected' where id = $1`, [media])
      const again = await api('POST', `${DOCS}/${media}/category`, link)
      expect(again.body.data).toMatchObject({ status: 'loaded', mediaStatus: 'moderation' })
      expect(await mediaStatus(media)).toBe('moderation')
    },
  )

  it('a new file under the category of a document sent to rework replaces it and puts the media back on moderation', async () => {
    const media = idOf(
      await post('/api/v1/clients/media-library/image', {
        bytes: await png(50, 50),
        name: 'r.png',
        type: 'image/png',
      }),
    )
    const upload = async (name: string) =>
      idOf(await post(DOCS, { bytes: pdf(), name, type: 'application/pdf' }))
    const [returned, kept, fresh] = [
      await upload('old.pdf'),
      await upload('other.pdf'),
      await upload('new.pdf'),
    ]
    const link = (documentId: string, typeId = 'certificate') =>
      api('POST', `${DOCS}/${media}/category`, { mediaId: media, documentId, typeId })
    await link(returned)
    await link(kept, 'license')
    await server.db.query(`update media_documents set status = 'rework' where document_id = $1`, [returned])
    await server.db.query(
      `update media set status = 'rejected', moderation_reason = 'Нет печати' where id = $1`,
      [media],
    )
    // The advertiser reads why on the material page, for as long as the media stays rejected.
    const reasonOf = async () =>
      (
        (await api('POST', '/api/v1/clients/media-library/getMedia', { ids: [media] })).body.data as {
          moderationReason: string | null
        }[]
      )[0]?.moderationReason
    expect(await reasonOf()).toBe('Нет печати')

    expect((await link(fresh)).body.data).toMatchObject({
      documentId: fresh,
      status: 'loaded',
      mediaStatus: 'moderation',
    })
    expect(await reasonOf()).toBeNull()
    const listed = await api('POST', '/api/v1/clients/media-library/getMedia', { ids: [media] })
    const documents = (listed.body.data as { documents: { documentId: string; status: string }[] }[])[0]
      ?.documents
    expect(documents?.map((d) => [d.documentId, d.status]).sort()).toEqual(
      [
        [kept, 'loaded'],
        [fresh, 'loaded'],
      ].sort(),
    )
    // The replaced file stays in the library: it may be linked elsewhere, and the advertiser may delete it.
    const file = await fetch(`${server.baseUrl}${DOCS}/${returned}/download`, {
      headers: { Authorization: `Bearer ${anna}` },
    })
    expect(file.status).toBe(200)
  })

  it('keeps the media status after a revision upload; refuses unknown categories, foreign media and bad files', async () => {
    const media = idOf(
      await post('/api/v1/clients/media-library/image', {
        bytes: await png(40, 40),
        name: 'm.png',
        type: 'image/png',
      }),
    )
    const documentId = idOf(await post(DOCS, { bytes: pdf(), name: 'd.pdf', type: 'application/pdf' }))
    const link = { mediaId: media, documentId, typeId: 'license' }
    await api('POST', `${DOCS}/${media}/category`, link)
    await server.db.query(`update media_documents set status = 'revision' where document_id = $1`, [
      documentId,
    ])
    expect((await api('POST', `${DOCS}/${media}/category`, link)).body.data).toMatchObject({
      mediaStatus: 'noStatus',
    })

    expect(await api('POST', `${DOCS}/${media}/category`, { ...link, typeId: 'passport' })).toMatchObject({
      status: 400,
      body: { errors: { typeId: 'wrong format' } },
    })
    expect((await api('POST', `${DOCS}/${media}/category`, { ...link, mediaId: documentId })).status).toBe(
      400,
    )
    expect((await api('POST', `${DOCS}/${media}/category`, link, boris)).status).toBe(404)
    expect((await api('GET', `${DOCS}/${documentId}/download`, undefined, boris)).status).toBe(404)
    expect((await api('DELETE', `${DOCS}/${documentId}`, undefined, boris)).status).toBe(404)

    const cut = pdf().subarray(0, 40)
    expect(await post(DOCS, { bytes: cut, name: 'cut.pdf', type: 'application/pdf' })).toMatchObject({
      status: 400,
      body: { errors: { file: 'damaged' } },
    })
    expect(
      await post(DOCS, {
        bytes: Buffer.from('не документ, а просто текст'),
        name: 'a.exe',
        type: 'application/octet-stream',
      }),
    ).toMatchObject({
      status: 415,
      body: { message: 'Формат файла не распознан: нужно PDF, JPEG или PNG' },
    })
  })
})
