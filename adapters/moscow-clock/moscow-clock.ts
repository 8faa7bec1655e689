import { TZDate } from '@date-fns/tz'
import { formatISO } from 'date-fns'
import type { Clock, IsoDate } from '../../core/ports/clock.port'
import { injectable } from '../container/di'

export const MOSCOW_TIME_ZONE = 'Europe/Moscow'

/** The product's time is Moscow's, whatever the machine's zone. */
@injectable()
export class MoscowClock implements Clock {
  now(): Date {
    return new Date()
  }

  today(): IsoDate {
    return formatISO(new TZDate(this.now().getTime(), MOSCOW_TIME_ZONE), { representation: 'date' })
  }
}
