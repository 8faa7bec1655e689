/**
 * The adapters' view of a PostgreSQL database: the embedded PGlite and a real PostgreSQL answer the same SQL
 * through this one interface, so repositories and migrations are written once.
 */
export interface SqlDatabase {
  readonly kind: 'pglite' | 'postgres'
  /** One statement with $1.. parameters; answers the rows. */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs the work in one transaction; a throw rolls it back. */
  transaction<T>(work: (tx: SqlDatabase) => Promise<T>): Promise<T>
  close(): Promise<void>
}
export const SqlDatabase = Symbol.for('tablo.SqlDatabase')
