interface Entry<T> {
  readonly generation: string
  readonly at: number
  readonly value: Promise<T>
  settled: boolean
  refreshing: boolean
}

/**
 * Whole answers of the shelter reads, kept while the holds they were built from stand (the generation of
 * migration 0055). A booking draws its generation before it is visible, so an answer built in that instant
 * could miss it under the new generation: an answer is therefore renewed once it is `ttlMs` old — in the
 * background, the kept one answering meanwhile, so a read is never later than the TTL plus one computation.
 * When the generation moves, the next read waits for a fresh answer. Identical requests arriving together
 * share one computation. A few entries only: each may be megabytes.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, Entry<T>>()

  constructor(
    private readonly maxEntries = 8,
    private readonly ttlMs = 2_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The kept answer for the key at this generation, else `compute`'s (kept when `keep` says so). */
  async get(
    key: string,
    generation: string,
    compute: () => Promise<T>,
    keep: (value: T) => boolean,
  ): Promise<T> {
    const found = this.entries.get(key)
    if (found && found.generation === generation) {
      if (this.now() - found.at < this.ttlMs || !found.settled) return found.value
      if (!found.refreshing) {
        found.refreshing = true
        this.start(key, generation, compute, keep, found)
      }
      return found.value
    }
    return this.start(key, generation, compute, keep).value
  }

  private start(
    key: string,
    generation: string,
    compute: () => Promise<T>,
    keep: (value: T) => boolean,
    replacing?: Entry<T>,
  ): Entry<T> {
    const entry: Entry<T> = {
      generation,
      at: this.now(),
      value: compute(),
      settled: false,
      refreshing: false,
    }
    const put = () => {
      this.entries.delete(key)
      this.entries.set(key, entry)
      while (this.entries.size > this.maxEntries)
        this.entries.delete(this.entries.keys().next().value as string)
    }
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
      if (replacing) replacing.refreshing = false
    }
    // A first answer is shared while it is computed; a renewal replaces the kept one only once it is ready.
    if (!replacing) put()
    entry.value.then((v) => {
      entry.settled = true
      if (!keep(v)) return drop()
      if (replacing && this.entries.get(key) === replacing) put()
      else if (replacing) replacing.refreshing = false
    }, drop)
    return entry
  }
}
