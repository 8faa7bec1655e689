import type { GeneratedKind, InventoryItem } from '../../inventory/inventory.entities'
import type { NavigationStation, PricingReferenceData } from './pricing-reference.schema'

/** An inventory unit or screen as the price list needs it. */
export interface CatalogueItem {
  readonly kind: GeneratedKind
  readonly id: string
  readonly name: string
  /** Daily audience of the unit (the inventory's figure, the one getLightboxesOTS reports). */
  readonly ots: number
  /** The metro station the unit is at, when it is at one. */
  readonly stationId?: string | null
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
        ...(u.stationId ? { stationId: u.stationId } : {}),
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

/** A navigation zone of the inventory with its station and the exits its signs may point to. */
export interface NavigationZoneUnit {
  readonly id: string
  /** 'Авиамоторная: зона 1', as the inventory names it. */
  readonly name: string
  readonly capacity: number | null
  readonly stationId: string
  /** The station as a buyer tells it from its namesakes: 'Авиамоторная (Калининская)'. */
  readonly stationName: string
  readonly exits: readonly string[]
}

/**
 * R-NAV-04 (open, chosen): a station's first two zones are reached through its main exits; the third and fourth
 * only through an additional exit, so they are offered only while additional exits are asked for.
 */
export const MAIN_ZONES = 2

/**
 * The price list with the inventory's navigation zones grouped under their stations (inventory order). From then
 * on the calculator counts a zone by the inventory's capacity, not the one an order claims; an inventory with no
 * zones sells none.
 */
export const withNavigationStations = (
  reference: PricingReferenceData,
  zones: readonly NavigationZoneUnit[],
): PricingReferenceData => {
  const stations = new Map<
    string,
    { id: string; name: string; zones: NavigationStation['zones'][number][] }
  >()
  for (const z of zones) {
    const station = stations.get(z.stationId) ?? { id: z.stationId, name: z.stationName, zones: [] }
    stations.set(z.stationId, station)
    const own = z.name.includes(': ') ? z.name.slice(z.name.indexOf(': ') + 2) : z.name
    station.zones.push({
      id: z.id,
      name: own.charAt(0).toLocaleUpperCase('ru') + own.slice(1),
      capacity: z.capacity,
      additional: station.zones.length >= MAIN_ZONES,
      exits: [...z.exits],
    })
  }
  const navigationSign = { ...reference.tariffs.navigationSign, stations: [...stations.values()] }
  return { ...reference, tariffs: { ...reference.tariffs, navigationSign } }
}

/**
 * The price list as the server builds it (adapters/database/inventory-pricing-reference.ts), from the generated
 * inventory in memory: its units in their places' lists and its navigation zones under their stations, each
 * station named by `stationLabel` (its name with its line). For the tests and features that read every list.
 */
export const withGeneratedInventory = (
  reference: PricingReferenceData,
  items: readonly InventoryItem[],
  stationLabel: (stationId: string) => string,
): PricingReferenceData =>
  withNavigationStations(
    withInventoryItems(
      reference,
      items
        .filter((u) => CATALOGUE_KINDS.includes(u.kind))
        .map((u) => ({ kind: u.kind, id: u.id, name: u.name, ots: u.ots, stationId: u.stationId })),
    ),
    items
      .filter((z) => z.kind === 'navigationZone')
      .map((z) => ({
        id: z.id,
        name: z.name,
        capacity: z.capacity,
        stationId: z.stationId ?? '',
        stationName: stationLabel(z.stationId ?? ''),
        exits: items.filter((e) => e.parentId === z.id).map((e) => e.name),
      })),
  )
