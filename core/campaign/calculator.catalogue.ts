import type { AdvertisePlace } from './advertise-place'
import { placeName } from './place-names'

/** A price calculator the product offers, with the places it prices (R-ENT-02). */
export interface CalculatorEntry {
  readonly id: string
  readonly name: string
  readonly places: readonly AdvertisePlace[]
}

/** A calculator of one place is named as its place (core/campaign/place-names.ts). */
const single = (place: AdvertisePlace): CalculatorEntry => ({
  id: place,
  name: placeName(place),
  places: [place],
})

/**
 * The calculators, in the order pricing §1 lists them. Maxima is the calculator of a group of city-format
 * blocks, so it prices cityFormatGroup, as the city-format calculator does for its group screens.
 */
export const CALCULATORS: readonly CalculatorEntry[] = [
  ...(['metroMonitors', 'metroStickers', 'lightBoxes', 'cristalLight', 'transitShelter'] as const).map(
    single,
  ),
  ...(['navigationSign', 'monitorsStandalone', 'monitorsTram', 'busMonitors'] as const).map(single),
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
  ...(['turnsTiles', 'mediaFacade'] as const).map(single),
]

export const hasCalculator = (place: string): boolean =>
  CALCULATORS.some((c) => c.places.some((p) => p === place))

/**
 * A place as every screen, document and notification names it (issue #47 item 2): the one catalogue is
 * core/campaign/place-names.ts, where R-ENT-06's names and our choices for the others are written down.
 */
export { placeName }
