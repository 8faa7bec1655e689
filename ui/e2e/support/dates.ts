import { addDays, addMonths, eachDayOfInterval, format, isSaturday, isWeekend, parseISO } from 'date-fns'

/**
 * The browser tests run against the product on the real clock, so dates the screens default to are computed
 * here from today in Moscow (with date-fns, not the core's own calendar), never written in: a test that named
 * "December 2026" would fail on the first of December.
 */
export const moscowToday = (): Date =>
  parseISO(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date()))

/** A date as the cabinet shows it: 01.12.2026. */
export const shownDate = (day: Date): string => format(day, 'dd.MM.yyyy')

/** R-NAV-09: navigation signs run a year from the first of next month, or from today on the first. */
export const navigationDefault = (today: Date): { start: Date; end: Date } => {
  const start =
    today.getDate() === 1 ? today : addMonths(new Date(today.getFullYear(), today.getMonth(), 1), 1)
  return { start, end: addDays(addMonths(start, 12), -1) }
}

/**
 * R-PER-10: ground transport runs from today to the same day next month. Of its days, those that carry
 * impressions when only workdays are asked: each month's workdays, or all of a month's days when it has none.
 */
export const groundDefault = (
  today: Date,
): { days: Date[]; workdaysShown: number; aSaturdayWithout: Date | undefined } => {
  const days = eachDayOfInterval({ start: today, end: addMonths(today, 1) })
  const months = new Map<number, Date[]>()
  for (const d of days) months.set(d.getMonth(), [...(months.get(d.getMonth()) ?? []), d])
  let workdaysShown = 0
  let aSaturdayWithout: Date | undefined
  for (const inMonth of months.values()) {
    const workdays = inMonth.filter((d) => !isWeekend(d)).length
    workdaysShown += workdays > 0 ? workdays : inMonth.length
    if (workdays > 0) aSaturdayWithout ??= inMonth.find((d) => isSaturday(d))
  }
  return { days, workdaysShown, aSaturdayWithout }
}
