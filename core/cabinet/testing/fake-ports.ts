import type { Logger } from '../../ports/logger.port'
import type { KeyValueStorage, StorageArea } from '../../ports/storage.port'

/** An in-memory KeyValueStorage for tests and scenarios. */
export class MemoryStorage implements KeyValueStorage {
  readonly entries = new Map<string, string>()
  get(area: StorageArea, key: string): string | null {
    return this.entries.get(`${area}:${key}`) ?? null
  }
  set(area: StorageArea, key: string, value: string): void {
    this.entries.set(`${area}:${key}`, value)
  }
  remove(area: StorageArea, key: string): void {
    this.entries.delete(`${area}:${key}`)
  }
}

/** A Logger that remembers what it was told. */
export class RecordingLogger implements Logger {
  readonly lines: {
    level: 'info' | 'warn' | 'error'
    message: string
    details?: Readonly<Record<string, unknown>>
  }[] = []
  info(message: string, details?: Readonly<Record<string, unknown>>): void {
    this.lines.push({ level: 'info', message, details })
  }
  warn(message: string, details?: Readonly<Record<string, unknown>>): void {
    this.lines.push({ level: 'warn', message, details })
  }
  error(message: string, details?: Readonly<Record<string, unknown>>): void {
    this.lines.push({ level: 'error', message, details })
  }
}
