import { describe, expect, it } from 'vitest'
import { bookableUnits } from '../../booking/booking-units'
import { readInventoryAdvice } from './planner-result'
import {
  adviseInventory,
  airtimeSold,
  HOUR_SECONDS,
  notImplementedAdvice,
  runsGiven,
  SHIFT_HORIZON_DAYS,
  unitsHeld,
  type PlannerRequest,
  type ScreenLoad,
} from './inventory-planner'
import { itemUnitId, plannedPlace, stickerSpaceUnitId } from './planned-places'

const request = (over: Partial<PlannerRequest> = {}): PlannerRequest => ({
  kind: 'airtime',
  startDate: '2027-03-01',
  endDate: '2027-03-10',
  clipDuration: 10,
  demand: { runsPerHour: 12 },
  ...over,
})
/** A screen with `seconds` sold an hour on the days [from, to) counted from the request's start. */
const screen = (id: string, seconds = 0, from = 0, to = 0): ScreenLoad => ({
  id,
  sold: Array.from({ length: 10 + SHIFT_HORIZON_DAYS }, (_, d) => (d >= from && d < to ? seconds : 0)),
})
const first = (r: PlannerRequest, screens: ScreenLoad[]) => adviseInventory(r, screens)[0]

describe('the inventory planner (R-API-38)', () => {
  it('plans a basket that fits as asked: every screen, every day, the runs asked', () => {
    expect(adviseInventory(request(), [screen('a'), screen('b', 2_000, 0, 10)])).toEqual([
      {
        MinDate: '2027-03-01',
        MaxDate: '2027-03-10',
        PlatformDayCount: 20,
        AvgRunsPerHour: 12,
        FitCount: 2,
        advice_result: 'success',
        error: null,
      },
    ])
  })

  it('a screen whose loop would overflow does not fit: 3 600 seconds an hour at most', () => {
    // 10 s × 12 runs = 120 s: 3 480 sold still fits, 3 481 does not (the
    // period moves past the ten sold days).
    expect(first(request(), [screen('a', HOUR_SECONDS - 120, 0, 10)])?.MinDate).toBe('2027-03-01')
    expect(first(request(), [screen('a', HOUR_SECONDS - 119, 0, 10)])?.MinDate).toBe('2027-03-11')
  })

  it('moves the period later when its first days are sold out, keeping its length', () => {
    expect(first(request(), [screen('a'), screen('b', HOUR_SECONDS, 0, 3)])).toMatchObject({
      MinDate: '2027-03-04',
      MaxDate: '2027-03-13',
      FitCount: 2,
      PlatformDayCount: 20,
      advice_result: 'success',
    })
  })

  it('shortens the period when moving cannot help and at least half of it is free', () => {
    const soldOut = screen('a', HOUR_SECONDS, 7, 10 + SHIFT_HORIZON_DAYS)
    expect(first(request(), [soldOut])).toMatchObject({
      MinDate: '2027-03-01',
      MaxDate: '2027-03-07',
      PlatformDayCount: 7,
      advice_result: 'success',
    })
    // Four free days of ten are less than half: nothing fits.
    expect(first(request(), [screen('a', HOUR_SECONDS, 4, 10 + SHIFT_HORIZON_DAYS)])?.advice_result).toBe(
      'dontfit',
    )
  })

  it('with an impressions target the period may move but never shrink', () => {
    // 2 screens × 10 days × 19.5 hours × 10 runs = 3 900 impressions.
    const target = request({ demand: { impressions: 3_900 } })
    expect(first(target, [screen('a'), screen('b')])).toMatchObject({ AvgRunsPerHour: 10, FitCount: 2 })
    const soldOut = [screen('a', HOUR_SECONDS, 7, 10 + SHIFT_HORIZON_DAYS), screen('b')]
    expect(first(target, soldOut)).toMatchObject({
      MinDate: '2027-03-01',
      MaxDate: '2027-03-10',
      advice_result: 'dontfit',
    })
  })

  it('dontfit reports the period asked with what would fit: screens, screen-days and the runs given', () => {
    const everyDayFull = screen('full', HOUR_SECONDS, 0, 10 + SHIFT_HORIZON_DAYS)
    // 50 seconds left an hour: 5 runs of a 10-second clip instead of 12.
    const nearlyFull = screen('nearly', HOUR_SECONDS - 50, 0, 10 + SHIFT_HORIZON_DAYS)
    expect(first(request(), [screen('free'), everyDayFull, nearlyFull])).toEqual({
      MinDate: '2027-03-01',
      MaxDate: '2027-03-10',
      PlatformDayCount: 10,
      AvgRunsPerHour: Math.round(((12 + 0 + 5) / 3) * 10) / 10,
      FitCount: 1,
      advice_result: 'dontfit',
      error: null,
    })
  })

  it('an impressions target beyond 60 runs an hour never fits', () => {
    const answer = first(request({ demand: { impressions: 1e9 } }), [screen('a')])
    expect(answer).toMatchObject({
      advice_result: 'dontfit',
      FitCount: 0,
      PlatformDayCount: 0,
      AvgRunsPerHour: 60,
    })
  })

  it('units are held whole: a held day does not fit, and a lit poster has no runs', () => {
    const units: PlannerRequest = request({ kind: 'unit' })
    expect(first(units, [screen('x'), screen('y')])).toMatchObject({
      advice_result: 'success',
      AvgRunsPerHour: 0,
      PlatformDayCount: 20,
    })
    const held = unitsHeld([{ id: 'y', day: '2027-03-01' }], ['x', 'y'], '2027-03-01', 40)
    expect(first(units, held)).toMatchObject({ MinDate: '2027-03-02', MaxDate: '2027-03-11' })
  })

  it('an empty basket fits nothing', () => {
    expect(first(request(), [])).toMatchObject({ advice_result: 'dontfit', FitCount: 0, AvgRunsPerHour: 0 })
  })

  it('runs given never exceed the loop, the runs asked or the seconds left', () => {
    expect(runsGiven(0, 5, 100)).toBe(60)
    expect(runsGiven(3_550, 10, 12)).toBe(5)
    expect(runsGiven(3_600, 10, 12)).toBe(0)
    expect(runsGiven(4_000, 10, 12)).toBe(0)
  })

  it('a place it does not plan answers notimplemented over the period asked, read by the cabinet as advice', () => {
    const list = notImplementedAdvice('2027-03-01', '2027-03-31')
    let read: unknown
    readInventoryAdvice(
      list,
      { info: () => undefined, warn: () => undefined, error: () => undefined },
      (e, a) => {
        read = e ?? a?.advice_result
      },
    )
    expect(read).toBe('notimplemented')
    expect(plannedPlace('metroMonitors')).toBeUndefined()
    expect(plannedPlace('toString')).toBeUndefined()
    expect(plannedPlace('monitorsStandalone')?.defaultFrequency).toBe(30)
  })
})

describe('what campaigns already sold', () => {
  it('a campaign takes clip × runs an hour on each screen it lists, over its own days only', () => {
    const loads = airtimeSold(
      [
        {
          startDate: '2027-02-25',
          endDate: '2027-03-02',
          calculation: { itemIds: ['a'], clipDuration: 10, frequency: 6 },
        },
        { startDate: '2027-03-02', endDate: '2027-03-03', calculation: { itemIds: ['a', 'b', 'zzz'] } },
        { startDate: '2027-03-01', endDate: '2027-03-05', calculation: 'not an object' },
      ],
      ['a', 'b'],
      '2027-03-01',
      5,
      { clipDuration: 5, frequency: 8 },
    )
    expect(loads).toEqual([
      { id: 'a', sold: [60, 100, 40, 0, 0] },
      { id: 'b', sold: [0, 40, 40, 0, 0] },
    ])
  })

  it('hold keys are the ones bookings write', () => {
    expect(bookableUnits('cristalLight', { itemIds: ['CL-001'] })[0]?.unitId).toBe(
      itemUnitId('cristalLight', 'CL-001'),
    )
    expect(bookableUnits('metroStickers', {}, ['СТК-00001'])[0]?.unitId).toBe(stickerSpaceUnitId('СТК-00001'))
  })
})
