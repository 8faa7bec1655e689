import type { SelectedStop } from './stops-selection.store'

/** R-STOP-14: the list counts 20 stops a page; a basket region page holds 10. R-STOP-17: 1000 spaces a request. */
export const STOPS_PAGE_SIZE = 20
export const BASKET_PAGE_SIZE = 10
export const SPACES_PAGE_SIZE = 1000

export interface ListedStop extends SelectedStop {
  readonly platformName: string
  readonly latitude: number
  readonly longitude: number
}

export type Polygon = readonly (readonly [number, number])[]

/** Ray casting on [longitude, latitude] points. */
const inside = (lon: number, lat: number, polygon: Polygon): boolean => {
  let hit = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] ?? [0, 0]
    const [xj, yj] = polygon[j] ?? [0, 0]
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) hit = !hit
  }
  return hit
}

export interface StopsFilter {
  readonly side: 'all' | 'a' | 'b'
  readonly regions?: readonly string[]
  readonly polygons?: readonly Polygon[]
  readonly search?: string
}

/**
 * R-STOP-11: the list filters by side, regions and map polygons; the text search matches the inventory number
 * or the platform name (case-insensitive, a part of either). The period filter is the server's availability.
 */
export const filterStops = <S extends ListedStop>(stops: readonly S[], f: StopsFilter): S[] => {
  const q = (f.search ?? '').trim().toLowerCase()
  return stops.filter(
    (s) =>
      (f.side === 'all' || s.side === f.side) &&
      (!f.regions || f.regions.length === 0 || f.regions.includes(s.region)) &&
      (!f.polygons ||
        f.polygons.length === 0 ||
        f.polygons.some((p) => inside(s.longitude, s.latitude, p))) &&
      (q === '' || s.inventoryNumber.toLowerCase().includes(q) || s.platformName.toLowerCase().includes(q)),
  )
}

/** R-STOP-17: offsets of the requests that fetch `total` shelter spaces. */
export const spacePages = (total: number): { limit: number; offset: number }[] =>
  Array.from({ length: Math.ceil(total / SPACES_PAGE_SIZE) }, (_, i) => ({
    limit: SPACES_PAGE_SIZE,
    offset: i * SPACES_PAGE_SIZE,
  }))

/** R-STOP-14: pages of the list for a total count. */
export const listPages = (totalCount: number): number => Math.max(1, Math.ceil(totalCount / STOPS_PAGE_SIZE))

/**
 * R-STOP-16 (chosen decomposition): all districts = the availability counts plus one stops request per each of
 * Moscow's 12 okrugs (13); a single district = its availability plus its stops (2).
 */
export const districtRequests = (okrugs: readonly string[], district: string | null): string[] =>
  district === null
    ? ['availability', ...okrugs.map((o) => `stops:${o}`)]
    : ['availability', `stops:${district}`]

/** R-STOP-18: availability per district or municipality for a period. */
export interface RegionAvailability {
  readonly code: string
  readonly name: string
  readonly available: number
  readonly parent: string | null
}

/** R-STOP-20: an address-program download. */
export interface AddressProgram {
  readonly href: string
  readonly type: string
}

const isStopList = (
  selected: Readonly<Record<string, SelectedStop>> | readonly SelectedStop[],
): selected is readonly SelectedStop[] => Array.isArray(selected)

const byNumberThenSide = (a: SelectedStop, b: SelectedStop): number =>
  a.inventoryNumber < b.inventoryNumber
    ? -1
    : a.inventoryNumber > b.inventoryNumber
      ? 1
      : a.side < b.side
        ? -1
        : a.side > b.side
          ? 1
          : 0

export interface BasketDistrict {
  readonly district: string
  readonly districtName: string
  readonly stops: readonly SelectedStop[]
  readonly stopsCount: number
  readonly page: number
  readonly pages: number
}

/**
 * R-STOP-15: the basket groups selected stops per district, with its page of 10 stops (R-STOP-14) and the count;
 * `open` lists the districts whose region toggle is open (closed ones show no stops).
 */
export const basketByDistrict = (
  /** The chosen stops, keyed, or as a list of distinct sides (a calculation's `stops`). */
  selected: Readonly<Record<string, SelectedStop>> | readonly SelectedStop[],
  pages: Readonly<Record<string, number>> = {},
  open: readonly string[] | 'all' = 'all',
): BasketDistrict[] => {
  const groups = new Map<string, SelectedStop[]>()
  for (const stop of isStopList(selected) ? selected : Object.values(selected)) {
    const list = groups.get(stop.region)
    if (list) list.push(stop)
    else groups.set(stop.region, [stop])
  }
  return [...groups]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([district, stops]) => {
      const total = Math.max(1, Math.ceil(stops.length / BASKET_PAGE_SIZE))
      const page = Math.min(total, Math.max(1, pages[district] ?? 1))
      const visible = open === 'all' || open.includes(district)
      // Only an open district's stops are sorted (by code point: numbers, then the side), so a whole-city
      // basket with its districts closed costs a count, not a sort of 16,000 sides under the locale's rules.
      const sorted = visible ? [...stops].sort(byNumberThenSide) : []
      return {
        district,
        districtName: stops[0]?.districtName ?? district,
        stops: sorted.slice((page - 1) * BASKET_PAGE_SIZE, page * BASKET_PAGE_SIZE),
        stopsCount: stops.length,
        page,
        pages: total,
      }
    })
}

/**
 * Whether a basket district reads the same as before: its count, page and shown sides. A press on one side of a
 * whole-city choice changes one district of a hundred; the others need no drawing again.
 */
export const sameBasketDistrict = (a: BasketDistrict, b: BasketDistrict): boolean =>
  a.district === b.district &&
  a.districtName === b.districtName &&
  a.stopsCount === b.stopsCount &&
  a.page === b.page &&
  a.pages === b.pages &&
  a.stops.length === b.stops.length &&
  a.stops.every((s, i) => s.inventoryNumber === b.stops[i]?.inventoryNumber && s.side === b.stops[i]?.side)
