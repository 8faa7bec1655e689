import { Logger } from '../../core/ports/logger.port'
import { MailOutbox } from '../../core/ports/mail-outbox.port'
import { Telemetry } from '../../core/ports/telemetry.port'
import { settleCampaigns } from '../campaigns/scheduler'
import type { Container } from '../container/di'
import { SqlDatabase } from '../database/sql-database'
import { SmtpOutbox } from '../mail/smtp-mail'
import { DEFAULT_QUEUE_SETTINGS, type JobKind, JobQueue, type QueueSettings } from './job-queue'
import { QueueStatus } from './queue-status'

/** The Moscow clock: lapses holds, launches and completes campaigns; one tick a minute across all servers. */
export const CLOCK_JOB: JobKind = {
  name: 'campaign-clock',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 300,
  policy: 'stately',
}
export const CLOCK_CRON = '* * * * *'

/** Sending the outbox over SMTP: retried with backoff while the mail server is down, one sender at a time. */
export const MAIL_JOB: JobKind = {
  name: 'mail',
  retryLimit: 20,
  retryDelaySeconds: 30,
  expireInSeconds: 30,
  policy: 'stately',
}

export interface RunningJobs {
  stop(): Promise<void>
}

/**
 * Starts this server's share of the background work: a catch-up run of the clock at once (so a restart settles
 * whatever fell due while it was down), the clock's cron, and the mail sender when SMTP is configured.
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
    stop: async () => {
      status.state = 'stopped'
      if (outbox instanceof SmtpOutbox) outbox.sendLater(undefined)
      await queue.stop()
    },
  }
}
