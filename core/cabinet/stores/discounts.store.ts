import { Schema } from 'effect'
import { catchError, combineLatest, firstValueFrom, of } from 'rxjs'
import type { Clock } from '../../ports/clock.port'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { VolumeDiscountRule } from '../../pricing/reference/pricing-reference.schema'
import { TERMS_PATH, termsDecoder } from '../../pricing/selection/live-quote.store'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import { discountsView, type DiscountsView } from '../view/discounts.view-model'

const volumeDecoder = decoderOf(Schema.Array(VolumeDiscountRule), { allowUnknown: true })

export interface DiscountsState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly view?: DiscountsView
}

/** The discounts screen (R-SCREEN-53): the caller's own terms and the volume table, read together. */
export class DiscountsStore extends StateStore<DiscountsState> {
  constructor(
    private readonly http: HttpClient,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    super({ status: 'idle' })
  }

  async load(): Promise<void> {
    if (this.getSnapshot().status === 'loading') return
    this.set({ ...this.getSnapshot(), status: 'loading' })
    const outcome = await firstValueFrom(
      combineLatest([
        this.http.json({ method: 'GET', path: TERMS_PATH }, termsDecoder),
        this.http.json({ method: 'GET', path: '/api/v1/public/discounts-per-volume' }, volumeDecoder),
      ]).pipe(
        catchError((cause: unknown) => {
          this.logger.warn('discounts could not be loaded', { cause })
          return of(undefined)
        }),
      ),
    )
    this.set(
      outcome
        ? { status: 'ready', view: discountsView(outcome[0], outcome[1], this.clock.today()) }
        : { ...this.getSnapshot(), status: 'error' },
    )
  }
}
