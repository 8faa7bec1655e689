import { needsToken } from '../shared/public-api'
import {
  DEFAULT_REST_LIMIT,
  GRAPHQL_LIMITS,
  MAX_REST_LIMIT,
  REST_LIST_LIMITS,
} from '../format/list-limits.constants'
import type { InventoryDocument } from './content.catalogue'

/**
 * The inventory's calls and their page rules, one table the server routes from and the scenarios read.
 * R-CONST-07 and RULES.md decision 2: a list's first page has its own limit (the common 100 otherwise) and a
 * requested limit is capped at the largest limit the spec names for that list ("some 500 or 1000": 1000 for
 * the lists the spec does not name).
 */
export interface ListRule {
  /** The first page's limit. */
  readonly limit: number
  /** The largest page served. */
  readonly cap: number
}

const common: ListRule = { limit: DEFAULT_REST_LIMIT, cap: MAX_REST_LIMIT }

/** R-API-27: the reference GETs of cabinet §7, plus the public reads R-ROLE-01 names (districts, turns tiles). */
export const REFERENCE_CALLS = {
  '/api/v1/data-packages': common,
  // cabinet §7: the cabinet asks with isActive and limit 100, the only limit named for it.
  '/api/v1/public/data-formats': { limit: 100, cap: 100 },
  '/api/v1/data-package-sizes': common,
  '/api/v1/data-places': common,
  '/api/v1/public/data-places': common,
  // The regions list is capped like its GraphQL twin (R-CONST-08: regions 200).
  '/api/v1/regions': { limit: DEFAULT_REST_LIMIT, cap: GRAPHQL_LIMITS.regions },
  '/api/v1/cities': { limit: REST_LIST_LIMITS.cities, cap: REST_LIST_LIMITS.cities },
  '/api/v1/routes': { limit: REST_LIST_LIMITS.routes, cap: REST_LIST_LIMITS.routes },
  '/api/v1/clients/monitors-standalone': common,
  '/api/v1/base-plans': common,
  '/api/v1/commercial-campaign-states': common,
  '/api/v1/public/metro-lines': { limit: REST_LIST_LIMITS.metroLines, cap: REST_LIST_LIMITS.metroLines },
  '/api/v1/metro-lines': { limit: REST_LIST_LIMITS.metroLines, cap: REST_LIST_LIMITS.metroLines },
  '/api/v1/public/metro-stations': { limit: REST_LIST_LIMITS.stations, cap: REST_LIST_LIMITS.stations },
  '/api/v1/metro-stations': { limit: REST_LIST_LIMITS.stations, cap: REST_LIST_LIMITS.stations },
  '/api/v1/typography': common,
  '/api/v1/legal-entity-basis': common,
  '/api/v1/public/form-of-business': common,
  '/api/v1/data-video-packages': common,
  '/api/v1/public/landing-docs': common,
  '/api/v1/public/offer': common,
  '/api/v1/news': common,
  // The landing's news for a visitor (R-SCREEN-72; the spec names no public path: ours, in the public family).
  '/api/v1/public/news': common,
  '/api/v1/question-answer': common,
  '/api/v1/public/turns-tiles': common,
} as const satisfies Record<string, ListRule>
export type ReferenceCall = keyof typeof REFERENCE_CALLS

/** R-ROLE-01: the /api/v1/public/ family needs no token; every other inventory call needs one. */
export const callNeedsToken = (path: string): boolean => needsToken(path)

/**
 * R-CONST-08: GraphQL page rules. Shelter lists serve up to 24000 (the whole city in one answer), the
 * paged list asks 1000 at a time (R-STOP-17); metro lines 500, or 100 for a visitor (the public variant).
 */
export const GRAPHQL_LISTS = {
  transitShelterSpaces: {
    limit: GRAPHQL_LIMITS.transitShelterSpaces,
    cap: GRAPHQL_LIMITS.transitShelterSpaces,
  },
  getTransitShelterSpacesByPeriod: { limit: 1000, cap: GRAPHQL_LIMITS.transitShelterSpaces },
  regions: { limit: GRAPHQL_LIMITS.regions, cap: GRAPHQL_LIMITS.regions },
  metroLines: { limit: GRAPHQL_LIMITS.metroLines, cap: GRAPHQL_LIMITS.metroLines },
  metroLinesPublic: { limit: GRAPHQL_LIMITS.metroLinesPublic, cap: GRAPHQL_LIMITS.metroLinesPublic },
  metroStations: { limit: GRAPHQL_LIMITS.stationsLarge, cap: GRAPHQL_LIMITS.stationsLarge },
  metroPlatforms: { limit: 500, cap: 500 },
  metroStationHubs: { limit: 500, cap: 500 },
  metroMonitors: { limit: GRAPHQL_LIMITS.metroMonitors, cap: GRAPHQL_LIMITS.metroMonitors },
  mskMetroStickersSpaces: { limit: GRAPHQL_LIMITS.stickersSpaces, cap: GRAPHQL_LIMITS.stickersSpaces },
  formats: { limit: GRAPHQL_LIMITS.formats, cap: GRAPHQL_LIMITS.formatsLarge },
  cityFormats: { limit: 100, cap: 500 },
  cityFormatGroups: { limit: REST_LIST_LIMITS.spaceGroups, cap: REST_LIST_LIMITS.spaceGroups },
  // pricing §9: city-format lists show 10 a page.
  cityFormatsWithPeriods: { limit: 10, cap: REST_LIST_LIMITS.groupContents },
} as const satisfies Record<string, ListRule>
export type GraphQLListName = keyof typeof GRAPHQL_LISTS

/** R-ROLE-01: the GraphQL reads a visitor may make (metro lines and stations, districts, formats, documents). */
export const PUBLIC_QUERIES: ReadonlySet<string> = new Set([
  'regions',
  'metroLines',
  'metroStations',
  'metroPlatforms',
  'metroStationHubs',
  'timeIntervals',
  'formats',
  'documents',
])

/** A query needs a token when any of its root fields is not public. */
export const queryNeedsToken = (rootFields: readonly string[]): boolean =>
  rootFields.some((f) => !PUBLIC_QUERIES.has(f))

/** R-API-33: documents by product, document type and active state; an absent filter keeps all. */
export const filterDocuments = (
  documents: readonly InventoryDocument[],
  f: { product?: string; documentType?: string; isActive?: boolean },
): InventoryDocument[] =>
  documents.filter(
    (d) =>
      (f.product === undefined || d.product === f.product) &&
      (f.documentType === undefined || d.documentType === f.documentType) &&
      (f.isActive === undefined || d.isActive === f.isActive),
  )
