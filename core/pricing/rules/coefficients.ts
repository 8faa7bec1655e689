import type { IsoDate } from '../../ports/clock.port'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'

/** R-TGT-07: a missing coefficient defaults to 1. */
export const coefficientOr1 = (value: number | null | undefined): number =>
  // Stryker disable next-line ConditionalExpression: equivalent because Number.isFinite is false for all but numbers
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 1

/** R-DISC-12 / decision 11: the seasonal price ratio of a month (1..12) from the reference data. */
export const seasonalRatio = (reference: PricingReferenceData, month: number): number =>
  coefficientOr1(reference.seasonalCoefficients.find((s) => s.month === month)?.ratio)

/** R-DISC-11 / decision 11: the audience ratio of a month scales its OTS. */
export const audienceRatio = (reference: PricingReferenceData, month: number): number =>
  coefficientOr1(reference.audienceRatios.find((s) => s.month === month)?.ratio)

/**
 * R-PRICE-08 (open, chosen): VAT is reference data by date; the rate in force on the campaign's start date
 * applies (20 % until 31.12.2025, 22 % from 01.01.2026 in the demo set). Before the first entry, the first.
 */
export const vatRateOn = (reference: PricingReferenceData, date: IsoDate): number => {
  const sorted = [...reference.vatRates].sort((a, b) => (a.from < b.from ? -1 : 1))
  let rate = sorted[0]?.rate ?? 0
  for (const r of sorted) if (r.from <= date) rate = r.rate
  return rate
}

/** R-PRICE-05 (open on ×100, chosen): GRP = OTS / 10 287 500 × 100, to 2 decimals. */
export const grpOf = (ots: number, audienceBase: number): number =>
  Math.round((ots / audienceBase) * 100 * 100) / 100

/** R-PRICE-04: prices are rounded to 2 decimals (whole kopecks). */
export const roundRoubles = (roubles: number): number => Math.round(roubles * 100) / 100
