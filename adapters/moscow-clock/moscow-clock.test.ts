import { describe, expect, it, vi } from 'vitest'
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
})
