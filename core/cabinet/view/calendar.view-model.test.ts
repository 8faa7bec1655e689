import { describe, expect, it } from 'vitest'
import { calendarMonthTitle, weekdayHeading } from './calendar.view-model'

describe('the calendar speaks Russian (R-CONST-03, issue #47)', () => {
  it('heads a month with its nominative name and the year, nothing after', () => {
    expect(calendarMonthTitle(2026, 12)).toBe('Декабрь 2026')
    expect(calendarMonthTitle(2027, 1)).toBe('Январь 2027')
    expect(calendarMonthTitle(2026, 5)).toBe('Май 2026')
    expect(calendarMonthTitle(2026, 3)).toBe('Март 2026')
    expect(() => calendarMonthTitle(2026, 13)).toThrow(RangeError)
  })

  it('heads the weekdays as two letters with a capital, from the locale’s short names', () => {
    const short = [1, 2, 3, 4, 5, 6, 7].map((d) =>
      new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 10, 29 + d)),
      ),
    )
    expect(short.map(weekdayHeading)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'])
    expect(weekdayHeading('пт.')).toBe('Пт')
  })
})
