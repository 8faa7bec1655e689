import type { Observable } from 'rxjs'
import type { Decoder } from '../shared/decoder'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface HttpRequest {
  readonly method: HttpMethod
  /** Path under the API root, e.g. `/api/v1/clients/auth`. */
  readonly path: string
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>
  /** JSON body (R-API-02). */
  readonly body?: unknown
  /** Sends the session token (R-API-01); true by default. */
  readonly authenticated?: boolean
}

/** A file to send: a browser File satisfies it; the adapter sends it as it is. */
export interface FilePart {
  readonly name: string
  readonly size: number
  readonly type: string
}

export interface MultipartRequest extends Omit<HttpRequest, 'body'> {
  /** Form fields, files among them (R-API-02, R-API-17). */
  readonly form: Readonly<Record<string, string | FilePart>>
}

export interface Upload<A> {
  /** Percent of the body sent, 0..100. */
  readonly progress: Observable<number>
  /** The decoded `data` of the response; errors with an ApiFailure. */
  readonly result: Observable<A>
}

/**
 * The browser's and the CLI's way to the Tablo API. Success bodies are `{"data": …}`; the client unwraps
 * `data` and decodes it with the given decoder. A non-OK status or an `errors` field fails the observable
 * with an ApiFailure (R-API-03).
 */
export interface HttpClient {
  /** A JSON call; emits the decoded `data` once and completes. */
  json<A>(request: HttpRequest, decoder: Decoder<A>): Observable<A>
  /** A multipart form post with upload progress. */
  multipart<A>(request: MultipartRequest, decoder: Decoder<A>): Upload<A>
  /** Emits whenever a response's message is Unauthorized (R-API-04), so the session can react. */
  readonly unauthorized$: Observable<void>
}
export const HttpClient = Symbol.for('tablo.HttpClient')
