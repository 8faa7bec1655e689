import { Clock } from '../../core/ports/clock.port'
import { PricingReference } from '../../core/ports/pricing-reference.port'
import { PlayRecords, PlaysRollUp, Statistics } from '../../core/statistics/statistics.service'
import { ContainerModule } from '../container/di'
import { BackgroundWork } from '../jobs/background-work'
import { PLAYS_JOB } from '../jobs/job-kinds'
import { SqlPlayRecords } from './sql-play-records'

/** The statistics use case over its ports: the plays in the database and the roll-up job it asks for. */
export const statisticsModule = new ContainerModule(({ bind }) => {
  bind<PlayRecords>(PlayRecords).to(SqlPlayRecords).inSingletonScope()
  bind<PlaysRollUp>(PlaysRollUp).toDynamicValue((ctx) => {
    const work = ctx.get(BackgroundWork)
    return { request: () => work.request(PLAYS_JOB) }
  })
  bind(Statistics)
    .toDynamicValue(
      (ctx) =>
        new Statistics({
          records: ctx.get<PlayRecords>(PlayRecords),
          rollUp: ctx.get<PlaysRollUp>(PlaysRollUp),
          reference: ctx.get<PricingReference>(PricingReference),
          clock: ctx.get<Clock>(Clock),
        }),
    )
    .inSingletonScope()
})
