import type { FormInput } from './form-input'
import { mergeImported, stopKey, toggleShown } from './shelter-form'
import { filterStops, type ListedStop, type Polygon } from './stops-listing'
import type { Side } from './stops-selection.store'

/**
 * The transit-shelter map (R-SCREEN-62): one point per stop, carrying its sides; the map and the list edit the
 * same `stops` of the calculation, so what is chosen on one is chosen on the other (UI.md, rule 4).
 */
export interface MapStop {
  /** The stop: its platform's place and name (each side has its own inventory number, 'ОСТ-000007-A'). */
  readonly id: string
  readonly name: string
  readonly longitude: number
  readonly latitude: number
  readonly sides: readonly ListedStop[]
}

/** How a stop is drawn: every free side chosen, some, none, or nothing free to choose. */
export type StopMark = 'chosen' | 'part' | 'free' | 'taken'

/** The stop a side stands at: the sides of one pavilion share its platform's place and name. */
const stopOf = (side: ListedStop): string => `${side.longitude},${side.latitude} ${side.platformName}`

/** The city's sides as stops on the map, in the order the sides came. */
export const mapStops = (sides: readonly ListedStop[]): MapStop[] => {
  const stops = new Map<string, { readonly first: ListedStop; readonly sides: ListedStop[] }>()
  for (const side of sides) {
    const key = stopOf(side)
    const stop = stops.get(key)
    if (stop) stop.sides.push(side)
    else stops.set(key, { first: side, sides: [side] })
  }
  return [...stops].map(([id, { first, sides: of }]) => ({
    id,
    name: first.platformName,
    longitude: first.longitude,
    latitude: first.latitude,
    sides: of,
  }))
}

/** The sides of a stop that the side filter (R-STOP-12) lets the user choose. */
const shownSides = (stop: MapStop, side: Side): readonly ListedStop[] =>
  side === 'all' ? stop.sides : stop.sides.filter((s) => s.side === side)

export const stopMark = (stop: MapStop, selected: ReadonlySet<string>, side: Side = 'all'): StopMark => {
  const sides = shownSides(stop, side)
  const chosen = sides.filter((s) => selected.has(stopKey(s))).length
  const free = sides.filter((s) => s.isAvailableInBooking !== false).length
  if (chosen === 0) return free === 0 ? 'taken' : 'free'
  return chosen >= Math.max(free, 1) ? 'chosen' : 'part'
}

export interface StopFeature {
  readonly type: 'Feature'
  readonly id: number
  readonly geometry: { readonly type: 'Point'; readonly coordinates: readonly [number, number] }
  readonly properties: { readonly id: string; readonly mark: StopMark }
}
export interface StopFeatures {
  readonly type: 'FeatureCollection'
  readonly features: readonly StopFeature[]
}

/**
 * The stops as GeoJSON points with their mark; `only` keeps the chosen ones (drawn in the brand colour above the
 * clusters, so a chosen stop stays visible at city zoom).
 */
export const stopFeatures = (
  stops: readonly MapStop[],
  selected: ReadonlySet<string>,
  side: Side = 'all',
  only?: 'chosen',
): StopFeatures => {
  const features: StopFeature[] = []
  stops.forEach((stop, index) => {
    const mark = stopMark(stop, selected, side)
    if (only === 'chosen' && mark !== 'chosen' && mark !== 'part') return
    features.push({
      type: 'Feature',
      id: index,
      geometry: { type: 'Point', coordinates: [stop.longitude, stop.latitude] },
      properties: { id: stop.id, mark },
    })
  })
  return { type: 'FeatureCollection', features }
}

/** R-STOP-01 on the map: a click chooses every free side of the stop the side filter shows, or gives them back. */
export const toggleMapStop = (
  input: FormInput,
  field: string,
  stop: MapStop,
  side: Side = 'all',
): FormInput => toggleShown(input, field, shownSides(stop, side))

/**
 * R-STOP-11 (map polygons): the free sides inside a drawn area join the choice, each once; the side filter
 * applies; sides chosen elsewhere stay. A ring of fewer than three points is no area and changes nothing.
 */
export const chooseInArea = (
  input: FormInput,
  field: string,
  sides: readonly ListedStop[],
  ring: Polygon,
  side: Side = 'all',
): FormInput =>
  ring.length < 3 ? input : mergeImported(input, field, filterStops(sides, { side, polygons: [ring] }))

/** What the map says of a stop it was asked about ('… — выбрано 1 из 2, занята 1'), for its status line. */
export const stopSummary = (stop: MapStop, selected: ReadonlySet<string>): string => {
  const chosen = stop.sides.filter((s) => selected.has(stopKey(s))).length
  const taken = stop.sides.filter((s) => s.isAvailableInBooking === false).length
  return (
    `${stop.sides.map((s) => s.inventoryNumber).join(', ')} · ${stop.name} — выбрано ${chosen} из ${stop.sides.length}` +
    (taken > 0 ? `, ${taken === stop.sides.length ? 'заняты все' : `занято ${taken}`}` : '')
  )
}
