import { isAdvertisePlace } from '../../campaign/advertise-place'
import type { CampaignStateId } from '../../campaign/campaign-state'
import { MEDIA_STATUS_LABELS } from '../../campaign/media-status'
import type { Campaign } from '../../contract/campaign.answer'
import type { VideoPlanEntryWire } from '../../contract/video-plan.answer'
import { displayPeriod } from '../../format/display-date'
import { acceptsVideo } from '../../media/creative-check'
import {
  CLOSED_STATES,
  validateVideoScheduleEntry,
  VIDEO_SHARE_RULE,
  type VideoScheduleEntry,
} from '../../media/video-schedule'
import { numberProblem } from '../../shared/number-rule'
import type { VideoPlanBody, VideoPlanRefusal } from '../stores/video-plan.store'
import type { MediaRowView } from '../stores/media-library.store'

/** The bought clip length in seconds (R-FMT-02), read from the calculation as the materials step reads it. */
export const clipSecondsOf = (calculation: unknown): number | undefined => {
  const input = (calculation ?? {}) as Record<string, unknown>
  const seconds = input['clipDuration'] ?? input['videoDuration'] ?? input['videoTiming']
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined
}

/** The plan has a section on the page of a campaign whose place plays videos. */
export const hasVideoPlan = (place: string): boolean => isAdvertisePlace(place) && acceptsVideo(place)

/** What the form holds: the days chosen, and each video's share as typed ('' leaves it out of the rotation). */
export interface VideoPlanDraft {
  readonly period: { readonly start: string; readonly end: string } | null
  readonly shares: Readonly<Record<string, number | string>>
  /** The entry being changed; none adds one. */
  readonly editing?: string
}
export const EMPTY_PLAN_DRAFT: VideoPlanDraft = { period: null, shares: {} }

export interface VideoPlanRow {
  readonly id: string
  readonly period: string
  /** 'Весна.mp4 — 60 %' for each video, in the entry's order. */
  readonly videos: readonly string[]
  /** 'Остальные 40 % — ролик кампании' when the shares leave airings to the campaign's own video. */
  readonly rest: string | undefined
}

export interface VideoPlanForm {
  readonly title: string
  readonly submit: string
  readonly errors: {
    readonly period?: string
    readonly shares?: string
    readonly [videoId: string]: string | undefined
  }
  /** The first problem, said above the form after a try (or the server's sentence on a refusal). */
  readonly summary: string | undefined
  /** Nothing stands in the way of sending (checked whether or not it was tried). */
  readonly valid: boolean
}

export interface VideoPlanView {
  readonly rows: readonly VideoPlanRow[]
  /** Why nothing can be changed, instead of the form; none when the form shows. */
  readonly closed: string | undefined
  readonly form: VideoPlanForm | undefined
  /** The campaign's days: the period picker's bounds. */
  readonly bounds: { readonly min: string; readonly max: string }
}

const day = (wire: string) => wire.slice(0, 10)

/** An entry as the list says it. */
export const videoPlanRows = (entries: readonly VideoPlanEntryWire[]): readonly VideoPlanRow[] =>
  entries.map((e) => {
    const total = e.videos.reduce((sum, v) => sum + v.share, 0)
    return {
      id: e._id,
      period: displayPeriod(day(e.startDate), day(e.endDate)),
      videos: e.videos.map((v) => {
        const video = v.advertiseVideo
        const status = video ? ` (${MEDIA_STATUS_LABELS[video.status].toLowerCase()})` : ''
        return `${video?.name ?? 'Ролик удалён из медиатеки'} — ${v.share} %${status}`
      }),
      rest: total < 100 ? `Остальные ${100 - total} % — основной ролик кампании` : undefined,
    }
  })

/** The draft as an entry, the shares left empty left out; undefined while the days are not chosen. */
export const planBody = (draft: VideoPlanDraft): VideoPlanBody | undefined =>
  draft.period
    ? {
        startDate: draft.period.start,
        endDate: draft.period.end,
        videos: Object.entries(draft.shares)
          .filter(([, share]) => share !== '')
          .map(([advertiseVideoId, share]) => ({ advertiseVideoId, share: Number(share) })),
      }
    : undefined

/** An entry as the form starts its change. */
export const planDraftOf = (entry: VideoPlanEntryWire): VideoPlanDraft => ({
  period: { start: day(entry.startDate), end: day(entry.endDate) },
  shares: Object.fromEntries(entry.videos.map((v) => [v.advertiseVideoId, v.share])),
  editing: entry._id,
})

/** Where a rule's refusal shows: the days, or the shares. */
const fieldOf = (field: string | undefined): 'period' | 'shares' =>
  field === 'startDate' || field === 'endDate' || field === 'state' || field === undefined
    ? 'period'
    : 'shares'

/**
 * The plan section (R-SCREEN-05; cabinet §7 videoSchedule): the entries, and the form checked by the rules the
 * server keeps (core/media/video-schedule.ts validateVideoScheduleEntry: inside the campaign, no overlap in the
 * slot, shares to 100 % at most), so it says the server's sentence before sending; a share is 1..100 whole per cent
 * (VIDEO_SHARE_RULE), an empty one leaves the video out, and at least one video is needed.
 */
export const videoPlanView = (
  campaign: Pick<Campaign, '_id' | 'startDate' | 'endDate'> & {
    readonly state: { readonly _id: CampaignStateId }
  },
  entries: readonly VideoPlanEntryWire[],
  videos: readonly MediaRowView[],
  draft: VideoPlanDraft,
  options: {
    readonly isObserver: boolean
    readonly attempted: boolean
    readonly refusal: VideoPlanRefusal | undefined
  },
): VideoPlanView => {
  const bounds = { min: day(campaign.startDate), max: day(campaign.endDate) }
  const rows = videoPlanRows(entries)
  const closed = options.isObserver
    ? undefined
    : CLOSED_STATES.includes(campaign.state._id)
      ? 'Кампания завершена: план показа больше не меняется'
      : videos.length === 0
        ? 'В медиатеке нет роликов для этого места: загрузите ролик на шаге «Загрузка материалов» или в медиатеке'
        : undefined
  if (options.isObserver || closed !== undefined) return { rows, closed, form: undefined, bounds }

  const errors: Record<string, string> = {}
  if (!draft.period) errors['period'] = 'Выберите дни показа'
  for (const [id, share] of Object.entries(draft.shares)) {
    if (share === '') continue
    const problem = numberProblem(VIDEO_SHARE_RULE, share)
    if (problem !== undefined) errors[id] = problem
  }
  const body = planBody(draft)
  if (body && Object.keys(errors).length === 0) {
    if (body.videos.length === 0) errors['shares'] = 'Укажите долю хотя бы одного ролика'
    else {
      const others: VideoScheduleEntry[] = entries
        .filter((e) => e._id !== draft.editing)
        .map((e) => ({
          id: e._id,
          scheduleId: e.scheduleId,
          startDate: day(e.startDate),
          endDate: day(e.endDate),
          videos: e.videos,
        }))
      const checked = validateVideoScheduleEntry(
        { state: campaign.state._id, startDate: bounds.min, endDate: bounds.max },
        others,
        { scheduleId: campaign._id, ...body },
      )
      if (!checked.ok) errors[fieldOf(Object.keys(checked.error.errors)[0])] = checked.error.message
    }
  }
  const shown = options.attempted ? errors : {}
  const refusal = options.refusal
  if (refusal) {
    const at = refusal.field?.startsWith('videos.') ? refusal.field.split('.')[1] : undefined
    const video = at !== undefined ? body?.videos[Number(at)]?.advertiseVideoId : undefined
    shown[video ?? fieldOf(refusal.field)] = refusal.message
  }
  return {
    rows,
    closed: undefined,
    bounds,
    form: {
      title: draft.editing ? 'Изменить период плана' : 'Добавить период',
      submit: draft.editing ? 'Сохранить' : 'Добавить в план',
      errors: shown,
      summary: refusal?.message ?? (options.attempted ? Object.values(errors)[0] : undefined),
      valid: body !== undefined && Object.keys(errors).length === 0,
    },
  }
}
