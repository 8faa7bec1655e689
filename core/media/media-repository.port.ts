import type { DocumentStatus, MediaStatus } from '../campaign/media-status'
import type { MediaDocumentLink, MediaItem, StoredFile } from './media.entities'

export interface MediaPage {
  readonly items: readonly MediaItem[]
  readonly total: number
}

/** The media library's rows; every read and write is scoped to the owner. */
export interface MediaRepository {
  insert(item: MediaItem): Promise<void>
  find(ownerId: string, id: string): Promise<MediaItem | undefined>
  findMany(ownerId: string, ids: readonly string[]): Promise<MediaItem[]>
  page(
    ownerId: string,
    query: { readonly kind?: MediaItem['kind']; readonly limit: number; readonly offset: number },
  ): Promise<MediaPage>
  listKinds(ownerId: string, kinds: readonly MediaItem['kind'][]): Promise<MediaItem[]>
  rename(ownerId: string, id: string, name: string, at: Date): Promise<boolean>
  /** Moves the status only if it is still `from` (a second, late writer changes nothing); answers whether it did. */
  setStatus(ownerId: string, id: string, from: MediaStatus, to: MediaStatus, at: Date): Promise<boolean>
  /** Swaps the file of an item; answers the previous one (its keys to delete), or undefined when missing. */
  replaceFile(ownerId: string, id: string, file: StoredFile, at: Date): Promise<MediaItem | undefined>
  remove(ownerId: string, id: string): Promise<MediaItem | undefined>
  /**
   * Sets the item's thumbnail key only if it still is `expected` (undefined: none), so that a poster drawn for a
   * version that changed meanwhile does not replace a newer one; answers whether it was set.
   */
  swapThumb(ownerId: string, id: string, expected: string | undefined, key: string): Promise<boolean>
  documentsOf(ownerId: string, mediaIds: readonly string[]): Promise<MediaDocumentLink[]>
  /**
   * Links a document to a media item (or changes its category) and sets both statuses in one transaction;
   * `decide` sees the link's previous status (notLoaded when new) and the media's. With `replaces`, the new
   * document takes the place of that one's link: its status is the previous one and its link is removed.
   */
  linkDocument(
    ownerId: string,
    link: Omit<MediaDocumentLink, 'status'>,
    decide: (
      previous: DocumentStatus,
      media: MediaStatus,
    ) => { readonly documentStatus: DocumentStatus; readonly mediaStatus: MediaStatus },
    at: Date,
    replaces?: string,
  ): Promise<MediaDocumentLink | undefined>
  unlinkDocument(ownerId: string, mediaId: string, documentId: string): Promise<boolean>
  /**
   * The names of the owner's campaigns that use the item: it is attached to them (in any state: a finished
   * campaign keeps what it showed), or planned in the rotation of one not finished; oldest first.
   */
  campaignsUsing(ownerId: string, id: string): Promise<readonly string[]>
  /** Attaches a media item to a schedule item of a campaign, replacing what was attached there. */
  attach(link: MediaAttachment, at: Date): Promise<void>
}

export interface MediaAttachment {
  readonly campaignId: string
  readonly scheduleId: string
  readonly mediaId: string
}
export const MediaRepository = Symbol.for('tablo.MediaRepository')
