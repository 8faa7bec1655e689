import type { Logger } from '../../core/ports/logger.port'
import { injectable } from '../container/di'

/** One line per event: `LEVEL message {details}`; the server's log and the browser console alike. */
@injectable()
export class ConsoleLogger implements Logger {
  info(message: string, details?: Readonly<Record<string, unknown>>): void {
    console.log(line('info', message, details))
  }

  warn(message: string, details?: Readonly<Record<string, unknown>>): void {
    console.warn(line('warn', message, details))
  }

  error(message: string, details?: Readonly<Record<string, unknown>>): void {
    console.error(line('error', message, details))
  }
}

const line = (level: string, message: string, details?: Readonly<Record<string, unknown>>): string =>
  `[${level}] ${message}${details && Object.keys(details).length > 0 ? ` ${JSON.stringify(details)}` : ''}`
