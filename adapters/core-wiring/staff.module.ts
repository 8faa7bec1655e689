import { HttpClient } from '../../core/ports/http.port'
import { StaffMeStore } from '../../core/staff/staff-me.store'
import { QueueStore } from '../../core/staff/staff-queue.store'
import { ReviewStore } from '../../core/staff/staff-review.store'
import { StatementImportStore } from '../../core/staff/statement-import.store'
import { ContainerModule } from '../container/di'

/**
 * The staff desk's stores (issue #48), loaded by the desk's lazy chunk when it first renders. A decision on a
 * review and a statement that paid something make the queue stale, so it is asked again when shown.
 */
export const staffModule = new ContainerModule(({ bind }) => {
  bind(StaffMeStore)
    .toDynamicValue((ctx) => new StaffMeStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(QueueStore)
    .toDynamicValue((ctx) => new QueueStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(ReviewStore)
    .toDynamicValue((ctx) => {
      const queue = ctx.get(QueueStore)
      return new ReviewStore(ctx.get<HttpClient>(HttpClient), () => queue.invalidate())
    })
    .inSingletonScope()
  bind(StatementImportStore)
    .toDynamicValue((ctx) => {
      const queue = ctx.get(QueueStore)
      return new StatementImportStore(ctx.get<HttpClient>(HttpClient), () => queue.invalidate())
    })
    .inSingletonScope()
})
