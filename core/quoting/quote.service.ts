import { CalculatorRegistry } from '../pricing/calculator-registry'
import type { PricingError } from '../pricing/place-calculator'
import type { Quote } from '../pricing/quote'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import type { QuotePricer } from '../ports/quote-pricer.port'
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
  /** Who prices a resolved calculation: the registry, unless an adapter decorates it (the server's kept quotes). */
  readonly pricer?: QuotePricer
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
  private readonly pricer: QuotePricer

  constructor(private readonly d: QuoteServiceDeps) {
    this.pricer = d.pricer ?? d.registry
  }

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
    const quote = this.pricer.price(place, resolved.value, reference, {
      today: this.d.clock.today(),
      ...(advertiser ? { advertiser } : {}),
    })
    return quote.ok ? ok({ quote: quote.value, input: resolved.value }) : quote
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
