import type { GeneratedKind } from '../../inventory/inventory.entities'
import type { PricingReferenceData } from './pricing-reference.schema'

/** An inventory unit or screen as the price list needs it. */
export interface CatalogueItem {
  readonly kind: GeneratedKind
  readonly id: string
  readonly name: string
  /** Daily audience of the unit (the inventory's figure, the one getLightboxesOTS reports). */
  readonly ots: number
}

/** The places sold per unit and month, by the inventory kind of their units. */
const MONTHLY_KINDS = {
  lightBox: 'lightBoxes',
  crystalLight: 'cristalLight',
  turnsTile: 'turnsTiles',
} as const satisfies Partial<Record<GeneratedKind, keyof PricingReferenceData['tariffs']>>

/** The places sold as airings on screens, by the inventory kind of their screens. */
const SCREEN_KINDS = {
  monitorStandalone: 'monitorsStandalone',
  cityFormat: 'cityFormat',
  cityFormatStandalone: 'cityFormatStandalone',
  mediaFacade: 'mediaFacade',
} as const satisfies Partial<Record<GeneratedKind, keyof PricingReferenceData['tariffs']>>

/** The inventory kinds whose units the price list sells by id. */
export const CATALOGUE_KINDS: readonly GeneratedKind[] = [
  ...(Object.keys(MONTHLY_KINDS) as GeneratedKind[]),
  ...(Object.keys(SCREEN_KINDS) as GeneratedKind[]),
]

/**
 * The price list with the inventory's units added to the item lists of their places (choice: the reference's
 * own catalogue items stay sellable beside them). An inventory unit has no price of its own, so it is sold at
 * its place's tariff; a unit sold per month keeps its own daily audience. What the cabinet lists through
 * GraphQL (cityFormats, lightbox, ...) can therefore be priced and booked by the same ids. An id the list
 * already has keeps its entry.
 */
export const withInventoryItems = (
  reference: PricingReferenceData,
  items: readonly CatalogueItem[],
): PricingReferenceData => {
  const tariffs = { ...reference.tariffs }
  /** The list with the units of the kinds that sell there appended, as `entry` writes them. */
  const extended = <E extends { readonly id: string }>(
    list: readonly E[],
    kinds: readonly GeneratedKind[],
    entry: (unit: CatalogueItem) => E,
  ): E[] => {
    const known = new Set(list.map((i) => i.id))
    return [...list, ...items.filter((u) => kinds.includes(u.kind) && !known.has(u.id)).map(entry)]
  }
  const kindsOf = (table: Readonly<Record<string, string>>, key: string) =>
    Object.entries(table)
      .filter(([, place]) => place === key)
      .map(([kind]) => kind as GeneratedKind)
  for (const key of new Set(Object.values(MONTHLY_KINDS))) {
    const tariff = tariffs[key]
    tariffs[key] = {
      ...tariff,
      items: extended(tariff.items, kindsOf(MONTHLY_KINDS, key), (u) => ({
        id: u.id,
        name: u.name,
        otsPerDay: u.ots,
      })),
    }
  }
  for (const key of new Set(Object.values(SCREEN_KINDS))) {
    const tariff = tariffs[key]
    tariffs[key] = {
      ...tariff,
      items: extended(tariff.items, kindsOf(SCREEN_KINDS, key), (u) => ({ id: u.id, name: u.name })),
    }
  }
  return { ...reference, tariffs }
}
