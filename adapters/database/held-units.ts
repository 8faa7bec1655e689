import type { HeldUnit, HeldUnits } from '../../core/booking/taken-units'
import type { IsoDate } from '../../core/ports/clock.port'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

/**
 * The units of a place some campaign holds on a day of a period, with the campaign and its owner (one row per
 * unit and campaign). A unit chosen by id is held as '<place>:<id>' (core/booking/booking-units.ts).
 */
export const HELD_IN = `select distinct substr(h.unit_id, length($1) + 2) as "itemId",
    h.campaign_id::text as "campaignId", c.owner_id::text as "ownerId"
  from campaign_holds h join campaigns c on c.id = h.campaign_id
  where h.unit_id like $1 || ':%' and h.unit_id not like $1 || ':space:%'
    and h.day between $2::date and $3::date`

@injectable()
export class SqlHeldUnits implements HeldUnits {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  heldIn(place: string, startDate: IsoDate, endDate: IsoDate): Promise<readonly HeldUnit[]> {
    return this.db.query<HeldUnit>(HELD_IN, [place, startDate, endDate])
  }
}
