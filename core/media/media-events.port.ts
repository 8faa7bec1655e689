import type { MediaStatus } from '../campaign/media-status'

/** One line of the media event log: who did what to a creative (or its document), from which status to which. */
export interface MediaEventRecord {
  readonly mediaId: string
  readonly documentId?: string | null
  readonly campaignId?: string | null
  readonly event: string
  readonly actor: 'advertiser' | 'moderator'
  readonly actorId: string | null
  readonly from?: string | null
  readonly to?: string | null
  readonly reason?: string | null
}

/** A creative's status the rules decided: from the status read to the next, with its reason (null clears it). */
export interface MediaMove {
  readonly id: string
  readonly from: MediaStatus
  readonly to: MediaStatus
  readonly reason: string | null
}

/**
 * How the creative use cases change a creative's moderation status (port; adapters/database/creative-records.ts):
 * the new status comes from the rules of core/campaign/media-status.ts and core/media/creative-moderation.ts and
 * is written only if the status is still the one read, then logged.
 */
export interface MediaStatusRecords {
  /** Writes the move only if the item is still in `from`; answers whether it moved. */
  moveMediaStatus(move: MediaMove, at: Date): Promise<boolean>
  /** Appends to the media event log. */
  recordMediaEvent(event: MediaEventRecord, at: Date): Promise<void>
}
