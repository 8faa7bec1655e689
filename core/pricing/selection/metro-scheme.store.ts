import { Schema } from 'effect'
import { catchError, combineLatest, firstValueFrom, of } from 'rxjs'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import type { MetroReference } from './metro-scheme'

const linesDecoder = decoderOf(
  Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String, color: Schema.String })),
  { allowUnknown: true },
)
const stationsDecoder = decoderOf(
  Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      lineId: Schema.String,
      latitude: Schema.NullOr(Schema.Number),
      longitude: Schema.NullOr(Schema.Number),
    }),
  ),
  { allowUnknown: true },
)

export type MetroSchemeState = MetroReference

/** The metro lines and stations the light-box scheme is drawn from (public reference reads), read once. */
export class MetroSchemeStore extends StateStore<MetroSchemeState> {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {
    super({ status: 'idle', lines: [], stations: [] })
  }

  async load(): Promise<void> {
    const { status } = this.getSnapshot()
    if (status === 'loading' || status === 'ready') return
    this.set({ ...this.getSnapshot(), status: 'loading' })
    const outcome = await firstValueFrom(
      combineLatest([
        this.http.json({ method: 'GET', path: '/api/v1/public/metro-lines' }, linesDecoder),
        this.http.json({ method: 'GET', path: '/api/v1/public/metro-stations' }, stationsDecoder),
      ]).pipe(
        catchError((cause: unknown) => {
          this.logger.warn('the metro scheme could not be loaded', { cause })
          return of(undefined)
        }),
      ),
    )
    this.set(
      outcome
        ? { status: 'ready', lines: outcome[0], stations: outcome[1] }
        : { ...this.getSnapshot(), status: 'error' },
    )
  }
}
