import type { Kopecks } from '../shared/money'
import type { Quote } from './quote'
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
}

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
    for (const line of quote.lines) {
      if (line.periodIndex !== i) continue
      for (const s of line.steps) {
        if (s.kind === 'seasonal') seasonal += s.amount
        if (s.kind === 'discount') discount += s.amount
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
    }
  })

export const isTargetName = (name: string): name is TargetName =>
  (TARGET_NAMES as readonly string[]).includes(name)
