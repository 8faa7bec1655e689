import type { Observable } from 'rxjs'
import type { Decoder } from '../shared/decoder'

/** GraphQL queries go to the API path with the auth header and time out after 90 seconds (R-API-29). */
export const GRAPHQL_TIMEOUT_MS = 90_000

export interface GraphQLClient {
  /** Runs a query with variables; emits the decoded `data` once, or fails with an ApiFailure. */
  query<A>(document: string, variables: Readonly<Record<string, unknown>>, decoder: Decoder<A>): Observable<A>
}
export const GraphQLClient = Symbol.for('tablo.GraphQLClient')
