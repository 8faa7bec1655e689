/** What the product counts for the people who run it; an adapter exports the counts (Prometheus at /metrics). */
export interface Telemetry {
  /** One booking transaction that held its units. */
  booked(): void
  /** One booking refused because another campaign holds some of the units (R-STOP-05). */
  bookingConflict(): void
  /** One run of a background job, and whether it failed. */
  jobRan(job: string, failed: boolean): void
}
export const Telemetry = Symbol.for('tablo.Telemetry')
