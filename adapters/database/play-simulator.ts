import { createHash, randomBytes } from 'node:crypto'
import type { PeriodsPriceEntry } from '../../core/campaign/campaign'
import { simulatedPlays } from '../../core/statistics/play-simulation'
import type { Play } from '../../core/statistics/plays.contract'
import { isoDate, moscowDayStart } from '../../core/shared/calendar'
import type { PlaySimulator } from '../../core/statistics/statistics.service'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'
import { insertPlays, screenKeyDigest } from './plays.store'

/** The demo screen; its key is random and never kept, so nobody can send plays as it. */
export const DEMO_SCREEN_ID = '00000000-0000-4000-8000-00000000d3e0'

/** A stable UUID from a text: the same campaign, day and hour always give the same play id. */
const stableUuid = (text: string): string => {
  const h = createHash('sha256').update(text).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * The demo simulator: plays every active, allowed campaign whose period covers the Moscow day, as the demo
 * screen. Idempotent: play ids derive from campaign, day and hour, so running a day twice adds nothing.
 */
export const simulateDay = async (
  db: SqlDatabase,
  day: string,
  now: Date,
): Promise<{ campaigns: number; accepted: number }> => {
  await db.query(
    `insert into screens (id, name, key_digest) values ($1, 'Демонстрационный экран', $2) on conflict (id) do nothing`,
    [DEMO_SCREEN_ID, screenKeyDigest(randomBytes(32).toString('hex'))],
  )
  const campaigns = await db.query<{
    id: string
    spaces: string[]
    periods_price: PeriodsPriceEntry[] | string
  }>(
    `select id::text as id, spaces, periods_price from campaigns
     where state = 'active' and is_allowed and start_date <= $1 and end_date >= $1`,
    [day],
  )
  let accepted = 0
  for (const c of campaigns) {
    const periods = typeof c.periods_price === 'string' ? JSON.parse(c.periods_price) : c.periods_price
    const plays: Play[] = simulatedPlays(periods, day).map((p) => ({
      id: stableUuid(`${c.id}:${day}:${p.hour}`),
      campaignId: c.id,
      inventoryNumber: c.spaces[0] ?? 'DEMO',
      // The hour of the Moscow day as an instant (through the zone, not a fixed offset).
      playedAt: new Date(moscowDayStart(isoDate(day)).getTime() + p.hour * 3600_000).toISOString(),
      durationSeconds: 10,
      ots: p.ots,
    }))
    if (plays.length > 0) accepted += await insertPlays(db, DEMO_SCREEN_ID, plays, now)
  }
  return { campaigns: campaigns.length, accepted }
}

/** The demo simulator over PGlite or PostgreSQL (the port of core/statistics/statistics.service.ts). */
@injectable()
export class SqlPlaySimulator implements PlaySimulator {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  simulateDay(day: string, now: Date): Promise<{ campaigns: number; accepted: number }> {
    return simulateDay(this.db, day, now)
  }
}
