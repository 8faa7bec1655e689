import { Schema } from 'effect'
import { firstValueFrom } from 'rxjs'
import type { GraphQLClient } from '../../ports/graphql.port'
import type { HttpClient } from '../../ports/http.port'
import { faceFactsOf, type FaceFacts } from '../../map/face-card'
import { metroStations, type Features, type StationFeature } from '../../map/moscow-map'
import { mapStops, type MapStop } from '../../pricing/selection/shelter-map'
import { spacePages, SPACES_PAGE_SIZE, type ListedStop } from '../../pricing/selection/stops-listing'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import { listedStop, PAGE_QUERY, pageDecoder } from './shelter-list.store'

/** The okrugs' boundaries the map draws under the stops (GET /api/v1/public/districts?level=1, GeoJSON). */
export interface OkrugOutlines {
  readonly type: 'FeatureCollection'
  readonly features: readonly {
    readonly type: 'Feature'
    readonly properties: { readonly code: string; readonly name: string }
    readonly geometry: unknown
  }[]
}

export interface ShelterMapState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  /** The period the sides are free or taken in ('2027-01-01|2027-01-31'). */
  readonly period: string | undefined
  readonly sides: readonly ListedStop[]
  readonly stops: readonly MapStop[]
  readonly outlines: OkrugOutlines | undefined
  /** The districts (level 2) with their names, and the metro's stations in their lines' colours (issue #50). */
  readonly districts: OkrugOutlines | undefined
  readonly metro: Features<StationFeature> | undefined
  /** Each side's okrug code (by inventory number), for the okrug filter the map keeps (issue #50). */
  readonly okrugOf: ReadonlyMap<string, string>
  /** What each face's card tells besides the list (address, direction, format), by inventory number. */
  readonly facts: ReadonlyMap<string, FaceFacts>
  readonly error: string | undefined
}

/** What the map draws beneath the stops, read once: okrugs, districts and the metro. */
interface Geography {
  readonly outlines: OkrugOutlines
  readonly districts: OkrugOutlines
  readonly metro: Features<StationFeature>
}

export const MAP_NOT_LOADED = 'Не удалось загрузить карту остановок. Проверьте соединение и повторите.'

const REGIONS_QUERY = `query { regions(level: 1, limit: 200) { code abbrev } }`
const regionsDecoder = decoderOf(
  Schema.Struct({ regions: Schema.Array(Schema.Struct({ code: Schema.String, abbrev: Schema.String })) }),
  { allowUnknown: true },
)
const METRO_QUERY = `query {
  metroLines(limit: 500) { id name color }
  metroStations(limit: 500) { name lineId latitude longitude }
}`
const metroDecoder = decoderOf(
  Schema.Struct({
    metroLines: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String, color: Schema.String })),
    metroStations: Schema.Array(
      Schema.Struct({
        name: Schema.String,
        lineId: Schema.String,
        latitude: Schema.NullOr(Schema.Number),
        longitude: Schema.NullOr(Schema.Number),
      }),
    ),
  }),
  { allowUnknown: true },
)
const outlinesDecoder = decoderOf(
  Schema.Struct({
    type: Schema.Literal('FeatureCollection'),
    features: Schema.Array(
      Schema.Struct({
        type: Schema.Literal('Feature'),
        properties: Schema.Struct({ code: Schema.String, name: Schema.String }),
        geometry: Schema.Unknown,
      }),
    ),
  }),
  { allowUnknown: true },
)

/**
 * The whole city's shelter sides for the map view (R-SCREEN-62): the period's sides in requests of 1,000
 * (R-STOP-17), the first one telling how many follow and the rest together, with the okrugs to draw beneath.
 * A period is read once; the latest period asked for wins, and a failure says so and keeps what was shown.
 */
export class ShelterMapStore extends StateStore<ShelterMapState> {
  private latest = 0
  private geography: Promise<Geography> | undefined

  constructor(
    private readonly graphql: GraphQLClient,
    private readonly http: HttpClient,
  ) {
    super({
      status: 'idle',
      period: undefined,
      sides: [],
      stops: [],
      outlines: undefined,
      districts: undefined,
      metro: undefined,
      okrugOf: new Map(),
      facts: new Map(),
      error: undefined,
    })
  }

  async load(period: { readonly startDate: string; readonly endDate: string }): Promise<void> {
    const key = `${period.startDate}|${period.endDate}`
    const now = this.getSnapshot()
    if (now.period === key && now.status !== 'error') return
    const ticket = ++this.latest
    this.set({ ...now, status: 'loading', period: key, error: undefined })
    const page = (offset: number) =>
      firstValueFrom(
        this.graphql.query(PAGE_QUERY, { period, side: 'all', limit: SPACES_PAGE_SIZE, offset }, pageDecoder),
      )
    try {
      this.geography ??= this.readGeography()
      const [first, regions, geography] = await Promise.all([
        page(0),
        firstValueFrom(this.graphql.query(REGIONS_QUERY, {}, regionsDecoder)),
        this.geography,
      ])
      const rest = await Promise.all(
        spacePages(first.getTransitShelterSpacesByPeriod.totalCount)
          .slice(1)
          .map((p) => page(p.offset)),
      )
      if (ticket !== this.latest) return
      const abbrevs = new Map(regions.regions.map((r) => [r.code, r.abbrev]))
      const nodes = [first, ...rest].flatMap((p) => p.getTransitShelterSpacesByPeriod.nodes)
      const sides = nodes.map((space) => listedStop(space, abbrevs))
      const okrugOf = new Map(
        nodes.map((space) => [space.inventoryNumber, space.advertisingPlatform.region.parent.code]),
      )
      const facts = faceFactsOf(nodes)
      this.set({
        status: 'ready',
        period: key,
        sides,
        stops: mapStops(sides),
        ...geography,
        okrugOf,
        facts,
        error: undefined,
      })
    } catch {
      this.geography = undefined
      if (ticket !== this.latest) return
      this.set({ ...this.getSnapshot(), status: 'error', error: MAP_NOT_LOADED })
    }
  }

  private async readGeography(): Promise<Geography> {
    const areas = (level: number) =>
      firstValueFrom(
        this.http.json(
          { method: 'GET', path: '/api/v1/public/districts', query: { level }, authenticated: false },
          outlinesDecoder,
        ),
      )
    const [outlines, districts, metro] = await Promise.all([
      areas(1),
      areas(2),
      firstValueFrom(this.graphql.query(METRO_QUERY, {}, metroDecoder)),
    ])
    return { outlines, districts, metro: metroStations(metro.metroLines, metro.metroStations) }
  }
}
