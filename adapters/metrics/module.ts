import { Telemetry } from '../../core/ports/telemetry.port'
import { ContainerModule } from '../container/di'
import { operationalCountsOf, type PooledDatabase } from '../database/operational-counts'
import type { SqlDatabase } from '../database/sql-database'
import { type MetricsOptions, PrometheusMetrics } from './prometheus.metrics'

/** The server's Prometheus counts, also the core's Telemetry. */
export const metricsModule = (db: SqlDatabase & PooledDatabase, options: MetricsOptions) =>
  new ContainerModule(({ bind }) => {
    bind(PrometheusMetrics).toConstantValue(new PrometheusMetrics(operationalCountsOf(db), options))
    bind<Telemetry>(Telemetry).toService(PrometheusMetrics)
  })
