import { AIRING_PLACES, itemChoices, MONTHLY_PLACES } from '../selection/items-calculator'
import type { PricingReferenceData } from './pricing-reference.schema'

/** One list a calculator offers to choose from, with the names a person reads in it. */
export interface UnitList {
  readonly place: string
  /** What the list holds: 'Рекламные места', 'Зоны: Авиамоторная (Калининская)', 'Маршруты'… */
  readonly list: string
  readonly entries: readonly { readonly id: string; readonly name: string }[]
  /** Every entry is a unit that hangs somewhere: its name tells its station or its address. */
  readonly located: boolean
}

/**
 * Every list of units, stations, zones, groups, packages, routes and formats the price list offers, as the
 * calculators show them (issue #47 item 2: every face, box, screen and side named with its station or address,
 * and a name unique in its list). The transit-shelter sides are the server's list, checked where it is read.
 */
export const unitLists = (reference: PricingReferenceData): readonly UnitList[] => {
  const t = reference.tariffs
  const navigation = t.navigationSign.stations ?? []
  return [
    ...[...MONTHLY_PLACES, ...AIRING_PLACES].map((place) => ({
      place,
      list: 'Рекламные места',
      entries: itemChoices(reference, place),
      located: true,
    })),
    { place: 'navigationSign', list: 'Станции', entries: navigation, located: false },
    ...navigation.map((s) => ({
      place: 'navigationSign',
      list: `Зоны: ${s.name}`,
      entries: s.zones,
      located: false,
    })),
    { place: 'cityFormatGroup', list: 'Группы экранов', entries: t.cityFormatGroup.groups, located: false },
    { place: 'busMonitors', list: 'Пакеты', entries: t.busMonitors.packages, located: false },
    { place: 'metroStickers', list: 'Форматы', entries: t.metroStickers.formats, located: false },
    ...(['groundTransportation', 'groundTransportationTram'] as const).map((place) => ({
      place,
      list: 'Маршруты',
      entries: t[place].routes.map((r) => ({ id: r.id, name: r.inventoryNumber })),
      located: false,
    })),
  ]
}

/** The names a list holds more than once, each once: what a person could not tell apart. */
export const repeatedNames = (list: UnitList): readonly string[] => {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const e of list.entries) (seen.has(e.name) ? repeated : seen).add(e.name)
  return [...repeated]
}

/**
 * Whether a unit's name says where it is: 'Авиамоторная (Калининская): лайтбокс 3' (a station with its line) or
 * 'Медиафасад: Варшавское шоссе, 1' (an address with a house number).
 */
export const namesItsPlace = (name: string): boolean =>
  /^[^:]+ \([^)]+\): \S/.test(name) || /^[^:]+: .+, \d/.test(name)
