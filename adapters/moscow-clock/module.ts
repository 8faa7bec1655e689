import { Clock } from '../../core/ports/clock.port'
import { ContainerModule } from '../container/di'
import { MoscowClock } from './moscow-clock'

export const moscowClockModule = new ContainerModule(({ bind }) => {
  bind<Clock>(Clock).to(MoscowClock).inSingletonScope()
})
