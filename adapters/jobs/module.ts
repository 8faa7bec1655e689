import { ContainerModule } from '../container/di'
import { QueueStatus } from './queue-status'

/** Whether this server works the job queue (started by startJobs), for its readiness. */
export const jobsModule = new ContainerModule(({ bind }) => {
  bind(QueueStatus).toSelf().inSingletonScope()
})
