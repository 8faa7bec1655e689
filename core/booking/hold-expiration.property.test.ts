import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, isoDate } from '../shared/calendar'
import { HOLD_DAYS, holdExpiration, holdLapsed, holdLapses } from './hold-expiration'

const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays(isoDate('2026-01-01'), n))

describe('hold expiration (R-ERR-08), for any today and start date', () => {
  it('a hold ends no later than HOLD_DAYS after today and before the start; a past or present start is refused', () => {
    fc.assert(
      fc.property(day, day, (today, start) => {
        const e = holdExpiration(today, start)
        if (start <= today) {
          expect(e).toMatchObject({ ok: false, error: { code: 'expired', field: 'expirationDate' } })
          return
        }
        expect(e.ok).toBe(true)
        if (!e.ok) return
        expect(e.value >= today).toBe(true)
        expect(e.value < start).toBe(true)
        expect(e.value <= addDays(today, HOLD_DAYS)).toBe(true)
        expect(holdLapsed(e.value, today)).toBe(false)
        expect(holdLapsed(e.value, addDays(e.value, 1))).toBe(true)
      }),
    )
  })

  it('refuses what is not a day, and a missing expiration never lapses', () => {
    expect(holdExpiration('2026-11-22', 'garbage').ok).toBe(false)
    expect(holdExpiration('2026-11-22', '2027-02-29').ok).toBe(false)
    expect(holdLapsed(null, '2030-01-01')).toBe(false)
  })
})

describe('the clock lapses a hold once (R-STATE-09, issue 20)', () => {
  const row = (
    over: Partial<{ reservationState: string; expirationDate: string | null; state: string }>,
  ) => ({
    reservationState: 'reserved',
    expirationDate: '2026-11-27',
    state: 'moderation',
    ...over,
  })
  it('lapses an unconfirmed hold the day after its expiration date', () => {
    expect(holdLapses(row({}), '2026-11-27')).toBe(false)
    expect(holdLapses(row({}), '2026-11-28')).toBe(true)
  })
  it('never lapses a confirmed, an already lapsed, or a paid campaign’s hold', () => {
    for (const reservationState of ['confirmed', 'canceled', 'notReserved'])
      expect(holdLapses(row({ reservationState }), '2027-01-01')).toBe(false)
    for (const state of ['waitingForLaunch', 'active', 'completed'])
      expect(holdLapses(row({ state }), '2027-01-01')).toBe(false)
    expect(holdLapses(row({ expirationDate: null }), '2027-01-01')).toBe(false)
  })
})
