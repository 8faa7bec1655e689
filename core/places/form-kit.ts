import type { BoundedRule } from '../shared/number-rule'
import { addDays, compareIso, inclusiveDays, isIsoDate } from '../pricing/rules/calendar'
import { DEFAULT_CLIP_DURATION } from '../pricing/rules/formats'
import { CLIP_RULE } from '../pricing/rules/field-rules'
import { numberControl, type FormControl } from '../pricing/selection/form-controls'
import type { ItemChoice } from '../pricing/selection/items-calculator'

/** The controls several places' forms share, as the place modules build them. */
export const clipControl = (rule: BoundedRule = CLIP_RULE, field = 'clipDuration'): FormControl =>
  numberControl(field, 'Длительность ролика, с', rule, DEFAULT_CLIP_DURATION)

export const itemsControl = (
  field: string,
  label: string,
  list: readonly ItemChoice[],
  optional = false,
  metro = false,
  planner?: string,
): FormControl => ({
  kind: 'items',
  field,
  label,
  items: list,
  ...(optional ? { optional } : {}),
  ...(metro ? { metro } : {}),
  ...(planner === undefined ? {} : { planner }),
})

/** The longest schedule a Maxima form builds day by day (a year). */
export const MAX_SCHEDULE_DAYS = 366

/** One entry a day from start to end, each with the same number of hits (R-CITY-13's schedule). */
export const scheduleOf = (
  start: string,
  end: string,
  hits: number | string,
): { date: string; numberOfHits: number | string }[] => {
  if (!isIsoDate(start) || !isIsoDate(end) || compareIso(end, start) < 0) return []
  const count = Math.min(inclusiveDays(start, end), MAX_SCHEDULE_DAYS)
  return Array.from({ length: count }, (_, i) => ({ date: addDays(start, i), numberOfHits: hits }))
}
