/**
 * Whole answers of the shelter reads, kept while the holds they were built from stand (the generation of
 * migration 0055) and for at most `ttlMs` besides: a booking committed while an answer was being built draws
 * its generation before it is visible, so that rare answer may be a booking late, never longer than the TTL.
 * Identical requests arriving together share one computation. A few entries only: each may be megabytes.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { generation: string; at: number; value: Promise<T> }>()

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
    const now = this.now()
    if (found && found.generation === generation && now - found.at < this.ttlMs) return found.value
    const value = compute()
    this.entries.delete(key)
    this.entries.set(key, { generation, at: now, value })
    while (this.entries.size > this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string)
    value.then(
      (v) => {
        if (!keep(v) && this.entries.get(key)?.value === value) this.entries.delete(key)
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key)
      },
    )
    return value
  }
}
