import type { DocumentStatus, MediaStatus } from '../../core/campaign/media-status'
import type { CreativeQueueQuery, DocumentQueueQuery } from '../../core/media/creative-queue.contract'
import {
  documentNotice,
  mediaNotice,
  moderateDocument,
  moderateMedia,
  type Verdict,
} from '../../core/media/creative-moderation'
import type { MediaItem } from '../../core/media/media.entities'
import type { Clock } from '../../core/ports/clock.port'
import type { Ids } from '../../core/ports/ids.port'
import { ok } from '../../core/shared/result'
import { refusal } from '../../core/shared/refusal'
import { inTransaction } from '../campaigns/campaign.store'
import type { Outcome } from '../campaigns/campaign.service'
import { SqlMediaRepository } from '../database/media.repository'
import type { SqlDatabase } from '../database/sql-database'
import { lastCampaignOf, notifyOwner, recordMediaEvent } from './creative.store'
import { isUuid } from '../../core/shared/uuid'

export interface StaffMediaDeps {
  readonly db: SqlDatabase
  readonly clock: Clock
  readonly ids: Ids
}

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
  readonly campaigns: readonly {
    readonly _id: string
    readonly name: string
    readonly advertisePlace: string
    readonly state: string
  }[]
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

const MEDIA_NOT_FOUND = 'Материал не найден'
const DOCUMENT_NOT_FOUND = 'Документ не найден'

/**
 * The back office of creatives (issue 6 §3): staff list what waits for moderation, read a creative with its
 * documents, and approve or reject a creative or a document with a reason. Each decision is one transaction:
 * the status, the event log (media_events) and the owner's notification.
 */
export class StaffMedia {
  constructor(private readonly d: StaffMediaDeps) {}

  /** Any owner's media item by id (staff see every library). */
  async item(id: string, db: SqlDatabase = this.d.db): Promise<MediaItem | undefined> {
    if (!isUuid(id)) return undefined
    const [owner] = await db.query<{ owner_id: string }>('select owner_id from media where id = $1', [id])
    return owner ? new SqlMediaRepository(db).find(owner.owner_id, id) : undefined
  }

  async queue(q: CreativeQueueQuery): Promise<{ readonly items: StaffCreative[]; readonly count: number }> {
    const kinds = q.kind ? [q.kind] : ['image', 'video']
    const rows = await this.d.db.query<{ id: string }>(
      `select id from media where status = any($1::text[]) and kind = any($2::text[])
       order by updated_at, id limit $3 offset $4`,
      [q.statuses, kinds, q.limit, q.offset],
    )
    const [count] = await this.d.db.query<{ n: string }>(
      'select count(*)::text as n from media where status = any($1::text[]) and kind = any($2::text[])',
      [q.statuses, kinds],
    )
    const items: StaffCreative[] = []
    for (const { id } of rows) {
      const one = await this.creative(id)
      if (one) items.push(one)
    }
    return { items, count: Number(count?.n ?? 0) }
  }

  async creative(id: string): Promise<StaffCreative | undefined> {
    const item = await this.item(id)
    if (!item || item.kind === 'document') return undefined
    const [owner] = await this.d.db.query<{ email: string; moderation_reason: string | null }>(
      `select a.email, m.moderation_reason from media m join accounts a on a.id = m.owner_id where m.id = $1`,
      [id],
    )
    const documents = await this.d.db.query<{
      document_id: string
      name: string
      type_id: string
      type_sub_id: string | null
      status: DocumentStatus
    }>(
      `select l.document_id, d.name, l.type_id, l.type_sub_id, l.status from media_documents l
       join media d on d.id = l.document_id where l.media_id = $1 order by l.updated_at, l.document_id`,
      [id],
    )
    const campaigns = await this.d.db.query<{
      id: string
      name: string
      advertise_place: string
      state: string
    }>(
      `select distinct c.id, c.name, c.advertise_place, c.state from campaigns c where c.id in (
         select campaign_id from media_attachments where media_id = $1
         union select s.campaign_id from video_schedule_videos v join video_schedules s on s.id = v.entry_id
          where v.media_id = $1) order by c.id`,
      [id],
    )
    return {
      item,
      ownerEmail: owner?.email ?? '',
      moderationReason: owner?.moderation_reason ?? null,
      documents: documents.map((d) => ({
        documentId: d.document_id,
        name: d.name,
        typeId: d.type_id,
        typeSubId: d.type_sub_id,
        status: d.status,
      })),
      campaigns: campaigns.map((c) => ({
        _id: c.id,
        name: c.name,
        advertisePlace: c.advertise_place,
        state: c.state,
      })),
    }
  }

  async documents(
    q: DocumentQueueQuery,
  ): Promise<{ readonly items: StaffDocument[]; readonly count: number }> {
    const rows = await this.d.db.query<{
      media_id: string
      media_name: string
      media_status: MediaStatus
      document_id: string
      document_name: string
      type_id: string
      type_sub_id: string | null
      status: DocumentStatus
      owner_id: string
      email: string
      updated_at: Date | string
    }>(
      `select l.media_id, m.name as media_name, m.status as media_status, l.document_id, d.name as document_name,
         l.type_id, l.type_sub_id, l.status, m.owner_id, a.email, l.updated_at
       from media_documents l join media m on m.id = l.media_id join media d on d.id = l.document_id
       join accounts a on a.id = m.owner_id
       where l.status = any($1::text[]) order by l.updated_at, l.media_id, l.document_id limit $2 offset $3`,
      [q.statuses, q.limit, q.offset],
    )
    const [count] = await this.d.db.query<{ n: string }>(
      'select count(*)::text as n from media_documents where status = any($1::text[])',
      [q.statuses],
    )
    return {
      items: rows.map((r) => ({
        mediaId: r.media_id,
        mediaName: r.media_name,
        mediaStatus: r.media_status,
        documentId: r.document_id,
        documentName: r.document_name,
        typeId: r.type_id,
        typeSubId: r.type_sub_id,
        status: r.status,
        ownerId: r.owner_id,
        ownerEmail: r.email,
        updatedAt: new Date(r.updated_at).toISOString(),
      })),
      count: Number(count?.n ?? 0),
    }
  }

  /** Approves or rejects a creative under review; the owner is notified, the event logged. */
  async decideMedia(
    staffId: string,
    id: string,
    verdict: Verdict,
    reason: string | null,
  ): Promise<Outcome<true>> {
    return inTransaction(this.d.db, async (tx) => {
      if (!isUuid(id)) return refusal('not found', MEDIA_NOT_FOUND, { mediaId: 'not found' })
      const [row] = await tx.query<{ owner_id: string; name: string; status: MediaStatus; kind: string }>(
        `select owner_id, name, status, kind from media where id = $1 for update`,
        [id],
      )
      if (!row || row.kind === 'document')
        return refusal('not found', MEDIA_NOT_FOUND, { mediaId: 'not found' })
      const next = moderateMedia(row.status, verdict)
      if (!next.ok) return refusal('wrong state', next.error.message, { status: next.error.code })
      const now = this.d.clock.now()
      await tx.query('update media set status = $2, moderation_reason = $3, updated_at = $4 where id = $1', [
        id,
        next.value,
        verdict === 'reject' ? reason : null,
        now,
      ])
      const campaignId = await lastCampaignOf(tx, id)
      await recordMediaEvent(
        tx,
        {
          mediaId: id,
          campaignId,
          event: verdict,
          actor: 'moderator',
          actorId: staffId,
          from: row.status,
          to: next.value,
          reason,
        },
        now,
      )
      await notifyOwner(
        tx,
        this.d.ids,
        { ownerId: row.owner_id, campaignId, message: mediaNotice(row.name, verdict, reason) },
        now,
      )
      return ok(true as const)
    })
  }

  /** Approves (revision) or rejects (rework, the creative rejected) a loaded document of a creative. */
  async decideDocument(
    staffId: string,
    mediaId: string,
    documentId: string,
    verdict: Verdict,
    reason: string | null,
  ): Promise<Outcome<true>> {
    return inTransaction(this.d.db, async (tx) => {
      if (!isUuid(mediaId) || !isUuid(documentId))
        return refusal('not found', DOCUMENT_NOT_FOUND, { documentId: 'not found' })
      const [row] = await tx.query<{
        owner_id: string
        media_name: string
        media_status: MediaStatus
        document_name: string
        status: DocumentStatus
      }>(
        `select m.owner_id, m.name as media_name, m.status as media_status, d.name as document_name, l.status
         from media_documents l join media m on m.id = l.media_id join media d on d.id = l.document_id
         where l.media_id = $1 and l.document_id = $2 for update of l, m`,
        [mediaId, documentId],
      )
      if (!row) return refusal('not found', DOCUMENT_NOT_FOUND, { documentId: 'not found' })
      const next = moderateDocument(row.status, row.media_status, verdict)
      if (!next.ok) return refusal('wrong state', next.error.message, { status: next.error.code })
      const now = this.d.clock.now()
      await tx.query(
        'update media_documents set status = $3, updated_at = $4 where media_id = $1 and document_id = $2',
        [mediaId, documentId, next.value.documentStatus, now],
      )
      if (next.value.mediaStatus !== row.media_status)
        await tx.query(
          'update media set status = $2, moderation_reason = $3, updated_at = $4 where id = $1',
          [mediaId, next.value.mediaStatus, reason, now],
        )
      const campaignId = await lastCampaignOf(tx, mediaId)
      await recordMediaEvent(
        tx,
        {
          mediaId,
          documentId,
          campaignId,
          event: `document:${verdict}`,
          actor: 'moderator',
          actorId: staffId,
          from: row.status,
          to: next.value.documentStatus,
          reason,
        },
        now,
      )
      await notifyOwner(
        tx,
        this.d.ids,
        {
          ownerId: row.owner_id,
          campaignId,
          message: documentNotice(row.document_name, row.media_name, verdict, reason),
        },
        now,
      )
      return ok(true as const)
    })
  }
}
