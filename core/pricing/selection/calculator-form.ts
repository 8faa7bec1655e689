import { isIsoMonth } from '../../shared/calendar'
import { formatRoubles, fromRoubles } from '../../shared/money'
import { MAXIMA_DEFAULT_DAYS, MAXIMA_HITS } from '../calculators/city-format-group.calculator'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import {
  addDays,
  addMonths,
  compareIso,
  firstOfMonth,
  inclusiveDays,
  isIsoDate,
  lastOfMonth,
} from '../rules/calendar'
import {
  DEFAULT_CLIP_DURATION,
  DEFAULT_FREQUENCY,
  DEFAULT_GROUND_VIDEO_DURATION,
  DEFAULT_HOURS,
  DEFAULT_STANDALONE_FREQUENCY,
} from '../rules/formats'
import { IMPRESSIONS, impressionsRule, RUNS_PER_HOUR, runsPerHourRule } from '../rules/ground'
import {
  AIRINGS_PER_HOUR_RULE,
  CLIP_RULE,
  GROUND_VIDEO_RULE,
  HOURS_RULE,
  MAXIMA_TIMING_RULE,
  STICKER_COUNT_RULE,
  TRAM_MONITORS_RULE,
} from '../rules/field-rules'
import type { BoundedRule } from '../../shared/number-rule'
import {
  defaultStopsPeriod,
  firstBookableMonth,
  navigationDefaultDates,
  periodOfDays,
} from '../rules/periods'
import { itemChoices, type ItemChoice } from './items-calculator'
import type { FormInput } from './form-input'
import { navigationStations } from './navigation-form'
import {
  daysControl,
  INTERVALS,
  numberControl,
  PERIOD,
  type FormControl,
  type FormOption,
} from './form-controls'
import { metroControls, metroInitialInput, metroReadBack } from './metro-form'

export type { FormControl, FormOption } from './form-controls'

/** The places the wizard has a calculator form for: all sixteen. */
export const FORM_PLACES = [
  'transitShelter',
  'navigationSign',
  'metroMonitors',
  'metroStickers',
  'lightBoxes',
  'cristalLight',
  'monitorsStandalone',
  'monitorsTram',
  'busMonitors',
  'groundTransportation',
  'groundTransportationTram',
  'cityFormat',
  'cityFormatStandalone',
  'cityFormatGroup',
  'turnsTiles',
  'mediaFacade',
] as const
export type FormPlace = (typeof FORM_PLACES)[number]
export const hasForm = (place: string): place is FormPlace =>
  (FORM_PLACES as readonly string[]).includes(place)

const period = PERIOD
const days = daysControl
const clip = (rule: BoundedRule = CLIP_RULE, field = 'clipDuration'): FormControl =>
  numberControl(field, 'Длительность ролика, с', rule, DEFAULT_CLIP_DURATION)
const items = (
  field: string,
  label: string,
  list: readonly ItemChoice[],
  optional = false,
  metro = false,
): FormControl => ({
  kind: 'items',
  field,
  label,
  items: list,
  ...(optional ? { optional } : {}),
  ...(metro ? { metro } : {}),
})

const MONTH_NAMES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const
/** How many months ahead a transit-shelter campaign may be planned (chosen: a year, as sides are sold). */
export const SHELTER_MONTHS_AHEAD = 12

/** R-STOP-04: the months are changed only while no side is chosen (the sides were free for those months). */
export const MONTHS_LOCKED = 'Месяцы меняются, пока не выбрано ни одной стороны: сначала очистите выбор.'

/** 'YYYY-MM' of a day. */
const monthOf = (day: string): string => day.slice(0, 7)

/**
 * The months a transit-shelter campaign may take, from next month on, each a whole calendar month (pricing §4);
 * a month already chosen that lies before them (a saved campaign's) stays offered, so it can be given back.
 */
export const shelterMonths = (today: string, chosen: readonly string[] = []): FormOption[] => {
  const first = addMonths(firstOfMonth(today), 1)
  const ids = new Set(
    Array.from({ length: SHELTER_MONTHS_AHEAD }, (_, i) => monthOf(addMonths(first, i))).concat(chosen),
  )
  return [...ids].sort().map((id) => ({
    id,
    name: `${MONTH_NAMES[Number(id.slice(5, 7)) - 1] ?? id} ${id.slice(0, 4)}`,
  }))
}

/** The period the chosen months span, first day of the first to last day of the last (the list's period). */
export const monthsPeriod = (
  months: readonly string[],
): { startDate: string; endDate: string } | undefined => {
  const sorted = months.filter(isIsoMonth).sort()
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  return first && last ? { startDate: `${first}-01`, endDate: lastOfMonth(`${last}-01`) } : undefined
}

/** A field of the input by its dotted path. */
export const fieldOf = (input: FormInput, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) => (typeof at === 'object' && at !== null ? (at as FormInput)[key] : undefined),
      input,
    )

/** The input with one field set by its dotted path (a new object; the old one is left as it was). */
export const withField = (input: FormInput, path: string, value: unknown): FormInput => {
  const [head, ...rest] = path.split('.')
  if (head === undefined) return input
  if (rest.length === 0) return { ...input, [head]: value }
  const inner = input[head]
  return {
    ...input,
    [head]: withField(
      typeof inner === 'object' && inner !== null ? (inner as FormInput) : {},
      rest.join('.'),
      value,
    ),
  }
}

/** The longest schedule a Maxima form builds day by day (a year). */
export const MAX_SCHEDULE_DAYS = 366

/** One entry a day from start to end, each with the same number of hits (R-CITY-13's schedule). */
export const scheduleOf = (
  start: string,
  end: string,
  hits: number | string,
): { date: string; numberOfHits: number | string }[] => {
  if (!isIsoDate(start) || !isIsoDate(end) || compareIso(end, start) < 0) return []
  const count = Math.min(inclusiveDays(start, end), MAX_SCHEDULE_DAYS)
  return Array.from({ length: count }, (_, i) => ({ date: addDays(start, i), numberOfHits: hits }))
}

/** A schedule's period and its hits a day, as the form shows them (the first day's hits). */
export const scheduleSummary = (value: unknown): { start?: string; end?: string; hits?: number | string } => {
  if (!Array.isArray(value) || value.length === 0) return {}
  const first = value[0] as { date?: unknown; numberOfHits?: unknown }
  const last = value[value.length - 1] as { date?: unknown }
  return {
    ...(typeof first.date === 'string' ? { start: first.date } : {}),
    ...(typeof last.date === 'string' ? { end: last.date } : {}),
    // A day's hits as typed, a number or the text that is not one yet (the field keeps what was typed).
    ...(typeof first.numberOfHits === 'number' || typeof first.numberOfHits === 'string'
      ? { hits: first.numberOfHits }
      : {}),
  }
}

/**
 * A new calculation: next calendar month (choice, pricing §2 leaves the default period open: every place can be
 * booked then, and a month is the unit most are sold in), with each place's own defaults and nothing chosen. Where
 * the spec gives a default it is kept: ground transport from today to the same day next month (R-PER-10), the
 * Maxima five days (R-MAXIMA-02).
 */
export const initialInput = (place: FormPlace, reference: PricingReferenceData, today: string): FormInput => {
  const nextMonth = addMonths(firstOfMonth(today), 1)
  // Stickers are booked within their own window (R-PER-04/05): late in a month it opens the month after next.
  const window = place === 'metroStickers' ? firstBookableMonth(today, 'stickers') : nextMonth
  const startDate = compareIso(window, nextMonth) > 0 ? window : nextMonth
  const month = { startDate, endDate: lastOfMonth(startDate) }
  switch (place) {
    case 'transitShelter':
      return { months: [monthOf(startDate)], stops: [] }
    case 'metroMonitors':
      return metroInitialInput(startDate)
    case 'metroStickers':
      return { ...month, formatId: reference.tariffs.metroStickers.formats[0]?.id ?? '', stickerCount: 1 }
    case 'monitorsTram':
      return { ...month, monitors: 10, clipDuration: DEFAULT_CLIP_DURATION, targeting: { days: 'all' } }
    case 'busMonitors':
      return {
        ...month,
        packageId: reference.tariffs.busMonitors.packages[0]?.id ?? '',
        clipDuration: DEFAULT_CLIP_DURATION,
        targeting: { days: 'all' },
      }
    case 'groundTransportation':
    case 'groundTransportationTram':
      return {
        // R-PER-10: ground transport opens on today to the same day next month.
        ...defaultStopsPeriod(today),
        videoDuration: DEFAULT_GROUND_VIDEO_DURATION,
        transportRouteIds: [],
        weekPartBaseName: 'all',
        numberOfImpressions: IMPRESSIONS.default,
        runsPerHour: RUNS_PER_HOUR.default,
        timeIntervalIds: [],
      }
    case 'cityFormatGroup': {
      // R-MAXIMA-02: five days from the first day that can be booked, 700 hits each.
      const days = periodOfDays(month.startDate, MAXIMA_DEFAULT_DAYS)
      return {
        videoTiming: DEFAULT_CLIP_DURATION,
        advertisingSpaceGroupIds: [],
        numberOfHitsSchedule: scheduleOf(days.startDate, days.endDate, MAXIMA_HITS.default),
      }
    }
    case 'monitorsStandalone':
    case 'cityFormat':
    case 'cityFormatStandalone':
    case 'mediaFacade':
      return {
        ...month,
        itemIds: [],
        clipDuration: DEFAULT_CLIP_DURATION,
        frequency: place === 'monitorsStandalone' ? DEFAULT_STANDALONE_FREQUENCY : DEFAULT_FREQUENCY,
        hours: DEFAULT_HOURS,
        targeting: { days: 'all' },
      }
    case 'turnsTiles':
      return { startDate, itemIds: [] }
    case 'navigationSign':
      // R-NAV-09: a year from the first of next month (today when today is the first).
      return { ...navigationDefaultDates(today), additionalExits: false, stations: [] }
    case 'lightBoxes':
    case 'cristalLight':
      return { ...month, itemIds: [] }
  }
}

/** A stored calculation read back over the place's defaults; anything that is not an object starts afresh. */
export const readInput = (
  stored: unknown,
  place: FormPlace,
  reference: PricingReferenceData,
  today: string,
): FormInput => {
  const fresh = initialInput(place, reference, today)
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return fresh
  const merged = { ...fresh, ...(stored as FormInput) }
  return place === 'metroMonitors' ? metroReadBack(stored as FormInput, merged) : merged
}

/**
 * The controls of a place's form for the input as it stands (metro monitors differ by mode). `today` dates the
 * transit-shelter months offered; without it they start at the first month chosen.
 */
export const calculatorForm = (
  place: FormPlace,
  reference: PricingReferenceData,
  input: FormInput,
  today?: string,
): readonly FormControl[] => {
  const t = reference.tariffs
  switch (place) {
    case 'transitShelter': {
      const months = Array.isArray(input['months'])
        ? input['months'].filter((m) => typeof m === 'string')
        : []
      const from = today ?? addMonths(`${[...months].sort()[0] ?? '2026-01'}-01`, -1)
      const span = monthsPeriod(months)
      return [
        {
          kind: 'flags',
          field: 'months',
          label: 'Месяцы размещения',
          options: shelterMonths(from, months),
          ...(Array.isArray(input['stops']) && input['stops'].length > 0 ? { locked: MONTHS_LOCKED } : {}),
        },
        ...(span
          ? [
              {
                kind: 'shelters' as const,
                field: 'stops',
                label: 'Остановочные павильоны',
                startDate: span.startDate,
                endDate: span.endDate,
              },
            ]
          : []),
      ]
    }
    case 'metroMonitors':
      return metroControls(input)
    case 'metroStickers':
      return [
        period,
        {
          kind: 'choice',
          field: 'formatId',
          label: 'Формат',
          options: t.metroStickers.formats.map((f) => ({ id: f.id, name: f.name })),
        },
        numberControl('stickerCount', 'Число стикеров', STICKER_COUNT_RULE, 1),
      ]
    case 'monitorsTram':
      return [period, numberControl('monitors', 'Число мониторов', TRAM_MONITORS_RULE, 10), clip(), days()]
    case 'busMonitors':
      return [
        period,
        {
          kind: 'choice',
          field: 'packageId',
          label: 'Пакет',
          options: t.busMonitors.packages.map((p) => ({ id: p.id, name: p.name })),
        },
        clip(),
        days(),
      ]
    case 'groundTransportation':
    case 'groundTransportationTram': {
      // R-GROUND-01: the server's bounds, clamped; the field says what the price counted (field-notes.ts).
      const rules = t[place].validationRules
      return [
        period,
        clip(GROUND_VIDEO_RULE, 'videoDuration'),
        numberControl(
          'numberOfImpressions',
          'Показов за период',
          { ...impressionsRule(rules), min: rules.minNumberOfImpressions, max: rules.maxNumberOfImpressions },
          IMPRESSIONS.default,
        ),
        numberControl(
          'runsPerHour',
          'Рейсов в час',
          { ...runsPerHourRule(rules), min: rules.minRunsPerHour, max: rules.maxRunsPerHour },
          RUNS_PER_HOUR.default,
        ),
        days('weekPartBaseName'),
        {
          kind: 'flags',
          field: 'timeIntervalIds',
          label: 'Время показа',
          options: INTERVALS,
          numeric: true,
        },
        items(
          'transportRouteIds',
          'Маршруты (геотаргетинг; без выбора — весь город)',
          t[place].routes.map((r) => ({ id: r.id, name: `Маршрут ${r.inventoryNumber}`, price: '' })),
          true,
        ),
      ]
    }
    case 'cityFormatGroup':
      return [
        clip(MAXIMA_TIMING_RULE, 'videoTiming'),
        {
          kind: 'schedule',
          field: 'numberOfHitsSchedule',
          label: 'Период показа',
          hitsLabel: 'Выходов в день',
          rule: MAXIMA_HITS,
          min: MAXIMA_HITS.min,
          max: MAXIMA_HITS.max,
          step: MAXIMA_HITS.step,
          fallback: MAXIMA_HITS.default,
        },
        items(
          'advertisingSpaceGroupIds',
          'Группы экранов',
          t.cityFormatGroup.groups.map((g) => ({
            id: g.id,
            name: g.name,
            // The group's price is of a second of one hit (the calculator multiplies it by hits and seconds).
            price: `${formatRoubles(fromRoubles(g.price))} за секунду выхода`,
          })),
        ),
      ]
    case 'turnsTiles':
      return [
        {
          kind: 'day',
          field: 'startDate',
          label: 'Начало размещения',
          description: 'Плитки размещаются на месяц с 1-го или 16-го числа',
        },
        items('itemIds', 'Рекламные места', itemChoices(reference, place)),
      ]
    case 'lightBoxes':
    case 'cristalLight':
      return [period, items('itemIds', 'Рекламные места', itemChoices(reference, place), false, true)]
    case 'navigationSign':
      return [
        period,
        {
          kind: 'navigation',
          field: 'stations',
          label: 'Станция метро',
          stations: navigationStations(reference).map((s) => ({ id: s.id, name: s.name })),
        },
      ]
    case 'monitorsStandalone':
    case 'cityFormat':
    case 'cityFormatStandalone':
    case 'mediaFacade':
      return [
        period,
        clip(),
        numberControl(
          'frequency',
          'Выходов в час',
          AIRINGS_PER_HOUR_RULE,
          place === 'monitorsStandalone' ? DEFAULT_STANDALONE_FREQUENCY : DEFAULT_FREQUENCY,
        ),
        numberControl('hours', 'Часов показа в сутки', HOURS_RULE, DEFAULT_HOURS),
        days(),
        items('itemIds', 'Рекламные места', itemChoices(reference, place)),
      ]
  }
}

/** Chooses an id in a list field, or gives it back when chosen (items and flags). */
export const toggleIn = (input: FormInput, path: string, id: string | number): FormInput => {
  const now = fieldOf(input, path)
  const list = Array.isArray(now) ? (now as (string | number)[]) : []
  return withField(input, path, list.includes(id) ? list.filter((x) => x !== id) : [...list, id])
}

/**
 * The input without the units another campaign holds (the booking conflict's way on, issue #15 item 5): every
 * list of the place's form loses the numbers named taken; the rest of the choice stays as it was.
 */
export const dropTaken = (
  place: FormPlace,
  reference: PricingReferenceData,
  input: FormInput,
  taken: readonly string[],
): FormInput =>
  calculatorForm(place, reference, input).reduce((acc, c) => {
    if (c.kind === 'period') return acc
    const now = fieldOf(acc, c.field)
    if (c.kind === 'shelters' && Array.isArray(now))
      return withField(
        acc,
        c.field,
        now.filter(
          (stop) => !taken.includes(String((stop as { inventoryNumber?: unknown } | null)?.inventoryNumber)),
        ),
      )
    if (c.kind !== 'items') return acc
    return Array.isArray(now)
      ? withField(
          acc,
          c.field,
          now.filter((id) => !taken.includes(String(id))),
        )
      : acc
  }, input)
