import { describe, expect, it } from 'vitest'
import { isAuthenticatedPageMobile, isCalculatorMobile, sliderWidth } from './layout.constants'
import { capLimit, firstPage, GRAPHQL_LIMITS } from './list-limits.constants'
import { paymentDeadline, paymentDeadlineFrom } from './payment-deadline'
import { parseTimeInterval } from './time-interval'

describe('payment deadline (R-CONST-06)', () => {
  it('is today plus 5 days after "оплатить до"', () => {
    expect(paymentDeadline({ today: () => '2026-12-29' })).toEqual({
      ok: true,
      value: { date: '2027-01-03', text: 'оплатить до 03.01.2027' },
    })
  })
  it('rejects a malformed today', () => {
    expect(paymentDeadlineFrom('2026-12-32')).toMatchObject({ ok: false, error: { field: 'today' } })
  })
})

describe('list limits (R-CONST-07, R-CONST-08)', () => {
  it('uses the named limit, else 100, at offset 0, and caps requests (decision 2)', () => {
    expect(firstPage('stations')).toEqual({ limit: 500, offset: 0 })
    expect(firstPage()).toEqual({ limit: 100, offset: 0 })
    expect(GRAPHQL_LIMITS.transitShelterSpaces).toBe(24000)
    expect(capLimit(5000)).toBe(1000)
    expect(capLimit(-3)).toBe(100)
    expect(capLimit(700, 500)).toBe(500)
  })
})

describe('layout (R-CONST-10..12)', () => {
  it('switches below the thresholds', () => {
    expect([isCalculatorMobile(1259), isCalculatorMobile(1260)]).toEqual([true, false])
    expect([isAuthenticatedPageMobile(1023), isAuthenticatedPageMobile(1024)]).toEqual([true, false])
    expect([sliderWidth(800), sliderWidth(1440)]).toEqual([320, 823])
  })
})

describe('time intervals (R-CONST-05)', () => {
  it('accepts overnight slots and rejects malformed ones', () => {
    expect(parseTimeInterval('19:40-01:00')).toEqual({ ok: true, value: { from: '19:40', to: '01:00' } })
    for (const bad of ['8:00-10:00', '08:00–10:00', '24:00-01:00', '08:60-09:00', '10:00-10:00'])
      expect(parseTimeInterval(bad, 'dayTime[0]')).toMatchObject({
        ok: false,
        error: { field: 'dayTime[0]' },
      })
  })
})
