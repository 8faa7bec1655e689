import type { Logger as Pino } from 'pino'
import { Logger } from '../../core/ports/logger.port'
import { ContainerModule } from '../container/di'
import { PinoLogger } from './pino.logger'

/** The pino instance behind the server's log, for Fastify's request log to write to the same lines. */
export const ServerLog = Symbol.for('tablo.ServerLog')

export const pinoLoggerModule = (log: Pino) =>
  new ContainerModule(({ bind }) => {
    bind<Pino>(ServerLog).toConstantValue(log)
    bind<Logger>(Logger).toConstantValue(new PinoLogger(log))
  })
