/**
 * The inventory the marketplace sells (pricing §3 "Metro", "Stop", "Ground transport"): the real Moscow facts
 * (metro, ground stops with a shelter, routes, okrugs and districts) and the generated spaces where no public
 * data exists. Plain data, shared by the server, the client and the tests.
 */

/** A metro, MCC or MCD line (pricing §3: id, name, color, number). */
export interface MetroLine {
  readonly id: string
  readonly name: string
  readonly nameEn: string
  readonly color: string
  /** Display order, 1-based. */
  readonly number: number
  readonly openYear: number | null
}

/** A station is one row per line; stations of the same name on several lines share a hub. */
export interface MetroStation {
  readonly id: string
  readonly name: string
  readonly nameEn: string
  readonly lineId: string
  readonly lineIds: readonly string[]
  readonly hubId: string
  readonly latitude: number | null
  readonly longitude: number | null
  /** Passengers a day (generated, deterministic). */
  readonly passengerFlow: number
}

export interface MetroHub {
  readonly id: string
  readonly name: string
  readonly stationIds: readonly string[]
}

export interface MetroPlatform {
  readonly id: string
  readonly metroStationId: string
  readonly name: string
}

/** An okrug (level 1) or a municipal district / settlement (level 2). */
export interface Region {
  readonly code: string
  readonly name: string
  readonly level: 1 | 2
  readonly abbrev: string
  /** The okrug of a district; null for an okrug. */
  readonly parentCode: string | null
}

export type ShelterSide = 'a' | 'b'

/** One side of a transit shelter (pricing §3 "Stop"). */
export interface TransitShelterSpace {
  readonly inventoryNumber: string
  readonly stopId: number
  readonly side: ShelterSide
  readonly format: string
  readonly advertisingPlatform: {
    readonly name: string
    readonly address: string
    readonly street: string
    readonly direction: string
    readonly latitude: number
    readonly longitude: number
    readonly platformNumber: string
    readonly region: {
      readonly code: string
      readonly name: string
      readonly parent: { readonly code: string }
    }
  }
}

export type GroundRouteKind = 'bus' | 'tram'

/** A ground route and its stops (RouteNumbers of the stops file). */
export interface GroundRoute {
  readonly id: string
  readonly kind: GroundRouteKind
  readonly inventoryNumber: string
  readonly stopIds: readonly number[]
}

/** Kinds of generated inventory (no public data exists for them). */
export const GENERATED_KINDS = [
  'metroMonitor',
  'metroSticker',
  'lightBox',
  'crystalLight',
  'navigationZone',
  'navigationExit',
  'monitorStandalone',
  'cityFormat',
  'cityFormatStandalone',
  'cityFormatGroup',
  'turnsTile',
  'mediaFacade',
  'busMonitor',
  'tramMonitor',
] as const
export type GeneratedKind = (typeof GENERATED_KINDS)[number]

/** One generated advertising space; where it hangs is given by the station, line, route or address. */
export interface InventoryItem {
  readonly id: string
  readonly kind: GeneratedKind
  readonly inventoryNumber: string
  readonly name: string
  readonly lineId: string | null
  readonly stationId: string | null
  readonly parentId: string | null
  readonly formatId: string | null
  readonly ots: number
  readonly capacity: number | null
  readonly address: string | null
}
