import type { IsoDate } from '../ports/clock.port'

/** The spec's booking error code (pricing §8): the units asked for are held by another campaign. */
export const BOOKING_CONFLICT = 'booking conflict'
export const BOOKING_CONFLICT_MESSAGE = 'Некоторые места уже забронированы другой кампанией'

/** A period with the inventory numbers that could not be held in it (R-STOP-05 reads the first one). */
export interface ConflictPeriod {
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly inventoryNumbers: readonly string[]
}

/**
 * The booking error on the wire (pricing §8 "campaign booking: errors with message, and periods with
 * inventoryNumbers"; R-STOP-05): the first message, the field errors, every conflicting inventory number, and
 * the periods they conflict in, earliest first.
 */
export interface BookingConflict {
  readonly code: typeof BOOKING_CONFLICT
  readonly message: string
  readonly inventoryNumbers: readonly string[]
  readonly periods: readonly ConflictPeriod[]
}

/** Builds the error from the holds the database refused (one entry per unit and period asked for). */
export const bookingConflict = (
  refused: readonly {
    readonly inventoryNumber: string
    readonly startDate: IsoDate
    readonly endDate: IsoDate
  }[],
): BookingConflict => {
  const byPeriod = new Map<string, { startDate: IsoDate; endDate: IsoDate; numbers: Set<string> }>()
  for (const r of refused) {
    const key = `${r.startDate}/${r.endDate}`
    const entry = byPeriod.get(key) ?? {
      startDate: r.startDate,
      endDate: r.endDate,
      numbers: new Set<string>(),
    }
    entry.numbers.add(r.inventoryNumber)
    byPeriod.set(key, entry)
  }
  const periods = [...byPeriod.values()]
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
    .map((p) => ({ startDate: p.startDate, endDate: p.endDate, inventoryNumbers: [...p.numbers].sort() }))
  const inventoryNumbers = [...new Set(refused.map((r) => r.inventoryNumber))].sort()
  return { code: BOOKING_CONFLICT, message: BOOKING_CONFLICT_MESSAGE, inventoryNumbers, periods }
}

/**
 * The conflict as it is said where the user pressed (issue #47 item 3): the units by the names their list shows
 * them by (station or address), never by numbers the list does not show; a name holds commas, so they part by ';'.
 */
export const conflictSentence = (names: readonly string[]): string =>
  names.length === 0
    ? BOOKING_CONFLICT_MESSAGE
    : `${BOOKING_CONFLICT_MESSAGE} на эти даты: ${names.join('; ')}.`
