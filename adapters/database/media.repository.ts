import type { DocumentStatus, MediaStatus } from '../../core/campaign/media-status'
import type { MediaDocumentLink, MediaItem, StoredFile } from '../../core/media/media.entities'
import type { MediaAttachment, MediaPage, MediaRepository } from '../../core/media/media-repository.port'
import { CLOSED_STATES } from '../../core/media/video-schedule'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

interface MediaRow {
  id: string
  owner_id: string
  kind: MediaItem['kind']
  name: string
  status: MediaStatus
  storage_key: string
  thumb_key: string | null
  mime_type: string
  size_bytes: string | number
  hash: string
  width: number | null
  height: number | null
  duration_ms: number | null
  codec: string | null
  moderation_reason: string | null
  created_at: Date | string
  updated_at: Date | string
}

interface LinkRow {
  media_id: string
  document_id: string
  type_id: string
  type_sub_id: string | null
  status: DocumentStatus
}

const toItem = (r: MediaRow): MediaItem => ({
  id: r.id,
  ownerId: r.owner_id,
  kind: r.kind,
  name: r.name,
  status: r.status,
  storageKey: r.storage_key,
  thumbKey: r.thumb_key ?? undefined,
  mimeType: r.mime_type,
  sizeBytes: Number(r.size_bytes),
  hash: r.hash,
  width: r.width ?? undefined,
  height: r.height ?? undefined,
  durationSeconds: r.duration_ms === null ? undefined : r.duration_ms / 1000,
  codec: r.codec ?? undefined,
  ...(r.moderation_reason ? { moderationReason: r.moderation_reason } : {}),
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
})

const toLink = (r: LinkRow): MediaDocumentLink => ({
  mediaId: r.media_id,
  documentId: r.document_id,
  typeId: r.type_id,
  typeSubId: r.type_sub_id ?? undefined,
  status: r.status,
})

const fileParams = (f: StoredFile) => [
  f.storageKey,
  f.thumbKey ?? null,
  f.mimeType,
  f.sizeBytes,
  f.hash,
  f.width ?? null,
  f.height ?? null,
  f.durationSeconds === undefined ? null : Math.round(f.durationSeconds * 1000),
  f.codec ?? null,
]

/** The media library in PostgreSQL/PGlite; every statement carries the owner, so no one reads another's. */
@injectable()
export class SqlMediaRepository implements MediaRepository {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async insert(m: MediaItem): Promise<void> {
    await this.db.query(
      `insert into media (id, owner_id, kind, name, status, storage_key, thumb_key, mime_type, size_bytes, hash,
         width, height, duration_ms, codec, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [m.id, m.ownerId, m.kind, m.name, m.status, ...fileParams(m), m.createdAt, m.updatedAt],
    )
  }

  async find(ownerId: string, id: string): Promise<MediaItem | undefined> {
    const [row] = await this.db.query<MediaRow>('select * from media where owner_id = $1 and id = $2', [
      ownerId,
      id,
    ])
    return row && toItem(row)
  }

  async findMany(ownerId: string, ids: readonly string[]): Promise<MediaItem[]> {
    if (ids.length === 0) return []
    const rows = await this.db.query<MediaRow>(
      'select * from media where owner_id = $1 and id = any($2::uuid[]) order by created_at desc, id',
      [ownerId, ids],
    )
    return rows.map(toItem)
  }

  async page(
    ownerId: string,
    query: { readonly kind?: MediaItem['kind']; readonly limit: number; readonly offset: number },
  ): Promise<MediaPage> {
    const kinds = query.kind ? [query.kind] : ['image', 'video']
    const rows = await this.db.query<MediaRow>(
      `select * from media where owner_id = $1 and kind = any($2::text[])
       order by created_at desc, id limit $3 offset $4`,
      [ownerId, kinds, query.limit, query.offset],
    )
    const [count] = await this.db.query<{ n: string | number }>(
      'select count(*) as n from media where owner_id = $1 and kind = any($2::text[])',
      [ownerId, kinds],
    )
    return { items: rows.map(toItem), total: Number(count?.n ?? 0) }
  }

  async listKinds(ownerId: string, kinds: readonly MediaItem['kind'][]): Promise<MediaItem[]> {
    const rows = await this.db.query<MediaRow>(
      'select * from media where owner_id = $1 and kind = any($2::text[]) order by created_at desc, id',
      [ownerId, kinds],
    )
    return rows.map(toItem)
  }

  async rename(ownerId: string, id: string, name: string, at: Date): Promise<boolean> {
    const rows = await this.db.query(
      'update media set name = $3, updated_at = $4 where owner_id = $1 and id = $2 returning id',
      [ownerId, id, name, at],
    )
    return rows.length === 1
  }

  async setStatus(
    ownerId: string,
    id: string,
    from: MediaStatus,
    to: MediaStatus,
    at: Date,
  ): Promise<boolean> {
    const rows = await this.db.query(
      // A moderator's reason is kept only while the media stays refused (the material page shows it).
      `update media set status = $4, updated_at = $5,
         moderation_reason = case when $4 = 'rejected' then moderation_reason end
       where owner_id = $1 and id = $2 and status = $3
       returning id`,
      [ownerId, id, from, to, at],
    )
    return rows.length === 1
  }

  async replaceFile(ownerId: string, id: string, file: StoredFile, at: Date): Promise<MediaItem | undefined> {
    return this.db.transaction(async (tx) => {
      const [previous] = await tx.query<MediaRow>(
        'select * from media where owner_id = $1 and id = $2 for update',
        [ownerId, id],
      )
      if (!previous) return undefined
      await tx.query(
        `update media set storage_key = $3, thumb_key = $4, mime_type = $5, size_bytes = $6, hash = $7, width = $8,
           height = $9, duration_ms = $10, codec = $11, status = 'noStatus', updated_at = $12
         where owner_id = $1 and id = $2`,
        [ownerId, id, ...fileParams(file), at],
      )
      return toItem(previous)
    })
  }

  async swapThumb(ownerId: string, id: string, expected: string | undefined, key: string): Promise<boolean> {
    const rows = await this.db.query(
      `update media set thumb_key = $4
       where owner_id = $1 and id = $2 and thumb_key is not distinct from $3::text returning id`,
      [ownerId, id, expected ?? null, key],
    )
    return rows.length === 1
  }

  async remove(ownerId: string, id: string): Promise<MediaItem | undefined> {
    const [row] = await this.db.query<MediaRow>(
      'delete from media where owner_id = $1 and id = $2 returning *',
      [ownerId, id],
    )
    return row && toItem(row)
  }

  async documentsOf(ownerId: string, mediaIds: readonly string[]): Promise<MediaDocumentLink[]> {
    if (mediaIds.length === 0) return []
    const rows = await this.db.query<LinkRow>(
      `select l.* from media_documents l join media m on m.id = l.media_id
       where m.owner_id = $1 and l.media_id = any($2::uuid[]) order by l.updated_at, l.document_id`,
      [ownerId, mediaIds],
    )
    return rows.map(toLink)
  }

  async linkDocument(
    ownerId: string,
    link: Omit<MediaDocumentLink, 'status'>,
    decide: (
      previous: DocumentStatus,
      media: MediaStatus,
    ) => { readonly documentStatus: DocumentStatus; readonly mediaStatus: MediaStatus },
    at: Date,
    replaces?: string,
  ): Promise<MediaDocumentLink | undefined> {
    return this.db.transaction(async (tx) => {
      const [media] = await tx.query<{ status: MediaStatus }>(
        `select status from media where owner_id = $1 and id = $2 and kind <> 'document' for update`,
        [ownerId, link.mediaId],
      )
      if (!media) return undefined
      // A replaced document's link gives its status and goes (the media row's lock keeps it as read).
      const [previous] = await tx.query<{ status: DocumentStatus }>(
        replaces === undefined
          ? 'select status from media_documents where media_id = $1 and document_id = $2'
          : 'delete from media_documents where media_id = $1 and document_id = $2 returning status',
        [link.mediaId, replaces ?? link.documentId],
      )
      const next = decide(previous?.status ?? 'notLoaded', media.status)
      const [row] = await tx.query<LinkRow>(
        `insert into media_documents (media_id, document_id, type_id, type_sub_id, status, updated_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (media_id, document_id) do update set type_id = excluded.type_id,
           type_sub_id = excluded.type_sub_id, status = excluded.status, updated_at = excluded.updated_at
         returning *`,
        [link.mediaId, link.documentId, link.typeId, link.typeSubId ?? null, next.documentStatus, at],
      )
      if (next.mediaStatus !== media.status)
        await tx.query(
          `update media set status = $3, updated_at = $4,
             moderation_reason = case when $3 = 'rejected' then moderation_reason end
           where owner_id = $1 and id = $2`,
          [ownerId, link.mediaId, next.mediaStatus, at],
        )
      return row && toLink(row)
    })
  }

  async unlinkDocument(ownerId: string, mediaId: string, documentId: string): Promise<boolean> {
    const rows = await this.db.query(
      `delete from media_documents l using media m
       where m.id = l.media_id and m.owner_id = $1 and l.media_id = $2 and l.document_id = $3
       returning l.media_id`,
      [ownerId, mediaId, documentId],
    )
    return rows.length === 1
  }

  async campaignsUsing(ownerId: string, id: string): Promise<readonly string[]> {
    const rows = await this.db.query<{ name: string }>(
      `select c.name from campaigns c
       where c.owner_id = $1 and (
         exists (select 1 from media_attachments a where a.campaign_id = c.id and a.media_id = $2)
         or (c.state <> all($3::text[]) and exists (
           select 1 from video_schedules s join video_schedule_videos v on v.entry_id = s.id
           where s.campaign_id = c.id and v.media_id = $2)))
       order by c.created_at, c.id`,
      [ownerId, id, [...CLOSED_STATES]],
    )
    return rows.map((r) => r.name)
  }

  async attach(link: MediaAttachment, at: Date): Promise<void> {
    await this.db.query(
      `insert into media_attachments (campaign_id, schedule_id, media_id, attached_at) values ($1, $2, $3, $4)
       on conflict (campaign_id, schedule_id) do update set media_id = excluded.media_id,
         attached_at = excluded.attached_at`,
      [link.campaignId, link.scheduleId, link.mediaId, at],
    )
  }
}
