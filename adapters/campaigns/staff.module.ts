import { CampaignPayments } from '../../core/campaign/campaign-payments.service'
import { CampaignPurchases } from '../../core/campaign/campaign-purchase'
import { StaffDesk } from '../../core/campaign/staff-desk'
import { AgencyRecords } from '../../core/ports/advertiser-terms.port'
import { Clock } from '../../core/ports/clock.port'
import { Ids } from '../../core/ports/ids.port'
import { StatementImport } from '../../core/payments/statement-import'
import { AgencyDesk } from '../../core/staff/agency-desk'
import { StaffReview } from '../../core/staff/desk-review'
import { ContainerModule } from '../container/di'
import { sqlUnitOfWork } from '../database/campaign-records'
import { SqlDatabase } from '../database/sql-database'
import { SqlStaffRecords } from '../database/staff-records'
import { SqlStatementRecords } from '../database/statement-records'
import { DownloadLinks } from '../files/download-links'
import { SignedStaffLinks } from './staff-links'

/**
 * The back office's campaign use cases: the staff desk's queue, review and decisions, and the Moscow clock's
 * settlement; and its agencies' personal discounts.
 */
export const staffModule = new ContainerModule(({ bind }) => {
  bind(StaffDesk)
    .toDynamicValue((ctx) => {
      const db = ctx.get<SqlDatabase>(SqlDatabase)
      return new StaffDesk({
        uow: sqlUnitOfWork(db, (tx) => new SqlStaffRecords(tx)),
        reads: new SqlStaffRecords(db),
        clock: ctx.get<Clock>(Clock),
        ids: ctx.get<Ids>(Ids),
      })
    })
    .inSingletonScope()
  bind(StaffReview)
    .toDynamicValue((ctx) => {
      const db = ctx.get<SqlDatabase>(SqlDatabase)
      return new StaffReview({
        reads: new SqlStaffRecords(db),
        purchases: ctx.get(CampaignPurchases),
        records: new SqlStaffRecords(db),
        payments: ctx.get(CampaignPayments),
      })
    })
    .inSingletonScope()
  bind(SignedStaffLinks)
    .toDynamicValue((ctx) => new SignedStaffLinks(ctx.get(DownloadLinks), ctx.get<Clock>(Clock)))
    .inSingletonScope()
  bind(StatementImport)
    .toDynamicValue(
      (ctx) =>
        new StatementImport({
          records: new SqlStatementRecords(ctx.get<SqlDatabase>(SqlDatabase)),
          desk: ctx.get(StaffDesk),
        }),
    )
    .inSingletonScope()
  bind(AgencyDesk)
    .toDynamicValue(
      (ctx) =>
        new AgencyDesk({ records: ctx.get<AgencyRecords>(AgencyRecords), clock: ctx.get<Clock>(Clock) }),
    )
    .inSingletonScope()
})
