import type { IsoDate } from '../ports/clock.port'
import { inclusiveDays, isoDate } from '../shared/calendar'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'

/**
 * An inventory unit one campaign at a time may hold on a day (issue 6, part 2): a transit-shelter side, a
 * sticker space, a light box, a crystal light, a turnstile tile. Screen time (metro, bus and tram monitors,
 * city formats) is shared airtime, not a unit, so those places hold nothing.
 */
export interface BookableUnit {
  /** Stable key of the unit across places, e.g. 'transitShelter:7:a'. */
  readonly unitId: string
  /** What the advertiser is told when it is taken (pricing §8, R-STOP-05). */
  readonly inventoryNumber: string
}

/** A unit held over one priced period. */
export interface UnitHold extends BookableUnit {
  readonly startDate: IsoDate
  readonly endDate: IsoDate
}

/** Places whose calculator input lists the items chosen by id (itemIds): each item is a unit one campaign holds. */
export const ITEM_PLACES = ['lightBoxes', 'cristalLight', 'turnsTiles'] as const

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []

/**
 * The units a campaign holds, from its place, its (already decoded) calculator input and the inventory numbers
 * chosen besides it (`spaces`, e.g. the sticker spaces of metroStickers). Transit-shelter stops flagged with a
 * booking error are out of the price (R-STOP-07) and so out of the hold too. Duplicates collapse.
 */
export const bookableUnits = (
  place: string,
  calculation: unknown,
  spaces: readonly string[] = [],
): readonly BookableUnit[] => {
  const out = new Map<string, BookableUnit>()
  const add = (unitId: string, inventoryNumber: string): void => {
    if (!out.has(unitId)) out.set(unitId, { unitId, inventoryNumber })
  }
  const input = isRecord(calculation) ? calculation : {}
  if (place === 'transitShelter' && Array.isArray(input['stops'])) {
    for (const stop of input['stops']) {
      if (!isRecord(stop) || stop['bookingError'] === true) continue
      const number = stop['inventoryNumber']
      const side = stop['side']
      if (typeof number === 'string' && typeof side === 'string')
        add(`transitShelter:${number}:${side}`, number)
    }
  }
  if ((ITEM_PLACES as readonly string[]).includes(place)) {
    for (const id of strings(input['itemIds'])) add(`${place}:${id}`, id)
  }
  for (const space of spaces) add(`${place}:space:${space}`, space)
  return [...out.values()]
}

/** Each unit over each priced period: what the database is asked to hold, day by day. */
export const holdsOf = (
  units: readonly BookableUnit[],
  periods: readonly { readonly startDate: IsoDate; readonly endDate: IsoDate }[],
): readonly UnitHold[] =>
  units.flatMap((u) => periods.map((p) => ({ ...u, startDate: p.startDate, endDate: p.endDate })))

/** A campaign holds at most this many unit-days (e.g. 270 shelter sides for a year): a bigger one is refused. */
export const MAX_HELD_UNIT_DAYS = 100_000

/** How many unit-days the holds ask the database for. */
export const unitDays = (holds: readonly UnitHold[]): number =>
  holds.reduce((n, h) => n + inclusiveDays(isoDate(h.startDate), isoDate(h.endDate)), 0)

/** Places whose units are chosen as inventory numbers beside the calculator input (cabinet §7 checkVacantStickers). */
export const SPACE_PLACES: readonly string[] = ['metroStickers']

/**
 * Chosen spaces must fit the place: only sticker campaigns choose spaces, and then one per sticker paid for
 * (stickerCount, one by default, R-PRICE-07), so the price and the hold always agree.
 */
export const checkSpaces = (
  place: string,
  calculation: unknown,
  spaces: readonly string[],
): Result<null, DomainError<'wrong format'>> => {
  if (spaces.length === 0) return ok(null)
  if (!SPACE_PLACES.includes(place))
    return err(domainError('wrong format', 'Это место размещения не выбирают по номерам мест', 'spaces'))
  const count =
    isRecord(calculation) && typeof calculation['stickerCount'] === 'number' ? calculation['stickerCount'] : 1
  if (new Set(spaces).size !== count)
    return err(domainError('wrong format', `Выберите ${count} разных мест: по одному на стикер`, 'spaces'))
  return ok(null)
}
