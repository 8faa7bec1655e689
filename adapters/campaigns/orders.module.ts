import { CampaignOrders } from '../../core/campaign/campaign-orders.service'
import { CampaignPayments } from '../../core/campaign/campaign-payments.service'
import { CampaignPricer } from '../../core/campaign/campaign-pricer'
import { Invoicing } from '../../core/documents/invoicing'
import { PrintOrders } from '../../core/documents/print-orders'
import { Clock } from '../../core/ports/clock.port'
import { Ids } from '../../core/ports/ids.port'
import { Telemetry } from '../../core/ports/telemetry.port'
import { ContainerModule, type ResolutionContext } from '../container/di'
import { sqlUnitOfWork } from '../database/campaign-records'
import { SqlOrderRecords } from '../database/order-records'
import { SqlDatabase } from '../database/sql-database'

/** The order records' unit of work, their reads over the pool, the clock and the ids both use cases take. */
const recordsOf = (ctx: ResolutionContext) => {
  const db = ctx.get<SqlDatabase>(SqlDatabase)
  return {
    uow: sqlUnitOfWork(db, (tx) => new SqlOrderRecords(tx)),
    reads: new SqlOrderRecords(db),
    clock: ctx.get<Clock>(Clock),
    ids: ctx.get<Ids>(Ids),
  }
}

/**
 * A campaign's orders: payment orders, typography (with its invoice, PrintOrders), vacancy checks, schedules and
 * the transit-shelter stops.
 */
export const ordersModule = new ContainerModule(({ bind }) => {
  bind(CampaignPayments)
    .toDynamicValue((ctx) => new CampaignPayments(recordsOf(ctx)))
    .inSingletonScope()
  bind(CampaignOrders)
    .toDynamicValue(
      (ctx) =>
        new CampaignOrders({
          ...recordsOf(ctx),
          pricer: ctx.get(CampaignPricer),
          telemetry: ctx.get<Telemetry>(Telemetry),
        }),
    )
    .inSingletonScope()
  bind(PrintOrders)
    .toDynamicValue(
      (ctx) => new PrintOrders({ orders: ctx.get(CampaignOrders), invoicing: ctx.get(Invoicing) }),
    )
    .inSingletonScope()
})
