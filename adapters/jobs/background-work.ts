import type { Logger } from '../../core/ports/logger.port'
import type { JobKind } from './job-kinds'

/** A kind of job and what running one does. */
export interface JobDefinition {
  readonly kind: JobKind
  readonly run: (data: Record<string, unknown>) => Promise<void>
}

type Sender = (kind: JobKind, data: object) => Promise<void>

/**
 * Work a request leaves for later (rolling plays up, drawing a poster, writing a spreadsheet), one definition
 * per kind. A server that works the job queue attaches it (startJobs) and the work becomes a durable job, retried
 * with backoff and taken over when its server dies. Where no queue runs (tests, the command-line tools), and for a
 * job the queue could not take, the work is done at once inside the request, as before there was a queue; a
 * failure there is logged, not answered. What the jobs keep is also computed when read (plays not yet rolled up
 * are counted, a missing poster is drawn), so a job lost costs time, never data.
 */
export class BackgroundWork {
  private sender: Sender | undefined

  constructor(
    readonly definitions: readonly JobDefinition[],
    private readonly logger: Logger,
  ) {}

  attach(sender: Sender | undefined): void {
    this.sender = sender
  }

  async request(kind: JobKind, data: Record<string, unknown> = {}): Promise<void> {
    if (this.sender) {
      try {
        return await this.sender(kind, data)
      } catch (cause) {
        // The queue could not take it (its database is away): the work is done here rather than lost.
        this.logger.error('job not queued; done at once', { job: kind.name, error: messageOf(cause) })
      }
    }
    const definition = this.definitions.find((d) => d.kind.name === kind.name)
    if (!definition) throw new Error(`no job ${kind.name}`)
    await definition.run(data).catch((cause: unknown) => {
      this.logger.error('job failed', { job: kind.name, error: messageOf(cause) })
    })
  }
}

const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))
