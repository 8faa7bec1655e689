import type { Kopecks } from '../shared/money'
import type { Quote, QuoteStep } from './quote'
import { TARGET_NAMES } from './rules/targeting'

export type TargetName = (typeof TARGET_NAMES)[number]

/** Pricing §3: a period price entry, money in kopecks. */
export interface PeriodPriceEntry {
  readonly startDate: string
  readonly endDate: string
  readonly basePrice: Kopecks
  readonly basePriceWithSeasonal: Kopecks
  readonly seasonalDiscount: Kopecks
  /** Everything the discounts took. */
  readonly discount: Kopecks
  readonly netPrice: Kopecks
  readonly totalPeriodPrice: Kopecks
  readonly ots: number | null
  readonly isAvailableForSale: boolean
  /**
   * Every step from the base to the net price, summed over the period's lines by code in the order they apply
   * (seasonal, surcharges, discounts): basePrice + Σ amount = netPrice, to the kopeck, so a listed monthly
   * price (the base of a whole month) and the priced line reconcile step by step (issue 19 item 3).
   */
  readonly steps: readonly PeriodStep[]
}

/** One step of a period entry: what it is, its factor, and what it added or took over the period. */
export type PeriodStep = Pick<QuoteStep, 'kind' | 'code' | 'label' | 'factor' | 'amount'>

/**
 * R-TGT-02: a periods-price entry carries its scheduleId, its periods and either targets (name, value) — names
 * from R-TGT-01 — or targetings with coefficients.
 */
export type PeriodsPrice =
  | {
      readonly scheduleId: string
      readonly periods: readonly PeriodPriceEntry[]
      readonly targets: readonly { name: TargetName; value: string | number }[]
    }
  | {
      readonly scheduleId: string
      readonly periods: readonly PeriodPriceEntry[]
      readonly targetings: { readonly coefficients: Readonly<Record<string, number>> }
    }

/** The quote's periods as periods-price entries (what a saved campaign keeps, R-STOP-10). */
export const periodEntriesOf = (quote: Quote): PeriodPriceEntry[] =>
  quote.periods.map((p, i) => {
    let seasonal = 0
    let discount = 0
    const steps = new Map<string, PeriodStep>()
    for (const line of quote.lines) {
      if (line.periodIndex !== i) continue
      for (const s of line.steps) {
        if (s.kind === 'seasonal') seasonal += s.amount
        if (s.kind === 'discount') discount += s.amount
        const key = `${s.kind}:${s.code}`
        const before = steps.get(key)
        steps.set(key, {
          kind: s.kind,
          code: s.code,
          label: s.label,
          // Lines of one period share a step's factor; where they do not (a per-item surcharge), the first shows.
          factor: before?.factor ?? s.factor,
          amount: ((before?.amount ?? 0) + s.amount) as Kopecks,
        })
      }
    }
    return {
      startDate: p.startDate,
      endDate: p.endDate,
      basePrice: p.base,
      basePriceWithSeasonal: (p.base + seasonal) as Kopecks,
      seasonalDiscount: seasonal as Kopecks,
      discount: -discount as Kopecks,
      netPrice: p.total,
      totalPeriodPrice: p.total,
      ots: p.ots ?? null,
      isAvailableForSale: true,
      steps: [...steps.values()],
    }
  })

export const isTargetName = (name: string): name is TargetName =>
  (TARGET_NAMES as readonly string[]).includes(name)
