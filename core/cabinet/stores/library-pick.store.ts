import { Schema } from 'effect'
import { firstValueFrom, type Observable } from 'rxjs'
import type { AdvertisePlace } from '../../campaign/advertise-place'
import { MEDIA_CALLS } from '../../media/media-calls'
import type { HttpClient } from '../../ports/http.port'
import { decoderOf } from '../../shared/decoder'
import { err, ok, type Result } from '../../shared/result'
import { serverSentence } from '../../shared/server-failure'
import { StateStore } from '../../shared/store'
import { LibraryMedia, LIBRARY_LOAD_ERROR, mediaRowView, type MediaRowView } from './media-library.store'
import { attachMedia } from './media-upload.store'

const itemsDecoder = decoderOf(Schema.Array(LibraryMedia), { allowUnknown: true })

/**
 * The owner's library files the server finds fit for a place and the clip bought (GET listForAttach): what a
 * campaign may take from the library, as material or in its rotation plan.
 */
export const filesFitFor = (
  http: HttpClient,
  place: AdvertisePlace,
  clipSeconds: number | undefined,
): Observable<readonly LibraryMedia[]> =>
  http.json(
    {
      method: 'GET',
      path: MEDIA_CALLS.listForAttach.path,
      query: { advertisePlace: place, ...(clipSeconds ? { clipDuration: clipSeconds } : {}) },
    },
    itemsDecoder,
  )

/** Said when the attach got no answer: whether the file is on the campaign is unknown until it is read again. */
export const ATTACH_FAILED = 'Файл не прикреплён: нет связи с сервером. Попробуйте ещё раз.'

/** What the dialog says when the library has nothing the place takes. */
export const libraryPickEmpty = (requirement: string): string =>
  `В медиатеке нет подходящих файлов. Нужен файл: ${requirement}. Загрузите его здесь или в медиатеке.`

/** A file as the choice names it: 'Весна.mp4 — 1920×1080 · 10 с · Согласовано'. */
export const libraryPickLabel = (row: MediaRowView): string =>
  `${row.name} — ${[row.facts, row.statusLabel].filter((part) => part !== '').join(' · ')}`

export interface LibraryPickState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  /** The library's files that pass the place's technical check, not rejected, not already on the campaign. */
  readonly rows: readonly MediaRowView[]
  readonly error: string | undefined
  /** The file being attached, then the refusal of the last attach (in the server's words). */
  readonly attaching: string | undefined
  readonly refusal: string | undefined
}

const IDLE: LibraryPickState = {
  status: 'idle',
  rows: [],
  error: undefined,
  attaching: undefined,
  refusal: undefined,
}

/**
 * A file of the media library for a campaign's material (R-API-15, the wizard's materials step): the files the
 * server finds fit for the place and the bought clip length (GET listForAttach), then one attached to the
 * campaign's united schedule (PATCH {id}/attach) as an upload would be. A refusal is the server's sentence and
 * changes nothing; the caller reads the campaign again after a success.
 */
export class LibraryPickStore extends StateStore<LibraryPickState> {
  constructor(private readonly http: HttpClient) {
    super(IDLE)
  }

  /** Reads the files fit for the place, leaving out those the campaign already has. */
  async open(
    place: AdvertisePlace,
    clipSeconds: number | undefined,
    onCampaign: readonly string[],
  ): Promise<void> {
    this.set({ ...IDLE, status: 'loading' })
    try {
      const items = await firstValueFrom(filesFitFor(this.http, place, clipSeconds))
      const had = new Set(onCampaign)
      this.set({ ...IDLE, status: 'ready', rows: items.filter((m) => !had.has(m._id)).map(mediaRowView) })
    } catch {
      this.set({ ...IDLE, status: 'error', error: LIBRARY_LOAD_ERROR })
    }
  }

  async attach(campaignId: string, mediaId: string): Promise<Result<true, string>> {
    this.update((s) => {
      s.attaching = mediaId
      s.refusal = undefined
    })
    try {
      // The campaign's own schedule item, as the wizard's upload places a file (campaign-creatives.service.ts).
      await firstValueFrom(attachMedia(this.http, campaignId, mediaId, campaignId))
      this.update((s) => {
        s.attaching = undefined
      })
      return ok(true)
    } catch (cause) {
      const refusal = serverSentence(cause, ATTACH_FAILED)
      this.update((s) => {
        s.attaching = undefined
        s.refusal = refusal
      })
      return err(refusal)
    }
  }
}
