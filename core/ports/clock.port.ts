import type { IsoDate } from '../shared/calendar'

/** A calendar date as `YYYY-MM-DD`, meant in Moscow time: the calendar's one IsoDate. */
export type { IsoDate }

/** Time comes through this port (house style 6): the product's time is Moscow's. */
export interface Clock {
  /** The current instant. */
  now(): Date
  /** Today's calendar date in Europe/Moscow. */
  today(): IsoDate
}
export const Clock = Symbol.for('tablo.Clock')
