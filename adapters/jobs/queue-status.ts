/**
 * Whether this server works the job queue, for its readiness: 'off' where no queue is started (tests, the
 * command-line tools), 'running' once it is, 'stopped' when it stopped (shutting down).
 */
export class QueueStatus {
  state: 'off' | 'running' | 'stopped' = 'off'
}
