import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import type { PricingContext } from '../rules/price-pipeline'
import type { PricingError } from '../place-calculator'
import type { Quote } from '../quote'
import { ok, type Result } from '../../shared/result'
import { StopsPricer, type StopSpace } from '../calculators/stops-pricer'

/** The transit-shelter calculation's decoder (the calculator's own: TransitShelterCalculator.decode). */
export type StopsDecode = (
  input: unknown,
) => Result<{ readonly months: readonly string[]; readonly stops: readonly StopSpace[] }, unknown>

/** Below this many sides a calculation is priced afresh: it costs less than keeping it. */
export const KEPT_FROM = 64
/** A change of more sides than this (a whole district, an import, a clear) is priced afresh too. */
const MOST_CHANGED = 512

interface Kept {
  readonly stops: readonly unknown[]
  readonly months: string
  readonly reference: PricingReferenceData
  readonly context: PricingContext
  readonly pricer: StopsPricer
  readonly quote: Quote
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype

/**
 * The live transit-shelter price, incremental (issue #50 item 6: with every side of the city chosen, a press
 * repaints the price within a frame). Pricing a calculation from scratch decodes and counts all its 16,000 sides;
 * a press changes one. So the last large calculation is kept with its StopsPricer (counts per tariff), and the
 * next one is compared with it by the identity of its sides — the list, the map and the basket keep every side's
 * object as it was and add or drop a few — from both ends: the sides between the common head and tail are what
 * the press dropped and added, toggled in the kept pricer, and only those are decoded. What is not such a change
 * (other months, price list, terms or day, extra fields, a side chosen twice, many sides at once) is priced afresh
 * by the same decoder and StopsPricer the calculator runs (TransitShelterCalculator.price), and kept.
 * `price` answers undefined for what it does not price (a small or malformed calculation): the caller asks the
 * registry, whose answer and refusal stay the server's.
 */
export class StopsLiveQuote {
  private kept: Kept | undefined

  constructor(private readonly decode: StopsDecode) {}

  price(
    input: unknown,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> | undefined {
    if (!isPlain(input)) return undefined
    const { months, stops } = input
    if (!Array.isArray(stops) || stops.length < KEPT_FROM || !Array.isArray(months)) return undefined
    for (const key in input) if (key !== 'months' && key !== 'stops') return undefined
    const monthsKey = months.join('|')
    const kept = this.kept
    if (
      kept &&
      kept.months === monthsKey &&
      kept.reference === reference &&
      kept.context.today === context.today &&
      kept.context.advertiser === context.advertiser
    ) {
      if (kept.stops === stops) return ok(kept.quote)
      const moved = this.move(kept, stops, months)
      if (moved) return ok(moved)
    }
    return this.afresh(input, stops, monthsKey, reference, context)
  }

  /** Forgets the kept calculation. */
  clear(): void {
    this.kept = undefined
  }

  private afresh(
    input: unknown,
    stops: readonly unknown[],
    monthsKey: string,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> | undefined {
    this.kept = undefined
    const decoded = this.decode(input)
    if (!decoded.ok) return undefined
    const pricer = new StopsPricer(
      reference,
      context,
      decoded.value.months.map((m) => `${m}-01`),
    )
    pricer.selectAll(decoded.value.stops)
    const quote = pricer.quote()
    // Kept only when every side counts once: dropping one of two equal sides would give back both.
    if (pricer.size === stops.length)
      this.kept = { stops, months: monthsKey, reference, context, pricer, quote }
    return ok(quote)
  }

  /** The kept pricer moved to `stops` by the sides dropped and added between the common head and tail. */
  private move(kept: Kept, stops: readonly unknown[], months: readonly unknown[]): Quote | undefined {
    const before = kept.stops
    const shorter = Math.min(before.length, stops.length)
    let head = 0
    while (head < shorter && before[head] === stops[head]) head++
    let tail = 0
    while (tail < shorter - head && before[before.length - 1 - tail] === stops[stops.length - 1 - tail])
      tail++
    const dropped = before.slice(head, before.length - tail)
    const added = stops.slice(head, stops.length - tail)
    if (dropped.length + added.length > MOST_CHANGED) return undefined
    let fresh: readonly StopSpace[] = []
    if (added.length > 0) {
      const decoded = this.decode({ months, stops: added })
      if (!decoded.ok) return undefined
      fresh = decoded.value.stops
    }
    // The kept sides each counted once: a dropped one is given back; an added one not chosen yet is chosen.
    this.kept = undefined
    const { pricer } = kept
    for (const side of dropped) pricer.toggle(side as StopSpace)
    for (const side of fresh) {
      if (pricer.isSelected(side)) return undefined
      pricer.toggle(side)
    }
    const quote = pricer.quote()
    this.kept = { ...kept, stops, quote }
    return quote
  }
}
