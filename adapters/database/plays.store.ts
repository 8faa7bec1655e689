import { createHash } from 'node:crypto'
import { moscowDayOf } from '../../core/shared/calendar'
import type { Play } from '../../core/statistics/plays.contract'
import type { SqlDatabase } from './sql-database'

export const screenKeyDigest = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex')

/** The screen whose key this is, if any (only the key's SHA-256 is stored). */
export const screenOfKey = async (db: SqlDatabase, key: string): Promise<string | undefined> => {
  const [row] = await db.query<{ id: string }>('select id from screens where key_digest = $1', [
    screenKeyDigest(key),
  ])
  return row?.id
}

/** Registers a screen with its key (tests, the demo seed, an admin tool). */
export const registerScreen = async (
  db: SqlDatabase,
  id: string,
  name: string,
  key: string,
): Promise<void> => {
  await db.query('insert into screens (id, name, key_digest) values ($1, $2, $3)', [
    id,
    name,
    screenKeyDigest(key),
  ])
}

/** The campaign ids of the batch that do not exist. */
export const unknownCampaigns = async (db: SqlDatabase, plays: readonly Play[]): Promise<string[]> => {
  const ids = [...new Set(plays.map((p) => p.campaignId))]
  const found = await db.query<{ id: string }>(
    'select id::text as id from campaigns where id = any($1::uuid[])',
    [ids],
  )
  const known = new Set(found.map((r) => r.id))
  return ids.filter((id) => !known.has(id))
}

/** Stores the plays not seen before in one statement (idempotent by play id); answers how many were new. */
export const insertPlays = async (
  db: SqlDatabase,
  screenId: string,
  plays: readonly Play[],
  now: Date,
): Promise<number> => {
  const rows = await db.query<{ id: string }>(
    `insert into plays (id, screen_id, campaign_id, inventory_number, played_at, day, duration_seconds, ots, received_at)
     select u.id, $1, u.campaign_id, u.inv, u.at, u.day, u.dur, u.ots, $2
     from unnest($3::uuid[], $4::uuid[], $5::text[], $6::timestamptz[], $7::date[], $8::int[], $9::int[])
       as u(id, campaign_id, inv, at, day, dur, ots)
     on conflict (id) do nothing returning id`,
    [
      screenId,
      now,
      plays.map((p) => p.id),
      plays.map((p) => p.campaignId),
      plays.map((p) => p.inventoryNumber),
      plays.map((p) => p.playedAt),
      plays.map((p) => moscowDayOf(p.playedAt)),
      plays.map((p) => p.durationSeconds),
      plays.map((p) => p.ots),
    ],
  )
  return rows.length
}

/**
 * Plays and OTS per Moscow day of the campaigns in the period: the rolled-up counts plus the plays received since
 * the last roll-up (one statement, so a roll-up running meanwhile is seen wholly or not at all).
 */
export const countedByDay = async (
  db: SqlDatabase,
  campaignIds: readonly string[],
  dateFrom: string,
  dateTo: string,
): Promise<{ day: string; plays: number; ots: number; campaign_id: string }[]> => {
  const rows = await db.query<{ day: string; plays: string; ots: string; campaign_id: string }>(
    `select campaign_id::text as campaign_id, day::text as day, sum(plays)::text as plays, sum(ots)::text as ots
     from (
       select campaign_id, day, plays, ots from play_days
       where campaign_id = any($1::uuid[]) and day between $2 and $3
       union all
       select campaign_id, day, count(*), coalesce(sum(ots), 0) from plays
       where not rolled_up and campaign_id = any($1::uuid[]) and day between $2 and $3
       group by campaign_id, day
     ) counted
     group by campaign_id, day order by day`,
    [campaignIds, dateFrom, dateTo],
  )
  return rows.map((r) => ({
    campaign_id: r.campaign_id,
    day: r.day,
    plays: Number(r.plays),
    ots: Number(r.ots),
  }))
}

/** How many received plays one roll-up statement takes at most (a short transaction, whatever the backlog). */
export const ROLL_UP_BATCH = 20_000

/**
 * Moves up to `batch` plays not yet rolled up into the per-day counts, in one statement: the plays are marked and
 * their counts added together or not at all. Plays another roll-up holds are skipped, so two servers rolling up at
 * once never count a play twice. Answers how many plays were moved (0 when none waits).
 */
export const rollUpPlays = async (db: SqlDatabase, batch = ROLL_UP_BATCH): Promise<number> => {
  const [row] = await db.query<{ moved: string }>(
    `with moved as (
       update plays set rolled_up = true
       where not rolled_up and id in (select id from plays where not rolled_up limit $1 for update skip locked)
       returning campaign_id, day, ots
     ), added as (
       insert into play_days (campaign_id, day, plays, ots)
       select campaign_id, day, count(*), coalesce(sum(ots), 0) from moved group by campaign_id, day
       on conflict (campaign_id, day)
       do update set plays = play_days.plays + excluded.plays, ots = play_days.ots + excluded.ots
       returning 1
     )
     select (select count(*) from moved)::text as moved`,
    [batch],
  )
  return Number(row?.moved ?? 0)
}

/** Rolls up every play waiting, batch by batch; answers how many were moved. */
export const rollUpAllPlays = async (db: SqlDatabase, batch = ROLL_UP_BATCH): Promise<number> => {
  let total = 0
  for (;;) {
    const moved = await rollUpPlays(db, batch)
    total += moved
    if (moved < batch) return total
  }
}
