import { LRUCache } from 'lru-cache'
import { CalculatorRegistry } from '../pricing/calculator-registry'
import type { PricingError } from '../pricing/place-calculator'
import type { Quote } from '../pricing/quote'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import type { AdvertiserTermsRepository } from '../ports/advertiser-terms.port'
import type { Clock } from '../ports/clock.port'
import type { PricingReference } from '../ports/pricing-reference.port'
import type { ShelterSides } from '../ports/shelter-sides.port'
import { resolvedByInventory, resolveInventory } from '../pricing/selection/resolved-stops'
import { ok, type Result } from '../shared/result'
import type { Account } from '../session/account'
import { metroPreview, type MetroPreview } from './metro-preview'
import { seasonalRatioOver } from './seasonal-ratio'

export interface QuoteServiceDeps {
  readonly registry: CalculatorRegistry
  readonly reference: PricingReference
  readonly terms: AdvertiserTermsRepository
  readonly clock: Clock
  /** The shelter inventory: when given, a stop's side and tariff region come from it (the server). */
  readonly shelters?: ShelterSides
}

/**
 * How many priced calculations the service keeps for each reference in force: the places' default previews and
 * what browsers save, with room to spare; a kept quote and its answer are a few to some tens of kilobytes.
 */
export const KEPT_QUOTES = 500
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

interface Priced {
  readonly quote: Quote
  readonly input: unknown
}

/**
 * The server's calculate call (R-API-09): the same core calculators as the browser and the CLI, over the
 * reference data in force, with the caller's personal terms when signed in and Moscow's today.
 */
export class QuoteService {
  /**
   * Prices are a function of the reference, Moscow's today, the caller's terms and the calculation: the same
   * four give the same quote, so a calculation asked again (the landing's default preview for every visitor, a
   * browser saving what it priced) is answered with the quote already made, the same object, which the server
   * also keeps serialised. Kept per reference object: a new reference in force starts afresh.
   */
  private readonly kept = new WeakMap<PricingReferenceData, LRUCache<string, Priced>>()
  private under: { readonly reference: PricingReferenceData; readonly today: string } | undefined

  constructor(private readonly d: QuoteServiceDeps) {}

  async calculate(
    place: string,
    input: unknown,
    actor: Account | undefined,
  ): Promise<Result<Quote, PricingError>> {
    const priced = await this.calculateCanonical(place, input, actor)
    return priced.ok ? ok(priced.value.quote) : priced
  }

  /**
   * The quote and the calculation it priced, in canonical form: a campaign stores this form, so its holds name
   * the inventory's own numbers (a side asked for by its old number cannot be held twice under two names).
   */
  async calculateCanonical(
    place: string,
    input: unknown,
    actor: Account | undefined,
  ): Promise<Result<Priced, PricingError>> {
    // Only a shelter calculation is resolved against the inventory; the others are priced as asked.
    const resolved = resolvedByInventory(place)
      ? await resolveInventory(place, input, this.d.shelters)
      : ok(input)
    if (!resolved.ok) return resolved
    const reference = this.d.reference.current?.() ?? (await this.d.reference.load())
    const advertiser = actor ? await this.d.terms.termsOf(actor.id) : undefined
    const today = this.d.clock.today()
    const key = keyOf(place, today, advertiser, resolved.value)
    const kept = key === undefined ? undefined : this.keptFor(reference).get(key)
    if (kept) return ok(kept)
    const quote = this.d.registry.price(place, resolved.value, reference, {
      today,
      ...(advertiser ? { advertiser } : {}),
    })
    if (!quote.ok) return quote
    const priced = { quote: quote.value, input: resolved.value }
    if (key !== undefined) this.keptFor(reference).set(key, priced)
    return ok(priced)
  }

  /**
   * The quote already made for this calculation by a caller without personal terms, found without waiting: the
   * reference in force at hand, a place priced as asked (not shelters, resolved against the inventory first)
   * and the calculation kept. Otherwise undefined, and calculate() prices it.
   */
  keptQuote(place: string, input: unknown): Quote | undefined {
    if (resolvedByInventory(place)) return undefined
    const reference = this.d.reference.current?.()
    if (!reference) return undefined
    const key = keyOf(place, this.d.clock.today(), undefined, input)
    return key === undefined ? undefined : this.kept.get(reference)?.get(key)?.quote
  }

  /**
   * What the quotes keptQuote() finds were made under, as one value: the same object while the reference in force
   * and Moscow's today stay the same, another once either changes; undefined while the reference is not at hand.
   * A quote found under one value is the quote for the same calculation as long as the value stays: whoever keeps
   * an answer made from it (the server's fast lane) keeps it only that long.
   */
  keptUnder(): object | undefined {
    const reference = this.d.reference.current?.()
    if (!reference) return undefined
    const today = this.d.clock.today()
    if (this.under?.reference !== reference || this.under.today !== today) this.under = { reference, today }
    return this.under
  }

  private keptFor(reference: PricingReferenceData): LRUCache<string, Priced> {
    let kept = this.kept.get(reference)
    if (!kept) {
      kept = new LRUCache<string, Priced>({ max: KEPT_QUOTES })
      this.kept.set(reference, kept)
    }
    return kept
  }

  /** The metro-monitors preview with the caller's terms (R-API-37). */
  async metroPreview(
    input: unknown,
    actor: Account | undefined,
  ): Promise<{ ok: true; value: MetroPreview } | { ok: false; errors: Readonly<Record<string, string>> }> {
    const reference = await this.d.reference.load()
    const advertiser = actor ? await this.d.terms.termsOf(actor.id) : undefined
    return metroPreview(this.d.registry, input, reference, {
      today: this.d.clock.today(),
      ...(advertiser ? { advertiser } : {}),
    })
  }

  reference(): Promise<PricingReferenceData> {
    return this.d.reference.load()
  }

  /** The seasonal discount of a multi-day period (R-API-35): the day-weighted mean of the monthly ratios. */
  async seasonalRatio(startDate: string, endDate: string): Promise<number> {
    return seasonalRatioOver((await this.d.reference.load()).seasonalCoefficients, startDate, endDate)
  }

  places(): readonly { place: string; title: string }[] {
    return this.d.registry.places().map((c) => ({ place: c.place, title: c.title }))
  }
}
