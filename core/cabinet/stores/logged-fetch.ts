import { Schema } from 'effect'
import { catchError, of, type Observable } from 'rxjs'
import type { HttpClient, HttpRequest } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import type { Decoder } from '../../shared/decoder'
import { decoderOf } from '../../shared/decoder'
import { API } from './api-paths'

/**
 * R-ERR-19: a reference list that fails to load is only logged; the screen carries on with the fallback
 * (usually an empty list) instead of an error message.
 */
export const loadReference = <A>(
  http: HttpClient,
  logger: Logger,
  request: HttpRequest,
  decoder: Decoder<A>,
  fallback: A,
): Observable<A> =>
  http.json(request, decoder).pipe(
    catchError((cause: unknown) => {
      logger.warn(`reference ${request.path} could not be loaded`, { cause })
      return of(fallback)
    }),
  )

const downloadUrlDecoder = decoderOf(Schema.Struct({ downloadUrl: Schema.String }), { allowUnknown: true })

/** R-API-18: the video's download address, or null (logged) when the call fails. */
export const videoDownloadUrl = (
  http: HttpClient,
  logger: Logger,
  videoId: string,
): Observable<string | null> =>
  loadReference<string | null>(
    http,
    logger,
    { method: 'GET', path: API.videoDownloadUrl(videoId) },
    (data) => {
      const decoded = downloadUrlDecoder(data)
      return decoded.ok ? { ok: true, value: decoded.value.downloadUrl } : decoded
    },
    null,
  )
