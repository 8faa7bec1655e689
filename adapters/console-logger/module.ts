import { Logger } from '../../core/ports/logger.port'
import { ContainerModule } from '../container/di'
import { ConsoleLogger } from './console-logger'

export const consoleLoggerModule = new ContainerModule(({ bind }) => {
  bind<Logger>(Logger).to(ConsoleLogger).inSingletonScope()
})
