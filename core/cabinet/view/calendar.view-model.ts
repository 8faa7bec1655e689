/**
 * The calendar's words as a Russian wall calendar prints them (R-CONST-01, R-CONST-03; issue #47): the month in
 * the nominative with the year and nothing after it ('Декабрь 2026', not Intl's 'декабрь 2026 г.' capitalised
 * to 'Декабрь 2026 Г.'), and the weekdays as two letters with a capital ('Пн' … 'Вс', not the narrow 'П В С Ч').
 */

/** A calendar's word with a capital first letter and no abbreviating dot ('пт.' -> 'Пт'). */
const asHeading = (word: string): string => {
  const letters = word.replace(/\.$/, '').trim()
  return letters.charAt(0).toLocaleUpperCase('ru-RU') + letters.slice(1)
}

const monthName = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' })

/** The calendar's heading for a month (1 = January) of a year: 'Декабрь 2026'. */
export const calendarMonthTitle = (year: number, month: number): string => {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`no month ${month}`)
  // The month alone is the nominative ('декабрь'); with a year Intl would add 'г.'.
  return `${asHeading(monthName.format(Date.UTC(2000, month - 1, 1)))} ${year}`
}

/**
 * A weekday column's heading from the locale's short name ('пн' in ru-RU): two letters, the first a capital.
 * The locale keeps deciding the order (Monday first); this only gives the name a calendar's case.
 */
export const weekdayHeading = (shortName: string): string => asHeading(shortName)
