import type { SqlDatabase } from './sql-database'

/** Counts a request of a key in its window: the hits so far and the milliseconds the window has left. */
export interface HitCounter {
  hit(key: string, windowMs: number): Promise<{ readonly hits: number; readonly ttlMs: number }>
}

/**
 * The hits of each client address in its window, kept in PostgreSQL so that every server of a cluster counts
 * the same (issue #18 part 2); one upsert per request.
 */
export const databaseHitCounter = (db: SqlDatabase): HitCounter => {
  let sinceSweep = 0
  return {
    hit: async (key, windowMs) => {
      // Now and then, windows long over are dropped so the table holds only the addresses of the last hour.
      if (++sinceSweep >= 1000) {
        sinceSweep = 0
        await db.query(`delete from rate_limit_hits where window_ends < now() - interval '1 hour'`)
      }
      const [row] = await db.query<{ hits: number; ttl_ms: number }>(
        `insert into rate_limit_hits as h (key, hits, window_ends)
         values ($1, 1, now() + $2 * interval '1 millisecond')
         on conflict (key) do update set
           hits = case when h.window_ends <= now() then 1 else h.hits + 1 end,
           window_ends = case when h.window_ends <= now() then excluded.window_ends else h.window_ends end
         returning hits, greatest(0, extract(epoch from (window_ends - now())) * 1000)::float8 as ttl_ms`,
        [key, windowMs],
      )
      return { hits: row!.hits, ttlMs: Math.round(row!.ttl_ms) }
    },
  }
}
