import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Telemetry } from '../../core/ports/telemetry.port'
import type { OperationalCounts, PoolStats } from '../database/operational-counts'

export interface MetricsOptions {
  /** Mails go out by SMTP, so unsent ones are a queue worth watching (the log outbox never sends). */
  readonly mailQueue: boolean
  /** The log lines dropped because the log output was not read (a stalled collector), since the start. */
  readonly droppedLogLines: () => number
}

/**
 * The server's counts in Prometheus's text format (prom-client), one registry per server: requests by route and
 * status with their latency, the process (memory, CPU, event-loop delay), the database pool, the mail queue,
 * background jobs, bookings and booking conflicts.
 */
export class PrometheusMetrics implements Telemetry {
  readonly registry = new Registry()
  private readonly requests = new Counter({
    name: 'tablo_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  })
  private readonly latency = new Histogram({
    name: 'tablo_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  })
  private readonly errors = new Counter({
    name: 'tablo_http_errors_total',
    help: 'Requests the server failed (status 5xx), by route',
    labelNames: ['route'] as const,
    registers: [this.registry],
  })
  private readonly bookings = new Counter({
    name: 'tablo_bookings_total',
    help: 'Campaign saves and orders accepted by the booking check (their units held, if any)',
    registers: [this.registry],
  })
  private readonly conflicts = new Counter({
    name: 'tablo_booking_conflicts_total',
    help: 'Bookings refused because another campaign holds some of the units',
    registers: [this.registry],
  })
  private readonly jobs = new Counter({
    name: 'tablo_job_runs_total',
    help: 'Background job runs, by job',
    labelNames: ['job'] as const,
    registers: [this.registry],
  })
  private readonly jobFailures = new Counter({
    name: 'tablo_job_failures_total',
    help: 'Background job runs that failed, by job',
    labelNames: ['job'] as const,
    registers: [this.registry],
  })

  constructor(counts: OperationalCounts, options: MetricsOptions) {
    collectDefaultMetrics({ register: this.registry, prefix: 'tablo_' })
    const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const stats = counts.pool()
          this.set(stats ? read(stats) : 0)
        },
      })
    pool('tablo_db_pool_connections', 'Connections the database pool holds (0 on PGlite)', (s) => s.total)
    pool('tablo_db_pool_idle', 'Idle connections of the database pool', (s) => s.idle)
    pool('tablo_db_pool_waiting', 'Queries waiting for a connection of the pool', (s) => s.waiting)
    new Gauge({
      name: 'tablo_job_queue_depth',
      help: 'Background jobs waiting, to be retried or running, by job and state (the pg-boss queue)',
      labelNames: ['job', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset()
        for (const jobs of await counts.queuedJobs())
          this.set({ job: jobs.name, state: jobs.state }, jobs.count)
      },
    })
    new Counter({
      name: 'tablo_log_lines_dropped_total',
      help: 'Log lines dropped because the log output was not read (its backlog full)',
      registers: [this.registry],
      collect() {
        this.reset()
        this.inc(options.droppedLogLines())
      },
    })
    if (options.mailQueue)
      new Gauge({
        name: 'tablo_mail_queue_depth',
        help: 'Mails waiting in the outbox to be sent',
        registers: [this.registry],
        async collect() {
          this.set(await counts.unsentMails())
        },
      })
  }

  /** One answered request; `route` is the route's template, so ids do not make a label each. */
  answered(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) })
    this.latency.observe({ method, route }, seconds)
    if (status >= 500) this.errors.inc({ route })
  }

  booked(): void {
    this.bookings.inc()
  }

  bookingConflict(): void {
    this.conflicts.inc()
  }

  jobRan(job: string, failed: boolean): void {
    this.jobs.inc({ job })
    if (failed) this.jobFailures.inc({ job })
  }
}
