import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import type { DocumentStatus, MediaStatus } from '../../core/campaign/media-status'
import type { CreativeRecords } from '../../core/media/campaign-creatives.service'
import type { DocumentQueueQuery } from '../../core/media/creative-queue.contract'
import type { MediaEventRecord, MediaMove } from '../../core/media/media-events.port'
import type { MediaItem } from '../../core/media/media.entities'
import type {
  CreativeQueuePage,
  DocumentMove,
  LockedCreative,
  OwnerNotice,
  LockedDocument,
  StaffCreative,
  StaffDocument,
  StaffMediaRecords,
} from '../../core/media/staff-media.service'
import type { VideoScheduleEntry } from '../../core/media/video-schedule'
import { SqlCampaignRecords } from './campaign-records'
import { SqlMediaRepository } from './media.repository'

/**
 * The SQL of campaign creatives and their moderation by staff (migration 0051): the attachments and the
 * rotation plan of a campaign, the guarded moves of a creative's and a document's status, the media event log,
 * the owner's notifications, and the staff queues.
 */

interface EntryRow {
  id: string
  schedule_id: string
  start_date: string
  end_date: string
  videos: { advertiseVideoId: string; share: number }[] | string
}

/** The creative records over one connection or one transaction of PGlite or PostgreSQL. */
export class SqlCreativeRecords extends SqlCampaignRecords implements CreativeRecords, StaffMediaRecords {
  private get library(): SqlMediaRepository {
    return new SqlMediaRepository(this.db)
  }

  // ---- a campaign's creatives ----

  mediaItems(ownerId: string, ids: readonly string[]): Promise<MediaItem[]> {
    return this.library.findMany(ownerId, ids)
  }

  async attachedAt(campaignId: string, scheduleId: string): Promise<string | undefined> {
    const [attached] = await this.db.query<{ media_id: string }>(
      'select media_id from media_attachments where campaign_id = $1 and schedule_id = $2',
      [campaignId, scheduleId],
    )
    return attached?.media_id
  }

  attach(campaignId: string, scheduleId: string, mediaId: string, at: Date): Promise<void> {
    return this.library.attach({ campaignId, scheduleId, mediaId }, at)
  }

  async videoSchedule(campaignId: string): Promise<VideoScheduleEntry[]> {
    const rows = await this.db.query<EntryRow>(
      `select s.id, s.schedule_id, s.start_date::text as start_date, s.end_date::text as end_date,
         coalesce((select json_agg(json_build_object('advertiseVideoId', v.media_id, 'share', v.share)
                    order by v.position) from video_schedule_videos v where v.entry_id = s.id), '[]'::json) as videos
       from video_schedules s where s.campaign_id = $1 order by s.schedule_id, s.start_date, s.id`,
      [campaignId],
    )
    return rows.map((r) => ({
      id: r.id,
      scheduleId: r.schedule_id,
      startDate: r.start_date,
      endDate: r.end_date,
      videos: typeof r.videos === 'string' ? JSON.parse(r.videos) : r.videos,
    }))
  }

  async saveEntry(campaignId: string, entry: VideoScheduleEntry, at: Date): Promise<void> {
    await this.db.query(
      `insert into video_schedules (id, campaign_id, schedule_id, start_date, end_date, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6)
       on conflict (id) do update set start_date = excluded.start_date, end_date = excluded.end_date,
         updated_at = excluded.updated_at`,
      [entry.id, campaignId, entry.scheduleId, entry.startDate, entry.endDate, at],
    )
    await this.db.query('delete from video_schedule_videos where entry_id = $1', [entry.id])
    await this.db.query(
      `insert into video_schedule_videos (entry_id, position, media_id, share)
       select $1, v.ordinality, v.media_id::uuid, v.share
       from unnest($2::text[], $3::int[]) with ordinality as v(media_id, share, ordinality)`,
      [entry.id, entry.videos.map((v) => v.advertiseVideoId), entry.videos.map((v) => v.share)],
    )
  }

  async deleteEntry(campaignId: string, entryId: string): Promise<boolean> {
    const rows = await this.db.query(
      'delete from video_schedules where campaign_id = $1 and id = $2 returning id',
      [campaignId, entryId],
    )
    return rows.length === 1
  }

  async campaignVideoIds(campaignId: string): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `select m.id from media m join (
         select media_id, min(at) as at from (
           select media_id, attached_at as at from media_attachments where campaign_id = $1
           union all
           select v.media_id, s.created_at from video_schedule_videos v join video_schedules s on s.id = v.entry_id
            where s.campaign_id = $1) u group by media_id) x on x.media_id = m.id
       where m.kind = 'video' order by x.at, m.id`,
      [campaignId],
    )
    return rows.map((r) => r.id)
  }

  async attachedVideoIds(campaignId: string): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `select m.id from media_attachments a join media m on m.id = a.media_id
       where a.campaign_id = $1 and m.kind = 'video' order by a.attached_at, a.schedule_id`,
      [campaignId],
    )
    return rows.map((r) => r.id)
  }

  async campaignOfSchedule(
    ownerId: string,
    place: AdvertisePlace,
    scheduleId: string,
    closedLast: readonly CampaignStateId[],
  ): Promise<string | undefined> {
    const [row] = await this.db.query<{ id: string }>(
      `select c.id from campaigns c where c.owner_id = $1 and c.advertise_place = $2 and (
         c.id::text = $3
         or exists (select 1 from media_attachments a where a.campaign_id = c.id and a.schedule_id = $3)
         or exists (select 1 from campaign_schedules s where s.campaign_id = c.id and s.id::text = $3)
         or c.periods_price @> jsonb_build_array(jsonb_build_object('scheduleId', $3::text)))
       order by (c.state = any($4::text[])), c.created_at desc, c.id limit 1`,
      [ownerId, place, scheduleId, closedLast],
    )
    return row?.id
  }

  // ---- a creative's status and its log ----

  async moveMediaStatus({ id, from, to, reason }: MediaMove, at: Date): Promise<boolean> {
    const rows = await this.db.query(
      `update media set status = $3, moderation_reason = $4, updated_at = $5 where id = $1 and status = $2
       returning id`,
      [id, from, to, reason, at],
    )
    return rows.length === 1
  }

  async recordMediaEvent(e: MediaEventRecord, at: Date): Promise<void> {
    await this.db.query(
      `insert into media_events (media_id, document_id, campaign_id, event, actor, actor_id, from_status, to_status,
         reason, at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        e.mediaId,
        e.documentId ?? null,
        e.campaignId ?? null,
        e.event,
        e.actor,
        e.actorId,
        e.from ?? null,
        e.to ?? null,
        e.reason ?? null,
        at,
      ],
    )
  }

  // ---- the back office ----

  async anyItem(id: string): Promise<MediaItem | undefined> {
    const [owner] = await this.db.query<{ owner_id: string }>('select owner_id from media where id = $1', [
      id,
    ])
    return owner ? this.library.find(owner.owner_id, id) : undefined
  }

  async creativeQueue(q: CreativeQueuePage): Promise<{ ids: string[]; count: number }> {
    const rows = await this.db.query<{ id: string }>(
      `select id from media where status = any($1::text[]) and kind = any($2::text[])
       order by updated_at, id limit $3 offset $4`,
      [q.statuses, q.kinds, q.limit, q.offset],
    )
    const [count] = await this.db.query<{ n: string }>(
      'select count(*)::text as n from media where status = any($1::text[]) and kind = any($2::text[])',
      [q.statuses, q.kinds],
    )
    return { ids: rows.map((r) => r.id), count: Number(count?.n ?? 0) }
  }

  async creativeFacts(id: string): Promise<Omit<StaffCreative, 'item'>> {
    const [owner] = await this.db.query<{ email: string; moderation_reason: string | null }>(
      `select a.email, m.moderation_reason from media m join accounts a on a.id = m.owner_id where m.id = $1`,
      [id],
    )
    const documents = await this.db.query<{
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
    const campaigns = await this.db.query<{
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
        id: c.id,
        name: c.name,
        place: c.advertise_place,
        state: c.state,
      })),
    }
  }

  async documentQueue(q: DocumentQueueQuery): Promise<{ items: StaffDocument[]; count: number }> {
    const rows = await this.db.query<{
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
    const [count] = await this.db.query<{ n: string }>(
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

  async lockCreative(id: string): Promise<LockedCreative | undefined> {
    const [row] = await this.db.query<{
      owner_id: string
      name: string
      status: MediaStatus
      kind: MediaItem['kind']
    }>(`select owner_id, name, status, kind from media where id = $1 for update`, [id])
    return row && { ownerId: row.owner_id, name: row.name, status: row.status, kind: row.kind }
  }

  async lockDocument(mediaId: string, documentId: string): Promise<LockedDocument | undefined> {
    const [row] = await this.db.query<{
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
    return (
      row && {
        ownerId: row.owner_id,
        mediaName: row.media_name,
        mediaStatus: row.media_status,
        documentName: row.document_name,
        status: row.status,
      }
    )
  }

  async moveDocumentStatus({ mediaId, documentId, from, to }: DocumentMove, at: Date): Promise<boolean> {
    const rows = await this.db.query(
      `update media_documents set status = $4, updated_at = $5
        where media_id = $1 and document_id = $2 and status = $3 returning media_id`,
      [mediaId, documentId, from, to, at],
    )
    return rows.length === 1
  }

  async lastCampaignOf(mediaId: string): Promise<string | null> {
    const [row] = await this.db.query<{ campaign_id: string }>(
      `select campaign_id from (
         select campaign_id, attached_at as at from media_attachments where media_id = $1
         union all
         select s.campaign_id, s.updated_at from video_schedule_videos v join video_schedules s on s.id = v.entry_id
          where v.media_id = $1) x
       order by at desc limit 1`,
      [mediaId],
    )
    return row?.campaign_id ?? null
  }

  async notify(n: OwnerNotice, at: Date): Promise<void> {
    await this.db.query(
      `insert into notifications (id, account_id, campaign_id, message, is_read, created_at)
       values ($1, $2, $3, $4, false, $5)`,
      [n.id, n.ownerId, n.campaignId, n.message, at],
    )
  }
}
