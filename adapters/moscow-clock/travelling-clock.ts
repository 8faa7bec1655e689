import { MoscowClock } from './moscow-clock'

/**
 * The Moscow clock that can be set back for a while: the demo is built by living its past (campaigns created,
 * approved, paid, launched and played on the days they would have been), then the clock comes back to now.
 * Only the demo builder moves it, before the server listens; otherwise it is the Moscow clock.
 */
export class TravellingClock extends MoscowClock {
  private offsetMs = 0

  /** `real`: the time it travels from (tests pin it, so a run over Moscow midnight sees one day). */
  constructor(private readonly real: () => number = Date.now) {
    super()
  }

  override now(): Date {
    return new Date(this.real() + this.offsetMs)
  }

  /** Moves the clock to `days` Moscow days from the real today (negative is the past), same time of day. */
  travel(days: number): void {
    this.offsetMs = days * 86_400_000
  }

  /** Back to the real time. */
  back(): void {
    this.offsetMs = 0
  }
}
