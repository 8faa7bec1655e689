import { Schema } from 'effect'
import { firstValueFrom } from 'rxjs'
import { DOCUMENT_STATUSES, MEDIA_STATUSES, type MediaStatus } from '../../campaign/media-status'
import {
  documentCategoryChoices,
  type DocumentCategoryChoice,
  type DocumentCategoryType,
} from '../../media/document-categories'
import { MEDIA_CALLS } from '../../media/media-calls'
import type { FilePart, HttpClient } from '../../ports/http.port'
import { decoderOf } from '../../shared/decoder'
import { anyDecoder } from '../../shared/plain-decoders'
import { err, ok, type Result } from '../../shared/result'
import { fieldErrorsOf, serverSentence, type ServerFailure } from '../../shared/server-failure'
import { StateStore } from '../../shared/store'
import { trackUpload } from '../../shared/upload-progress'
import { materialDocumentView, type MaterialDocumentView } from '../view/material-documents.view-model'
import { DocumentUploadStore } from './document-upload.store'

const enc = encodeURIComponent
const DOCUMENTS = MEDIA_CALLS.documentUpload.path
const GET_MEDIA = MEDIA_CALLS.getMedia.path

const decodeCategories = decoderOf(
  Schema.Array(
    Schema.Struct({
      typeId: Schema.String,
      name: Schema.String,
      subTypes: Schema.Array(Schema.Struct({ typeSubId: Schema.String, name: Schema.String })),
    }),
  ),
  { allowUnknown: true },
)
const decodeMaterial = decoderOf(
  Schema.Array(
    Schema.Struct({
      _id: Schema.String,
      status: Schema.Literals(MEDIA_STATUSES),
      documents: Schema.Array(
        Schema.Struct({
          documentId: Schema.String,
          typeId: Schema.String,
          typeSubId: Schema.NullOr(Schema.String),
          status: Schema.Literals(DOCUMENT_STATUSES),
        }),
      ),
    }),
  ),
  { allowUnknown: true },
)
const decodeFiles = decoderOf(
  Schema.Array(
    Schema.Struct({
      _id: Schema.String,
      name: Schema.String,
      mimeType: Schema.String,
      path: Schema.NullOr(Schema.String),
    }),
  ),
  { allowUnknown: true },
)
const decodeUploaded = decoderOf(Schema.Struct({ documentId: Schema.String }), { allowUnknown: true })

export const DOCUMENTS_NOT_LOADED = 'Не удалось загрузить документы материала. Обновите страницу.'
const FAILED = 'Не удалось выполнить действие. Попробуйте ещё раз.'
/** The server's own sentence of a refusal, or undefined when the server was not reached. */
const reached = (failure: ServerFailure): string | undefined =>
  failure.status === 0 ? undefined : failure.message

export const CHOOSE_CATEGORY = 'Выберите категорию документа'
export const CHOOSE_FILE = 'Выберите файл PDF, JPEG или PNG'

/** Where a refusal is shown: under the category, under the file, or above the form. */
export type DocumentField = 'category' | 'file' | 'form'

export interface MaterialDocumentsState {
  readonly mediaId: string | undefined
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly categories: readonly DocumentCategoryChoice[]
  readonly documents: readonly MaterialDocumentView[]
  /** The file on its way and its shown percent (R-ASYNC-12); which document it replaces, if it does. */
  readonly upload:
    { readonly name: string; readonly percent: number; readonly replacing: string | undefined } | undefined
  /** What the last add or replacement was refused with, in Russian, and where it is said. */
  readonly refusal:
    | { readonly field: DocumentField; readonly message: string; readonly replacing: string | undefined }
    | undefined
  readonly error: string | undefined
}

/** What an add or a replacement did: the document, the creative's status after it, and whether it moved there. */
export interface DocumentAdded {
  readonly document: MaterialDocumentView
  readonly mediaStatus: MediaStatus
  /** The upload put the creative back on moderation (R-STATE-14). */
  readonly backOnModeration: boolean
}

/**
 * The documents of one material (R-SCREEN-20; R-API-24, R-STATE-12..14): each linked document with its category
 * and status; adding one is an upload with progress (POST /clients/documents) and its link under the chosen
 * category (DocumentUploadStore); a returned one is replaced by a new file under its category, which the server
 * links in its place. Each change reads the list again, and tells `mediaChanged` the material's status as the
 * server keeps it (the material view shows it). A refusal says why, where, and changes nothing: a file uploaded
 * but not linked is deleted again.
 */
export class MaterialDocumentsStore extends StateStore<MaterialDocumentsState> {
  private types: readonly DocumentCategoryType[] = []
  /** The material's status as last read, to tell whether an upload moved it. */
  private mediaStatus: MediaStatus | undefined

  constructor(
    private readonly http: HttpClient,
    private readonly mediaChanged: (status: MediaStatus) => void = () => undefined,
  ) {
    super({
      mediaId: undefined,
      status: 'idle',
      categories: [],
      documents: [],
      upload: undefined,
      refusal: undefined,
      error: undefined,
    })
  }

  async load(mediaId: string): Promise<void> {
    const same = this.getSnapshot().mediaId === mediaId
    this.set({
      ...this.getSnapshot(),
      mediaId,
      status: 'loading',
      error: undefined,
      ...(same ? {} : { documents: [], upload: undefined, refusal: undefined }),
    })
    try {
      if (this.types.length === 0) {
        this.types = await firstValueFrom(
          this.http.json({ method: 'GET', path: MEDIA_CALLS.documentCategories.path }, decodeCategories),
        )
      }
      await this.reread(mediaId)
    } catch (cause) {
      if (this.getSnapshot().mediaId !== mediaId) return
      this.set({ ...this.getSnapshot(), status: 'error', error: serverSentence(cause, DOCUMENTS_NOT_LOADED) })
    }
  }

  /** The material's links and its documents' files, as the server keeps them now. */
  private async reread(mediaId: string): Promise<MediaStatus | undefined> {
    const [material] = await firstValueFrom(
      this.http.json({ method: 'POST', path: GET_MEDIA, body: { ids: [mediaId] } }, decodeMaterial),
    )
    const links = material?.documents ?? []
    const files =
      links.length === 0
        ? []
        : await firstValueFrom(
            this.http.json(
              { method: 'POST', path: GET_MEDIA, body: { ids: links.map((l) => l.documentId) } },
              decodeFiles,
            ),
          )
    if (this.getSnapshot().mediaId !== mediaId) return undefined
    this.mediaStatus = material?.status
    this.set({
      ...this.getSnapshot(),
      status: 'ready',
      categories: documentCategoryChoices(this.types),
      documents: links.map((l) =>
        materialDocumentView(
          l,
          files.find((f) => f._id === l.documentId),
          this.types,
        ),
      ),
    })
    return material?.status
  }

  /** Uploads a file and links it to the material under the chosen category (R-API-24). */
  add(categoryId: string | undefined, file: FilePart | undefined): Promise<Result<DocumentAdded, string>> {
    const category = this.getSnapshot().categories.find((c) => c.id === categoryId)
    if (!category) return Promise.resolve(this.refuse('category', CHOOSE_CATEGORY, undefined))
    if (!file) return Promise.resolve(this.refuse('file', CHOOSE_FILE, undefined))
    return this.send(file, category, undefined)
  }

  /** A new file for a returned document, linked under its category: it takes the old one's place (R-STATE-14). */
  replace(document: MaterialDocumentView, file: FilePart): Promise<Result<DocumentAdded, string>> {
    return this.send(file, document, document.documentId)
  }

  private async send(
    file: FilePart,
    category: { readonly typeId: string; readonly typeSubId: string | undefined },
    replacing: string | undefined,
  ): Promise<Result<DocumentAdded, string>> {
    const { mediaId, documents } = this.getSnapshot()
    if (mediaId === undefined) return err(FAILED)
    const before = this.mediaStatus
    this.set({
      ...this.getSnapshot(),
      upload: { name: file.name, percent: 0, replacing },
      refusal: undefined,
    })
    const uploaded = await this.uploadFile(file, replacing)
    if (!uploaded.ok) return uploaded
    const documentId = uploaded.value
    const previous = documents.find((d) => d.documentId === replacing)
    const link = new DocumentUploadStore(this.http, {
      documentStatus: previous?.status ?? 'notLoaded',
      mediaStatus: 'noStatus',
    })
    const linked = await link.send({
      mediaId,
      documentId,
      typeId: category.typeId,
      ...(category.typeSubId === undefined ? {} : { typeSubId: category.typeSubId }),
    })
    if (!linked.ok) {
      // Nothing changes on a refusal: the file uploaded for it goes again.
      await firstValueFrom(
        this.http.json({ method: 'DELETE', path: `${DOCUMENTS}/${enc(documentId)}` }, anyDecoder),
      ).catch(() => undefined)
      return 'typeId' in fieldErrorsOf(linked.error)
        ? this.refuse('category', CHOOSE_CATEGORY, replacing)
        : this.refuse('form', reached(linked.error) ?? FAILED, replacing)
    }
    const mediaStatus = (await this.reread(mediaId).catch(() => undefined)) ?? link.getSnapshot().mediaStatus
    this.set({ ...this.getSnapshot(), upload: undefined })
    this.mediaChanged(mediaStatus)
    const document = this.getSnapshot().documents.find((d) => d.documentId === documentId)
    const backOnModeration = before !== mediaStatus && mediaStatus === 'moderation'
    return document ? ok({ document, mediaStatus, backOnModeration }) : err(FAILED)
  }

  /** The file's upload with progress; answers the new document's id, or the refusal said under the file. */
  private uploadFile(file: FilePart, replacing: string | undefined): Promise<Result<string, string>> {
    return new Promise((resolve) => {
      let documentId: string | undefined
      trackUpload(
        this.http.multipart({ method: 'POST', path: DOCUMENTS, form: { file } }, decodeUploaded),
      ).subscribe({
        next: (event) => {
          if (event.kind === 'done') documentId = event.value.documentId
          else
            this.set({
              ...this.getSnapshot(),
              upload: { name: file.name, percent: event.percent, replacing },
            })
        },
        error: (cause: unknown) => resolve(this.refuse('file', serverSentence(cause, FAILED), replacing)),
        complete: () =>
          resolve(documentId === undefined ? this.refuse('form', FAILED, replacing) : ok(documentId)),
      })
    })
  }

  private refuse<A>(field: DocumentField, message: string, replacing: string | undefined): Result<A, string> {
    this.set({ ...this.getSnapshot(), upload: undefined, refusal: { field, message, replacing } })
    return err(message)
  }

  /** Renames the document's file (R-API-24 PUT by id). */
  rename(document: MaterialDocumentView, name: string): Promise<Result<void, string>> {
    if (name.trim() === '') return Promise.resolve(err('Введите название'))
    return this.change({
      method: 'PUT',
      path: MEDIA_CALLS.renameDocument.path.replace(':id', enc(document.documentId)),
      body: { name: name.trim() },
    })
  }

  /** Takes the document off the material (R-API-24 DELETE …/category?documentId=); its file stays. */
  unlink(document: MaterialDocumentView): Promise<Result<void, string>> {
    const mediaId = this.getSnapshot().mediaId ?? ''
    return this.change({
      method: 'DELETE',
      path: MEDIA_CALLS.unlinkDocument.path.replace(':mediaId', enc(mediaId)),
      query: { documentId: document.documentId },
    })
  }

  private async change(request: {
    readonly method: 'PUT' | 'DELETE'
    readonly path: string
    readonly body?: unknown
    readonly query?: Readonly<Record<string, string>>
  }): Promise<Result<void, string>> {
    const mediaId = this.getSnapshot().mediaId
    if (mediaId === undefined) return err(FAILED)
    try {
      await firstValueFrom(this.http.json(request, anyDecoder))
    } catch (cause) {
      return err(serverSentence(cause, FAILED))
    }
    await this.reread(mediaId).catch(() => undefined)
    return ok(undefined)
  }

  dismissRefusal(): void {
    this.set({ ...this.getSnapshot(), refusal: undefined })
  }
}
