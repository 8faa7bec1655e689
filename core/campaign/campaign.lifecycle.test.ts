import { describe, expect, it } from 'vitest'
import { settleByClock } from './campaign.lifecycle'

describe('settleByClock', () => {
  const dates = { startDate: '2026-05-01', endDate: '2026-05-31' }
  it('starts and completes a campaign the clock missed', () => {
    expect(settleByClock('waitingForLaunch', dates, '2026-06-02')).toEqual({ ok: true, value: 'completed' })
    expect(settleByClock('waitingForLaunch', dates, '2026-05-10')).toEqual({ ok: true, value: 'active' })
    expect(settleByClock('draft', dates, '2026-06-02')).toEqual({ ok: true, value: 'draft' })
    expect(settleByClock('waitingForLaunch', dates, '2026-04-30')).toEqual({
      ok: true,
      value: 'waitingForLaunch',
    })
    expect(settleByClock('active', dates, '2026-06-01')).toEqual({ ok: true, value: 'completed' })
    expect(settleByClock('completed', dates, '2026-07-01')).toEqual({ ok: true, value: 'completed' })
  })
  it('refuses a malformed date', () => {
    expect(settleByClock('active', dates, '2026-6-2')).toEqual({
      ok: false,
      error: { code: 'invalidDate', message: 'Неверная дата: 2026-6-2', field: 'today' },
    })
  })
})
