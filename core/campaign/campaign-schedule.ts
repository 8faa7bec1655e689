import { MAX_DAY_TIME_SLOTS, WEEKDAY_OPTIONS, type Weekday } from './day-targeting'
import { parseTimeInterval } from '../format/time-interval'
import type { IsoDate } from '../ports/clock.port'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import type { CampaignStateId } from './campaign-state'
import { CAMPAIGN_STATE_LABELS } from './campaign-state.labels'
import { TERMINAL_STATES } from './campaign-state.sets'

/**
 * createSchedule (cabinet §7: PATCH {campaignId}/createSchedule; R-API-16 reads the _id of the last item of a
 * list in data.advertisingCampaign). The spec shows no payload; our model: a schedule item is a slot of the
 * campaign's bought time — a period inside the campaign's, with optional day-time slots, day types, runs per day
 * and clip length (cabinet §3 "Schedule item") — appended to one of the campaign's *Schedule lists, to which
 * media are then attached (R-API-15). It distributes what was bought; it does not change the price.
 */
export const SCHEDULE_LISTS = [
  'unitedSchedule',
  'advertisePackageSchedule',
  'lightBoxSchedule',
  'metroMonitorSchedule',
  'monitorsStandaloneSchedule',
  'navigationSignSchedule',
  'cityFormatSchedule',
  'cityFormatStandaloneSchedule',
] as const
export type ScheduleList = (typeof SCHEDULE_LISTS)[number]

/**
 * The list a place's items go to (the entity's per-place lists, cabinet §3); bus monitors are sold by package
 * ('Выбор пакета'). Navigation signs keep stations, not time slots, in their list, so their items and those of
 * every other place go to unitedSchedule.
 */
const PLACE_LISTS: Readonly<Record<string, ScheduleList>> = {
  busMonitors: 'advertisePackageSchedule',
  lightBoxes: 'lightBoxSchedule',
  metroMonitors: 'metroMonitorSchedule',
  monitorsStandalone: 'monitorsStandaloneSchedule',
  cityFormat: 'cityFormatSchedule',
  cityFormatStandalone: 'cityFormatStandaloneSchedule',
}
export const scheduleListOf = (place: string): ScheduleList => PLACE_LISTS[place] ?? 'unitedSchedule'

/** A campaign takes at most this many added schedule items. */
export const MAX_SCHEDULE_ITEMS = 100
/** R-FMT-02: clip durations 5 to 45 seconds in steps of 5. */
const CLIP_SECONDS = [5, 10, 15, 20, 25, 30, 35, 40, 45]
export const MAX_FREQUENCY_PER_DAY = 1000

export interface ScheduleRequest {
  readonly schedule?: string
  readonly name?: string
  readonly startDate?: IsoDate
  readonly endDate?: IsoDate
  readonly frequencyPerDay?: number
  readonly videoHronometrach?: number
  readonly dayTime?: readonly string[]
  readonly weekDays?: readonly string[]
}

/** The item as stored and sent (cabinet §3 "Schedule item" fields). */
export interface NewScheduleItem {
  readonly list: ScheduleList
  readonly name?: string
  readonly periods: readonly [{ readonly startDate: IsoDate; readonly endDate: IsoDate }]
  readonly frequencyPerDay?: number
  readonly videoHronometrach?: number
  readonly dayTime: readonly string[]
  readonly weekDays: readonly Weekday[]
  readonly isAllowed: true
  readonly isOpen: false
}

export type ScheduleErrorCode = 'wrong format' | 'illegalTransition' | 'too many'
export type ScheduleError = DomainError<ScheduleErrorCode> & { readonly field: string }
const refuse = (code: ScheduleErrorCode, message: string, field: string): ScheduleError =>
  domainError(code, message, field) as ScheduleError

const unique = <T>(xs: readonly T[]): boolean => new Set(xs).size === xs.length

/**
 * Checks a new schedule item against its campaign: a list of the campaign's place, a campaign that is neither
 * over nor being canceled, a period inside the campaign's, at most five distinct 'HH:mm-HH:mm' slots (R-VAL-17,
 * R-CONST-05), distinct day types (R-VAL-18, both when none is given), a clip length of R-FMT-02.
 */
export const newScheduleItem = (
  campaign: {
    readonly place: string
    readonly state: CampaignStateId
    readonly startDate: IsoDate
    readonly endDate: IsoDate
    readonly items: number
  },
  request: ScheduleRequest,
): Result<NewScheduleItem, ScheduleError> => {
  const list = request.schedule ?? scheduleListOf(campaign.place)
  if (list !== 'unitedSchedule' && list !== scheduleListOf(campaign.place))
    return err(refuse('wrong format', 'У кампании этого места размещения нет такого расписания', 'schedule'))
  if (TERMINAL_STATES.includes(campaign.state) || campaign.state === 'cancellation')
    return err(
      refuse(
        'illegalTransition',
        `В кампанию в статусе «${CAMPAIGN_STATE_LABELS[campaign.state]}» расписание не добавить`,
        'state',
      ),
    )
  if (campaign.items >= MAX_SCHEDULE_ITEMS)
    return err(refuse('too many', `Не больше ${MAX_SCHEDULE_ITEMS} элементов расписания`, 'schedule'))
  const startDate = request.startDate ?? campaign.startDate
  const endDate = request.endDate ?? campaign.endDate
  if (startDate < campaign.startDate || startDate > campaign.endDate)
    return err(refuse('wrong format', 'Начало расписания вне периода кампании', 'startDate'))
  if (endDate < startDate || endDate > campaign.endDate)
    return err(refuse('wrong format', 'Окончание расписания вне периода кампании', 'endDate'))
  const dayTime = request.dayTime ?? []
  if (
    dayTime.length > MAX_DAY_TIME_SLOTS ||
    !unique(dayTime) ||
    !dayTime.every((s) => parseTimeInterval(s).ok)
  )
    return err(
      refuse('wrong format', `До ${MAX_DAY_TIME_SLOTS} разных интервалов вида ЧЧ:ММ-ЧЧ:ММ`, 'dayTime'),
    )
  const weekDays = request.weekDays ?? WEEKDAY_OPTIONS
  const known = (d: string): d is Weekday => (WEEKDAY_OPTIONS as readonly string[]).includes(d)
  if (weekDays.length === 0 || !unique(weekDays) || !weekDays.every(known))
    return err(refuse('wrong format', 'Типы дней: workday и/или holiday', 'weekDays'))
  const { frequencyPerDay: frequency, videoHronometrach: clip } = request
  if (
    frequency !== undefined &&
    !(Number.isInteger(frequency) && frequency >= 1 && frequency <= MAX_FREQUENCY_PER_DAY)
  )
    return err(refuse('wrong format', `Выходов в день — от 1 до ${MAX_FREQUENCY_PER_DAY}`, 'frequencyPerDay'))
  if (clip !== undefined && !CLIP_SECONDS.includes(clip))
    return err(refuse('wrong format', 'Хронометраж — от 5 до 45 секунд с шагом 5', 'videoHronometrach'))
  const name = request.name?.trim()
  return ok({
    list,
    ...(name ? { name } : {}),
    periods: [{ startDate, endDate }],
    ...(frequency === undefined ? {} : { frequencyPerDay: frequency }),
    ...(clip === undefined ? {} : { videoHronometrach: clip }),
    dayTime,
    weekDays: weekDays.filter(known),
    isAllowed: true,
    isOpen: false,
  })
}
