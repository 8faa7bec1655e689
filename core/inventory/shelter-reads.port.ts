import type { Page } from './inventory.contract'
import type { TransitShelterSpace } from './inventory.entities'
import type { DistrictLoad, Ring, ShelterSideFilter } from './shelter-query'

/** A shelter side as the wire carries it: availability is per period (free of campaign holds in it). */
export type ShelterNode = TransitShelterSpace & {
  /** The monthly tariff the calculator charges for the side (roubles). */
  readonly basePrice: number
  readonly isAvailableInBooking: boolean
  /** R-STOP-07: the side cannot be booked in the period asked (another campaign holds it); it is never priced. */
  readonly bookingError: boolean
  readonly files: readonly string[]
  readonly oldInventoryNumber: string
}

/** R-STOP-11: which sides a list asks for. */
export interface ShelterQuery {
  readonly side: ShelterSideFilter
  readonly regions: readonly string[]
  readonly search: string
  readonly polygons: readonly Ring[]
  /** The period availability is judged for; without one every side reads as available. */
  readonly period?: { readonly startDate: string; readonly endDate: string }
}

/**
 * Reads of the transit-shelter sides the GraphQL resolvers answer from (issue #49 item 3); the database adapter
 * (adapters/database/shelter.repository.ts) is it.
 */
export interface ShelterReads {
  /** R-STOP-11: side, regions, text and polygons, in inventory-number order; the count alone when !withNodes. */
  shelters(
    q: ShelterQuery,
    page: Page,
    withNodes?: boolean,
  ): Promise<{ totalCount: number; nodes: ShelterNode[] }>
  /** Shelter sides by current or old inventory number. */
  sheltersByNumbers(numbers: readonly string[]): Promise<ShelterNode[]>
  /** Sides per district, and how many of them campaigns hold in the period (R-STOP-13). */
  districtLoads(period: ShelterQuery['period']): Promise<DistrictLoad[]>
  /** A value that changes whenever the holds change: an answer built from them is kept while it is the same. */
  holdsGeneration(): Promise<string>
  /** What the whole-city answer depends on besides the holds: the shelter tariffs in force. */
  tariffsGeneration(): Promise<string>
}
export const ShelterReads = Symbol.for('tablo.ShelterReads')
