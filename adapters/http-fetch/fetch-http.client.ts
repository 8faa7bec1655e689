import { Observable, Subject } from 'rxjs'
import type { HttpClient, HttpRequest, MultipartRequest, Upload } from '../../core/ports/http.port'
import { ApiFailure } from '../../core/shared/api-failure'
import type { Decoder } from '../../core/shared/decoder'
import { AuthTokenStore } from '../../core/session/auth-token'
import { inject, injectable } from '../container/di'
import { DEFAULT_TIMEOUT_MS, HttpSettings } from './http-settings'
import { queryString, readResponse } from './wire'

const UNAUTHORIZED = 'Unauthorized'

/** What a person reads when the server took the whole timeout: nothing was lost, and what to do. */
export const timedOut = (ms: number): ApiFailure =>
  new ApiFailure(
    0,
    `Сервер не ответил за ${Math.max(1, Math.round(ms / 1000))} с. Проверьте соединение и попробуйте ещё раз.`,
  )

/** The Tablo API over fetch (JSON) and XMLHttpRequest (multipart with upload progress). */
@injectable()
export class FetchHttpClient implements HttpClient {
  private readonly unauthorized = new Subject<void>()
  readonly unauthorized$ = this.unauthorized.asObservable()

  constructor(
    @inject(HttpSettings) private readonly settings: HttpSettings,
    @inject(AuthTokenStore) private readonly tokens: AuthTokenStore,
  ) {}

  json<A>(request: HttpRequest, decoder: Decoder<A>): Observable<A> {
    return new Observable<A>((subscriber) => {
      const abort = new AbortController()
      const timeoutMs = this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS
      let late = false
      const timer = setTimeout(() => {
        late = true
        abort.abort()
      }, timeoutMs)
      const headers: Record<string, string> = { Accept: 'application/json', ...this.authHeader(request) }
      if (request.body !== undefined) headers['Content-Type'] = 'application/json'
      fetch(this.url(request), {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        credentials: 'include',
        signal: abort.signal,
      })
        .then(async (response) => {
          const text = await response.text()
          subscriber.next(this.read(response.status, response.ok, text, decoder))
          subscriber.complete()
        })
        .catch((cause: unknown) => {
          if (late) subscriber.error(timedOut(timeoutMs))
          else if (abort.signal.aborted) return
          else subscriber.error(cause instanceof ApiFailure ? cause : new ApiFailure(0, 'Сервер недоступен'))
        })
        .finally(() => clearTimeout(timer))
      return () => {
        clearTimeout(timer)
        abort.abort()
      }
    })
  }

  multipart<A>(request: MultipartRequest, decoder: Decoder<A>): Upload<A> {
    const progress = new Subject<number>()
    const result = new Observable<A>((subscriber) => {
      const xhr = new XMLHttpRequest()
      xhr.open(request.method, this.url(request))
      xhr.withCredentials = true
      for (const [name, value] of Object.entries(this.authHeader(request))) xhr.setRequestHeader(name, value)
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) progress.next(Math.floor((e.loaded / e.total) * 100))
      }
      xhr.onload = () => {
        try {
          subscriber.next(
            this.read(xhr.status, xhr.status >= 200 && xhr.status < 300, xhr.responseText, decoder),
          )
          progress.complete()
          subscriber.complete()
        } catch (cause) {
          progress.complete()
          subscriber.error(cause)
        }
      }
      xhr.onerror = () => {
        progress.complete()
        subscriber.error(new ApiFailure(0, 'Сервер недоступен'))
      }
      const form = new FormData()
      for (const [name, value] of Object.entries(request.form)) form.append(name, value as string | Blob)
      xhr.send(form)
      return () => xhr.abort()
    })
    return { progress: progress.asObservable(), result }
  }

  private read<A>(status: number, ok: boolean, text: string, decoder: Decoder<A>): A {
    try {
      return readResponse(status, ok, text, decoder)
    } catch (cause) {
      if (cause instanceof ApiFailure && cause.message === UNAUTHORIZED) this.unauthorized.next()
      throw cause
    }
  }

  private url(request: HttpRequest): string {
    return `${this.settings.baseUrl}${request.path}${queryString(request.query)}`
  }

  private authHeader(request: HttpRequest): Record<string, string> {
    const token = request.authenticated === false ? undefined : this.tokens.get()
    return token ? { Authorization: `Bearer ${token}` } : {}
  }
}
