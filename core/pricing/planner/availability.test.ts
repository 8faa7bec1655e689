import { describe, expect, it } from 'vitest'
import { stickerHalfMonths } from '../rules/periods'
import { averageAvailable, enabledPackages, freeSpacesByHalfMonth } from './availability'
import {
  checkPlanningPeriod,
  decodeInventoryAdviceRequest,
  decodeStickerScheduleRequest,
  idList,
} from './planning.contract'

const packages = [
  { _id: 'p2', stickers: 2 },
  { _id: 'p3', stickers: 3 },
]

describe('sticker schedule (R-API-36, R-PER-03)', () => {
  const halves = stickerHalfMonths('2027-01-10', '2027-01-20')

  it('a space held on any day of a half-month is not free in it; holds outside the selection do not count', () => {
    expect(halves.map((h) => [h.startDate, h.endDate])).toEqual([
      ['2027-01-01', '2027-01-15'],
      ['2027-01-16', '2027-01-31'],
    ])
    const free = freeSpacesByHalfMonth(
      ['A', 'B', 'C'],
      [
        { inventoryNumber: 'A', day: '2027-01-15' },
        { inventoryNumber: 'A', day: '2027-01-14' },
        { inventoryNumber: 'Z', day: '2027-01-20' },
        { inventoryNumber: 'B', day: '2027-02-01' },
      ],
      halves,
    )
    expect(free.map((h) => h.freeSpaces)).toEqual([2, 3])
    expect(enabledPackages(packages, free).map((p) => p._id)).toEqual(['p2'])
    expect(enabledPackages(packages, free.slice(1)).map((p) => p._id)).toEqual(['p2', 'p3'])
    expect(enabledPackages(packages, [])).toEqual([])
  })
})

describe('average daily monitors (R-API-19)', () => {
  it('averages the monitors nobody holds over the days, two decimals', () => {
    expect(averageAvailable(10, 0, 3)).toBe(10)
    expect(averageAvailable(10, 1, 3)).toBe(9.67)
    expect(averageAvailable(10, 30, 3)).toBe(0)
    expect(averageAvailable(10, 0, 0)).toBe(0)
  })
})

describe('the planning contract', () => {
  it('refuses unknown fields, wrong types and bad dates with field codes', () => {
    const bad = decodeStickerScheduleRequest({ startDate: '2027-02-30', endDate: 5, extra: 1 })
    expect(bad.ok ? {} : bad.error.errors).toEqual({
      startDate: 'wrong format',
      endDate: 'wrong format',
      extra: 'unknown field',
    })
    const advice = decodeInventoryAdviceRequest({
      place: 'cityFormat',
      itemIds: [],
      startDate: '2027-03-01T00:00:00.000Z',
      endDate: '2027-03-02',
      clipDuration: 7,
    })
    expect(advice.ok ? {} : advice.error.errors).toEqual({
      itemIds: 'required',
      clipDuration: 'expected a whole number from 5 to 45 in steps of 5',
    })
  })

  it('a period ends on or after its start and lasts at most a year', () => {
    expect(checkPlanningPeriod('2027-03-02', '2027-03-01').ok).toBe(false)
    expect(checkPlanningPeriod('2027-01-01', '2028-01-01')).toEqual({ ok: true, value: 366 })
    expect(checkPlanningPeriod('2027-01-01', '2028-01-02').ok).toBe(false)
  })

  it('id lists come comma-separated or repeated, trimmed and without duplicates', () => {
    expect(idList(' 1, 2,,1 ')).toEqual(['1', '2'])
    expect(idList(['3', '3', '4'])).toEqual(['3', '4'])
    expect(idList(undefined)).toEqual([])
  })
})
