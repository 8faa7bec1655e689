import type { Clock } from '../../core/ports/clock.port'
import { addDays, moscowDayOf, moscowDayStart, type IsoDate } from '../../core/shared/calendar'
import { injectable } from '../container/di'

/** A Moscow day and the instants it runs between, [from, until). */
interface MoscowDay {
  readonly date: IsoDate
  readonly from: number
  readonly until: number
}

/** The product's time is Moscow's, whatever the machine's zone. */
@injectable()
export class MoscowClock implements Clock {
  /**
   * The day last asked for, kept until the clock leaves it: every priced request asks for today, and the zone
   * arithmetic was a tenth of a calculate call's cost.
   */
  private day: MoscowDay | undefined

  now(): Date {
    return new Date()
  }

  today(): IsoDate {
    const now = this.now().getTime()
    const day = this.day
    if (day && now >= day.from && now < day.until) return day.date
    const date = moscowDayOf(now)
    this.day = {
      date,
      from: moscowDayStart(date).getTime(),
      until: moscowDayStart(addDays(date, 1)).getTime(),
    }
    return date
  }
}
