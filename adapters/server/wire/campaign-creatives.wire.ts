import type { CreativeRef } from '../../../core/campaign/campaign-creatives'

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
