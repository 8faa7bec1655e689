import type { IsoDate } from '../../ports/clock.port'
import type {
  CapacityDiscount,
  GlobalDiscountFactor,
  VolumeDiscountRule,
} from '../reference/pricing-reference.schema'

/** R-DISC-05: a discount factor is 1 − percent/100; percents are kept inside 0..100 so factors stay in (0, 1]. */
export const discountFactor = (percent: number): number => {
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100) {
    throw new RangeError(`a discount percent must be in [0, 100): ${percent}`)
  }
  return 1 - percent / 100
}

export interface AppliedDiscount {
  readonly percent: number
  readonly factor: number
}

export const NO_DISCOUNT: AppliedDiscount = { percent: 0, factor: 1 }

const applied = (percent: number): AppliedDiscount =>
  // Stryker disable next-line EqualityOperator: equivalent because a percent of 0 gives { 0, factor 1 }, NO_DISCOUNT
  percent > 0 ? { percent, factor: discountFactor(percent) } : NO_DISCOUNT

const inForce = (date: IsoDate, startDate?: IsoDate, endDate?: IsoDate): boolean =>
  (startDate === undefined || startDate <= date) && (endDate === undefined || date <= endDate)

/**
 * R-DISC-02 / R-DISC-03 / R-DISC-04, decision 4: the rule whose priceFrom ≤ total base price < priceTo holds
 * gives discountSize (a percent). Chosen for R-DISC-03: a rule counts only when the campaign's start date lies
 * within its startDate..endDate (either may be absent) and, when it lists places in `rules`, the place is one
 * of them. Several matching rules: the largest percent wins (rules never stack).
 */
export const volumeDiscount = (
  rules: readonly VolumeDiscountRule[],
  totalBaseRoubles: number,
  campaignStart: IsoDate,
  place: string,
): AppliedDiscount => {
  let best = 0
  for (const rule of rules) {
    if (!(rule.priceFrom <= totalBaseRoubles && totalBaseRoubles < rule.priceTo)) continue
    if (!inForce(campaignStart, rule.startDate, rule.endDate)) continue
    if (rule.rules && rule.rules.length > 0 && !rule.rules.includes(place)) continue
    best = Math.max(best, rule.discountSize)
  }
  return applied(best)
}

/**
 * R-DISC-04 / R-DISC-06 (open formula, chosen): a capacity rule of the place applies when the campaign's
 * quantity (in the rule's unit) reaches its range; the largest reached range wins and its value is the percent.
 * A rule whose range is 1000 is ignored when the advertiser has a personal discount.
 */
export const capacityDiscount = (
  rules: readonly CapacityDiscount[],
  place: string,
  quantity: number,
  hasPersonalDiscount: boolean,
): AppliedDiscount & {
  readonly range?: number
  readonly unit?: string
  /** The 1000-range rule the campaign reached but the personal discount switched off (pricing §9). */
  readonly switchedOff?: { readonly percent: number; readonly range: number }
} => {
  let chosen: CapacityDiscount | undefined
  let off: CapacityDiscount | undefined
  for (const rule of rules) {
    if (rule.place !== place || quantity < rule.range) continue
    if (rule.range === 1000 && hasPersonalDiscount) {
      // Every rule kept here has the range 1000, so the first one found stands for them.
      off ??= rule
      continue
    }
    if (!chosen || rule.range > chosen.range) chosen = rule
  }
  const switchedOff =
    off && (!chosen || off.range > chosen.range)
      ? { switchedOff: { percent: off.value, range: off.range } }
      : {}
  return chosen
    ? { ...applied(chosen.value), range: chosen.range, unit: chosen.unit, ...switchedOff }
    : { ...NO_DISCOUNT, ...switchedOff }
}

/** The advertiser's terms as the cabinet knows them (R-DISC-08, R-DISC-09). */
export interface AdvertiserTerms {
  readonly isAgency: boolean
  readonly discount?: {
    readonly value: number
    /** Places the discount is for; empty = every place. */
    readonly advertisePlaces: readonly string[]
    readonly expirationDate?: IsoDate
  }
  readonly ignoreGlobalDiscountFactors?: boolean
}

/** R-DISC-07: the advertiser discount is multiplied by 1.25 for turn tiles. */
export const TURNS_TILES_BOOST = 1.25
/** Chosen cap so a boosted discount never makes a line free: a personal discount is at most 90 %. */
export const MAX_ADVERTISER_PERCENT = 90

/**
 * R-DISC-08 (open, chosen): the personal discount applies when the advertiser is an agency with a discount
 * above 0, the place is one of its advertisePlaces (an empty list means every place) and it has not expired
 * (the pricing day is on or before expirationDate). Turn tiles multiply it by 1.25 (R-DISC-07); the result is
 * capped at 90 %.
 */
export const advertiserDiscount = (
  terms: AdvertiserTerms | undefined,
  place: string,
  today: IsoDate,
): AppliedDiscount => {
  const d = terms?.discount
  // A value of 0 or less needs no check of its own: applied() turns any percent not above 0 into no discount.
  if (!terms?.isAgency || !d) return NO_DISCOUNT
  if (d.advertisePlaces.length > 0 && !d.advertisePlaces.includes(place)) return NO_DISCOUNT
  // Stryker disable next-line ConditionalExpression: equivalent because a day is never after undefined
  if (d.expirationDate !== undefined && today > d.expirationDate) return NO_DISCOUNT
  const boosted = place === 'turnsTiles' ? d.value * TURNS_TILES_BOOST : d.value
  return applied(Math.min(boosted, MAX_ADVERTISER_PERCENT))
}

export const hasPersonalDiscount = (
  terms: AdvertiserTerms | undefined,
  place: string,
  today: IsoDate,
): boolean => advertiserDiscount(terms, place, today).percent > 0

/**
 * R-DISC-09 / R-DISC-10 (open, chosen): a global factor applies to a period line whose start date lies in its
 * startDate..endDate; when several do, the smallest value wins (they do not stack). None when the advertiser
 * carries ignoreGlobalDiscountFactors.
 */
export const globalFactor = (
  factors: readonly GlobalDiscountFactor[],
  lineStart: IsoDate,
  terms: AdvertiserTerms | undefined,
): number => {
  if (terms?.ignoreGlobalDiscountFactors) return 1
  let value = 1
  // Stryker disable next-line EqualityOperator: equivalent because an equal factor leaves the same value
  for (const f of factors) if (inForce(lineStart, f.startDate, f.endDate) && f.value < value) value = f.value
  return value
}
