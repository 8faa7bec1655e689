import { PLACES, type PlaceId } from '.'
import type { PlaceMedia } from './place-module'

type VideoFormat = { readonly width: number; readonly height: number; readonly ratio: string }

/** R-FMT-01: the video format of each place shown on screens, as its module says (core/places/<place>). */
export const VIDEO_FORMATS: Readonly<Partial<Record<PlaceId, VideoFormat>>> = Object.fromEntries(
  PLACES.flatMap((p) => {
    const video = (p as { media?: PlaceMedia }).media?.video
    return video ? [[p.id, { width: video.width, height: video.height, ratio: video.ratio }]] : []
  }),
)

/** Each place's media requirements, in listing order. */
export const placeMedia = (): readonly { readonly id: PlaceId; readonly media: PlaceMedia }[] =>
  PLACES.flatMap((p) => {
    const media = (p as { media?: PlaceMedia }).media
    return media ? [{ id: p.id, media }] : []
  })
