import { StaffDesk } from '../../core/campaign/staff-desk'
import { Clock } from '../../core/ports/clock.port'
import { ContainerModule } from '../container/di'
import { sqlUnitOfWork } from '../database/campaign-records'
import { SqlDatabase } from '../database/sql-database'
import { SqlStaffRecords } from '../database/staff-records'

/** The back office's campaign use cases: the moderation queue, staff moves and the Moscow clock's settlement. */
export const staffModule = new ContainerModule(({ bind }) => {
  bind(StaffDesk)
    .toDynamicValue((ctx) => {
      const db = ctx.get<SqlDatabase>(SqlDatabase)
      return new StaffDesk({
        uow: sqlUnitOfWork(db, (tx) => new SqlStaffRecords(tx)),
        reads: new SqlStaffRecords(db),
        clock: ctx.get<Clock>(Clock),
      })
    })
    .inSingletonScope()
})
