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
import { IMPRESSIONS, RUNS_PER_HOUR } from '../rules/ground'
import {
  defaultStopsPeriod,
  firstBookableMonth,
  navigationDefaultDates,
  periodOfDays,
} from '../rules/periods'
import { DAY_PARTS } from '../rules/metro'
import { itemChoices, type ItemChoice } from './items-calculator'
import type { FormInput } from './form-input'
import { navigationStations } from './navigation-form'

/** A choice of a few (radio buttons, or a select when there are many). */
export interface FormOption {
  readonly id: string
  readonly name: string
}

/**
 * One control of a calculator form, bound to a field of the calculator's input by its path ('targeting.days').
 * The form is declared here, per place, so every calculator screen is one generic form over the core's input.
 */
export type FormControl =
  | { readonly kind: 'period'; readonly start: string; readonly end: string; readonly label: string }
  | { readonly kind: 'day'; readonly field: string; readonly label: string; readonly description?: string }
  | {
      readonly kind: 'number'
      readonly field: string
      readonly label: string
      readonly min: number
      readonly max: number
      readonly step: number
      readonly fallback: number
      readonly description?: string
    }
  | {
      readonly kind: 'choice'
      readonly field: string
      readonly label: string
      readonly options: readonly FormOption[]
    }
  | {
      readonly kind: 'flags'
      readonly field: string
      readonly label: string
      readonly options: readonly FormOption[]
      /** The field holds the options' ids as numbers (the metro's day parts). */
      readonly numeric?: boolean
      /** Why the flags cannot be changed now, when they cannot. */
      readonly locked?: string
    }
  | {
      readonly kind: 'items'
      readonly field: string
      readonly label: string
      readonly items: readonly ItemChoice[]
      /** A list that may stay empty (ground routes: none chosen is the whole city, no geo surcharge). */
      readonly optional?: boolean
      /** The units are at metro stations: a line and a station narrow the list, on the scheme (R-SCREEN-59). */
      readonly metro?: boolean
    }
  | {
      /** Transit-shelter sides chosen from the server's list for the period (R-SCREEN-61). */
      readonly kind: 'shelters'
      readonly field: string
      readonly label: string
      readonly startDate: string
      readonly endDate: string
    }
  | {
      /** Metro stations, their zones and the exits the signs point to (R-SCREEN-64, R-NAV-01..07). */
      readonly kind: 'navigation'
      readonly field: 'stations'
      readonly label: string
      readonly stations: readonly FormOption[]
    }
  | {
      readonly kind: 'schedule'
      readonly field: string
      readonly label: string
      readonly hitsLabel: string
      readonly min: number
      readonly max: number
      readonly step: number
      readonly fallback: number
    }

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

const DAYS: readonly FormOption[] = [
  { id: 'all', name: 'Все дни' },
  { id: 'workday', name: 'Будни' },
  { id: 'weekend', name: 'Выходные' },
]
const INTERVALS: readonly FormOption[] = DAY_PARTS.map((p) => ({
  id: String(p.id),
  name: `${p.from}–${p.to}${p.primeTime ? ' (прайм-тайм)' : ''}`,
}))

const period: FormControl = { kind: 'period', start: 'startDate', end: 'endDate', label: 'Период размещения' }
const clip = (max = 45, field = 'clipDuration'): FormControl => ({
  kind: 'number',
  field,
  label: 'Длительность ролика, с',
  min: 5,
  max,
  step: 5,
  fallback: DEFAULT_CLIP_DURATION,
})
const days = (field = 'targeting.days'): FormControl => ({
  kind: 'choice',
  field,
  label: 'Дни показа',
  options: DAYS,
})
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
  const sorted = months.filter((m) => /^\d{4}-(0[1-9]|1[0-2])$/.test(m)).sort()
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
  hits: number,
): { date: string; numberOfHits: number }[] => {
  if (!isIsoDate(start) || !isIsoDate(end) || compareIso(end, start) < 0) return []
  const count = Math.min(inclusiveDays(start, end), MAX_SCHEDULE_DAYS)
  return Array.from({ length: count }, (_, i) => ({ date: addDays(start, i), numberOfHits: hits }))
}

/** A schedule's period and its hits a day, as the form shows them (the first day's hits). */
export const scheduleSummary = (value: unknown): { start?: string; end?: string; hits?: number } => {
  if (!Array.isArray(value) || value.length === 0) return {}
  const first = value[0] as { date?: unknown; numberOfHits?: unknown }
  const last = value[value.length - 1] as { date?: unknown }
  return {
    ...(typeof first.date === 'string' ? { start: first.date } : {}),
    ...(typeof last.date === 'string' ? { end: last.date } : {}),
    ...(typeof first.numberOfHits === 'number' ? { hits: first.numberOfHits } : {}),
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
      return {
        mode: 'video',
        ...month,
        clipDuration: DEFAULT_CLIP_DURATION,
        frequency: 2,
        presentationCount: 100_000,
        dayParts: [],
        days: 'all',
      }
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
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? { ...fresh, ...(stored as FormInput) }
    : fresh
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
      return [
        {
          kind: 'choice',
          field: 'mode',
          label: 'Способ расчёта',
          options: [
            { id: 'video', name: 'По числу показов' },
            { id: 'budget', name: 'По бюджету' },
          ],
        },
        period,
        clip(60),
        {
          kind: 'number',
          field: 'frequency',
          label: 'Показов ролика в блоке',
          min: 1,
          max: 60,
          step: 1,
          fallback: 2,
        },
        input['mode'] === 'budget'
          ? {
              kind: 'number',
              field: 'budget',
              label: 'Бюджет, ₽',
              min: 0,
              max: 1_000_000_000,
              step: 1_000,
              fallback: 1_000_000,
            }
          : {
              kind: 'number',
              field: 'presentationCount',
              label: 'Число показов',
              min: 0,
              max: 100_000_000,
              step: 1_000,
              fallback: 100_000,
            },
        { kind: 'flags', field: 'dayParts', label: 'Время показа', options: INTERVALS, numeric: true },
        days('days'),
      ]
    case 'metroStickers':
      return [
        period,
        {
          kind: 'choice',
          field: 'formatId',
          label: 'Формат',
          options: t.metroStickers.formats.map((f) => ({ id: f.id, name: f.name })),
        },
        {
          kind: 'number',
          field: 'stickerCount',
          label: 'Число стикеров',
          min: 1,
          max: 100_000,
          step: 1,
          fallback: 1,
        },
      ]
    case 'monitorsTram':
      return [
        period,
        {
          kind: 'number',
          field: 'monitors',
          label: 'Число мониторов',
          min: 1,
          max: 10_000,
          step: 1,
          fallback: 10,
        },
        clip(),
        days(),
      ]
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
    case 'groundTransportationTram':
      return [
        period,
        clip(60, 'videoDuration'),
        {
          kind: 'number',
          field: 'numberOfImpressions',
          label: 'Показов за период',
          min: IMPRESSIONS.min,
          max: IMPRESSIONS.max,
          step: IMPRESSIONS.step,
          fallback: IMPRESSIONS.default,
        },
        {
          kind: 'number',
          field: 'runsPerHour',
          label: 'Рейсов в час',
          min: RUNS_PER_HOUR.min,
          max: RUNS_PER_HOUR.max,
          step: 1,
          fallback: RUNS_PER_HOUR.default,
        },
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
    case 'cityFormatGroup':
      return [
        clip(30, 'videoTiming'),
        {
          kind: 'schedule',
          field: 'numberOfHitsSchedule',
          label: 'Период показа',
          hitsLabel: 'Выходов в день',
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
        {
          kind: 'number',
          field: 'frequency',
          label: 'Выходов в час',
          min: 1,
          max: 60,
          step: 1,
          fallback: DEFAULT_FREQUENCY,
        },
        {
          kind: 'number',
          field: 'hours',
          label: 'Часов показа в сутки',
          min: 1,
          max: 24,
          step: 0.5,
          fallback: DEFAULT_HOURS,
        },
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
