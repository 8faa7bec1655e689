import { formatRoubles, fromRoubles } from '../../shared/money'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { addMonths, firstOfMonth, lastOfMonth } from '../rules/calendar'
import {
  DEFAULT_CLIP_DURATION,
  DEFAULT_FREQUENCY,
  DEFAULT_HOURS,
  DEFAULT_STANDALONE_FREQUENCY,
} from '../rules/formats'

/** Places priced per chosen unit over a period (pricing §2: light boxes, crystal light, turn tiles, screens). */
export const MONTHLY_PLACES = ['lightBoxes', 'cristalLight', 'turnsTiles'] as const
export const AIRING_PLACES = [
  'monitorsStandalone',
  'cityFormat',
  'cityFormatStandalone',
  'mediaFacade',
] as const
export type MonthlyPlace = (typeof MONTHLY_PLACES)[number]
export type AiringPlace = (typeof AIRING_PLACES)[number]
export type ItemsPlace = MonthlyPlace | AiringPlace

export const isItemsPlace = (place: string): place is ItemsPlace =>
  (MONTHLY_PLACES as readonly string[]).includes(place) ||
  (AIRING_PLACES as readonly string[]).includes(place)
export const isAiringPlace = (place: string): place is AiringPlace =>
  (AIRING_PLACES as readonly string[]).includes(place)

/** The input of an items calculator, as the core's MonthlyUnits and ScreenAirings calculators decode it. */
export interface ItemsInput {
  readonly startDate: string
  readonly endDate: string
  readonly itemIds: readonly string[]
  readonly clipDuration?: number
  readonly frequency?: number
  readonly hours?: number
  readonly targeting?: { readonly days?: 'all' | 'workday' | 'weekend' }
}

/** One unit the user may choose, with what it costs as the list shows it. */
export interface ItemChoice {
  readonly id: string
  readonly name: string
  /** 'от 12 000,00 ₽ в месяц' or '1,20 ₽ за секунду показа'. */
  readonly price: string
}

/** The units of a place in the price list (the server adds the seeded inventory's units). */
export const itemChoices = (reference: PricingReferenceData, place: ItemsPlace): ItemChoice[] => {
  if (isAiringPlace(place)) {
    const tariff = reference.tariffs[place]
    return tariff.items.map((i) => ({
      id: i.id,
      name: i.name,
      price: `${formatRoubles(fromRoubles(i.pricePerSecond ?? tariff.pricePerSecond))} за секунду показа`,
    }))
  }
  const tariff = reference.tariffs[place]
  return tariff.items.map((i) => ({
    id: i.id,
    name: i.name,
    price: `${formatRoubles(fromRoubles(i.monthlyPrice ?? tariff.monthlyPrice))} в месяц`,
  }))
}

/**
 * A new calculation starts on the first day of next month and lasts that month (choice, pricing §2 leaves the
 * default period open): every place can be booked then, and a month is the unit most of them are sold in.
 * Screens start with the place's defaults of clip length, frequency and hours.
 */
export const defaultItemsInput = (place: ItemsPlace, today: string): ItemsInput => {
  const start = addMonths(firstOfMonth(today), 1)
  const period = { startDate: start, endDate: lastOfMonth(start), itemIds: [] }
  if (!isAiringPlace(place)) return period
  return {
    ...period,
    clipDuration: DEFAULT_CLIP_DURATION,
    frequency: place === 'monitorsStandalone' ? DEFAULT_STANDALONE_FREQUENCY : DEFAULT_FREQUENCY,
    hours: DEFAULT_HOURS,
    targeting: { days: 'all' },
  }
}

/** The airing options of a screen calculator: their fields, labels and bounds (R-FMT-02, R-CITY-11). */
export const AIRING_OPTIONS = [
  { key: 'clipDuration', label: 'Длительность ролика, с', min: 5, max: 45, step: 5 },
  { key: 'frequency', label: 'Выходов в час', min: 1, max: 60, step: 1 },
  { key: 'hours', label: 'Часов показа в сутки', min: 1, max: 24, step: 0.5 },
] as const

/** A stored calculation read back as an items input; anything else starts afresh. */
export const itemsInputOf = (stored: unknown, place: ItemsPlace, today: string): ItemsInput => {
  const fresh = defaultItemsInput(place, today)
  if (typeof stored !== 'object' || stored === null) return fresh
  const s = stored as Record<string, unknown>
  const ids = Array.isArray(s['itemIds'])
    ? s['itemIds'].filter((x): x is string => typeof x === 'string')
    : []
  const num = (key: keyof ItemsInput, dflt: number | undefined) =>
    typeof s[key] === 'number' ? (s[key] as number) : dflt
  const days = (s['targeting'] as { days?: unknown } | undefined)?.days
  return {
    startDate: typeof s['startDate'] === 'string' ? s['startDate'] : fresh.startDate,
    endDate: typeof s['endDate'] === 'string' ? s['endDate'] : fresh.endDate,
    itemIds: ids,
    ...(isAiringPlace(place)
      ? {
          clipDuration: num('clipDuration', fresh.clipDuration),
          frequency: num('frequency', fresh.frequency),
          hours: num('hours', fresh.hours),
          targeting: { days: days === 'workday' || days === 'weekend' ? days : 'all' },
        }
      : {}),
  }
}

/** Chooses a unit, or gives it back when it is chosen. */
export const toggleItem = (input: ItemsInput, id: string): ItemsInput => ({
  ...input,
  itemIds: input.itemIds.includes(id) ? input.itemIds.filter((x) => x !== id) : [...input.itemIds, id],
})

/** The units whose name or id contains every word typed, case and ё/е aside (the list's search). */
export const filterChoices = (items: readonly ItemChoice[], query: string): readonly ItemChoice[] => {
  const norm = (s: string) => s.toLocaleLowerCase('ru').replaceAll('ё', 'е')
  const words = norm(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return items
  return items.filter((i) => {
    const text = norm(`${i.name} ${i.id}`)
    return words.every((w) => text.includes(w))
  })
}
