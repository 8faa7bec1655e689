import type { FormInput } from '../pricing/selection/form-input'
import type { MapStop } from '../pricing/selection/shelter-map'
import { mergeImported, shelterRow, stopKey } from '../pricing/selection/shelter-form'
import type { ListedStop } from '../pricing/selection/stops-listing'
import type { Side } from '../pricing/selection/stops-selection.store'
import type { FaceFacts } from './face-card'
import {
  facesInAreas,
  facesInPolygon,
  facesWithinRadius,
  type AreaChoice,
  type LonLat,
  type PlacedFace,
} from './place-selection'
import type { SearchableStop } from './stop-search'

/**
 * Selection by place on the transit-shelter picker (issue #50 item 3): the calculation's chosen sides (its
 * `stops`) take the free sides within a radius of a stop found by search, inside a drawn polygon, or of a
 * district or okrug, by the core's own rules (place-selection.ts). Every rule keeps the side filter (R-STOP-12)
 * and leaves taken sides out (R-STOP-01); sides chosen before stay chosen.
 */

/** A side where it stands, with its district (the stop's own) and its okrug's code. */
interface PlacedSide extends PlacedFace {
  readonly side: ListedStop
}

const placed = (
  sides: readonly ListedStop[],
  side: Side,
  okrugOf?: ReadonlyMap<string, string>,
): PlacedSide[] =>
  sides
    .filter((s) => side === 'all' || s.side === side)
    .map((s) => ({
      id: stopKey(s),
      longitude: s.longitude,
      latitude: s.latitude,
      ...(s.districtName !== undefined && { district: s.districtName }),
      ...(okrugOf?.has(s.inventoryNumber) && { okrug: okrugOf.get(s.inventoryNumber) }),
      side: s,
    }))

/** The sides (under the side filter, free or taken) within `radiusMetres` of `centre`: the edge counts. */
export const sidesNear = (
  sides: readonly ListedStop[],
  centre: LonLat,
  radiusMetres: number,
  side: Side = 'all',
): ListedStop[] => facesWithinRadius(placed(sides, side), centre, radiusMetres).map((f) => f.side)

/** The free sides within the radius join the choice, each once (a radius around a found stop). */
export const chooseNear = (
  input: FormInput,
  field: string,
  sides: readonly ListedStop[],
  centre: LonLat,
  radiusMetres: number,
  side: Side = 'all',
): FormInput => mergeImported(input, field, sidesNear(sides, centre, radiusMetres, side))

/** The free sides inside a drawn polygon (its edges included) join the choice; fewer than 3 corners: none. */
export const chooseInPolygon = (
  input: FormInput,
  field: string,
  sides: readonly ListedStop[],
  ring: readonly LonLat[],
  side: Side = 'all',
): FormInput =>
  ring.length < 3
    ? input
    : mergeImported(
        input,
        field,
        facesInPolygon(placed(sides, side), [ring]).map((f) => f.side),
      )

/**
 * The free sides of the chosen districts (by the stop's own district name) or okrugs (by code, `okrugOf` telling
 * each side's) join the choice.
 */
export const chooseInAreas = (
  input: FormInput,
  field: string,
  sides: readonly ListedStop[],
  choice: AreaChoice,
  okrugOf: ReadonlyMap<string, string>,
  side: Side = 'all',
): FormInput =>
  mergeImported(
    input,
    field,
    facesInAreas(placed(sides, side, okrugOf), choice).map((f) => f.side),
  )

/** A stop as the search finds it and the map centres on it. */
export interface PlaceStop extends SearchableStop {
  readonly longitude: number
  readonly latitude: number
}

/**
 * The map's stops as the search reads them: the stop's own name and address from the server's facts (of its
 * first side); a stop without facts is searched by the name the map gives it.
 */
export const placeStops = (stops: readonly MapStop[], facts: ReadonlyMap<string, FaceFacts>): PlaceStop[] =>
  stops.map((stop) => {
    const first = stop.sides[0]
    const fact = first ? facts.get(first.inventoryNumber) : undefined
    return {
      id: stop.id,
      name: fact?.name ?? stop.name,
      address: fact?.address ?? '',
      longitude: stop.longitude,
      latitude: stop.latitude,
    }
  })

/**
 * A row of the shelter list (issue #50 items 2 and 4): the number, the side and the address whole, then the
 * district, the price of a month for the period, and taken in words when it is.
 */
export const priceRow = (
  stop: ListedStop,
  perMonth: string | undefined,
): { readonly id: string; readonly name: string; readonly note: string } => {
  const row = shelterRow(stop)
  return perMonth === undefined ? row : { ...row, note: `${perMonth} · ${row.note}` }
}
