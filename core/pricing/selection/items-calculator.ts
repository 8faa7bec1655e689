import { formatRoubles, fromRoubles } from '../../shared/money'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'

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

export const isAiringPlace = (place: string): place is AiringPlace =>
  (AIRING_PLACES as readonly string[]).includes(place)

/** One unit the user may choose, with what it costs as the list shows it. */
export interface ItemChoice {
  readonly id: string
  readonly name: string
  /** 'от 12 000,00 ₽ в месяц' or '1,20 ₽ за секунду показа'. */
  readonly price: string
  /** The metro station the unit is at, when the price list says (light boxes, crystal lights). */
  readonly stationId?: string
  /** The inventory number a search finds exactly (R-GROUND-05: a ground route's, 'А13'). */
  readonly number?: string
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
    ...(i.stationId ? { stationId: i.stationId } : {}),
  }))
}

/**
 * The list's search, case and ё/е aside: a query that is a unit's inventory number finds that unit alone
 * (R-GROUND-05: route 'а13' is А13, not А130 or А213); otherwise the units whose name or id contains every word.
 */
export const filterChoices = (items: readonly ItemChoice[], query: string): readonly ItemChoice[] => {
  const norm = (s: string) => s.toLocaleLowerCase('ru').replaceAll('ё', 'е')
  const words = norm(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return items
  const numbered = items.filter((i) => i.number !== undefined && norm(i.number) === words.join(' '))
  if (numbered.length > 0) return numbered
  return items.filter((i) => {
    const text = norm(`${i.name} ${i.id}`)
    return words.every((w) => text.includes(w))
  })
}

/**
 * The list's count of units chosen, as the screen says it (issue #47: 'Выбрано: 0 из 1890' ignored the line
 * chosen on the metro scheme): 'Выбрано: 2 из 5' while the whole list shows; narrowed by a line, a station or a
 * search, both honestly — 'Выбрано: 1 из 14 показанных (всего: 3 из 1890)'. Only the ids among the units listed
 * count, so a choice left from another price list does not inflate it.
 */
export const chosenCount = (
  selected: Iterable<string>,
  items: readonly { readonly id: string }[],
  shown: readonly { readonly id: string }[] = items,
): string => {
  const ids = new Set(items.map((i) => i.id))
  const chosen = new Set([...selected].filter((id) => ids.has(id)))
  if (shown.length === items.length) return `Выбрано: ${chosen.size} из ${items.length}`
  const here = shown.filter((i) => chosen.has(i.id)).length
  return `Выбрано: ${here} из ${shown.length} показанных (всего: ${chosen.size} из ${items.length})`
}

/** Said on a unit another campaign holds for the period chosen: taken, in words, not in colour alone. */
export const TAKEN_NOTE = 'Занято на эти даты'

/** A unit's row in the list: its name, and its price, or that it is taken for the period (issue #47 item 3). */
export const itemRow = (
  item: ItemChoice,
  taken: ReadonlySet<string>,
): { readonly id: string; readonly name: string; readonly note?: string } => ({
  id: item.id,
  name: item.name,
  ...(taken.has(item.id) ? { note: TAKEN_NOTE } : item.price ? { note: item.price } : {}),
})

/** The units of a list by the names it shows them by; an id the list does not hold is said as it is. */
export const namesOf = (items: readonly ItemChoice[], ids: readonly string[]): readonly string[] => {
  const names = new Map(items.map((i) => [i.id, i.name]))
  return ids.map((id) => names.get(id) ?? id)
}

/**
 * The units of a place named as its list names them (a booking conflict names what a person sees, not 'LB-001'):
 * the units of the places chosen by id; any other number (a shelter side's) is said as it is.
 */
export const unitNames = (
  reference: PricingReferenceData,
  place: string,
  ids: readonly string[],
): readonly string[] =>
  namesOf(
    (MONTHLY_PLACES as readonly string[]).includes(place) || isAiringPlace(place)
      ? itemChoices(reference, place as ItemsPlace)
      : [],
    ids,
  )

/** The chosen units another campaign holds for the period: what the list drops from the choice, said by name. */
export const takenChosen = (selected: readonly string[], taken: ReadonlySet<string>): readonly string[] =>
  selected.filter((id) => taken.has(id))
