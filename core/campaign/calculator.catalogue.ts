import type { AdvertisePlace } from './advertise-place'

/** A price calculator the product offers, with the places it prices (R-ENT-02). */
export interface CalculatorEntry {
  readonly id: string
  readonly name: string
  readonly places: readonly AdvertisePlace[]
}

/**
 * The calculators, in the order pricing §1 lists them. Maxima is the calculator of a group of city-format
 * blocks, so it prices cityFormatGroup, as the city-format calculator does for its group screens.
 */
export const CALCULATORS: readonly CalculatorEntry[] = [
  { id: 'metroMonitors', name: 'Мониторы в метро', places: ['metroMonitors'] },
  { id: 'metroStickers', name: 'Стикеры в метро', places: ['metroStickers'] },
  { id: 'lightBoxes', name: 'Лайтбоксы', places: ['lightBoxes'] },
  { id: 'cristalLight', name: 'Кристалл-лайт', places: ['cristalLight'] },
  { id: 'transitShelter', name: 'Остановки', places: ['transitShelter'] },
  { id: 'navigationSign', name: 'Навигация в зонах станций метро', places: ['navigationSign'] },
  { id: 'monitorsStandalone', name: 'Стационарные мониторы', places: ['monitorsStandalone'] },
  { id: 'monitorsTram', name: 'Мониторы в трамваях', places: ['monitorsTram'] },
  { id: 'busMonitors', name: 'Мониторы в маршрутных такси', places: ['busMonitors'] },
  {
    id: 'groundTransportation',
    name: 'Наземный транспорт',
    places: ['groundTransportation', 'groundTransportationTram'],
  },
  {
    id: 'cityFormat',
    name: 'Сити-форматы',
    places: ['cityFormat', 'cityFormatStandalone', 'cityFormatGroup'],
  },
  { id: 'maxima', name: 'Максима', places: ['cityFormatGroup'] },
  { id: 'turnsTiles', name: 'Турникеты', places: ['turnsTiles'] },
  { id: 'mediaFacade', name: 'Медиафасады', places: ['mediaFacade'] },
]

export const hasCalculator = (place: string): boolean =>
  CALCULATORS.some((c) => c.places.some((p) => p === place))

/** A place as a campaign's list names it: its calculator's name, or 'Спецпроект' for the places a manager prices. */
export const placeName = (place: AdvertisePlace): string =>
  CALCULATORS.find((c) => c.places.includes(place))?.name ?? 'Спецпроект'
