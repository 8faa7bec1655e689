import type { CreativeRef } from '../../../core/campaign/campaign-creatives'
import type { VideoPlanEntryWire } from '../../../core/contract/video-plan.answer'
import type { VideoPlanRead } from '../../../core/media/campaign-creatives.service'

/**
 * What the campaign entity says of its creatives (cabinet §3): isVideoUploaded (the player shows, cabinet §2),
 * isUploaded (a print upload exists, R-LINK-02) and advertiser.images / advertiser.videos with their moderation
 * status; a video's path is the campaign player's source for that video (R-API-20).
 */
export const creativeFields = (campaignId: string, place: string, creatives: readonly CreativeRef[] = []) => {
  const ref = (c: CreativeRef) => ({
    _id: c.id,
    name: c.name,
    status: c.status,
    moderationReason: c.moderationReason,
    path:
      c.kind === 'image'
        ? `/api/v1/media-images/${c.id}`
        : `/api/v1/commercial-campaigns/${place}/${campaignId}/video/?mediaId=${c.id}`,
    thumb: c.kind === 'image' ? `/api/v1/media-images/${c.id}/thumb` : `/api/v1/clients/video/${c.id}/thumb`,
  })
  const images = creatives.filter((c) => c.kind === 'image').map(ref)
  const videos = creatives.filter((c) => c.kind === 'video').map(ref)
  return {
    isVideoUploaded: videos.length > 0,
    isUploaded: images.length > 0,
    advertiser: { images, videos },
  }
}

/**
 * The campaign's rotation plan on the wire (cabinet §7 videoSchedule; issue #49 item 1: the use case answers the
 * plan, the edge writes it): each entry with its videos, each named from the owner's library (null once the
 * video is gone from it).
 */
export const videoPlanWire = (plan: VideoPlanRead): VideoPlanEntryWire[] => {
  const named = new Map(plan.videos.map((m) => [m.id, m]))
  return plan.entries.map((e) => ({
    _id: e.id,
    scheduleId: e.scheduleId,
    startDate: e.startDate,
    endDate: e.endDate,
    videos: e.videos.map((v) => {
      const m = named.get(v.advertiseVideoId)
      return {
        advertiseVideoId: v.advertiseVideoId,
        share: v.share,
        advertiseVideo: m ? { _id: m.id, name: m.name, status: m.status } : null,
      }
    }),
  }))
}
