import { Schema } from 'effect'
import { catchError, combineLatest, firstValueFrom, of } from 'rxjs'
import type { Clock } from '../../ports/clock.port'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { decoderOf } from '../../shared/decoder'
import { err, type Result } from '../../shared/result'
import { StateStore } from '../../shared/store'
import type { CalculatorRegistry } from '../calculator-registry'
import type { PricingError } from '../place-calculator'
import type { Quote } from '../quote'
import {
  decodePricingReference,
  placeReferenceDecoder,
  type PricingReferenceData,
} from '../reference/pricing-reference.schema'
import type { AdvertiserTerms } from '../rules/discounts'
import { StopsLiveQuote, type StopsDecode } from './stops-live-quote'

/** The caller's own terms as GET /api/v1/discounts answers them (R-API-28, R-API-39). */
export const TermsWire = Schema.Struct({
  isAgency: Schema.Boolean,
  discount: Schema.NullOr(
    Schema.Struct({
      value: Schema.Number,
      advertisePlaces: Schema.Array(Schema.String),
      expirationDate: Schema.optionalKey(Schema.String),
    }),
  ),
  ignoreGlobalDiscountFactors: Schema.optionalKey(Schema.Boolean),
})
/** GET /api/v1/discounts decoded (the discounts screen reads the same answer). */
export const termsDecoder = decoderOf(TermsWire, { allowUnknown: true })

export const REFERENCE_PATH = '/api/v1/pricing/reference'
/** One place's cut of the price list (issue #51 item 2): the shared parts and that place's tariffs. */
export const placeReferencePath = (place: string): string => `${REFERENCE_PATH}/${encodeURIComponent(place)}`
export const TERMS_PATH = '/api/v1/discounts'

/** Who the prices are for: a signed-in caller with personal terms, or a visitor of a public page (list prices). */
export type QuoteCaller = 'signedIn' | 'visitor'

export interface LiveQuoteState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly reference?: PricingReferenceData
  readonly terms?: AdvertiserTerms
  /** Whom the loaded prices are for: a visitor's are loaded again with the terms once they sign in. */
  readonly caller?: QuoteCaller
  /** The one place a visitor's price list is cut to (issue #51 item 2); none: the whole list, every place. */
  readonly place?: string
}

/** The place priced by sides of stops, incrementally between presses (stops-live-quote.ts). */
const STOPS_PLACE = 'transitShelter'

/** Said when the price list could not be read: the calculator cannot price without it. */
export const REFERENCE_MISSING = 'Прайс-лист не загружен'

/**
 * Prices in the browser (issue #15 item 2): the server's own price list and the caller's terms are read once,
 * then every change of a calculator's input is priced here by the same core calculators the server runs, with
 * Moscow's today, synchronously: no spinner and no round trip. The server recomputes on save; the two agree.
 */
export class LiveQuoteStore extends StateStore<LiveQuoteState> {
  /** The transit-shelter price kept between presses (a whole city is 16,000 sides; a press changes one). */
  private readonly stops: StopsLiveQuote | undefined

  constructor(
    private readonly http: HttpClient,
    private readonly clock: Clock,
    private readonly registry: CalculatorRegistry,
    private readonly logger: Logger,
  ) {
    super({ status: 'idle' })
    const shelters = registry.get(STOPS_PLACE)
    this.stops = shelters && new StopsLiveQuote(shelters.decode as StopsDecode)
  }

  /**
   * Reads the price list, and the caller's terms when signed in (a visitor of a public page has none: the price
   * list is public, the terms are not). Read once per caller.
   */
  async load(caller: QuoteCaller = 'signedIn', place?: string): Promise<void> {
    const now = this.getSnapshot()
    // A visitor of one place's page reads that place's price list only (a fraction of the whole); the whole list,
    // once read, serves every place.
    const cut = caller === 'visitor' ? place : undefined
    const serves = now.place === undefined || now.place === cut
    if ((now.status === 'loading' || now.status === 'ready') && now.caller === caller && serves) return
    const { place: _previous, ...rest } = now
    this.set({ ...rest, status: 'loading', caller, ...(cut ? { place: cut } : {}) })
    const outcome = await firstValueFrom(
      combineLatest([
        cut
          ? this.http.json({ method: 'GET', path: placeReferencePath(cut) }, placeReferenceDecoder(cut))
          : this.http.json({ method: 'GET', path: REFERENCE_PATH }, decodePricingReference),
        caller === 'signedIn'
          ? this.http.json({ method: 'GET', path: TERMS_PATH }, termsDecoder)
          : of(undefined),
      ]).pipe(
        catchError((cause: unknown) => {
          this.logger.warn('the price list could not be loaded', { cause })
          return of(undefined)
        }),
      ),
    )
    const after = this.getSnapshot()
    if (after.caller !== caller || after.place !== cut) return // asked again for another caller or place meanwhile
    const scope = cut ? { place: cut } : {}
    if (!outcome) return this.set({ status: 'error', caller, ...scope })
    const [reference, terms] = outcome
    this.set({ status: 'ready', reference, caller, ...scope, ...(terms ? { terms: termsOf(terms) } : {}) })
  }

  /** The quote of an input as the server would give it to this caller today. */
  price(place: string, input: unknown): Result<Quote, PricingError> {
    const { reference, terms, place: cut } = this.getSnapshot()
    if (!reference || (cut !== undefined && cut !== place))
      return err({ code: 'not loaded', message: REFERENCE_MISSING })
    const context = { today: this.clock.today(), ...(terms ? { advertiser: terms } : {}) }
    return (
      (place === STOPS_PLACE ? this.stops?.price(input, reference, context) : undefined) ??
      this.registry.price(place, input, reference, context)
    )
  }
}

/** The wire's terms as the pricing rules take them (a null discount is no discount). */
export const termsOf = (wire: typeof TermsWire.Type): AdvertiserTerms => ({
  isAgency: wire.isAgency,
  ...(wire.discount
    ? {
        discount: {
          value: wire.discount.value,
          advertisePlaces: wire.discount.advertisePlaces,
          ...(wire.discount.expirationDate
            ? { expirationDate: wire.discount.expirationDate.slice(0, 10) }
            : {}),
        },
      }
    : {}),
  ...(wire.ignoreGlobalDiscountFactors ? { ignoreGlobalDiscountFactors: true } : {}),
})
