import { Clock } from '../../core/ports/clock.port'
import { HttpClient } from '../../core/ports/http.port'
import { StaffAgenciesStore } from '../../core/staff/staff-agencies.store'
import { StaffMeStore } from '../../core/staff/staff-me.store'
import { QueueStore } from '../../core/staff/staff-queue.store'
import { ReviewStore } from '../../core/staff/staff-review.store'
import { StatementImportStore } from '../../core/staff/statement-import.store'
import { ContainerModule } from '../container/di'

/** The staff desk's app-wide store (issue #48), loaded by the desk's lazy chunk when it first renders. */
export const staffModule = new ContainerModule(({ bind }) => {
  // App-wide for the desk: its header names the staff member on every desk screen.
  bind(StaffMeStore)
    .toDynamicValue((ctx) => new StaffMeStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
})

/**
 * The desk's screen state (issue #49 item 5): one scope for the desk's screens together (queue, review,
 * payments, agencies: the review links back to the queue as it was filtered; a decision on a review or a statement that paid
 * something makes the queue stale, so it is asked again when shown), made on entering the desk, disposed on leaving.
 */
export const staffScreenModule = new ContainerModule(({ bind }) => {
  bind(QueueStore).toDynamicValue((ctx) => new QueueStore(ctx.get<HttpClient>(HttpClient)))
  bind(ReviewStore).toDynamicValue((ctx) => {
    const queue = ctx.get(QueueStore)
    return new ReviewStore(ctx.get<HttpClient>(HttpClient), () => queue.invalidate())
  })
  bind(StatementImportStore).toDynamicValue((ctx) => {
    const queue = ctx.get(QueueStore)
    return new StatementImportStore(ctx.get<HttpClient>(HttpClient), () => queue.invalidate())
  })
  bind(StaffAgenciesStore).toDynamicValue(
    (ctx) => new StaffAgenciesStore(ctx.get<HttpClient>(HttpClient), ctx.get<Clock>(Clock)),
  )
})
