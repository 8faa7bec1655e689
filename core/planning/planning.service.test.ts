import { describe, expect, it } from 'vitest'
import { FORBIDDEN_MESSAGE } from '../campaign/campaign-access'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import { averagesOf, metroPeriodOf, Planning, plannerDemand } from './planning.service'
import type { LineMonitors, PlanningReads } from './planning.port'

const LINES: LineMonitors[] = [
  { lineId: '1', name: 'Сокольническая', color: '#E42313', monitors: 10, heldMonitorDays: 3 },
  { lineId: '2', name: 'Замоскворецкая', color: '#4BAF4F', monitors: 5, heldMonitorDays: 0 },
]

/** Reads over fixed lines and stations, recording the period each monitors read was asked for. */
const planningOver = (asked: string[][] = []) => {
  const reads: PlanningReads = {
    unknownIds: async (table, ids) =>
      ids.filter((id) => !(table === 'metro_lines' ? ['1', '2'] : ['s1']).includes(id)),
    monitorsByLine: async (start, end, lineIds) => {
      asked.push([start, end, ...lineIds])
      return LINES.filter((l) => lineIds.length === 0 || lineIds.includes(l.lineId))
    },
    stickerSpaces: async () => ['A', 'B'],
    stickerHolds: async () => [],
    inventoryIds: async (_kind, ids) => ids.filter((id) => id.startsWith('cf-')),
    campaignsOn: async () => [],
    holdDays: async () => [],
  }
  return new Planning({
    reads,
    inventory: { references: async <T>() => [{ _id: 'p4', name: '4', stickers: 4, sizeId: 's' }] as T[] },
    reference: { load: async () => ({ tariffs: {} }) as unknown as PricingReferenceData },
    clock: { now: () => new Date('2026-03-10T09:00:00Z'), today: () => '2026-03-10' },
  })
}
const advertiser = { isObserver: false }

describe('Planning (issue #49 item 3: the rules the planning routes held)', () => {
  it('R-ROLE-09: an observer is refused the monitors average before anything is read', async () => {
    const asked: string[][] = []
    const result = await planningOver(asked).averageDailyMonitors({ isObserver: true }, {})
    expect(result).toEqual({
      ok: false,
      error: { code: 'forbidden', message: FORBIDDEN_MESSAGE, errors: {} },
    })
    expect(asked).toEqual([])
  })

  it('R-METRO-19: without dates the period is three days from today; an end alone is refused', async () => {
    expect(metroPeriodOf('2026-03-10', {})).toEqual({
      ok: true,
      value: { startDate: '2026-03-10', endDate: '2026-03-12' },
    })
    expect(metroPeriodOf('2026-03-10', { startDate: '2026-04-01T00:00:00.000Z' })).toEqual({
      ok: true,
      value: { startDate: '2026-04-01', endDate: '2026-04-03' },
    })
    const endAlone = metroPeriodOf('2026-03-10', { endDate: '2026-04-01' })
    expect(endAlone.ok || endAlone.error).toMatchObject({
      code: 'invalid input',
      errors: { startDate: 'required' },
    })

    const asked: string[][] = []
    const result = await planningOver(asked).averageDailyMonitors(advertiser, {})
    expect(asked).toEqual([['2026-03-10', '2026-03-12']])
    expect(result.ok && result.value.days).toBe(3)
  })

  it('R-API-19: the average a day counts each day the monitors nobody holds, by line and in all', () => {
    const answer = averagesOf('2026-03-10', '2026-03-12', 3, LINES)
    expect(answer.totalMonitors).toBe(15)
    // (15 × 3 − 3) / 3 = 14; the first line (10 × 3 − 3) / 3 = 9; the second keeps its 5.
    expect(answer.averageDailyMonitors).toBe(14)
    expect(answer.byLine.map((l) => [l.lineId, l.totalMonitors, l.monitors])).toEqual([
      ['1', 10, 9],
      ['2', 5, 5],
    ])
  })

  it('R-API-19: an unknown line is a bad request naming it; a period backwards too', async () => {
    const planning = planningOver()
    const unknown = await planning.averageDailyMonitors(advertiser, { lineIds: '1,9,8' })
    expect(unknown.ok || unknown.error).toEqual({
      code: 'invalid input',
      message: 'Нет таких линий метро: 9, 8',
      errors: { lineIds: 'not found' },
    })
    const backwards = await planning.averageDailyMonitors(advertiser, {
      startDate: '2026-03-10',
      endDate: '2026-03-01',
    })
    expect(backwards.ok || backwards.error).toMatchObject({ errors: { endDate: 'wrong format' } })
  })

  it('R-API-38: a frequency or a number of impressions, never both; neither means the default frequency', () => {
    expect(plannerDemand({ frequency: 6 }, 8)).toEqual({ ok: true, value: { runsPerHour: 6 } })
    expect(plannerDemand({ impressions: 1000 }, 8)).toEqual({ ok: true, value: { impressions: 1000 } })
    expect(plannerDemand({}, 30)).toEqual({ ok: true, value: { runsPerHour: 30 } })
    const both = plannerDemand({ frequency: 6, impressions: 1000 }, 8)
    expect(both.ok || both.error).toEqual({
      code: 'invalid input',
      message: 'Укажите либо частоту показов, либо число показов',
      errors: { impressions: 'wrong format' },
    })
  })

  it('R-API-38: both asked is refused before the place; an unknown place, an unplanned one, unknown screens', async () => {
    const planning = planningOver()
    const basket = { itemIds: ['cf-1'], startDate: '2026-03-10', endDate: '2026-03-20' }
    const both = await planning.adviseInventory({ ...basket, place: 'nowhere', frequency: 6, impressions: 9 })
    expect(both.ok || both.error.message).toBe('Укажите либо частоту показов, либо число показов')
    const nowhere = await planning.adviseInventory({ ...basket, place: 'nowhere' })
    expect(nowhere.ok || nowhere.error.errors).toEqual({ place: 'wrong format' })
    const stickers = await planning.adviseInventory({ ...basket, place: 'metroStickers' })
    expect(stickers.ok && stickers.value[0]?.advice_result).toBe('notimplemented')
    const unknown = await planning.adviseInventory({ ...basket, itemIds: ['cf-1', 'x'], place: 'cityFormat' })
    expect(unknown.ok || unknown.error.message).toBe('Нет таких мест в инвентаре: x')
    const planned = await planning.adviseInventory({ ...basket, place: 'cityFormat' })
    expect(planned.ok && planned.value[0]?.MinDate).toBe('2026-03-10')
  })

  it('R-API-36: a bad body is refused with its fields; the packages for sale fit every half-month', async () => {
    const planning = planningOver()
    const bad = await planning.stickerSchedule({ startDate: 'вчера' })
    expect(bad.ok || bad.error).toMatchObject({
      code: 'invalid input',
      errors: { startDate: 'wrong format' },
    })
    const station = await planning.stickerSchedule({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      stationIds: ['s1', 's9'],
    })
    expect(station.ok || station.error.message).toBe('Нет таких станций метро: s9')
    const schedule = await planning.stickerSchedule({ startDate: '2026-03-01', endDate: '2026-03-31' })
    expect(schedule.ok && schedule.value).toMatchObject({ totalSpaces: 2, enabledPackages: [] })
  })
})
