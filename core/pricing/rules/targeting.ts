import type { TargetingSurcharges } from '../reference/pricing-reference.schema'
import type { Surcharge } from './price-pipeline'

/** R-TGT-01: the names a periods-price entry's targets carry. */
export const TARGET_NAMES = ['frequency', 'dayFrequency', 'hours', 'lines', 'videoHronometrach'] as const

/** Targeting of a non-metro campaign: each dimension either left open or narrowed. */
export interface TargetingChoice {
  /** Narrowed to districts or routes. */
  readonly geo?: boolean
  readonly days?: 'all' | 'workday' | 'weekend'
  /** Chosen time intervals (1..5, day parts); empty = the whole day. */
  readonly timeIntervalIds?: readonly number[]
  /** A frequency other than the default was chosen. */
  readonly frequency?: boolean
}

/**
 * R-TGT-03 / R-TGT-04, decision 10: each narrowed dimension adds its surcharge (geo 10 %, days 10 %, time 10 %
 * or 30 % when an interval 2 or 4 is among the chosen, frequency 10 %); surcharges add, they do not compound.
 */
export const targetingSurcharges = (table: TargetingSurcharges, choice: TargetingChoice): Surcharge[] => {
  const out: Surcharge[] = []
  if (choice.geo) out.push({ code: 'geo', label: 'Геотаргетинг', share: table.geo / 100 })
  if (choice.days && choice.days !== 'all')
    out.push({ code: 'days', label: 'Дни недели', share: table.days / 100 })
  const intervals = choice.timeIntervalIds ?? []
  if (intervals.length > 0) {
    const prime = intervals.some((id) => table.primeTimeIntervalIds.includes(id))
    out.push({ code: 'time', label: 'Время показа', share: (prime ? table.timePrime : table.time) / 100 })
  }
  if (choice.frequency) out.push({ code: 'frequency', label: 'Частота', share: table.frequency / 100 })
  return out
}
