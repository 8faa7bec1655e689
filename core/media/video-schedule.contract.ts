import { Schema } from 'effect'
import { IsoDay } from '../campaign/campaign.contract'
import { decoderOf, type DecodeFailure } from '../shared/decoder'
import { err, type Result } from '../shared/result'
import { MAX_SCHEDULE_VIDEOS, VIDEO_SHARE_RULE } from './video-schedule'
import { Uuid } from '../shared/uuid'

/**
 * The JSON bodies of the videoSchedule calls (cabinet §7; the spec shows no body, so the shape is ours):
 * POST `{scheduleId?, startDate, endDate, videos: [{advertiseVideoId, share}]}`, PATCH any of the dates and
 * videos. Field codes are the house's: 'required', 'wrong format', 'unknown field'.
 */
const Share = Schema.Number.pipe(
  Schema.check(
    Schema.makeFilter(
      (n: number) => Number.isInteger(n) && n >= VIDEO_SHARE_RULE.min && n <= VIDEO_SHARE_RULE.max,
      { message: 'wrong format' },
    ),
  ),
)
const VideoShareBody = Schema.Struct({ advertiseVideoId: Uuid, share: Share })
const Videos = Schema.Array(VideoShareBody).pipe(
  Schema.check(
    Schema.makeFilter((a: readonly unknown[]) => a.length >= 1 && a.length <= MAX_SCHEDULE_VIDEOS, {
      message: 'wrong format',
    }),
  ),
)
const ScheduleId = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((s: string) => s.trim().length > 0 && s.length <= 64, { message: 'wrong format' }),
  ),
)

export const VideoScheduleRequest = Schema.Struct({
  scheduleId: Schema.optionalKey(ScheduleId),
  startDate: IsoDay,
  endDate: IsoDay,
  videos: Videos,
})
export type VideoScheduleRequest = typeof VideoScheduleRequest.Type

export const VideoSchedulePatch = Schema.Struct({
  startDate: Schema.optionalKey(IsoDay),
  endDate: Schema.optionalKey(IsoDay),
  videos: Schema.optionalKey(Videos),
})
export type VideoSchedulePatch = typeof VideoSchedulePatch.Type

export const decodeVideoScheduleRequest = decoderOf(VideoScheduleRequest)
const decodePatch = decoderOf(VideoSchedulePatch)

/** A PATCH must change something: an empty object is refused like a missing body. */
export const decodeVideoSchedulePatch = (input: unknown): Result<VideoSchedulePatch, DecodeFailure> => {
  const decoded = decodePatch(input)
  if (decoded.ok && Object.keys(decoded.value).length === 0)
    return err({ message: 'Некорректные данные', errors: { _: 'required' } })
  return decoded
}
