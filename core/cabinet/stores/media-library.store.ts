import { Schema } from 'effect'
import { firstValueFrom } from 'rxjs'
import {
  MEDIA_STATUS_TONE,
  MEDIA_STATUSES,
  MEDIA_STATUS_LABELS,
  type MediaStatus,
} from '../../campaign/media-status'
import { downloadFileName } from '../../media/media-calls'
import type { FilePart, HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { decoderOf } from '../../shared/decoder'
import { err, ok, type Result } from '../../shared/result'
import { StateStore } from '../../shared/store'
import { toServerFailure } from '../../shared/server-failure'
import type { CampaignBadgeClass } from '../../campaign/campaign-state.labels'
import { pageCountOf } from '../view/pagination'
import { anyDecoder } from '../../shared/plain-decoders'
import { trackUpload } from '../../shared/upload-progress'

const LIBRARY = '/api/v1/clients/media-library'
const enc = encodeURIComponent

export const LibraryMedia = Schema.Struct({
  _id: Schema.String,
  kind: Schema.Literals(['image', 'video', 'document']),
  status: Schema.Literals(MEDIA_STATUSES),
  name: Schema.String,
  mimeType: Schema.String,
  size: Schema.Number,
  width: Schema.NullOr(Schema.Number),
  height: Schema.NullOr(Schema.Number),
  duration: Schema.NullOr(Schema.Number),
  path: Schema.NullOr(Schema.String),
  thumb: Schema.NullOr(Schema.String),
  /** Why a moderator last refused it; null or absent when not refused. */
  moderationReason: Schema.optional(Schema.NullOr(Schema.String)),
  createdAt: Schema.String,
  updatedAt: Schema.String,
})
export type LibraryMedia = typeof LibraryMedia.Type

const pageDecoder = decoderOf(Schema.Struct({ list: Schema.Array(LibraryMedia), total: Schema.Number }), {
  allowUnknown: true,
})
const manyDecoder = decoderOf(Schema.Array(LibraryMedia), { allowUnknown: true })
const itemDecoder = decoderOf(LibraryMedia, { allowUnknown: true })

/** The library's kinds the advertiser sees as tabs: all, videos, images (documents live on the documents page). */
export type LibraryFilter = 'all' | 'video' | 'image'
export const LIBRARY_FILTERS: readonly { readonly id: LibraryFilter; readonly label: string }[] = [
  { id: 'all', label: 'Все' },
  { id: 'video', label: 'Видео' },
  { id: 'image', label: 'Изображения' },
]
/** Files a page (R-CONST: the spec names no size for the library; 20 like the server's default). */
export const LIBRARY_PAGE = 20
export const LIBRARY_LOAD_ERROR = 'Не удалось загрузить медиатеку. Проверьте соединение и обновите страницу.'
const FAILED = 'Не удалось выполнить действие. Попробуйте ещё раз.'

/** What a row of the library shows, decided here so the screen only lays it out. */
export interface MediaRowView {
  readonly id: string
  readonly name: string
  readonly kindLabel: string
  readonly statusLabel: string
  readonly statusTone: CampaignBadgeClass
  /** '1920×1080 · 10 с' for a video, '800×600' for an image; '' when unknown. */
  readonly facts: string
  readonly sizeLabel: string
  readonly thumb: string | undefined
  readonly fileName: string
  /** It can be sent to moderation (R-STATE-11: not under review, not approved). */
  readonly canSend: boolean
  /**
   * Why the moderator refused it, while it stays refused (a document sent back for rework refuses its creative
   * with the document's reason); undefined otherwise, or when no reason was given.
   */
  readonly reason: string | undefined
  readonly item: LibraryMedia
}

const KIND_LABELS = { video: 'Видео', image: 'Изображение', document: 'Документ' } as const

/** A size in ru-RU units: 950 Б, 12,5 КБ, 3,4 МБ. */
export const fileSizeLabel = (bytes: number): string => {
  const units = ['Б', 'КБ', 'МБ', 'ГБ'] as const
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toLocaleString('ru-RU', { maximumFractionDigits: digits })} ${units[unit]}`
}

export const mediaRowView = (m: LibraryMedia): MediaRowView => {
  const size = m.width !== null && m.height !== null ? `${m.width}×${m.height}` : ''
  const seconds = m.duration !== null ? `${(Math.round(m.duration * 10) / 10).toLocaleString('ru-RU')} с` : ''
  return {
    id: m._id,
    name: m.name,
    kindLabel: KIND_LABELS[m.kind],
    statusLabel: MEDIA_STATUS_LABELS[m.status],
    statusTone: MEDIA_STATUS_TONE[m.status],
    facts: [size, seconds].filter((s) => s !== '').join(' · '),
    sizeLabel: fileSizeLabel(m.size),
    thumb: m.thumb ?? undefined,
    fileName: downloadFileName(m.name, m.mimeType),
    canSend: m.status === 'noStatus' || m.status === 'rejected',
    reason: m.status === 'rejected' ? (m.moderationReason ?? undefined) : undefined,
    item: m,
  }
}

export interface MediaLibraryState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly filter: LibraryFilter
  readonly page: number
  readonly pageCount: number
  readonly total: number
  readonly rows: readonly MediaRowView[]
  readonly error: string | undefined
  /** The upload or replacement on its way: its file name and shown percent (R-ASYNC-12), or its refusal. */
  readonly upload:
    { readonly name: string; readonly percent: number; readonly error: string | undefined } | undefined
}

/**
 * The media library (R-SCREEN-51; R-API-21, R-API-17): the account's videos and images a page at a time, by
 * kind; upload with progress, replace, rename, send to moderation and delete. Each change reads the page
 * again, so the list always shows what the server keeps; a refused change says why and changes nothing.
 */
export class MediaLibraryStore extends StateStore<MediaLibraryState> {
  constructor(private readonly http: HttpClient) {
    super({
      status: 'idle',
      filter: 'all',
      page: 1,
      pageCount: 1,
      total: 0,
      rows: [],
      error: undefined,
      upload: undefined,
    })
  }

  async load(page = this.getSnapshot().page, filter = this.getSnapshot().filter): Promise<void> {
    const at = Math.max(1, Math.floor(page))
    this.set({ ...this.getSnapshot(), status: 'loading', page: at, filter, error: undefined })
    try {
      const answer = await firstValueFrom(
        this.http.json(
          {
            method: 'GET',
            path: LIBRARY,
            query: {
              limit: LIBRARY_PAGE,
              offset: (at - 1) * LIBRARY_PAGE,
              ...(filter === 'all' ? {} : { kind: filter }),
            },
          },
          pageDecoder,
        ),
      )
      const visible = answer.list.filter((m) => m.kind !== 'document')
      this.set({
        ...this.getSnapshot(),
        status: 'ready',
        rows: visible.map(mediaRowView),
        total: answer.total,
        pageCount: pageCountOf(answer.total, LIBRARY_PAGE),
      })
    } catch {
      this.set({ ...this.getSnapshot(), status: 'error', error: LIBRARY_LOAD_ERROR })
    }
  }

  /** Adds a file (its kind by its type), with progress; the first page shows it when it is in. */
  upload(file: FilePart): Promise<Result<void, string>> {
    const kind = file.type.startsWith('video/') ? 'video' : 'image'
    return this.send(file, 'POST', `${LIBRARY}/${kind}`, 1)
  }

  /** Replaces a file's bytes, keeping its name and place in the list (R-API-17). */
  replace(row: MediaRowView, file: FilePart): Promise<Result<void, string>> {
    return this.send(file, 'PATCH', `${LIBRARY}/${enc(row.item.kind)}/${enc(row.id)}/replace`)
  }

  private send(
    file: FilePart,
    method: 'POST' | 'PATCH',
    path: string,
    thenPage?: number,
  ): Promise<Result<void, string>> {
    this.set({ ...this.getSnapshot(), upload: { name: file.name, percent: 0, error: undefined } })
    return new Promise((resolve) => {
      trackUpload(this.http.multipart({ method, path, form: { file } }, anyDecoder)).subscribe({
        next: (event) =>
          this.set({
            ...this.getSnapshot(),
            upload: { name: file.name, percent: event.percent, error: undefined },
          }),
        error: (cause: unknown) => {
          const message = toServerFailure(cause).message ?? FAILED
          this.set({ ...this.getSnapshot(), upload: { name: file.name, percent: 0, error: message } })
          resolve(err(message))
        },
        complete: () => {
          this.set({ ...this.getSnapshot(), upload: undefined })
          void this.load(thenPage).then(() => resolve(ok(undefined)))
        },
      })
    })
  }

  rename(row: MediaRowView, name: string): Promise<Result<void, string>> {
    if (name.trim() === '') return Promise.resolve(err('Введите название'))
    return this.change(() => ({
      method: 'PUT',
      path: `${LIBRARY}/${enc(row.id)}/rename`,
      body: { name: name.trim() },
    }))
  }

  toModeration(row: MediaRowView): Promise<Result<void, string>> {
    return this.change(() => ({ method: 'PUT', path: `${LIBRARY}/${enc(row.id)}/toModeration` }))
  }

  remove(row: MediaRowView): Promise<Result<void, string>> {
    return this.change(() => ({ method: 'DELETE', path: `${LIBRARY}/${enc(row.item.kind)}/${enc(row.id)}` }))
  }

  private async change(
    request: () => { method: 'PUT' | 'DELETE'; path: string; body?: unknown },
  ): Promise<Result<void, string>> {
    try {
      await firstValueFrom(this.http.json(request(), anyDecoder))
    } catch (cause) {
      return err(toServerFailure(cause).message ?? FAILED)
    }
    const { page, rows } = this.getSnapshot()
    // A page emptied by a delete shows the one before it.
    await this.load(rows.length === 1 && page > 1 ? page - 1 : page)
    return ok(undefined)
  }

  dismissUpload(): void {
    this.set({ ...this.getSnapshot(), upload: undefined })
  }
}

export const MATERIAL_NOT_FOUND = 'Файл не найден: возможно, он удалён'

export interface MaterialState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly row: MediaRowView | undefined
  /** A video's signed link (R-API-18), for the player and the download; undefined when none could be had. */
  readonly source: string | undefined
  readonly error: string | undefined
}

const linkDecoder = decoderOf(Schema.Struct({ downloadUrl: Schema.NullOr(Schema.String) }), {
  allowUnknown: true,
})

/** One file of the account by its id, for the material view (R-SCREEN-20); sending it to moderation. */
export class MaterialStore extends StateStore<MaterialState> {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {
    super({ status: 'idle', row: undefined, source: undefined, error: undefined })
  }

  async load(id: string): Promise<void> {
    this.set({ status: 'loading', row: undefined, source: undefined, error: undefined })
    try {
      const found = await firstValueFrom(
        this.http.json({ method: 'POST', path: `${LIBRARY}/getMedia`, body: { ids: [id] } }, manyDecoder),
      )
      const item = found.find((m) => m._id === id)
      if (!item) {
        this.set({ status: 'error', row: undefined, source: undefined, error: MATERIAL_NOT_FOUND })
        return
      }
      const source = item.kind === 'video' ? await this.signedLink(item._id) : undefined
      this.set({ status: 'ready', row: mediaRowView(item), source, error: undefined })
    } catch (cause) {
      this.set({
        status: 'error',
        row: undefined,
        source: undefined,
        error: toServerFailure(cause).message ?? LIBRARY_LOAD_ERROR,
      })
    }
  }

  /**
   * The video's signed link; a failure leaves the page without the player, not without the file's facts, and is
   * logged (R-API-18).
   */
  private async signedLink(id: string): Promise<string | undefined> {
    try {
      const answer = await firstValueFrom(
        this.http.json(
          { method: 'GET', path: `/api/v1/advertisers/video/${enc(id)}/download-url` },
          linkDecoder,
        ),
      )
      return answer.downloadUrl ?? undefined
    } catch (cause) {
      this.logger.warn('a video link could not be had', { cause, id })
      return undefined
    }
  }

  /** The file's status as another call answered it: a document's upload may put it back on moderation (R-STATE-14). */
  showStatus(status: MediaStatus): void {
    const row = this.getSnapshot().row
    if (row && row.item.status !== status)
      this.set({ ...this.getSnapshot(), row: mediaRowView({ ...row.item, status }) })
  }

  async toModeration(): Promise<Result<void, string>> {
    const row = this.getSnapshot().row
    if (!row) return err(MATERIAL_NOT_FOUND)
    try {
      const item = await firstValueFrom(
        this.http.json({ method: 'PUT', path: `${LIBRARY}/${enc(row.id)}/toModeration` }, itemDecoder),
      )
      this.set({ ...this.getSnapshot(), status: 'ready', row: mediaRowView(item) })
      return ok(undefined)
    } catch (cause) {
      return err(toServerFailure(cause).message ?? FAILED)
    }
  }
}
