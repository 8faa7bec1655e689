import { LRUCache } from 'lru-cache'
import type { Clock } from '../../core/ports/clock.port'
import type { PricingReference } from '../../core/ports/pricing-reference.port'
import type { QuotePricer } from '../../core/ports/quote-pricer.port'
import type { PricingError } from '../../core/pricing/place-calculator'
import type { Quote } from '../../core/pricing/quote'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import type { PricingContext } from '../../core/pricing/rules/price-pipeline'
import { resolvedByInventory } from '../../core/pricing/selection/resolved-stops'
import type { Result } from '../../core/shared/result'

/**
 * How many priced calculations the server keeps for each reference in force: the places' default previews and
 * what browsers save, with room to spare; a kept quote and its answer are a few to some tens of kilobytes.
 */
export const KEPT_QUOTES = 500
/**
 * How many calculations asked once the server remembers (their keys only), so that one asked a second time is kept.
 * Issue 51: keeping every fresh quote with its answer (~11 KB a calculation) made each one outlive the young
 * generation: the scavenger copied it and the old generation filled with evicted quotes, measured (--trace-gc, 30,000
 * fresh calculations) as 1.7-2.3× the collector's time of a server that keeps none. A calculation asked once, most of
 * them, now leaves only its key behind.
 */
export const ASKED_ONCE = 2_000
/**
 * From which ask a calculation is kept (KEPT_QUOTES, read by the server at start; issue 51's mixed-load figure
 * measures each): `young` (the default) keeps the last YOUNG_QUOTES priced for a moment and a calculation asked again
 * among them for long (a person toggling back and forth meets its quote on the second ask, and a quote asked once
 * dies young), `second` keeps it when asked a second time, `first` when first priced (every fresh quote and its
 * answer then live until the LRU drops them), `off` keeps none and prices every call. The default is the one that
 * earned its keep in the mix (quiet, one run of each in turn: young 10,630 req/s and 101 µs of server CPU an answer,
 * first 10,178 and 109, off 9,736 and 109, second 8,746 and 125).
 */
export type KeepFrom = 'second' | 'first' | 'young' | 'off'
/** KEPT_QUOTES as the server reads it: `young` unless it names another of the four. */
export const keepFromOf = (setting: string | undefined): KeepFrom =>
  setting === 'first' || setting === 'second' || setting === 'off' ? setting : 'young'
/** How many quotes priced last `young` keeps for a moment: gone before the young generation is collected twice. */
export const YOUNG_QUOTES = 64

/** A calculation longer than this as JSON (a long list of stops) is priced every time, never kept. */
export const KEPT_CALCULATION_CHARS = 8_192

/** What is left of `left` once the values of `value` are counted, or a negative number when they run out. */
const valuesLeft = (value: unknown, left: number): number => {
  let rest = left - 1
  if (rest < 0 || typeof value !== 'object' || value === null) return rest
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    rest = valuesLeft(item, rest)
    if (rest < 0) return rest
  }
  return rest
}

/**
 * Whether a calculation holds few enough values to be worth keeping, counted no further than the limit. No
 * closure made per call: it is asked on every calculate call.
 */
const fewValues = (value: unknown): boolean => valuesLeft(value, KEPT_CALCULATION_CHARS / 8) >= 0

/**
 * What a kept quote is found by: the place, Moscow's today, the caller's terms and the calculation as JSON.
 * A whole city's sides would take longer to write out as a key than to price: counted first, never written.
 */
const keyOf = (
  place: string,
  today: string,
  advertiser: unknown,
  calculation: unknown,
): string | undefined => {
  const json = fewValues(calculation) ? (JSON.stringify(calculation) ?? '') : undefined
  return json !== undefined && json.length <= KEPT_CALCULATION_CHARS
    ? `${place}\n${today}\n${advertiser ? JSON.stringify(advertiser) : ''}\n${json}`
    : undefined
}

/** The quotes kept under one reference, and the calculations asked once under it. */
interface KeptFor {
  readonly quotes: LRUCache<string, Quote>
  readonly asked: LRUCache<string, true>
  readonly young: LRUCache<string, Quote>
}

/**
 * The server's kept quotes (issue #18: calculate at framework speed), a decorator of the pricing port: prices
 * are a function of the reference, Moscow's today, the caller's terms and the calculation, so the same four give
 * the same quote, and a calculation asked again (the landing's default preview for every visitor, a browser
 * saving what it priced) is answered, from its second time on, with the quote already made, the same object, whose answer the calculate
 * route also keeps serialised. Kept per reference object: a new reference in force starts afresh. Refusals are not
 * kept. The use case (core/quoting/quote.service.ts) prices through the port and knows nothing of this.
 */
export class KeptQuotes implements QuotePricer {
  private readonly kept = new WeakMap<PricingReferenceData, KeptFor>()
  private under: { readonly reference: PricingReferenceData; readonly today: string } | undefined

  constructor(
    private readonly pricer: QuotePricer,
    private readonly reference: PricingReference,
    private readonly clock: Clock,
    private readonly keepFrom: KeepFrom = 'young',
  ) {}

  price(
    place: string,
    input: unknown,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    if (this.keepFrom === 'off') return this.pricer.price(place, input, reference, context)
    const key = keyOf(place, context.today, context.advertiser, input)
    const kept = key === undefined ? undefined : this.keptFor(reference)
    const found = key === undefined ? undefined : kept?.quotes.get(key)
    if (found) return { ok: true, value: found }
    const young = this.keepFrom === 'young' && key !== undefined ? kept?.young.get(key) : undefined
    if (young && key !== undefined && kept) {
      kept.young.delete(key)
      kept.quotes.set(key, young)
      return { ok: true, value: young }
    }
    const quote = this.pricer.price(place, input, reference, context)
    if (!quote.ok || key === undefined || !kept) return quote
    if (this.keepFrom === 'young') kept.young.set(key, quote.value)
    // Kept the second time it is asked; the first time only its key is remembered.
    else if (this.keepFrom === 'first' || kept.asked.delete(key)) kept.quotes.set(key, quote.value)
    else kept.asked.set(key, true)
    return quote
  }

  /**
   * A calculation by a caller without personal terms priced without waiting (issue 51: a fresh calculation with no
   * promise on its way): the quote kept for it, or priced now and kept, as the use case would price it (the
   * reference in force at hand, Moscow's today, no terms, the calculation as asked). Undefined, pricing nothing,
   * when the use case must: the reference is still to be read, or the place resolves against the inventory.
   */
  priceNow(place: string, input: unknown): Result<Quote, PricingError> | undefined {
    if (resolvedByInventory(place)) return undefined
    const reference = this.reference.current?.()
    if (!reference) return undefined
    return this.price(place, input, reference, { today: this.clock.today() })
  }

  /**
   * What the quotes priceNow() finds were made under, as one value: the same object while the reference in force
   * and Moscow's today stay the same, another once either changes; undefined while the reference is not at hand.
   * A quote found under one value is the quote for the same calculation as long as the value stays: whoever keeps
   * an answer made from it keeps it only that long.
   */
  keptUnder(): object | undefined {
    const reference = this.reference.current?.()
    if (!reference) return undefined
    const today = this.clock.today()
    if (this.under?.reference !== reference || this.under.today !== today) this.under = { reference, today }
    return this.under
  }

  private keptFor(reference: PricingReferenceData): KeptFor {
    let kept = this.kept.get(reference)
    if (!kept) {
      kept = {
        quotes: new LRUCache<string, Quote>({ max: KEPT_QUOTES }),
        asked: new LRUCache<string, true>({ max: ASKED_ONCE }),
        young: new LRUCache<string, Quote>({ max: YOUNG_QUOTES }),
      }
      this.kept.set(reference, kept)
    }
    return kept
  }
}
