import type { Period, PeriodsPriceEntry } from '../campaign/campaign'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import { audienceRatio, grpOf } from '../pricing/rules/coefficients'
import { inclusiveDays, isoDate } from '../shared/calendar'

/** What a campaign's order bought, to set what was delivered against (issue #47 item 4). */
export interface OrderedFigures {
  readonly startDate: string
  readonly endDate: string
  /** The campaign's days. */
  readonly days: number
  /** The shows bought; null for a place that sells no shows (light boxes, stickers, shelters, signs). */
  readonly plays: number | null
  /** The audience bought; null when the pricing gave none. */
  readonly ots: number | null
  readonly grp: number | null
}

/** What a campaign is ordered from: its place, period and the periods as priced (roubles, OTS). */
export interface OrderedCampaign {
  readonly place: string
  readonly startDate: string
  readonly endDate: string
  readonly periodsPrice: readonly PeriodsPriceEntry[]
}

/**
 * The contacts one show of the place brings, as its calculator counts them (a period's OTS is its shows × this ×
 * the month's audience ratio, decision 11); undefined for a place that sells no shows.
 */
const otsPerShow = (reference: PricingReferenceData, place: string): number | undefined => {
  const t = reference.tariffs
  switch (place) {
    case 'metroMonitors':
      return t.metroMonitors.otsPerPresentation
    case 'monitorsTram':
    case 'busMonitors':
    case 'monitorsStandalone':
    case 'cityFormat':
    case 'cityFormatStandalone':
    case 'mediaFacade':
    case 'groundTransportation':
    case 'groundTransportationTram':
      return t[place].otsPerImpression
    case 'cityFormatGroup':
      return t.cityFormatGroup.otsPerHit
    default:
      return undefined
  }
}

const monthOf = (day: string): number => Number(day.slice(5, 7))

/**
 * The shows a period of a campaign's order bought, read back from its audience through the calculators' own rule
 * (shows × contacts per show × the month's audience ratio); null for a place that sells no shows or a period
 * priced without audience. The order's figures and the demo screen (issue #48) count shows alike.
 */
export const periodShows = (
  reference: PricingReferenceData,
  place: string,
  period: Pick<Period, 'startDate' | 'ots'>,
): number | null => {
  const perShow = otsPerShow(reference, place)
  if (!perShow || perShow <= 0 || typeof period.ots !== 'number') return null
  return Math.round(period.ots / (perShow * audienceRatio(reference, monthOf(period.startDate))))
}

/**
 * The order of a campaign (issue #47 item 4: statistics set delivered against ordered): its days, the audience its
 * periods were priced with, and the shows bought, read back from each period's audience through the calculators'
 * own rule (periodShows), so every video place is covered without a second stored figure.
 */
export const orderedFigures = (c: OrderedCampaign, reference: PricingReferenceData): OrderedFigures => {
  const periods = c.periodsPrice.flatMap((e) => e.periods)
  const audience = periods.filter((p) => typeof p.ots === 'number')
  const ots = audience.length > 0 ? audience.reduce((s, p) => s + (p.ots ?? 0), 0) : null
  const shows = audience.map((p) => periodShows(reference, c.place, p))
  const plays =
    audience.length > 0 && shows.every((n) => n !== null)
      ? shows.reduce<number>((s, n) => s + (n ?? 0), 0)
      : null
  return {
    startDate: c.startDate,
    endDate: c.endDate,
    days: inclusiveDays(isoDate(c.startDate), isoDate(c.endDate)),
    plays,
    ots,
    grp: ots === null ? null : grpOf(ots, reference.audienceBase),
  }
}
