import type { IsoDate } from '../../ports/clock.port'
import { compareIso } from '../rules/calendar'
import type { HalfMonth } from '../rules/periods'

/** A sticker space held by a campaign on a day (a campaign_holds row of a sticker space). */
export interface SpaceHold {
  readonly inventoryNumber: string
  readonly day: IsoDate
}

export interface HalfMonthSpaces extends HalfMonth {
  /** Spaces of the selection nobody holds on any day of the half-month. */
  readonly freeSpaces: number
}

/**
 * R-PER-03 / R-API-36 (chosen): a sticker space is sold by half-months, so it is free in a half-month only if no
 * campaign holds it on any day of it. Holds outside the selection do not count.
 */
export const freeSpacesByHalfMonth = (
  selection: readonly string[],
  holds: readonly SpaceHold[],
  halves: readonly HalfMonth[],
): HalfMonthSpaces[] => {
  const chosen = new Set(selection)
  return halves.map((h) => {
    const taken = new Set(
      holds
        .filter(
          (x) =>
            chosen.has(x.inventoryNumber) &&
            compareIso(x.day, h.startDate) >= 0 &&
            compareIso(x.day, h.endDate) <= 0,
        )
        .map((x) => x.inventoryNumber),
    )
    return { ...h, freeSpaces: chosen.size - taken.size }
  })
}

/**
 * R-API-36 (chosen): a package of N stickers is still for sale over the period when every half-month of it has at
 * least N free spaces in the selection (one sticker a space, as a campaign holds them).
 */
export const enabledPackages = <P extends { readonly stickers: number }>(
  packages: readonly P[],
  halves: readonly HalfMonthSpaces[],
): P[] => packages.filter((p) => halves.length > 0 && halves.every((h) => h.freeSpaces >= p.stickers))

/**
 * R-API-19 (chosen): the monitors available on an average day of the period: each day counts the monitors nobody
 * holds that day, and the counts are averaged over the days; two decimals.
 */
export const averageAvailable = (monitors: number, heldMonitorDays: number, days: number): number =>
  days <= 0 ? 0 : Math.round(((monitors * days - heldMonitorDays) / days) * 100) / 100
