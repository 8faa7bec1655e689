import type { IsoDate } from '../ports/clock.port'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { bookableUnits, holdsOf, type UnitHold } from './booking-units'

/**
 * checkVacantStickers and checkVacantBoxes (cabinet §7): before paying or printing, the wizard asks whether the
 * sticker spaces or light boxes of a campaign are still free for its periods. The answer lists what another
 * campaign holds, in the booking error's shape (pricing §8, R-STOP-05). The check only reads: it neither takes
 * nor releases a hold.
 */
export const VACANCY_CHECKS = {
  checkVacantStickers: ['metroStickers'],
  checkVacantBoxes: ['lightBoxes'],
} as const satisfies Record<string, readonly string[]>
export type VacancyCheck = keyof typeof VACANCY_CHECKS

/** The check a place's campaign is asked, if any: stickers and light boxes only. */
export const vacancyCheckOf = (place: string): VacancyCheck | undefined =>
  (Object.keys(VACANCY_CHECKS) as VacancyCheck[]).find((check) =>
    (VACANCY_CHECKS[check] as readonly string[]).includes(place),
  )

export type VacancyError = DomainError<'wrong format'> & { readonly field: string }

/** The periods a campaign holds its units over: those of its periods-price entries, each once, earliest first. */
export const heldPeriods = (
  periodsPrice: readonly {
    readonly periods: readonly { readonly startDate: IsoDate; readonly endDate: IsoDate }[]
  }[],
  fallback: { readonly startDate: IsoDate; readonly endDate: IsoDate },
): readonly { startDate: IsoDate; endDate: IsoDate }[] => {
  const seen = new Map<string, { startDate: IsoDate; endDate: IsoDate }>()
  for (const entry of periodsPrice)
    for (const p of entry.periods)
      seen.set(`${p.startDate}/${p.endDate}`, { startDate: p.startDate, endDate: p.endDate })
  const periods = [...seen.values()].sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0,
  )
  return periods.length > 0 ? periods : [{ startDate: fallback.startDate, endDate: fallback.endDate }]
}

/** What a check looks at: the campaign's units of the checked kind over its held periods. */
export const vacancyHolds = (
  check: VacancyCheck,
  campaign: {
    readonly place: string
    readonly calculation: unknown
    readonly spaces: readonly string[]
    readonly periodsPrice: Parameters<typeof heldPeriods>[0]
    readonly startDate: IsoDate
    readonly endDate: IsoDate
  },
): Result<readonly UnitHold[], VacancyError> => {
  if (!(VACANCY_CHECKS[check] as readonly string[]).includes(campaign.place))
    return err(
      domainError(
        'wrong format',
        check === 'checkVacantStickers'
          ? 'Свободные места проверяют только у стикеров в метро'
          : 'Свободные лайтбоксы проверяют только у кампаний лайтбоксов',
        'advertisePlace',
      ) as VacancyError,
    )
  const units = bookableUnits(campaign.place, campaign.calculation, campaign.spaces)
  return ok(holdsOf(units, heldPeriods(campaign.periodsPrice, campaign)))
}

/**
 * The holds of which at least one day is held by another campaign: each unit-period once, so the booking error
 * (core/booking/booking-conflict.ts) names the inventory numbers and the periods they are taken in.
 */
export const takenHolds = (
  holds: readonly UnitHold[],
  takenDays: readonly { readonly unitId: string; readonly day: IsoDate }[],
): readonly UnitHold[] =>
  holds.filter((h) =>
    takenDays.some((t) => t.unitId === h.unitId && t.day >= h.startDate && t.day <= h.endDate),
  )
