import { Telemetry } from '../../core/ports/telemetry.port'
import { ContainerModule } from '../container/di'
import type { SqlDatabase } from '../database/sql-database'
import { type MetricsOptions, PrometheusMetrics } from './prometheus.metrics'

/** The server's Prometheus counts, also the core's Telemetry. */
export const metricsModule = (db: SqlDatabase, options: MetricsOptions) =>
  new ContainerModule(({ bind }) => {
    bind(PrometheusMetrics).toConstantValue(new PrometheusMetrics(db, options))
    bind<Telemetry>(Telemetry).toService(PrometheusMetrics)
  })
