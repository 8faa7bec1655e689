import { EMPTY, map, Observable, of, throwError } from 'rxjs'
import type { HttpClient, HttpMethod, HttpRequest, MultipartRequest, Upload } from '../../ports/http.port'
import type { Decoder } from '../../shared/decoder'

/** One call as the fake saw it. */
export interface RecordedCall {
  readonly method: HttpMethod
  readonly path: string
  readonly query?: HttpRequest['query']
  readonly body?: unknown
  readonly form?: MultipartRequest['form']
  readonly authenticated: boolean
}

type Answer = (call: RecordedCall) => Observable<unknown>

/**
 * A test double of the HttpClient port (house style 10): it answers only the calls it was given and throws,
 * naming the call, for anything else. Answers are the `data` of a success body, or failures.
 */
export class FakeHttpClient implements HttpClient {
  readonly calls: RecordedCall[] = []
  readonly unauthorized$ = EMPTY
  private readonly answers = new Map<string, Answer>()
  private readonly progress = new Map<string, readonly number[]>()

  /** Answers `METHOD path` with this data, or with what the function returns for the call. */
  answer(method: HttpMethod, path: string, data: unknown): this {
    this.answers.set(`${method} ${path}`, typeof data === 'function' ? (data as Answer) : () => of(data))
    return this
  }

  /** Fails `METHOD path` with this failure (what an adapter raises: status, message, errors, data). */
  fail(method: HttpMethod, path: string, failure: unknown): this {
    this.answers.set(`${method} ${path}`, () => throwError(() => failure))
    return this
  }

  /** For a multipart call: the progress percents it reports before its answer. */
  reportProgress(method: HttpMethod, path: string, percents: readonly number[]): this {
    this.progress.set(`${method} ${path}`, percents)
    return this
  }

  callsTo(method: HttpMethod, path: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method && c.path === path)
  }

  json<A>(request: HttpRequest, decoder: Decoder<A>): Observable<A> {
    const call: RecordedCall = {
      method: request.method,
      path: request.path,
      query: request.query,
      body: request.body,
      authenticated: request.authenticated ?? true,
    }
    return this.respond(call, decoder)
  }

  multipart<A>(request: MultipartRequest, decoder: Decoder<A>): Upload<A> {
    const call: RecordedCall = {
      method: request.method,
      path: request.path,
      query: request.query,
      form: request.form,
      authenticated: request.authenticated ?? true,
    }
    const result = this.respond(call, decoder)
    return { progress: of(...(this.progress.get(`${call.method} ${call.path}`) ?? [])), result }
  }

  private respond<A>(call: RecordedCall, decoder: Decoder<A>): Observable<A> {
    const answer = this.answers.get(`${call.method} ${call.path}`)
    if (!answer) throw new Error(`FakeHttpClient: no answer given for ${call.method} ${call.path}`)
    this.calls.push(call)
    return answer(call).pipe(
      map((data) => {
        const decoded = decoder(data)
        if (!decoded.ok)
          throw new Error(`FakeHttpClient: answer of ${call.method} ${call.path} does not decode`)
        return decoded.value
      }),
    )
  }
}
