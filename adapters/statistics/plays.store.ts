import { createHash } from 'node:crypto'
import { moscowDayOf, type Play } from '../../core/statistics/plays.contract'
import type { SqlDatabase } from '../database/sql-database'

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

/** Plays and OTS per Moscow day of the campaigns in the period. */
export const countedByDay = async (
  db: SqlDatabase,
  campaignIds: readonly string[],
  dateFrom: string,
  dateTo: string,
): Promise<{ day: string; plays: number; ots: number; campaign_id: string }[]> => {
  const rows = await db.query<{ day: string; plays: string; ots: string; campaign_id: string }>(
    `select campaign_id::text as campaign_id, day::text as day, count(*)::text as plays, coalesce(sum(ots), 0)::text as ots
     from plays where campaign_id = any($1::uuid[]) and day between $2 and $3
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
