import type { MediaStatus } from '../../core/campaign/media-status'

/** A creative of a campaign as its row carries it (the CREATIVES_COLUMN subquery). */
export interface CreativeRef {
  readonly _id: string
  readonly kind: 'image' | 'video'
  readonly status: MediaStatus
  readonly name: string
  readonly moderationReason: string | null
}

/**
 * The campaign's creatives, for the campaign select list (alias c): library images and videos attached to its
 * schedule items, and videos of its rotation plan, each once, in the order they came.
 */
export const CREATIVES_COLUMN = `(select coalesce(json_agg(json_build_object('_id', m.id, 'kind', m.kind,
    'status', m.status, 'name', m.name, 'moderationReason', m.moderation_reason) order by x.at, m.id), '[]'::json)
  from (select media_id, min(at) as at from (
          select media_id, attached_at as at from media_attachments where campaign_id = c.id
          union all
          select v.media_id, s.created_at from video_schedule_videos v join video_schedules s on s.id = v.entry_id
           where s.campaign_id = c.id) u group by media_id) x
  join media m on m.id = x.media_id where m.kind in ('image', 'video')) as creatives`

export const creativesOf = (value: unknown): CreativeRef[] =>
  typeof value === 'string' ? (JSON.parse(value) as CreativeRef[]) : ((value as CreativeRef[] | null) ?? [])

/**
 * What the campaign entity says of its creatives (cabinet §3): isVideoUploaded (the player shows, cabinet §2),
 * isUploaded (a print upload exists, R-LINK-02) and advertiser.images / advertiser.videos with their moderation
 * status; a video's path is the campaign player's source for that video (R-API-20).
 */
export const creativeFields = (campaignId: string, place: string, creatives: readonly CreativeRef[] = []) => {
  const ref = (c: CreativeRef) => ({
    _id: c._id,
    name: c.name,
    status: c.status,
    moderationReason: c.moderationReason,
    path:
      c.kind === 'image'
        ? `/api/v1/media-images/${c._id}`
        : `/api/v1/commercial-campaigns/${place}/${campaignId}/video/?mediaId=${c._id}`,
    thumb:
      c.kind === 'image' ? `/api/v1/media-images/${c._id}/thumb` : `/api/v1/clients/video/${c._id}/thumb`,
  })
  const images = creatives.filter((c) => c.kind === 'image').map(ref)
  const videos = creatives.filter((c) => c.kind === 'video').map(ref)
  return {
    isVideoUploaded: videos.length > 0,
    isUploaded: images.length > 0,
    advertiser: { images, videos },
  }
}
