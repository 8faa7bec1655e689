import { addDays, isIsoDate, type IsoDate } from '../shared/calendar'
import { isPaid } from '../campaign/campaign-state.sets'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'

/** An unconfirmed hold is kept this many days (cabinet §9: the invoice is due today plus 5 days). */
export const HOLD_DAYS = 5

export type ExpirationErrorCode = 'expired'

/**
 * The expiration date of a new hold (R-ERR-08): the hold lasts HOLD_DAYS from today, and never past the day before
 * the campaign starts, since a campaign must be confirmed before it runs. A campaign starting today or earlier
 * cannot be reserved any more: the error names expirationDate, which the cabinet turns into "a campaign with
 * these parameters cannot currently be reserved, create a new one".
 */
export const holdExpiration = (
  today: IsoDate,
  startDate: IsoDate,
): Result<IsoDate, DomainError<ExpirationErrorCode>> => {
  if (!isIsoDate(today) || !isIsoDate(startDate) || startDate <= today)
    return err(
      domainError('expired', 'Кампанию с такими параметрами сейчас нельзя забронировать', 'expirationDate'),
    )
  const byDeadline = addDays(today, HOLD_DAYS)
  const dayBefore = addDays(startDate, -1)
  return ok(byDeadline < dayBefore ? byDeadline : dayBefore)
}

/** An unconfirmed hold has lapsed once its expiration date is behind the Moscow today. */
export const holdLapsed = (expirationDate: IsoDate | null | undefined, today: IsoDate): boolean =>
  expirationDate !== null && expirationDate !== undefined && today > expirationDate

/**
 * The clock's transition of a reservation (R-STATE-09): an unconfirmed hold ('reserved') whose expiration date
 * is behind today lapses, unless the campaign is paid for (PAID_STATES: it launches, runs or is over). Confirmed holds never lapse,
 * and a lapsed one is not lapsed again: the scheduler asks this of the row it has locked, so a confirmation
 * or another run that came first wins.
 */
export const holdLapses = (
  row: {
    readonly reservationState: string
    readonly expirationDate: IsoDate | null
    readonly state: string
  },
  today: IsoDate,
): boolean =>
  row.reservationState === 'reserved' && holdLapsed(row.expirationDate, today) && !isPaid(row.state)
