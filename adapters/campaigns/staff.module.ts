import { ContainerModule } from '../container/di'
import { StaffService } from './staff.service'

/** The back office's campaign use cases: the moderation queue, staff moves and the Moscow clock's settlement. */
export const staffModule = new ContainerModule(({ bind }) => {
  bind(StaffService).toSelf().inSingletonScope()
})
