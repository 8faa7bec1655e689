import { Schema } from 'effect'
import { MEDIA_STATUSES } from '../campaign/media-status'
import { decoderOf } from '../shared/decoder'

/**
 * One entry of a campaign's video rotation plan on the wire (cabinet §7 videoSchedule GET, POST, PATCH, DELETE):
 * the slot it plays on (the campaign's own id names its united schedule), its days, and each video with its share
 * of the airings and its name and status from the owner's library (null once the file is gone from it). The one
 * shape the server writes (adapters/server/wire/campaign-creatives.wire.ts) and the browser checks.
 */
export const VideoPlanEntryWire = Schema.Struct({
  _id: Schema.String,
  scheduleId: Schema.String,
  startDate: Schema.String,
  endDate: Schema.String,
  videos: Schema.Array(
    Schema.Struct({
      advertiseVideoId: Schema.String,
      share: Schema.Number,
      advertiseVideo: Schema.NullOr(
        Schema.Struct({ _id: Schema.String, name: Schema.String, status: Schema.Literals(MEDIA_STATUSES) }),
      ),
    }),
  ),
})
export type VideoPlanEntryWire = typeof VideoPlanEntryWire.Type

/** The plan as every videoSchedule call answers it (a change adds the entry changed, null after a delete). */
export const VideoPlanWire = Schema.Struct({ videoSchedule: Schema.Array(VideoPlanEntryWire) })
export type VideoPlanWire = typeof VideoPlanWire.Type

export const decodeVideoPlan = decoderOf(VideoPlanWire, { allowUnknown: true })
