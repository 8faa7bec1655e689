import { spreadByDays } from '../calculators/drafts'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { isoDate, weekday } from '../../shared/calendar'
import { addDays, compareIso, inclusiveDays, isIsoDate } from '../rules/calendar'
import { DEFAULT_GROUND_VIDEO_DURATION } from '../rules/formats'
import { clampImpressions, IMPRESSIONS, normaliseRunsPerHour, RUNS_PER_HOUR } from '../rules/ground'
import { DAY_PARTS } from '../rules/metro'
import { splitByMonth } from '../rules/periods'
import type { FormInput } from './form-input'

export type GroundPlace = 'groundTransportation' | 'groundTransportationTram'

/** The places whose calculator has a schedule view beside it (pricing §2): the ground-transport ones. */
export const scheduleViewOf = (place: string): GroundPlace | null =>
  place === 'groundTransportation' || place === 'groundTransportationTram' ? place : null

/** One day of the ground-transport schedule (R-SCREEN-69). */
export interface GroundScheduleDay {
  readonly date: string
  /** 'пн' … 'вс'. */
  readonly weekday: string
  /** The day is one the targeting shows on (its week part). */
  readonly shown: boolean
  readonly impressions: number
}

/** The schedule view of the ground-transport calculator: what runs where, when, and how many times a day. */
export interface GroundSchedule {
  readonly days: readonly GroundScheduleDay[]
  readonly impressions: number
  /** 'Весь день' or the chosen intervals, '08:00–10:00, 17:30–19:40'. */
  readonly hours: string
  readonly runsPerHour: number
  /** 'Весь город' or the chosen routes' numbers. */
  readonly routes: string
  readonly videoDuration: number
}

const WEEKDAYS = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'] as const
const weekdayOf = (date: string): number => weekday(isoDate(date))

/** A day the week part shows on (choice: workdays are Monday to Friday; public holidays are not known here). */
const showsOn = (weekPart: unknown, day: number): boolean =>
  weekPart === 'workday' ? day >= 1 && day <= 5 : weekPart === 'weekend' ? day === 0 || day === 6 : true

const numberOr = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback

/**
 * The schedule view (R-SCREEN-69) of a ground-transport input, as the calculator prices it: the impressions
 * (clamped, R-GROUND-01) are spread over the months by days as the price is (so each month's total is the one
 * its price line has), then over that month's days the week part shows on, whole impressions, the remainder to
 * the earliest days. A month with no such day (a weekend-only campaign of two weekdays) spreads over all its days,
 * so no impression bought goes missing. A period of more than a year, or none, gives no days.
 */
export const groundSchedule = (
  input: FormInput,
  reference: PricingReferenceData,
  place: GroundPlace,
): GroundSchedule => {
  const tariff = reference.tariffs[place]
  const impressions = Math.round(
    clampImpressions(numberOr(input['numberOfImpressions'], IMPRESSIONS.default), tariff.validationRules),
  )
  const runsPerHour = normaliseRunsPerHour(
    numberOr(input['runsPerHour'], RUNS_PER_HOUR.default),
    tariff.validationRules,
    place === 'groundTransportationTram',
  )
  const chosenIntervals = Array.isArray(input['timeIntervalIds']) ? input['timeIntervalIds'] : []
  const parts = DAY_PARTS.filter((p) => chosenIntervals.includes(p.id))
  const routeIds = Array.isArray(input['transportRouteIds']) ? input['transportRouteIds'] : []
  const routes = tariff.routes.filter((r) => routeIds.includes(r.id)).map((r) => r.inventoryNumber)
  const start = input['startDate']
  const end = input['endDate']
  const days: GroundScheduleDay[] = []
  if (
    typeof start === 'string' &&
    typeof end === 'string' &&
    isIsoDate(start) &&
    isIsoDate(end) &&
    compareIso(start, end) <= 0 &&
    inclusiveDays(start, end) <= 366
  ) {
    const months = splitByMonth(start, end)
    spreadByDays(impressions, months).forEach((monthTotal, m) => {
      const month = months[m]
      if (!month) return
      const dates = Array.from({ length: month.days }, (_, i) => addDays(month.startDate, i))
      const shown = dates.map((d) => showsOn(input['weekPartBaseName'], weekdayOf(d)))
      const over = shown.some(Boolean) ? dates.filter((_, i) => shown[i]) : dates
      const perDay = spreadByDays(
        monthTotal,
        over.map(() => ({ days: 1 })),
      )
      dates.forEach((date, i) => {
        const at = over.indexOf(date)
        days.push({
          date,
          weekday: WEEKDAYS[weekdayOf(date)] ?? '',
          shown: shown[i] === true,
          impressions: at >= 0 ? (perDay[at] ?? 0) : 0,
        })
      })
    })
  }
  return {
    days,
    impressions,
    hours: parts.length === 0 ? 'Весь день' : parts.map((p) => `${p.from}–${p.to}`).join(', '),
    runsPerHour,
    routes: routes.length === 0 ? 'Весь город' : routes.join(', '),
    videoDuration: numberOr(input['videoDuration'], DEFAULT_GROUND_VIDEO_DURATION),
  }
}
