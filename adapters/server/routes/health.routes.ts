import type { FastifyInstance } from 'fastify'
import { MigrationStatus } from '../../../core/ports/migration-status.port'
import { QueueStatus } from '../../jobs/queue-status'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'

/** A readiness check that has not answered in this long counts as failed: a load balancer must not wait on it. */
const CHECK_TIMEOUT_MS = 2_000

type Check = 'ok' | 'unreachable' | 'pending' | 'stopped'
interface Checks {
  readonly database: Check
  readonly migrations: Check
  /** Only on a server that works the job queue. */
  readonly queue?: Check
}

const withTimeout = <T>(work: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS)
    work.then(resolve, reject).finally(() => clearTimeout(timer))
  })

/**
 * What a load balancer asks (issue #18 part 3): `/healthz` — the process answers (alive, never touches the
 * database, so a slow database does not get servers restarted); `/readyz` — this server can take requests: its
 * database answers, every migration of this build is applied and, on a server that works the job queue, the
 * queue runs (503 otherwise, naming what is not ready).
 * `/api/v1/health` gives the same readiness in the API's envelope. None of them is cached.
 */
export const healthRoutes = (app: FastifyInstance, migrations: MigrationStatus, jobs: QueueStatus): void => {
  const readiness = async (): Promise<{ ready: boolean; checks: Checks }> => {
    const queue: Partial<Checks> =
      jobs.state === 'off' ? {} : { queue: jobs.state === 'running' ? 'ok' : 'stopped' }
    const queueReady = jobs.state !== 'stopped'
    try {
      const pending = await withTimeout(migrations.pending())
      return {
        ready: pending.length === 0 && queueReady,
        checks: { database: 'ok', migrations: pending.length === 0 ? 'ok' : 'pending', ...queue },
      }
    } catch {
      return { ready: false, checks: { database: 'unreachable', migrations: 'pending', ...queue } }
    }
  }

  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'alive' }),
  )
  app.get('/readyz', async (_request, reply) => {
    const { ready, checks } = await readiness()
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks })
  })
  app.get('/api/v1/health', async (_request, reply) => {
    const { ready, checks } = await readiness()
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(
        ready
          ? { data: { status: 'ok', checks } }
          : { data: { status: 'unavailable', checks }, message: 'Сервер не готов: база данных недоступна' },
      )
  })
}

@injectable()
export class HealthRoutes implements RouteContribution {
  constructor(
    @inject(MigrationStatus) private readonly migrations: MigrationStatus,
    @inject(QueueStatus) private readonly jobs: QueueStatus,
  ) {}

  register(app: FastifyInstance): void {
    healthRoutes(app, this.migrations, this.jobs)
  }
}
