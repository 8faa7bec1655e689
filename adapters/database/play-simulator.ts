import { createHash, randomBytes } from 'node:crypto'
import type { PeriodsPriceEntry } from '../../core/campaign/campaign'
import { PricingReference } from '../../core/ports/pricing-reference.port'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { isoDate, moscowDayStart } from '../../core/shared/calendar'
import { periodShows } from '../../core/statistics/ordered-figures'
import { simulatedDay } from '../../core/statistics/play-simulation'
import type { PlaySimulator } from '../../core/statistics/statistics.service'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'
import { screenKeyDigest } from './plays.store'

/** The demo screen; its key is random and never kept, so nobody can send plays as it. */
export const DEMO_SCREEN_ID = '00000000-0000-4000-8000-00000000d3e0'

/** A stable UUID from a text: the same campaign, day and hour always give the same play id. */
const stableUuid = (text: string): string => {
  const h = createHash('sha256').update(text).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * A campaign's simulated day in one statement: its plays (at most one an hour) are stored as a screen's are, and
 * only when they are new — the first run of the day — the rest of the day's shows and audience is added to the
 * day's counts (play_days, which a roll-up adds to as well). Idempotent: play ids derive from campaign, day and hour.
 */
const PLAY_DAY = `with played as (
    insert into plays (id, screen_id, campaign_id, inventory_number, played_at, day, duration_seconds, ots, received_at)
    select u.id, $1, $2, $3, u.at, $4::date, 10, u.ots, $5
    from unnest($6::uuid[], $7::timestamptz[], $8::int[]) as u(id, at, ots)
    on conflict (id) do nothing returning 1
  ), counted as (
    insert into play_days (campaign_id, day, plays, ots)
    select $2, $4::date, $9::bigint, $10::bigint where $9::bigint > 0 and exists (select 1 from played)
    on conflict (campaign_id, day)
    do update set plays = play_days.plays + excluded.plays, ots = play_days.ots + excluded.ots
    returning 1
  )
  select (select count(*) from played)::int as played, (select count(*) from counted)::int as counted`

/**
 * The demo simulator: plays every active, allowed campaign whose period covers the Moscow day, as the demo screen,
 * delivering each day its share of what the campaign bought (core/statistics/play-simulation.ts; the shows a
 * period bought as the order's figures count them). Answers how many shows it added.
 */
export const simulateDay = async (
  db: SqlDatabase,
  day: string,
  now: Date,
  reference: PricingReferenceData | undefined,
): Promise<{ campaigns: number; accepted: number }> => {
  await db.query(
    `insert into screens (id, name, key_digest) values ($1, 'Демонстрационный экран', $2) on conflict (id) do nothing`,
    [DEMO_SCREEN_ID, screenKeyDigest(randomBytes(32).toString('hex'))],
  )
  const campaigns = await db.query<{
    id: string
    place: string
    spaces: string[]
    periods_price: PeriodsPriceEntry[] | string
  }>(
    `select id::text as id, advertise_place as place, spaces, periods_price from campaigns
     where state = 'active' and is_allowed and start_date <= $1 and end_date >= $1`,
    [day],
  )
  const dayStart = moscowDayStart(isoDate(day)).getTime()
  let accepted = 0
  for (const c of campaigns) {
    const periods = typeof c.periods_price === 'string' ? JSON.parse(c.periods_price) : c.periods_price
    const simulated = simulatedDay(periods as PeriodsPriceEntry[], day, {
      seed: c.id,
      showsOf: (period) => (reference ? periodShows(reference, c.place, period) : null),
    })
    if (simulated.plays.length === 0) continue
    const [row] = await db.query<{ played: number; counted: number }>(PLAY_DAY, [
      DEMO_SCREEN_ID,
      c.id,
      c.spaces[0] ?? 'DEMO',
      day,
      now,
      simulated.plays.map((p) => stableUuid(`${c.id}:${day}:${p.hour}`)),
      // The hour of the Moscow day as an instant (through the zone, not a fixed offset).
      simulated.plays.map((p) => new Date(dayStart + p.hour * 3600_000).toISOString()),
      simulated.plays.map((p) => p.ots),
      simulated.rest.plays,
      simulated.rest.ots,
    ])
    accepted += Number(row?.played ?? 0) + (Number(row?.counted ?? 0) > 0 ? simulated.rest.plays : 0)
  }
  return { campaigns: campaigns.length, accepted }
}

/** The demo simulator over PGlite or PostgreSQL (the port of core/statistics/statistics.service.ts). */
@injectable()
export class SqlPlaySimulator implements PlaySimulator {
  constructor(
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(PricingReference) private readonly reference: PricingReference,
  ) {}

  async simulateDay(day: string, now: Date): Promise<{ campaigns: number; accepted: number }> {
    // Without the price list the shows bought are unknown: each campaign then plays 24 times a day.
    const reference = await this.reference.load().catch(() => undefined)
    return simulateDay(this.db, day, now, reference)
  }
}
