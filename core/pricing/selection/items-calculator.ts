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

/**
 * The list's count of units chosen, as the screen says it: 'Выбрано: 2 из 5'. Only the ids among the units listed
 * count, so a choice left from another price list does not inflate it.
 */
export const chosenCount = (
  selected: Iterable<string>,
  items: readonly { readonly id: string }[],
): string => {
  const ids = new Set(items.map((i) => i.id))
  const chosen = new Set([...selected].filter((id) => ids.has(id)))
  return `Выбрано: ${chosen.size} из ${items.length}`
}
