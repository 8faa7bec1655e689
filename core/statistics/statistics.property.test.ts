import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dailyStatistics, decodeStatisticsQuery } from './campaign-statistics'
import { decodePlays, PLAYS_BATCH_MAX } from './plays.contract'

const ID = '0b5f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e'
const CAMPAIGN = '1c6f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e'
const play = (over: Record<string, unknown> = {}) => ({
  id: ID,
  campaignId: CAMPAIGN,
  inventoryNumber: 'ММ-1',
  playedAt: '2027-01-10T21:00:00Z',
  durationSeconds: 15,
  ots: 10,
  ...over,
})

describe('proof of play', () => {
  it('a batch keeps a play id once and names every bad field', () => {
    const ok = decodePlays({ plays: [play(), play({ id: ID.toUpperCase() })] })
    expect(ok.ok && ok.value.length).toBe(1)
    const bad = decodePlays({ plays: [play({ durationSeconds: 0, playedAt: '10.01.2027', extra: 1 })] })
    expect(bad.ok ? {} : bad.error.errors).toEqual({
      'plays.0.durationSeconds': 'wrong format',
      'plays.0.playedAt': 'wrong format',
      'plays.0.extra': 'unknown field',
    })
    expect(decodePlays({ plays: [] }).ok).toBe(false)
    expect(decodePlays({ plays: Array.from({ length: PLAYS_BATCH_MAX + 1 }, () => play()) }).ok).toBe(false)
  })

  it('daily figures cover every day of the period and add up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.array(
          fc.record({ offset: fc.integer({ min: -5, max: 45 }), plays: fc.nat(100), ots: fc.nat(2_000_000) }),
        ),
        (length, counts) => {
          const from = '2027-01-01'
          const day = (n: number) => new Date(Date.UTC(2027, 0, 1 + n)).toISOString().slice(0, 10)
          const to = day(length)
          const unique = [...new Map(counts.map((c) => [c.offset, c])).values()]
          const s = dailyStatistics(
            unique.map((c) => ({ day: day(c.offset), plays: c.plays, ots: c.ots })),
            from,
            to,
            10_287_500,
          )
          expect(s.days.map((d) => d.date)).toEqual(Array.from({ length: length + 1 }, (_, i) => day(i)))
          const inside = unique.filter((c) => c.offset >= 0 && c.offset <= length)
          expect(s.total.plays).toBe(inside.reduce((a, c) => a + c.plays, 0))
          expect(s.total.ots).toBe(inside.reduce((a, c) => a + c.ots, 0))
          expect(s.total.grp).toBe(Math.round((s.total.ots / 10_287_500) * 10_000) / 100)
        },
      ),
    )
  })

  it('a statistics period is at most 366 days, in order', () => {
    expect(
      decodeStatisticsQuery({ campaignId: CAMPAIGN, dateFrom: '2027-01-01', dateTo: '2028-01-01' }).ok,
    ).toBe(true)
    expect(
      decodeStatisticsQuery({ campaignId: CAMPAIGN, dateFrom: '2027-01-01', dateTo: '2028-01-02' }).ok,
    ).toBe(false)
    expect(decodeStatisticsQuery({ dateFrom: '2027-01-01', dateTo: '2027-01-01' }, false).ok).toBe(true)
  })
})
