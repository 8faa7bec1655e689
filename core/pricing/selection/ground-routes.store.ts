import { Schema } from 'effect'
import { catchError, firstValueFrom, of } from 'rxjs'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'

const titlesDecoder = decoderOf(
  Schema.Array(Schema.Struct({ id: Schema.String, kind: Schema.String, title: Schema.String })),
  { allowUnknown: true },
)
const lineDecoder = decoderOf(
  Schema.Struct({
    id: Schema.String,
    title: Schema.String,
    termini: Schema.Array(Schema.String),
    stops: Schema.Array(Schema.Struct({ name: Schema.String, x: Schema.Number, y: Schema.Number })),
    width: Schema.Number,
    height: Schema.Number,
  }),
  { allowUnknown: true },
)

export interface GroundRoutesState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  /** Each route's name with its termini, by id ('А13' → 'Маршрут 13: «…» — «…»'). */
  readonly titles: Readonly<Record<string, string>>
  /** The route shown with its stops, once read; undefined before. */
  readonly shown?: {
    readonly id: string
    readonly title: string
    readonly termini: readonly string[]
    readonly stops: readonly { readonly name: string; readonly x: number; readonly y: number }[]
    readonly width: number
    readonly height: number
  }
}

/**
 * The ground-transport routes with their termini (issue #50 item 4): their names read once, and the stops of the
 * route a person looks at, read when asked (GET /public/ground-routes). A route without a name keeps the price
 * list's ('Маршрут A-100').
 */
export class GroundRoutesStore extends StateStore<GroundRoutesState> {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {
    super({ status: 'idle', titles: {} })
  }

  async load(): Promise<void> {
    const { status } = this.getSnapshot()
    if (status === 'loading' || status === 'ready') return
    this.set({ ...this.getSnapshot(), status: 'loading' })
    const titles = await firstValueFrom(
      this.http.json({ method: 'GET', path: '/api/v1/public/ground-routes' }, titlesDecoder).pipe(
        catchError((cause: unknown) => {
          this.logger.warn('the ground routes could not be loaded', { cause })
          return of(undefined)
        }),
      ),
    )
    this.set(
      titles
        ? {
            ...this.getSnapshot(),
            status: 'ready',
            titles: Object.fromEntries(titles.map((t) => [t.id, t.title])),
          }
        : { ...this.getSnapshot(), status: 'error' },
    )
  }

  /** Reads a route's stops to show them; a route already shown is not read again. */
  async show(id: string): Promise<void> {
    if (this.getSnapshot().shown?.id === id) return
    const line = await firstValueFrom(
      this.http
        .json({ method: 'GET', path: `/api/v1/public/ground-routes/${encodeURIComponent(id)}` }, lineDecoder)
        .pipe(
          catchError((cause: unknown) => {
            this.logger.warn('a ground route could not be loaded', { cause, id })
            return of(undefined)
          }),
        ),
    )
    if (line) this.set({ ...this.getSnapshot(), shown: line })
  }
}
