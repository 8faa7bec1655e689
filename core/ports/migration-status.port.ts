/**
 * What readiness asks of the database (issue #18 part 3): the migrations of this build it has not applied yet;
 * the call fails when the database does not answer. The database adapter implements it (adapters/database/migrate.ts).
 */
export interface MigrationStatus {
  pending(): Promise<string[]>
}
export const MigrationStatus = Symbol.for('tablo.MigrationStatus')
