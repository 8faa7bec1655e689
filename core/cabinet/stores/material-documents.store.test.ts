import { of } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { MediaStatus } from '../../campaign/media-status'
import { DOCUMENT_CATEGORIES } from '../../media/document-categories'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient, type RecordedCall } from '../testing/fake-http-client'
import { CHOOSE_CATEGORY, CHOOSE_FILE, MaterialDocumentsStore } from './material-documents.store'

const MEDIA = 'm-1'
const DOCS = '/api/v1/clients/documents'
const GET_MEDIA = '/api/v1/clients/media-library/getMedia'
const file = { name: 'Свидетельство.pdf', size: 2048, type: 'application/pdf' }

type Link = { documentId: string; typeId: string; typeSubId: string | null; status: string }

/** A server of one image and its documents' files, answering getMedia for either as the real one does. */
const serverOf = (links: Link[], mediaStatus: MediaStatus = 'rejected') => {
  const state = { links, mediaStatus }
  const files = new Map([
    [
      'd-old',
      { _id: 'd-old', name: 'Старое.pdf', mimeType: 'application/pdf', path: `${DOCS}/d-old/download` },
    ],
    [
      'd-new',
      {
        _id: 'd-new',
        name: 'Свидетельство.pdf',
        mimeType: 'application/pdf',
        path: `${DOCS}/d-new/download`,
      },
    ],
  ])
  const http = new FakeHttpClient()
    .answer('GET', `${DOCS}/categories`, DOCUMENT_CATEGORIES)
    .answer('POST', GET_MEDIA, (call: RecordedCall) => {
      const ids = (call.body as { ids: string[] }).ids
      return of(
        ids[0] === MEDIA
          ? [{ _id: MEDIA, status: state.mediaStatus, documents: state.links }]
          : ids.flatMap((id) => [files.get(id)].filter((f) => f !== undefined)),
      )
    })
    .answer('POST', DOCS, { _id: 'd-new', documentId: 'd-new' })
    .reportProgress('POST', DOCS, [30, 100])
  return { http, state }
}

describe("the material's documents (R-SCREEN-20, R-API-24, R-STATE-13, R-STATE-14)", () => {
  it('lists each linked document with its file name, category in Russian and status', async () => {
    const { http } = serverOf([
      { documentId: 'd-old', typeId: 'trademark', typeSubId: 'certificate', status: 'rework' },
    ])
    const store = new MaterialDocumentsStore(http)
    await store.load(MEDIA)
    const { status, documents, categories } = store.getSnapshot()
    expect(status).toBe('ready')
    expect(categories.map((c) => c.name)).toContain('Права на товарный знак — Свидетельство')
    expect(documents).toMatchObject([
      {
        documentId: 'd-old',
        name: 'Старое.pdf',
        category: 'Права на товарный знак — Свидетельство',
        statusLabel: 'На доработке',
        tone: 'rejected',
        mustReplace: true,
        path: `${DOCS}/d-old/download`,
      },
    ])
  })

  it('adds a document: the upload with progress, then its link under the chosen category', async () => {
    const { http, state } = serverOf([], 'moderation')
    const seen: number[] = []
    const store = new MaterialDocumentsStore(http)
    store.state$.subscribe(({ upload }) => {
      if (upload && !seen.includes(upload.percent)) seen.push(upload.percent)
    })
    http.answer('POST', `${DOCS}/${MEDIA}/category`, (call: RecordedCall) => {
      state.links = [{ ...(call.body as Link), typeSubId: null, status: 'loaded' }]
      return of({ status: 'loaded', mediaStatus: 'moderation' })
    })
    await store.load(MEDIA)
    const added = await store.add('license', file)
    expect(added).toMatchObject({
      ok: true,
      value: {
        mediaStatus: 'moderation',
        backOnModeration: false,
        document: { statusLabel: 'Загружен, ждёт проверки' },
      },
    })
    expect(seen).toEqual([0, 30, 99])
    expect(http.callsTo('POST', DOCS)[0]?.form).toEqual({ file })
    expect(http.callsTo('POST', `${DOCS}/${MEDIA}/category`)[0]?.body).toEqual({
      mediaId: MEDIA,
      documentId: 'd-new',
      typeId: 'license',
    })
    expect(store.getSnapshot()).toMatchObject({ upload: undefined, refusal: undefined })
  })

  it('replaces a returned document under its category and tells the material it is on moderation again', async () => {
    const { http, state } = serverOf([
      { documentId: 'd-old', typeId: 'trademark', typeSubId: 'certificate', status: 'rework' },
    ])
    http.answer('POST', `${DOCS}/${MEDIA}/category`, (call: RecordedCall) => {
      const body = call.body as Link
      state.links = [{ ...body, typeSubId: body.typeSubId ?? null, status: 'loaded' }]
      state.mediaStatus = 'moderation'
      return of({ status: 'loaded', mediaStatus: 'moderation' })
    })
    const told: MediaStatus[] = []
    const store = new MaterialDocumentsStore(http, (s) => told.push(s))
    await store.load(MEDIA)
    const old = store.getSnapshot().documents[0]!
    const replaced = await store.replace(old, file)
    expect(replaced).toMatchObject({ ok: true, value: { backOnModeration: true } })
    expect(http.callsTo('POST', `${DOCS}/${MEDIA}/category`)[0]?.body).toMatchObject({
      typeId: 'trademark',
      typeSubId: 'certificate',
    })
    expect(store.getSnapshot().documents).toMatchObject([
      { documentId: 'd-new', statusLabel: 'Загружен, ждёт проверки', mustReplace: false },
    ])
    expect(told).toEqual(['moderation'])
  })

  it('says a refused file under the file and changes nothing', async () => {
    const { http } = serverOf([])
    http.fail('POST', DOCS, new ApiFailure(415, 'Допустимы только PDF, JPEG и PNG', { file: 'wrongFormat' }))
    const store = new MaterialDocumentsStore(http)
    await store.load(MEDIA)
    const refused = await store.add('license', { name: 'заметки.txt', size: 10, type: 'text/plain' })
    expect(refused).toEqual({ ok: false, error: 'Допустимы только PDF, JPEG и PNG' })
    expect(store.getSnapshot()).toMatchObject({
      upload: undefined,
      documents: [],
      refusal: { field: 'file', message: 'Допустимы только PDF, JPEG и PNG' },
    })
    expect(http.callsTo('POST', `${DOCS}/${MEDIA}/category`)).toEqual([])
  })

  it('deletes a file the link refused, and says the refusal above the form', async () => {
    const { http } = serverOf([])
    http
      .fail('POST', `${DOCS}/${MEDIA}/category`, new ApiFailure(404, 'Файл не найден'))
      .answer('DELETE', `${DOCS}/d-new`, { done: true })
    const store = new MaterialDocumentsStore(http)
    await store.load(MEDIA)
    expect(await store.add('other', file)).toEqual({ ok: false, error: 'Файл не найден' })
    expect(http.callsTo('DELETE', `${DOCS}/d-new`)).toHaveLength(1)
    expect(store.getSnapshot().refusal).toMatchObject({ field: 'form', message: 'Файл не найден' })
  })

  it('asks for a category and a file before sending anything', async () => {
    const { http } = serverOf([])
    const store = new MaterialDocumentsStore(http)
    await store.load(MEDIA)
    expect(await store.add(undefined, file)).toEqual({ ok: false, error: CHOOSE_CATEGORY })
    expect(store.getSnapshot().refusal?.field).toBe('category')
    expect(await store.add('other', undefined)).toEqual({ ok: false, error: CHOOSE_FILE })
    expect(http.callsTo('POST', DOCS)).toEqual([])
  })

  it("renames and unlinks a document, reading the list again; a refusal is the server's sentence", async () => {
    const { http, state } = serverOf([
      { documentId: 'd-old', typeId: 'other', typeSubId: null, status: 'loaded' },
    ])
    http.answer('PUT', `${DOCS}/d-old`, {}).answer('DELETE', `${DOCS}/${MEDIA}/category`, () => {
      state.links = []
      return of({ done: true })
    })
    const store = new MaterialDocumentsStore(http)
    await store.load(MEDIA)
    const doc = store.getSnapshot().documents[0]!
    expect(await store.rename(doc, '  ')).toEqual({ ok: false, error: 'Введите название' })
    expect(await store.rename(doc, ' Лицензия ')).toEqual({ ok: true, value: undefined })
    expect(http.callsTo('PUT', `${DOCS}/d-old`)[0]?.body).toEqual({ name: 'Лицензия' })
    expect(await store.unlink(doc)).toEqual({ ok: true, value: undefined })
    expect(http.callsTo('DELETE', `${DOCS}/${MEDIA}/category`)[0]?.query).toEqual({ documentId: 'd-old' })
    expect(store.getSnapshot().documents).toEqual([])
    http.fail('PUT', `${DOCS}/d-old`, new ApiFailure(404, 'Документ не найден'))
    expect(await store.rename(doc, 'Ещё')).toEqual({ ok: false, error: 'Документ не найден' })
  })

  it('says when the documents could not be read', async () => {
    const http = new FakeHttpClient().fail('GET', `${DOCS}/categories`, new ApiFailure(0, 'Failed to fetch'))
    const store = new MaterialDocumentsStore(http)
    await store.load(MEDIA)
    expect(store.getSnapshot()).toMatchObject({
      status: 'error',
      error: 'Не удалось загрузить документы материала. Обновите страницу.',
    })
  })
})
