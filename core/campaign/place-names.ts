import { PLACES, type PlaceId } from '../places'
import type { AdvertisePlace, SpecialProjectPlace } from './advertise-place'

/** A place a person may read the name of: every place of R-ENT-01 and the special project pointersStandart. */
export type NamedPlace = AdvertisePlace | SpecialProjectPlace

/** The special projects' group as R-ENT-06 names it. */
export const SPECIAL_PROJECTS_NAME = 'Спецпроекты'

/**
 * The one catalogue of place names (issue #47 item 2): the wizard's place list, the public place pages, the
 * campaign list and cards, the calculators' titles, the media plan, invoices, statistics, references and the calc
 * CLI all read it. R-ENT-06 names ten media types and binds their places. Where the spec names no place
 * (choices, written down here): a place keeps the name its public page and its market use, plural like the
 * spec's 'Лайтбоксы' and 'Стикеры' — 'Кристалайт' (the metro's own product name), 'Сити-форматы',
 * 'Отдельностоящие сити-форматы', 'Максима (группа сити-форматов)', the two ground-transport places told apart by
 * their vehicles, 'Плитки на турникетах', 'Медиафасады'; the special projects and the places a manager prices
 * keep their page's name; rim and threeOne, which no page describes, read 'Спецпроект'. The places the product
 * prices keep their name in their own module (core/places/<place>), the others below.
 */
const OTHER_NAMES = {
  // the places a manager prices, which have no module of their own
  videoTaxi: 'Видео в такси',
  gmg: 'Наружная реклама',
  mailRussia: 'Почта России',
  busMonitorsBranding: 'Брендирование автобусов',
  metroNovosibirsk: 'Метро Новосибирска',
  cdek: 'Пункты выдачи СДЭК',
  pews: 'Скамейки',
  dixieMonitor: 'Мониторы в магазинах «Дикси»',
  advertisingStand: 'Рекламные стенды',
  outdoorNovosibirsk: 'Наружная реклама в Новосибирске',
  busBrandingNovosibirsk: 'Брендирование автобусов в Новосибирске',
  rim: 'Спецпроект',
  threeOne: 'Спецпроект',
} as const satisfies Partial<Record<NamedPlace, string>>

/** Every named place: the registry's places name themselves (core/places/<place>), the others are named above. */
export const PLACE_NAMES: Readonly<Record<NamedPlace, string>> = {
  ...(Object.fromEntries(PLACES.map((p) => [p.id, p.name])) as Record<PlaceId, string>),
  ...OTHER_NAMES,
}

export const isNamedPlace = (place: string): place is NamedPlace => Object.hasOwn(PLACE_NAMES, place)

/** A place as a person reads it; an id no catalogue knows is shown as it came, never as nothing. */
export const placeName = (place: string): string => (isNamedPlace(place) ? PLACE_NAMES[place] : place)
