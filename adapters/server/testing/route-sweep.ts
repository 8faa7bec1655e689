import type { SqlDatabase } from '../../database/sql-database'
import type { AppRoute } from '../app'

/**
 * Tables that a refused call may touch without changing anything a user owns: sessions' last use, sign-in
 * attempts, and the per-address request counts of the rate limits (kept in the database on PostgreSQL).
 */
export const VOLATILE_TABLES = new Set(['sessions', 'schema_migrations', 'login_attempts', 'rate_limit_hits'])

/** The public tables a sweep watches (every base table but the volatile ones). */
export const watchedTables = async (db: SqlDatabase): Promise<string[]> =>
  (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((t) => t.name)
    .filter((t) => !VOLATILE_TABLES.has(t))

/**
 * One hash per table of all its rows: read before and after calls that must change nothing. The rows' hashes are
 * summed (and counted), so no row order is needed: sorting every row of the inventory's tables as text, twice a
 * route, was most of a fuzz run's time. Any change of a row changes its hash and so the sum.
 */
export const tableHashes = async (
  db: SqlDatabase,
  tables: readonly string[],
): Promise<Record<string, string>> => {
  const rows = await db.query<{ t: string; h: string }>(
    tables
      .map(
        (t) =>
          `select '${t}' as t, count(*) || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0) as h from "${t}" x`,
      )
      .join(' union all '),
  )
  return Object.fromEntries(rows.map((r) => [r.t, r.h]))
}

/** A route's path with its parameters filled so that the call reaches as deep as it can. */
export const pathOf = (route: AppRoute, id: string): string =>
  route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    name === 'place' || name === 'first'
      ? 'metroMonitors'
      : name === 'kind'
        ? 'image'
        : name === 'fileName'
          ? 'offer-2026-06-01.pdf'
          : name === 'service'
            ? 'yandex'
            : name === 'frame'
              ? '1'
              : id,
  )
