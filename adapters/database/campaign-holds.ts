import { unitDays, type UnitHold } from '../../core/booking/booking-units'
import { daysOf, isoDate } from '../../core/shared/calendar'
import type { SqlDatabase } from './sql-database'

const daysHeld = (h: UnitHold) => daysOf(isoDate(h.startDate), isoDate(h.endDate))

/**
 * Holds every unit for every day of its period in ONE insert; the primary key (unit_id, day) refuses a day
 * another campaign holds (on PostgreSQL a concurrent uncommitted holder is waited for, so exactly one of two
 * racing bookings gets the day). Answers the holds that could not be taken in full; the caller rolls back.
 */
export const insertHolds = async (
  tx: SqlDatabase,
  campaignId: string,
  holds: readonly UnitHold[],
): Promise<UnitHold[]> => {
  if (holds.length === 0) return []
  // One order for every booking, so two racing bookings take their rows in the same order and never deadlock.
  holds = [...holds].sort((a, b) =>
    a.unitId < b.unitId ? -1 : a.unitId > b.unitId ? 1 : a.startDate < b.startDate ? -1 : 1,
  )
  const inserted = await tx.query<{ unit_id: string; day: string }>(
    `insert into campaign_holds (unit_id, day, campaign_id, inventory_number)
     select h.unit_id, d::date, $1, h.inventory_number
       from unnest($2::text[], $3::text[], $4::date[], $5::date[]) as h(unit_id, inventory_number, s, e)
       cross join lateral generate_series(h.s::timestamp, h.e::timestamp, interval '1 day') as d
      order by h.unit_id, d
     on conflict do nothing
     returning unit_id, day::text as day`,
    [
      campaignId,
      holds.map((h) => h.unitId),
      holds.map((h) => h.inventoryNumber),
      holds.map((h) => h.startDate),
      holds.map((h) => h.endDate),
    ],
  )
  if (inserted.length === unitDays(holds)) return []
  const taken = new Set(inserted.map((r) => `${r.unit_id}|${r.day}`))
  return holds.filter((h) => daysHeld(h).some((d) => !taken.has(`${h.unitId}|${d}`)))
}
