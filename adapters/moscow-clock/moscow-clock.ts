import { TZDate } from '@date-fns/tz'
import { addDays, formatISO, startOfDay } from 'date-fns'
import type { Clock, IsoDate } from '../../core/ports/clock.port'
import { injectable } from '../container/di'

export const MOSCOW_TIME_ZONE = 'Europe/Moscow'

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
    const moscow = new TZDate(now, MOSCOW_TIME_ZONE)
    const from = startOfDay(moscow)
    this.day = {
      date: formatISO(moscow, { representation: 'date' }),
      from: from.getTime(),
      until: addDays(from, 1).getTime(),
    }
    return this.day.date
  }
}
