import { Logger } from '../../core/ports/logger.port'
import { Telemetry } from '../../core/ports/telemetry.port'
import type { Container } from '../container/di'
import { StaffService } from './staff.service'

/** How often the Moscow clock's job runs. */
export const SCHEDULER_INTERVAL_MS = 60_000

/** One run of the job: lets holds lapse, launches and completes campaigns (idempotent). */
export const settleCampaigns = (container: Container) => container.get(StaffService).settle()

/**
 * Starts the Moscow-clock jobs: one run at once (so a restart catches up on whatever was due while the server
 * was down), then one a minute. Answers a stop function that waits for a run in progress.
 */
export const startCampaignScheduler = (container: Container): (() => Promise<void>) => {
  const logger = container.get<Logger>(Logger)
  const telemetry = container.get<Telemetry>(Telemetry)
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const run = (): void => {
    if (stopped) return
    running = running.then(() =>
      settleCampaigns(container).then(
        (report) => {
          telemetry.jobRan('campaign-clock', false)
          if (report.launched + report.completed + report.lapsedHolds > 0)
            logger.info('campaign clock', { ...report })
        },
        (cause: unknown) => {
          telemetry.jobRan('campaign-clock', true)
          logger.error('campaign clock failed', {
            error: cause instanceof Error ? cause.message : String(cause),
          })
        },
      ),
    )
  }
  run()
  const timer = setInterval(run, SCHEDULER_INTERVAL_MS)
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
}
