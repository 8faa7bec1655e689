import type { Outcome, UnitOfWork } from '../campaign/campaign-records.port'
import type { DocumentStatus, MediaStatus } from '../campaign/media-status'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import { refusal } from '../shared/refusal'
import { ok } from '../shared/result'
import { isUuid } from '../shared/uuid'
import type { CreativeQueueQuery, DocumentQueueQuery } from './creative-queue.contract'
import {
  documentNotice,
  mediaNotice,
  moderateDocument,
  moderateMedia,
  type Verdict,
} from './creative-moderation'
import type { MediaEventRecord, MediaStatusRecords } from './media-events.port'
import type { MediaItem } from './media.entities'

/** A creative as the back office sees it: the library item, its owner, reason, documents and campaigns. */
export interface StaffCreative {
  readonly item: MediaItem
  readonly ownerEmail: string
  readonly moderationReason: string | null
  readonly documents: readonly {
    readonly documentId: string
    readonly name: string
    readonly typeId: string
    readonly typeSubId: string | null
    readonly status: DocumentStatus
  }[]
  /** The campaigns it is attached to or planned in (the edge writes them, adapters/server/wire/staff-media.wire.ts). */
  readonly campaigns: readonly CreativeCampaign[]
}

/** A campaign a creative is attached to or planned in, as the back office names it (issue #49 item 1: a domain value). */
export interface CreativeCampaign {
  readonly id: string
  readonly name: string
  readonly place: string
  readonly state: string
}

export interface StaffDocument {
  readonly mediaId: string
  readonly mediaName: string
  readonly mediaStatus: MediaStatus
  readonly documentId: string
  readonly documentName: string
  readonly typeId: string
  readonly typeSubId: string | null
  readonly status: DocumentStatus
  readonly ownerId: string
  readonly ownerEmail: string
  readonly updatedAt: string
}

/** A creative read for a decision, its row locked until the unit of work ends. */
export interface LockedCreative {
  readonly ownerId: string
  readonly name: string
  readonly status: MediaStatus
  readonly kind: MediaItem['kind']
}

/** A document link of a creative read for a decision, the link and the creative locked. */
export interface LockedDocument {
  readonly ownerId: string
  readonly mediaName: string
  readonly mediaStatus: MediaStatus
  readonly documentName: string
  readonly status: DocumentStatus
}

/** A page of the creative queue as the records read it: every kind listed. */
export interface CreativeQueuePage {
  readonly statuses: readonly MediaStatus[]
  readonly kinds: readonly MediaItem['kind'][]
  readonly limit: number
  readonly offset: number
}

/** A notification for the owner of a creative. */
export interface OwnerNotice {
  readonly id: string
  readonly ownerId: string
  readonly campaignId: string | null
  readonly message: string
}

/** A document's status the rules decided, from the status read to the next. */
export interface DocumentMove {
  readonly mediaId: string
  readonly documentId: string
  readonly from: DocumentStatus
  readonly to: DocumentStatus
}

/** What the back office of creatives reads and writes (port; adapters/database/creative-records.ts). */
export interface StaffMediaRecords extends MediaStatusRecords {
  /** Any owner's media item (staff see every library). */
  anyItem(id: string): Promise<MediaItem | undefined>
  /** A page of the ids of the items in these statuses and kinds, oldest change first, and how many there are. */
  creativeQueue(q: CreativeQueuePage): Promise<{ readonly ids: string[]; readonly count: number }>
  /** What the back office shows beside the item: the owner's e-mail, the reason, documents and campaigns. */
  creativeFacts(id: string): Promise<Omit<StaffCreative, 'item'>>
  /** A page of the document links in these statuses, oldest change first, and how many there are. */
  documentQueue(q: DocumentQueueQuery): Promise<{ readonly items: StaffDocument[]; readonly count: number }>
  lockCreative(id: string): Promise<LockedCreative | undefined>
  lockDocument(mediaId: string, documentId: string): Promise<LockedDocument | undefined>
  /** Writes a document status the rules decided, only if the link is still in `from`; answers whether it moved. */
  moveDocumentStatus(move: DocumentMove, at: Date): Promise<boolean>
  /** The campaign a media item was last attached to (the notification links it), if any. */
  lastCampaignOf(mediaId: string): Promise<string | null>
  /** A notification for the owner (the paged list of /clients/notifications reads it). */
  notify(n: OwnerNotice, at: Date): Promise<void>
}

export interface StaffMediaDeps {
  /** Every decision, one transaction each. */
  readonly uow: UnitOfWork<StaffMediaRecords>
  /** Reads outside a transaction: the queues and one creative. */
  readonly reads: StaffMediaRecords
  readonly clock: Clock
  readonly ids: Ids
}

const MEDIA_NOT_FOUND = 'Материал не найден'
const DOCUMENT_NOT_FOUND = 'Документ не найден'
const mediaNotFound = () => refusal('not found', MEDIA_NOT_FOUND, { mediaId: 'not found' })
const documentNotFound = () => refusal('not found', DOCUMENT_NOT_FOUND, { documentId: 'not found' })
/** A status the rules decided that another writer changed first (the rows are locked, so it should not happen). */
const changed = () => refusal('changed', 'Материал изменился, повторите', { status: 'changed' })

/**
 * The back office of creatives (issue 6 §3): staff list what waits for moderation, read a creative with its
 * documents, and approve or reject a creative or a document with a reason. Each decision is one unit of work:
 * the status (decided by core/media/creative-moderation.ts, written guarded by the status read), the event log
 * and the owner's notification.
 */
export class StaffMedia {
  constructor(private readonly d: StaffMediaDeps) {}

  /** Any owner's media item by id (staff see every library). */
  async item(id: string): Promise<MediaItem | undefined> {
    return isUuid(id) ? this.d.reads.anyItem(id) : undefined
  }

  async queue(q: CreativeQueueQuery): Promise<{ readonly items: StaffCreative[]; readonly count: number }> {
    const kinds: MediaItem['kind'][] = q.kind ? [q.kind] : ['image', 'video']
    const page = await this.d.reads.creativeQueue({
      statuses: q.statuses,
      kinds,
      limit: q.limit,
      offset: q.offset,
    })
    const items: StaffCreative[] = []
    for (const id of page.ids) {
      const one = await this.creative(id)
      if (one) items.push(one)
    }
    return { items, count: page.count }
  }

  async creative(id: string): Promise<StaffCreative | undefined> {
    const item = await this.item(id)
    if (!item || item.kind === 'document') return undefined
    return { item, ...(await this.d.reads.creativeFacts(id)) }
  }

  documents(q: DocumentQueueQuery): Promise<{ readonly items: StaffDocument[]; readonly count: number }> {
    return this.d.reads.documentQueue(q)
  }

  /** Approves or rejects a creative under review; the owner is notified, the event logged. */
  decideMedia(staffId: string, id: string, verdict: Verdict, reason: string | null): Promise<Outcome<true>> {
    return this.d.uow.run(async (records) => {
      if (!isUuid(id)) return mediaNotFound()
      const row = await records.lockCreative(id)
      if (!row || row.kind === 'document') return mediaNotFound()
      const next = moderateMedia(row.status, verdict)
      if (!next.ok) return refusal('wrong state', next.error.message, { status: next.error.code })
      const now = this.d.clock.now()
      const move = { id, from: row.status, to: next.value, reason: verdict === 'reject' ? reason : null }
      if (!(await records.moveMediaStatus(move, now))) return changed()
      return this.logged(
        records,
        staffId,
        { mediaId: id, event: verdict, from: row.status, to: next.value, reason },
        { ownerId: row.ownerId, message: mediaNotice(row.name, verdict, reason) },
        now,
      )
    })
  }

  /** Approves (revision) or rejects (rework, the creative rejected) a loaded document of a creative. */
  decideDocument(
    staffId: string,
    mediaId: string,
    documentId: string,
    verdict: Verdict,
    reason: string | null,
  ): Promise<Outcome<true>> {
    return this.d.uow.run(async (records) => {
      if (!isUuid(mediaId) || !isUuid(documentId)) return documentNotFound()
      const row = await records.lockDocument(mediaId, documentId)
      if (!row) return documentNotFound()
      const next = moderateDocument(row.status, row.mediaStatus, verdict)
      if (!next.ok) return refusal('wrong state', next.error.message, { status: next.error.code })
      const now = this.d.clock.now()
      const to = next.value.documentStatus
      if (!(await records.moveDocumentStatus({ mediaId, documentId, from: row.status, to }, now)))
        return changed()
      // The unit of work rolls the document's move back too when the creative's is refused.
      if (
        next.value.mediaStatus !== row.mediaStatus &&
        !(await records.moveMediaStatus(
          { id: mediaId, from: row.mediaStatus, to: next.value.mediaStatus, reason },
          now,
        ))
      )
        return changed()
      return this.logged(
        records,
        staffId,
        {
          mediaId,
          documentId,
          event: `document:${verdict}`,
          from: row.status,
          to,
          reason,
        },
        {
          ownerId: row.ownerId,
          message: documentNotice(row.documentName, row.mediaName, verdict, reason),
        },
        now,
      )
    })
  }

  /** Logs a decision against the creative's last campaign and tells the owner, who reads that campaign. */
  private async logged(
    records: StaffMediaRecords,
    staffId: string,
    event: Omit<MediaEventRecord, 'campaignId' | 'actor' | 'actorId'>,
    notice: { readonly ownerId: string; readonly message: string },
    now: Date,
  ): Promise<Outcome<true>> {
    const campaignId = await records.lastCampaignOf(event.mediaId)
    await records.recordMediaEvent({ ...event, campaignId, actor: 'moderator', actorId: staffId }, now)
    await records.notify({ id: this.d.ids.newId(), ...notice, campaignId }, now)
    return ok(true as const)
  }
}
