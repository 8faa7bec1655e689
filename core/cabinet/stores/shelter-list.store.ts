import { Schema } from 'effect'
import { firstValueFrom } from 'rxjs'
import { ShelterPageWire } from '../../inventory/inventory.contract'
import type { GraphQLClient } from '../../ports/graphql.port'
import { tariffRegionOfOkrug } from '../../pricing/selection/address-program'
import { STOPS_PAGE_SIZE, type ListedStop } from '../../pricing/selection/stops-listing'
import type { Side } from '../../pricing/selection/stops-selection.store'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'

/** What the shelter list shows: a period's free and taken sides, one page of 20 at a time (R-STOP-11, R-STOP-14). */
export interface ShelterQuery {
  readonly startDate: string
  readonly endDate: string
  readonly side: Side
  /** An okrug's code, or null for the whole city. */
  readonly okrug: string | null
  readonly search: string
  readonly page: number
}

export interface OkrugChoice {
  readonly code: string
  readonly name: string
  /** Sides free in the period (R-STOP-18). */
  readonly available: number
}

export interface ShelterListState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly query: ShelterQuery | undefined
  readonly totalCount: number
  readonly stops: readonly ListedStop[]
  readonly okrugs: readonly OkrugChoice[]
  readonly error: string | undefined
}

export const SHELTERS_NOT_LOADED = 'Не удалось загрузить остановки. Проверьте соединение и повторите.'

const PAGE_QUERY = `query($period: PeriodInput!, $side: String, $regions: [String!], $search: String, $limit: Int, $offset: Int) {
  getTransitShelterSpacesByPeriod(period: $period, side: $side, regions: $regions, search: $search, limit: $limit, offset: $offset) {
    totalCount
    nodes { inventoryNumber side format basePrice isAvailableInBooking advertisingPlatform {
      name address street direction latitude longitude platformNumber region { code name parent { code } } } }
  }
}`
const AVAILABILITY_QUERY = `query($period: PeriodInput!) {
  getTransitShelterRegionAvailability(period: $period) { districts { code name available } }
  regions(level: 1, limit: 200) { code abbrev }
}`

const pageDecoder = decoderOf(Schema.Struct({ getTransitShelterSpacesByPeriod: ShelterPageWire }), {
  allowUnknown: true,
})
const availabilityDecoder = decoderOf(
  Schema.Struct({
    getTransitShelterRegionAvailability: Schema.Struct({
      districts: Schema.Array(
        Schema.Struct({ code: Schema.String, name: Schema.String, available: Schema.Number }),
      ),
    }),
    regions: Schema.Array(Schema.Struct({ code: Schema.String, abbrev: Schema.String })),
  }),
  { allowUnknown: true },
)

type Space = (typeof ShelterPageWire.Type)['nodes'][number]

/**
 * One side as the list and the calculation know it: the platform's name and address, the side, and the tariff
 * region of its okrug (by the okrug's abbreviation, 'ЦАО') — the region the price list is keyed by, as the server
 * resolves it (resolveStops).
 */
export const listedStop = (space: Space, okrugAbbrevs: ReadonlyMap<string, string>): ListedStop => ({
  inventoryNumber: space.inventoryNumber,
  side: space.side,
  region: tariffRegionOfOkrug(
    okrugAbbrevs.get(space.advertisingPlatform.region.parent.code) ??
      space.advertisingPlatform.region.parent.code,
  ),
  districtName: space.advertisingPlatform.region.name,
  isAvailableInBooking: space.isAvailableInBooking,
  platformName: `${space.advertisingPlatform.name}, ${space.advertisingPlatform.address}`,
  latitude: space.advertisingPlatform.latitude,
  longitude: space.advertisingPlatform.longitude,
})

/**
 * The transit-shelter list of the wizard's calculator (R-SCREEN-61): the server filters and pages the city's
 * 16,828 sides (R-STOP-11); the okrugs with their free sides come once per period. The latest request wins: an
 * answer to a query the user has since changed is dropped. A failure keeps the rows shown and says so.
 */
export class ShelterListStore extends StateStore<ShelterListState> {
  private latest = 0
  private okrugsPeriod: string | undefined
  /** Okrug code -> abbreviation ('ЦАО'), read with the first period's okrugs. */
  private readonly abbrevs = new Map<string, string>()

  constructor(private readonly graphql: GraphQLClient) {
    super({ status: 'idle', query: undefined, totalCount: 0, stops: [], okrugs: [], error: undefined })
  }

  async load(query: ShelterQuery): Promise<void> {
    const ticket = ++this.latest
    this.set({ ...this.getSnapshot(), status: 'loading', query, error: undefined })
    const period = { startDate: query.startDate, endDate: query.endDate }
    const periodKey = `${query.startDate}|${query.endDate}`
    try {
      const [page, okrugs] = await Promise.all([
        firstValueFrom(
          this.graphql.query(
            PAGE_QUERY,
            {
              period,
              side: query.side,
              ...(query.okrug ? { regions: [query.okrug] } : {}),
              ...(query.search.trim() ? { search: query.search.trim().slice(0, 100) } : {}),
              limit: STOPS_PAGE_SIZE,
              offset: (Math.max(1, query.page) - 1) * STOPS_PAGE_SIZE,
            },
            pageDecoder,
          ),
        ),
        this.okrugsPeriod === periodKey
          ? Promise.resolve(undefined)
          : firstValueFrom(this.graphql.query(AVAILABILITY_QUERY, { period }, availabilityDecoder)),
      ])
      for (const r of okrugs?.regions ?? []) this.abbrevs.set(r.code, r.abbrev)
      if (ticket !== this.latest) return
      if (okrugs) this.okrugsPeriod = periodKey
      this.set({
        status: 'ready',
        query,
        totalCount: page.getTransitShelterSpacesByPeriod.totalCount,
        stops: page.getTransitShelterSpacesByPeriod.nodes.map((space) => listedStop(space, this.abbrevs)),
        okrugs: okrugs
          ? okrugs.getTransitShelterRegionAvailability.districts.map((d) => ({
              code: d.code,
              name: d.name,
              available: d.available,
            }))
          : this.getSnapshot().okrugs,
        error: undefined,
      })
    } catch {
      if (ticket !== this.latest) return
      this.set({ ...this.getSnapshot(), status: 'error', error: SHELTERS_NOT_LOADED })
    }
  }
}
