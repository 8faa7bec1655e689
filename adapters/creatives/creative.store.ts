import type { VideoScheduleEntry } from '../../core/media/video-schedule'
import type { Ids } from '../../core/ports/ids.port'
import type { SqlDatabase } from '../database/sql-database'

/** The SQL of campaign creatives (migration 0051): the rotation plan, the media event log, owner notifications. */

interface EntryRow {
  id: string
  schedule_id: string
  start_date: string
  end_date: string
  videos: { advertiseVideoId: string; share: number }[] | string
}

/** The campaign's rotation plan, by slot and start date; each entry's videos in the order given. */
export const loadVideoSchedule = async (
  db: SqlDatabase,
  campaignId: string,
): Promise<VideoScheduleEntry[]> => {
  const rows = await db.query<EntryRow>(
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

/** Writes an entry (insert or whole replacement of its dates and videos). */
export const saveEntry = async (
  db: SqlDatabase,
  campaignId: string,
  entry: VideoScheduleEntry,
  at: Date,
): Promise<void> => {
  await db.query(
    `insert into video_schedules (id, campaign_id, schedule_id, start_date, end_date, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (id) do update set start_date = excluded.start_date, end_date = excluded.end_date,
       updated_at = excluded.updated_at`,
    [entry.id, campaignId, entry.scheduleId, entry.startDate, entry.endDate, at],
  )
  await db.query('delete from video_schedule_videos where entry_id = $1', [entry.id])
  await db.query(
    `insert into video_schedule_videos (entry_id, position, media_id, share)
     select $1, v.ordinality, v.media_id::uuid, v.share
     from unnest($2::text[], $3::int[]) with ordinality as v(media_id, share, ordinality)`,
    [entry.id, entry.videos.map((v) => v.advertiseVideoId), entry.videos.map((v) => v.share)],
  )
}

export const deleteEntry = async (db: SqlDatabase, campaignId: string, entryId: string): Promise<boolean> =>
  (
    await db.query('delete from video_schedules where campaign_id = $1 and id = $2 returning id', [
      campaignId,
      entryId,
    ])
  ).length === 1

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

/** Appends to the media event log. */
export const recordMediaEvent = async (db: SqlDatabase, e: MediaEventRecord, at: Date): Promise<void> => {
  await db.query(
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

/** A notification for the owner (the paged list of /clients/notifications reads it). */
export const notifyOwner = async (
  db: SqlDatabase,
  ids: Ids,
  n: { readonly ownerId: string; readonly campaignId: string | null; readonly message: string },
  at: Date,
): Promise<void> => {
  await db.query(
    `insert into notifications (id, account_id, campaign_id, message, is_read, created_at)
     values ($1, $2, $3, $4, false, $5)`,
    [ids.newId(), n.ownerId, n.campaignId, n.message, at],
  )
}

/** The campaign a media item was last attached to (the notification links it), if any. */
export const lastCampaignOf = async (db: SqlDatabase, mediaId: string): Promise<string | null> => {
  const [row] = await db.query<{ campaign_id: string }>(
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

/** The campaign's videos in the order they came: attached ones, then those only in the rotation plan. */
export const campaignVideoIds = async (db: SqlDatabase, campaignId: string): Promise<string[]> => {
  const rows = await db.query<{ id: string }>(
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

/** The campaign's attached videos, the one attached last at the end. */
export const attachedVideoIds = async (db: SqlDatabase, campaignId: string): Promise<string[]> => {
  const rows = await db.query<{ id: string }>(
    `select m.id from media_attachments a join media m on m.id = a.media_id
     where a.campaign_id = $1 and m.kind = 'video' order by a.attached_at, a.schedule_id`,
    [campaignId],
  )
  return rows.map((r) => r.id)
}
