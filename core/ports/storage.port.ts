/** Session storage lives as long as the tab; local storage survives restarts (R-ENT-12, R-ENT-13). */
export type StorageArea = 'session' | 'local'

export interface KeyValueStorage {
  /** The stored string, or null when the key is absent. */
  get(area: StorageArea, key: string): string | null
  set(area: StorageArea, key: string, value: string): void
  remove(area: StorageArea, key: string): void
}
export const KeyValueStorage = Symbol.for('tablo.KeyValueStorage')
