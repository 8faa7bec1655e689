import { Observable } from 'rxjs'
import { GRAPHQL_TIMEOUT_MS, type GraphQLClient } from '../../core/ports/graphql.port'
import { ApiFailure } from '../../core/shared/api-failure'
import type { Decoder } from '../../core/shared/decoder'
import { AuthTokenStore } from '../../core/session/auth-token'
import { inject, injectable } from '../container/di'
import { HttpSettings } from '../http-fetch/http-settings'

export const GRAPHQL_PATH = '/api/graphql'

interface GraphQLBody {
  readonly data?: unknown
  readonly errors?: ReadonlyArray<{ readonly message?: string }>
}

/** GraphQL over fetch, to the API path with the auth header and a 90-second timeout (R-API-29). */
@injectable()
export class FetchGraphQLClient implements GraphQLClient {
  constructor(
    @inject(HttpSettings) private readonly settings: HttpSettings,
    @inject(AuthTokenStore) private readonly tokens: AuthTokenStore,
  ) {}

  query<A>(
    document: string,
    variables: Readonly<Record<string, unknown>>,
    decoder: Decoder<A>,
  ): Observable<A> {
    return new Observable<A>((subscriber) => {
      const abort = new AbortController()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        abort.abort()
      }, GRAPHQL_TIMEOUT_MS)
      const token = this.tokens.get()
      fetch(`${this.settings.baseUrl}${GRAPHQL_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        credentials: 'include',
        body: JSON.stringify({ query: document, variables }),
        signal: abort.signal,
      })
        .then(async (response) => {
          let body: GraphQLBody
          try {
            body = (await response.json()) as GraphQLBody
          } catch {
            throw new ApiFailure(response.status, 'Некорректный ответ сервера')
          }
          if (!response.ok || (body.errors && body.errors.length > 0)) {
            const message = body.errors?.[0]?.message ?? `Ошибка сервера (${response.status})`
            throw new ApiFailure(response.status, message, {}, body)
          }
          const decoded = decoder(body.data)
          if (!decoded.ok)
            throw new ApiFailure(response.status, 'Некорректный ответ сервера', decoded.error.errors)
          subscriber.next(decoded.value)
          subscriber.complete()
        })
        .catch((cause: unknown) => {
          if (abort.signal.aborted && !timedOut) return
          subscriber.error(
            cause instanceof ApiFailure
              ? cause
              : new ApiFailure(0, timedOut ? 'Сервер не ответил за 90 секунд' : 'Сервер недоступен'),
          )
        })
        .finally(() => clearTimeout(timer))
      return () => {
        clearTimeout(timer)
        abort.abort()
      }
    })
  }
}
