/**
 * Page sizes of list requests. REST lists (R-CONST-07) commonly take limit 100 at offset 0; the named lists
 * take their own. GraphQL queries (R-CONST-08) have their own limits. RULES.md decision 2: each call keeps
 * the limit the spec gives it, and the server caps a page at the largest limit the spec names for that list.
 */
export const DEFAULT_LIST_OFFSET = 0
export const DEFAULT_REST_LIMIT = 100
/** The largest REST limit the spec names ("some 500 or 1000"). */
export const MAX_REST_LIMIT = 1000

export const REST_LIST_LIMITS = {
  cities: 100,
  routes: 100,
  metroLines: 100,
  formats: 50,
  stations: 500,
  groupContents: 500,
  spaceGroups: 100,
} as const
export type RestList = keyof typeof REST_LIST_LIMITS

export const GRAPHQL_LIMITS = {
  transitShelterSpaces: 24000,
  regions: 200,
  metroLines: 500,
  metroLinesPublic: 100,
  metroMonitors: 50,
  stickersSpaces: 500,
  formats: 50,
  formatsLarge: 500,
  stations: 100,
  stationsLarge: 500,
  discounts: 50,
} as const
export type GraphQLList = keyof typeof GRAPHQL_LIMITS

/** The first page of a REST list: its own limit, or the common 100, at offset 0. */
export const firstPage = (list?: RestList): { readonly limit: number; readonly offset: number } => ({
  limit: list ? REST_LIST_LIMITS[list] : DEFAULT_REST_LIMIT,
  offset: DEFAULT_LIST_OFFSET,
})

/** The server side of decision 2: a requested limit is capped (and a non-positive one gets the default). */
export const capLimit = (requested: number, cap: number = MAX_REST_LIMIT): number =>
  Number.isInteger(requested) && requested > 0 ? Math.min(requested, cap) : Math.min(DEFAULT_REST_LIMIT, cap)
