import { PLACES } from '../places'
import type { PlaceModule } from '../places/place-module'
import { isAdvertisePlace, type AdvertisePlace } from './advertise-place'
import { placeName } from './place-names'

/** A price calculator the product offers, with the places it prices (R-ENT-02). */
export interface CalculatorEntry {
  readonly id: string
  readonly name: string
  readonly places: readonly AdvertisePlace[]
}

/**
 * The calculators, in the order pricing §1 lists them, read from the place registry (core/places): each place is
 * priced in the entries its module names (its own, named as the place, when it names none); a group's places are
 * listed in registry order. Maxima is the calculator of a group of city-format blocks, so it prices
 * cityFormatGroup, as the city-format calculator does for its group screens.
 */
export const CALCULATORS: readonly CalculatorEntry[] = (() => {
  const entries = new Map<string, { name: string; places: AdvertisePlace[] }>()
  for (const place of PLACES as readonly PlaceModule[]) {
    if (!isAdvertisePlace(place.id)) continue
    for (const { id, name } of place.catalogue ?? [{ id: place.id, name: place.name }]) {
      const entry = entries.get(id) ?? { name, places: [] }
      entries.set(id, { ...entry, places: [...entry.places, place.id] })
    }
  }
  return [...entries].map(([id, { name, places }]) => ({ id, name, places }))
})()

export const hasCalculator = (place: string): boolean =>
  CALCULATORS.some((c) => c.places.some((p) => p === place))

/**
 * A place as every screen, document and notification names it (issue #47 item 2): the one catalogue is
 * core/campaign/place-names.ts, where R-ENT-06's names and our choices for the others are written down.
 */
export { placeName }
