import { describe, expect, it, vi } from 'vitest'
import { addDays } from '../../core/pricing/rules/calendar'
import { TravellingClock } from './travelling-clock'
import { MoscowClock } from './moscow-clock'

describe('MoscowClock', () => {
  it("reads today's date in Moscow, not in UTC", () => {
    const clock = new MoscowClock()
    // 22:30 UTC on 31 December is already 01:30 on 1 January in Moscow (UTC+3).
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-12-31T22:30:00Z'))
    expect(clock.today()).toBe('2027-01-01')
  })

  it('keeps the same date before Moscow midnight', () => {
    const clock = new MoscowClock()
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-12-31T20:59:59Z'))
    expect(clock.today()).toBe('2026-12-31')
  })

  it('keeps the day it read only while the clock stays inside it, forwards or backwards', () => {
    const clock = new MoscowClock()
    const now = vi.spyOn(clock, 'now')
    const at = (instant: string) => {
      now.mockReturnValue(new Date(instant))
      return clock.today()
    }
    // In order: the instants asked and the day each must read, the day kept or left at each Moscow midnight.
    const walk: readonly (readonly [string, string])[] = [
      ['2027-03-10T12:00:00Z', '2027-03-10'],
      ['2027-03-10T20:59:59.999Z', '2027-03-10'],
      ['2027-03-10T21:00:00.000Z', '2027-03-11'],
      ['2027-03-10T20:59:59.999Z', '2027-03-10'],
      ['2027-03-09T21:00:00.000Z', '2027-03-10'],
      ['2027-03-09T20:59:59.999Z', '2027-03-09'],
      ['2028-02-29T21:00:00.000Z', '2028-03-01'],
    ]
    expect(walk.map(([instant]) => at(instant))).toEqual(walk.map(([, day]) => day))
  })
})

describe('TravellingClock', () => {
  it('lives a day of the past with the time of day kept, then comes back to now', () => {
    const clock = new TravellingClock()
    const today = new MoscowClock().today()
    clock.travel(-45)
    expect(clock.today()).toBe(addDays(today, -45))
    expect(Math.abs(clock.now().getTime() + 45 * 86_400_000 - Date.now())).toBeLessThan(5_000)
    clock.back()
    expect(clock.today()).toBe(today)
  })
})
