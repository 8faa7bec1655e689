import { Logger } from '../../core/ports/logger.port'
import { MailOutbox } from '../../core/ports/mail-outbox.port'
import { Telemetry } from '../../core/ports/telemetry.port'
import { settleCampaigns } from '../campaigns/scheduler'
import type { Container } from '../container/di'
import { SqlDatabase } from '../database/sql-database'
import { SmtpOutbox } from '../mail/smtp-mail'
import { DEFAULT_QUEUE_SETTINGS, JobQueue, type QueueSettings } from './job-queue'
import { BackgroundWork } from './background-work'
import { CLOCK_CRON, CLOCK_JOB, MAIL_JOB, PLAYS_JOB } from './job-kinds'
import { QueueStatus } from './queue-status'

export interface RunningJobs {
  /**
   * Takes no more jobs, waits up to `timeoutMs` (30 s by default) for the running one to finish, then hands back
   * whatever still runs (failed, so the queue retries it on any server) and closes the queue.
   */
  stop(timeoutMs?: number): Promise<void>
}

/**
 * Starts this server's share of the background work: a catch-up run of the clock at once (so a restart settles
 * whatever fell due while it was down), the clock's cron, the work requests leave (plays roll-up, video posters,
 * spreadsheets) with a roll-up at once for plays an earlier run left, and the mail sender when SMTP is configured.
 */
export const startJobs = async (
  container: Container,
  settings: Pick<QueueSettings, 'databaseUrl'> & Partial<QueueSettings>,
): Promise<RunningJobs> => {
  const logger = container.get<Logger>(Logger)
  const telemetry = container.get<Telemetry>(Telemetry)
  const status = container.get(QueueStatus)
  const settle = async (): Promise<void> => {
    const report = await settleCampaigns(container)
    if (report.launched + report.completed + report.lapsedHolds > 0)
      logger.info('campaign clock', { ...report })
  }
  await settle().then(
    () => telemetry.jobRan(CLOCK_JOB.name, false),
    (cause: unknown) => {
      telemetry.jobRan(CLOCK_JOB.name, true)
      logger.error('campaign clock failed', { error: cause instanceof Error ? cause.message : String(cause) })
    },
  )

  const queue = await JobQueue.start(
    container.get<SqlDatabase>(SqlDatabase),
    { ...DEFAULT_QUEUE_SETTINGS, ...settings },
    logger,
    telemetry,
  )
  await queue.work(CLOCK_JOB, settle)
  await queue.every(CLOCK_JOB, CLOCK_CRON)
  const background = container.get(BackgroundWork)
  for (const definition of background.definitions) await queue.work(definition.kind, definition.run)
  background.attach((kind, data) => queue.send(kind, data))
  await queue.send(PLAYS_JOB)
  const outbox = container.get<MailOutbox>(MailOutbox)
  if (outbox instanceof SmtpOutbox) {
    await queue.work(MAIL_JOB, async () => {
      const { failed } = await outbox.flush()
      if (failed) throw new Error('the mail server did not take the mail; it waits in the outbox')
    })
    outbox.sendLater(() => queue.send(MAIL_JOB))
    // Whatever an earlier run left unsent goes now.
    await queue.send(MAIL_JOB)
  }
  status.state = 'running'
  return {
    stop: async (timeoutMs) => {
      status.state = 'stopped'
      background.attach(undefined)
      if (outbox instanceof SmtpOutbox) outbox.sendLater(undefined)
      await queue.stop(timeoutMs)
    },
  }
}
