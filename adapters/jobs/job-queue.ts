import PgBoss from 'pg-boss'
import type { Logger } from '../../core/ports/logger.port'
import type { Telemetry } from '../../core/ports/telemetry.port'
import { pgliteExecutor } from '../database/pglite.database'
import type { SqlDatabase } from '../database/sql-database'
import type { JobKind } from './job-kinds'

export interface QueueSettings {
  /** PostgreSQL's address; the embedded database is used through its executor otherwise. */
  readonly databaseUrl: string | undefined
  /** How often a worker looks for work (0.5 s at least). */
  readonly pollingIntervalSeconds: number
  /** How often expired jobs are sent back for retry. */
  readonly maintenanceIntervalSeconds: number
}

export const DEFAULT_QUEUE_SETTINGS: Omit<QueueSettings, 'databaseUrl'> = {
  pollingIntervalSeconds: 2,
  maintenanceIntervalSeconds: 60,
}

/**
 * Background and scheduled work on a PostgreSQL-backed queue (pg-boss, in the database's `pgboss` schema): jobs
 * are rows, so they outlive the server that queued them, are taken by exactly one worker of any server, retried
 * with backoff when they fail, and taken over from a server that died mid-way once they expire. Cron schedules
 * fire once per tick whatever the number of servers. On PGlite the same queue runs in the one process.
 */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly logger: Logger,
    private readonly telemetry: Telemetry,
    private readonly settings: QueueSettings,
  ) {}

  static async start(
    db: SqlDatabase,
    settings: QueueSettings,
    logger: Logger,
    telemetry: Telemetry,
  ): Promise<JobQueue> {
    const executeSql = pgliteExecutor(db)
    const common = {
      schedule: true,
      supervise: true,
      maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
      // Kept a week: what ran when is the operators' answer to "did it run?".
      archiveCompletedAfterSeconds: 7 * 24 * 3600,
    }
    const boss = executeSql
      ? new PgBoss({ ...common, db: { executeSql } })
      : new PgBoss({
          ...common,
          connectionString: settings.databaseUrl,
          max: 4,
          application_name: 'tablo-jobs',
        })
    boss.on('error', (error: Error) => logger.error('job queue failed', { error: error.message }))
    await boss.start()
    return new JobQueue(boss, logger, telemetry, settings)
  }

  /** Declares a kind of job and works it in this server; each run is counted (and logged when it fails). */
  async work<T extends object>(kind: JobKind, handle: (data: T) => Promise<void>): Promise<void> {
    await this.boss.createQueue(kind.name, {
      name: kind.name,
      policy: kind.policy ?? 'standard',
      retryLimit: kind.retryLimit,
      retryDelay: kind.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: kind.expireInSeconds,
    })
    await this.boss.work<T>(
      kind.name,
      { pollingIntervalSeconds: this.settings.pollingIntervalSeconds, batchSize: 1 },
      async ([job]) => {
        if (!job) return
        try {
          await handle(job.data)
          this.telemetry.jobRan(kind.name, false)
        } catch (cause) {
          this.telemetry.jobRan(kind.name, true)
          this.logger.error('job failed', {
            job: kind.name,
            id: job.id,
            error: cause instanceof Error ? cause.message : String(cause),
          })
          throw cause
        }
      },
    )
  }

  /** Runs a kind of job on a cron schedule (Moscow time), once per tick across every server. */
  async every(kind: JobKind, cron: string): Promise<void> {
    await this.boss.schedule(kind.name, cron, {}, { tz: 'Europe/Moscow' })
  }

  /** Queues one job; a stately kind keeps at most one waiting. */
  async send(kind: JobKind, data: object = {}): Promise<void> {
    await this.boss.send(kind.name, data)
  }

  /**
   * Stops taking jobs, lets the running ones finish within `timeoutMs` (1 s at least), hands back (fails, to be
   * retried) the ones still running then, and closes the queue's connections.
   */
  async stop(timeoutMs = 30_000): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: Math.max(1_000, timeoutMs) })
  }
}
