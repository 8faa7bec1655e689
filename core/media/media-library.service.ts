import { isAdvertisePlace, type AdvertisePlace } from '../campaign/advertise-place'
import {
  afterDocumentUpload,
  AWAITING_UPLOAD,
  DEFAULT_MEDIA_STATUS,
  sendMediaToModeration,
} from '../campaign/media-status'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import type { Account } from '../session/account'
import { forbidden, invalidInput, notFound, type CommonError } from '../shared/common-errors'
import { domainError, type DomainError, type FieldErrors } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { checkCreative, type CreativeProbe } from './creative-check'
import { isDocumentCategory } from './document-categories'
import type { MediaDocumentLink, MediaItem, StoredFile } from './media.entities'
import { mediaAccess } from './media.policy'
import type { MediaPage, MediaRepository } from './media-repository.port'
import type { PosterRequests } from './poster-requests.port'

export interface MediaLibraryDeps {
  readonly media: MediaRepository
  readonly ids: Ids
  readonly clock: Clock
  readonly posters: PosterRequests
}

export type MediaError = CommonError | (DomainError & { readonly errors?: FieldErrors })
type Outcome<A> = Promise<Result<A, MediaError>>

/** A media item with the documents linked to it, as the library lists it. */
export type MediaWithDocuments = MediaItem & { readonly documents: readonly MediaDocumentLink[] }

const NAME_MAX = 200

/**
 * A file a campaign uses is not deleted (choice): removing it would take it off the campaign's schedule and plan
 * behind the advertiser's back, and off a finished campaign's record of what it showed. The advertiser replaces it
 * there first (or deletes the draft).
 */
export const fileInUse = (campaigns: readonly string[]): DomainError & { readonly errors: FieldErrors } => ({
  ...domainError(
    'already in use',
    `Файл нельзя удалить: он используется в ${campaigns.length > 1 ? 'кампаниях' : 'кампании'} ${campaigns
      .map((name) => `«${name}»`)
      .join(', ')}. Сначала замените его там.`,
  ),
  errors: { id: 'in use' },
})

/** The media library and documents (cabinet §7 "Media and documents"; R-API-21, R-API-24, R-STATE-10..14). */
export class MediaLibrary {
  constructor(private readonly d: MediaLibraryDeps) {}

  /** Whether the actor may upload at all; checked before a byte is stored. */
  mayWrite(actor: Account): boolean {
    return mediaAccess(actor)?.write === true
  }

  async list(
    actor: Account,
    query: { readonly kind?: MediaItem['kind']; readonly limit: number; readonly offset: number },
  ): Outcome<{ readonly items: readonly MediaWithDocuments[]; readonly total: number }> {
    const access = mediaAccess(actor)
    if (!access) return err(forbidden())
    const page: MediaPage = await this.d.media.page(access.ownerId, query)
    return ok({ items: await this.withDocuments(access.ownerId, page.items), total: page.total })
  }

  async getMany(actor: Account, ids: readonly string[]): Outcome<readonly MediaWithDocuments[]> {
    const access = mediaAccess(actor)
    if (!access) return err(forbidden())
    return ok(await this.withDocuments(access.ownerId, await this.d.media.findMany(access.ownerId, ids)))
  }

  async get(actor: Account, id: string): Outcome<MediaItem> {
    const access = mediaAccess(actor)
    if (!access) return err(forbidden())
    const item = await this.d.media.find(access.ownerId, id)
    return item ? ok(item) : err(notFound('Файл'))
  }

  /**
   * Adds an uploaded file (R-STATE-10: status noStatus). When a place is named the creative must pass the
   * technical check of its format (pricing §9) — otherwise nothing is added.
   */
  async add(
    actor: Account,
    input: {
      readonly kind: MediaItem['kind']
      readonly name: string
      readonly file: StoredFile
      readonly place?: string
      readonly clipSeconds?: number
    },
  ): Outcome<MediaItem> {
    const access = mediaAccess(actor)
    if (!access?.write) return err(forbidden())
    const checked = this.technicalCheck(input.kind, input.file, input.place, input.clipSeconds)
    if (!checked.ok) return checked
    const now = this.d.clock.now()
    const item: MediaItem = {
      id: this.d.ids.newId(),
      ownerId: access.ownerId,
      kind: input.kind,
      name: cleanName(input.name) || 'Без названия',
      status: DEFAULT_MEDIA_STATUS,
      ...input.file,
      createdAt: now,
      updatedAt: now,
    }
    await this.d.media.insert(item)
    if (item.kind === 'video') await this.d.posters.requestPoster(item)
    return ok(item)
  }

  /** Replaces the file (R-API-17): the new one is checked like an upload and goes back to noStatus. */
  async replace(
    actor: Account,
    id: string,
    kind: MediaItem['kind'],
    file: StoredFile,
    place?: string,
  ): Outcome<{ readonly item: MediaItem; readonly previous: MediaItem }> {
    const access = mediaAccess(actor)
    if (!access?.write) return err(forbidden())
    const current = await this.d.media.find(access.ownerId, id)
    if (!current || current.kind !== kind) return err(notFound('Файл'))
    const checked = this.technicalCheck(kind, file, place)
    if (!checked.ok) return checked
    const now = this.d.clock.now()
    const previous = await this.d.media.replaceFile(access.ownerId, id, file, now)
    if (!previous) return err(notFound('Файл'))
    if (kind === 'video') await this.d.posters.requestPoster(current)
    return ok({ item: { ...current, ...file, status: DEFAULT_MEDIA_STATUS, updatedAt: now }, previous })
  }

  async rename(actor: Account, id: string, name: string): Outcome<MediaItem> {
    const access = mediaAccess(actor)
    if (!access?.write) return err(forbidden())
    const clean = cleanName(name)
    if (!clean) return err(invalidInput({ name: 'required' }))
    if (!(await this.d.media.rename(access.ownerId, id, clean, this.d.clock.now())))
      return err(notFound('Файл'))
    const renamed = await this.get(actor, id)
    // The poster shows the name.
    if (renamed.ok && renamed.value.kind === 'video') await this.d.posters.requestPoster(renamed.value)
    return renamed
  }

  /** R-STATE-11: an image or a video goes to moderation (core/campaign/media-status). */
  async toModeration(actor: Account, id: string): Outcome<MediaItem> {
    const access = mediaAccess(actor)
    if (!access?.write) return err(forbidden())
    const item = await this.d.media.find(access.ownerId, id)
    if (!item || item.kind === 'document') return err(notFound('Файл'))
    const next = sendMediaToModeration(item.status)
    if (!next.ok) return err({ ...next.error, errors: { status: next.error.code } })
    if (!(await this.d.media.setStatus(access.ownerId, id, item.status, next.value, this.d.clock.now())))
      return err({
        ...domainError('changed', 'Материал изменился, повторите', 'status'),
        errors: { status: 'changed' },
      })
    return ok({ ...item, status: next.value })
  }

  /**
   * Removes an item (and its document links) that no campaign uses (fileInUse); answers it so its files can be
   * deleted.
   */
  async remove(actor: Account, id: string, kind?: MediaItem['kind']): Outcome<MediaItem> {
    const access = mediaAccess(actor)
    if (!access?.write) return err(forbidden())
    const item = await this.d.media.find(access.ownerId, id)
    if (!item || (kind !== undefined && item.kind !== kind)) return err(notFound('Файл'))
    const using = item.kind === 'document' ? [] : await this.d.media.campaignsUsing(access.ownerId, id)
    if (using.length > 0) return err(fileInUse(using))
    const removed = await this.d.media.remove(access.ownerId, id)
    return removed ? ok(removed) : err(notFound('Файл'))
  }

  /** The library items that pass the technical check of a place (and were not rejected), for attaching. */
  async listForAttach(actor: Account, place: string, clipSeconds?: number): Outcome<readonly MediaItem[]> {
    const access = mediaAccess(actor)
    if (!access) return err(forbidden())
    if (!isAdvertisePlace(place)) return err(invalidInput({ advertisePlace: 'wrong format' }))
    const items = await this.d.media.listKinds(access.ownerId, ['image', 'video'])
    return ok(
      items.filter(
        (i) => i.status !== 'rejected' && checkCreative(place, probeOf(i), clipSeconds).length === 0,
      ),
    )
  }

  /**
   * R-API-24, R-STATE-13/14: links a document under a category; it becomes loaded, the media may go back. A new
   * document under the category of one sent back or asked for replaces it (replacedDocument).
   */
  async linkDocument(actor: Account, link: Omit<MediaDocumentLink, 'status'>): Outcome<MediaDocumentLink> {
    const access = mediaAccess(actor)
    if (!access?.write) return err(forbidden())
    if (!isDocumentCategory(link.typeId, link.typeSubId)) return err(invalidInput({ typeId: 'wrong format' }))
    const [media, document] = await Promise.all([
      this.d.media.find(access.ownerId, link.mediaId),
      this.d.media.find(access.ownerId, link.documentId),
    ])
    if (!media || media.kind === 'document') return err(notFound('Файл'))
    if (!document || document.kind !== 'document') return err(notFound('Документ'))
    const replaces = replacedDocument(await this.d.media.documentsOf(access.ownerId, [link.mediaId]), link)
    const linked = await this.d.media.linkDocument(
      access.ownerId,
      link,
      afterDocumentUpload,
      this.d.clock.now(),
      replaces,
    )
    return linked ? ok(linked) : err(notFound('Файл'))
  }

  async unlinkDocument(actor: Account, mediaId: string, documentId: string): Outcome<{ done: true }> {
    const access = mediaAccess(actor)
    if (!access?.write) return err(forbidden())
    return (await this.d.media.unlinkDocument(access.ownerId, mediaId, documentId))
      ? ok({ done: true as const })
      : err(notFound('Документ'))
  }

  private technicalCheck(
    kind: MediaItem['kind'],
    file: StoredFile,
    place: string | undefined,
    clipSeconds?: number,
  ): Result<true, MediaError> {
    if (place === undefined || place === '' || kind === 'document') return ok(true)
    if (!isAdvertisePlace(place)) return err(invalidInput({ advertisePlace: 'wrong format' }))
    const problems = checkCreative(place as AdvertisePlace, probeOf({ kind, ...file }), clipSeconds)
    if (problems.length === 0) return ok(true)
    return err({
      ...domainError('technicalCheck', problems.map((p) => p.message).join('; ')),
      errors: Object.fromEntries(problems.map((p) => [p.field, 'wrong format'])),
    })
  }

  private async withDocuments(ownerId: string, items: readonly MediaItem[]): Promise<MediaWithDocuments[]> {
    const links = await this.d.media.documentsOf(
      ownerId,
      items.map((i) => i.id),
    )
    return items.map((i) => ({ ...i, documents: links.filter((l) => l.mediaId === i.id) }))
  }
}

/**
 * The document a new one replaces on its media item (R-STATE-14, choice: the spec's link call has no field for
 * it): a document not linked there yet, under the very category of one that waits for the advertiser (rework or
 * requested), takes that one's place — so uploading a new file for a returned document puts the creative back
 * on moderation. Undefined when the document is linked already or nothing under its category waits.
 */
export const replacedDocument = (
  links: readonly MediaDocumentLink[],
  link: Pick<MediaDocumentLink, 'documentId' | 'typeId' | 'typeSubId'>,
): string | undefined => {
  if (links.some((l) => l.documentId === link.documentId)) return undefined
  const sub = (s: string | undefined) => s || undefined
  return links.find(
    (l) =>
      l.typeId === link.typeId &&
      sub(l.typeSubId) === sub(link.typeSubId) &&
      AWAITING_UPLOAD.includes(l.status),
  )?.documentId
}

const cleanName = (name: string): string =>
  Array.from(name, (c) => (c.charCodeAt(0) < 32 || c === '/' || c === '\\' ? ' ' : c))
    .join('')
    .trim()
    .slice(0, NAME_MAX)

/** What the check reads of a stored item. */
export const probeOf = (
  item: Pick<MediaItem, 'kind' | 'mimeType' | 'width' | 'height' | 'durationSeconds' | 'codec'>,
): CreativeProbe => ({
  kind: item.kind === 'video' ? 'video' : 'image',
  mime: item.mimeType,
  ...(item.width !== undefined ? { width: item.width } : {}),
  ...(item.height !== undefined ? { height: item.height } : {}),
  ...(item.durationSeconds !== undefined ? { durationSeconds: item.durationSeconds } : {}),
  ...(item.codec !== undefined ? { codec: item.codec } : {}),
})
