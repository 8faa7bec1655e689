import type { DocumentStatus, MediaStatus } from '../campaign/media-status'

/** A file of the media library (cabinet §3 "Media"; R-API-21): an image, a video or a document. */
export interface MediaItem {
  readonly id: string
  readonly ownerId: string
  readonly kind: 'image' | 'video' | 'document'
  readonly name: string
  /** R-STATE-10: noStatus until sent to moderation. */
  readonly status: MediaStatus
  readonly storageKey: string
  readonly thumbKey: string | undefined
  readonly mimeType: string
  readonly sizeBytes: number
  /** SHA-256 of the bytes, hex. */
  readonly hash: string
  readonly width: number | undefined
  readonly height: number | undefined
  readonly durationSeconds: number | undefined
  readonly codec: string | undefined
  /** Why a moderator last refused it (a creative's or one of its documents' reason); kept only while refused. */
  readonly moderationReason?: string
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** A document linked to a media item under a category (R-API-24; statuses R-STATE-12). */
export interface MediaDocumentLink {
  readonly mediaId: string
  readonly documentId: string
  readonly typeId: string
  readonly typeSubId: string | undefined
  readonly status: DocumentStatus
}

/** The file facts of a new or replacing upload, as the server measured them. */
export type StoredFile = Pick<
  MediaItem,
  | 'storageKey'
  | 'thumbKey'
  | 'mimeType'
  | 'sizeBytes'
  | 'hash'
  | 'width'
  | 'height'
  | 'durationSeconds'
  | 'codec'
>
