import type { CampaignStateId } from '../campaign/campaign-state'
import { CAMPAIGN_STATE_LABELS } from '../campaign/campaign-state.labels'
import { FINISHED_STATES } from '../campaign/campaign-state.sets'
import { formatDisplayDate } from '../format/date.format'
import type { IsoDate } from '../ports/clock.port'
import type { FieldErrors } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'

/**
 * A campaign's video rotation plan (cabinet §7 "videoSchedule GET, POST, PATCH, DELETE"; the spec shows no
 * body). Choice: the plan is a list of entries; an entry says, for one schedule item of the campaign (its slot)
 * and a sub-period of the campaign, which videos rotate and what share of the airings each one gets.
 */
export interface VideoShare {
  readonly advertiseVideoId: string
  /** Per cent of the slot's airings in the entry's period, a whole number 1..100. */
  readonly share: number
}

export interface VideoScheduleEntry {
  readonly id: string
  /** The schedule item the entry plays on; the campaign's own id names its united schedule. */
  readonly scheduleId: string
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly videos: readonly VideoShare[]
}
export type VideoScheduleDraft = Omit<VideoScheduleEntry, 'id'>

/** What the rules read of the campaign. */
export interface ScheduledCampaign {
  readonly state: CampaignStateId
  readonly startDate: IsoDate
  readonly endDate: IsoDate
}

export const MAX_SCHEDULE_VIDEOS = 20

/** A video's share of a slot's airings in an entry: whole per cent, 1..100 (the wire and the form read it here). */
export const VIDEO_SHARE_RULE = { min: 1, max: 100, step: 1, whole: true } as const

/** A refusal: a stable code, the sentence the advertiser reads, and the field codes. */
export interface CreativeRuleError {
  readonly code:
    'campaignClosed' | 'invalidPeriod' | 'outOfPeriod' | 'overlap' | 'sharesOver100' | 'duplicate'
  readonly message: string
  readonly errors: FieldErrors
}
const refusal = (
  code: CreativeRuleError['code'],
  message: string,
  errors: FieldErrors,
): CreativeRuleError => ({
  code,
  message,
  errors,
})

/** States after which nothing of the campaign's creatives may change (choice: finished or canceled). */
export const CLOSED_STATES: readonly CampaignStateId[] = FINISHED_STATES

/**
 * Creatives, uploads and the rotation plan may change in any state but the closed ones: a running campaign may
 * swap its video (it goes to moderation again), a completed one is history.
 */
export const mayChangeCreatives = (state: CampaignStateId): Result<true, CreativeRuleError> =>
  CLOSED_STATES.includes(state)
    ? err(
        refusal(
          'campaignClosed',
          `Кампания в статусе «${CAMPAIGN_STATE_LABELS[state]}»: ролики и план показа менять нельзя`,
          { state: 'campaignClosed' },
        ),
      )
    : ok(true)

const shown = (day: IsoDate): string => {
  const d = formatDisplayDate(day)
  return d.ok ? d.value : day
}
const overlaps = (a: { startDate: IsoDate; endDate: IsoDate }, b: { startDate: IsoDate; endDate: IsoDate }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate

/**
 * Validates an entry against the campaign and the other entries of its plan (`others` excludes the entry being
 * changed): a closed campaign changes nothing; the period runs forward and lies inside the campaign's; no other
 * entry of the same slot overlaps it (a slot plays one rotation at a time); a video appears once in an entry;
 * the shares add up to at most 100 % (the rest of the airings go to the slot's default creative).
 */
export const validateVideoScheduleEntry = (
  campaign: ScheduledCampaign,
  others: readonly VideoScheduleEntry[],
  draft: VideoScheduleDraft,
): Result<VideoScheduleDraft, CreativeRuleError> => {
  const open = mayChangeCreatives(campaign.state)
  if (!open.ok) return open
  if (draft.startDate > draft.endDate)
    return err(refusal('invalidPeriod', 'Дата окончания раньше даты начала', { endDate: 'invalidPeriod' }))
  const outside = {
    ...(draft.startDate < campaign.startDate || draft.startDate > campaign.endDate
      ? { startDate: 'outOfPeriod' }
      : {}),
    ...(draft.endDate > campaign.endDate || draft.endDate < campaign.startDate
      ? { endDate: 'outOfPeriod' }
      : {}),
  }
  if (Object.keys(outside).length > 0)
    return err(
      refusal(
        'outOfPeriod',
        `Период показа должен быть внутри периода кампании: с ${shown(campaign.startDate)} по ${shown(campaign.endDate)}`,
        outside,
      ),
    )
  const clash = others.find((o) => o.scheduleId === draft.scheduleId && overlaps(o, draft))
  if (clash)
    return err(
      refusal(
        'overlap',
        `Период пересекается с другой записью плана этого расписания: с ${shown(clash.startDate)} по ${shown(clash.endDate)}`,
        { startDate: 'overlap', endDate: 'overlap' },
      ),
    )
  const ids = draft.videos.map((v) => v.advertiseVideoId)
  if (new Set(ids).size !== ids.length)
    return err(refusal('duplicate', 'Один и тот же ролик указан в периоде дважды', { videos: 'duplicate' }))
  const total = draft.videos.reduce((sum, v) => sum + v.share, 0)
  if (total > 100)
    return err(
      refusal('sharesOver100', `Доли роликов в сумме ${total}%: должно быть не больше 100%`, {
        videos: 'sharesOver100',
      }),
    )
  return ok(draft)
}

/** Applies a partial change to an entry (PATCH): what is not given stays. */
export const patchedEntry = (
  entry: VideoScheduleEntry,
  patch: Partial<Pick<VideoScheduleEntry, 'startDate' | 'endDate' | 'videos'>>,
): VideoScheduleDraft => ({
  scheduleId: entry.scheduleId,
  startDate: patch.startDate ?? entry.startDate,
  endDate: patch.endDate ?? entry.endDate,
  videos: patch.videos ?? entry.videos,
})

/** Swaps one video for another in the entries that play it (a re-upload of a creative), keeping the shares. */
export const replaceVideo = (
  entries: readonly VideoScheduleEntry[],
  previousId: string,
  nextId: string,
): VideoScheduleEntry[] =>
  entries
    .filter((e) => e.videos.some((v) => v.advertiseVideoId === previousId))
    .map((e) => {
      const already = e.videos.some((v) => v.advertiseVideoId === nextId)
      const videos = already
        ? // The new video is in the entry already: it takes the old one's share on top of its own.
          e.videos
            .filter((v) => v.advertiseVideoId !== previousId)
            .map((v) =>
              v.advertiseVideoId === nextId
                ? {
                    ...v,
                    share: v.share + (e.videos.find((p) => p.advertiseVideoId === previousId)?.share ?? 0),
                  }
                : v,
            )
        : e.videos.map((v) => (v.advertiseVideoId === previousId ? { ...v, advertiseVideoId: nextId } : v))
      return { ...e, videos }
    })

/**
 * The video the campaign's player shows today (cabinet §7 "Video player"; choice): of the plan's entries
 * running today, the video with the largest share (the first listed on a tie); when none runs today, the video
 * attached last.
 */
export const currentVideoId = (
  entries: readonly VideoScheduleEntry[],
  attachedVideoIds: readonly string[],
  today: IsoDate,
): string | undefined => {
  let best: VideoShare | undefined
  for (const e of entries) {
    if (e.startDate > today || e.endDate < today) continue
    for (const v of e.videos) if (!best || v.share > best.share) best = v
  }
  return best?.advertiseVideoId ?? attachedVideoIds.at(-1)
}
