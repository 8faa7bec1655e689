import type { KeyValueStorage, StorageArea } from '../../core/ports/storage.port'
import { injectable } from '../container/di'

/**
 * The browser's sessionStorage and localStorage. A browser that refuses storage (private mode, quotas) must
 * not break the cabinet: reads answer null and writes are dropped.
 */
@injectable()
export class WebStorage implements KeyValueStorage {
  private area(area: StorageArea): Storage | undefined {
    try {
      return area === 'session' ? globalThis.sessionStorage : globalThis.localStorage
    } catch {
      return undefined
    }
  }

  get(area: StorageArea, key: string): string | null {
    try {
      return this.area(area)?.getItem(key) ?? null
    } catch {
      return null
    }
  }

  set(area: StorageArea, key: string, value: string): void {
    try {
      this.area(area)?.setItem(key, value)
    } catch {
      // Quota exceeded or storage disabled: the value lives only for this page.
    }
  }

  remove(area: StorageArea, key: string): void {
    try {
      this.area(area)?.removeItem(key)
    } catch {
      // Nothing stored, nothing to remove.
    }
  }
}
