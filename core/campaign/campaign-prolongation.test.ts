import { describe, expect, it } from 'vitest'
import { isCalculation, prolongedCalculation } from './campaign-prolongation'

describe('the calculator input of a prolongation (cabinet §7 "prolongation")', () => {
  it('starts the day after the campaign ends and lasts as many days, keeping the rest of the input', () => {
    const input = { startDate: '2026-05-01', endDate: '2026-05-31', stickerCount: 4 }
    expect(prolongedCalculation(input)).toEqual({
      startDate: '2026-06-01',
      endDate: '2026-07-01',
      stickerCount: 4,
    })
    expect(input).toEqual({ startDate: '2026-05-01', endDate: '2026-05-31', stickerCount: 4 })
    expect(prolongedCalculation({ startDate: '2026-02-28', endDate: '2026-02-28' })).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    })
    expect(prolongedCalculation({ startDate: '2028-02-01', endDate: '2028-02-29' })).toEqual({
      startDate: '2028-03-01',
      endDate: '2028-03-29',
    })
    expect(prolongedCalculation({ startDate: '2026-12-25', endDate: '2026-12-31' })).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-01-07',
    })
  })

  it('keeps dates it cannot read as they are, for the calculator to refuse', () => {
    for (const input of [
      { startDate: '2026-13-01', endDate: '2026-05-31' },
      { startDate: '2026-05-01', endDate: '31.05.2026' },
      { startDate: '2026-05-01' },
      { endDate: '2026-05-31' },
      { startDate: 20260501, endDate: '2026-05-31' },
    ])
      expect(prolongedCalculation(input)).toEqual(input)
  })

  it('moves shelter months by the number of months they span, first to last', () => {
    expect(prolongedCalculation({ months: ['2027-01', '2027-02'], stops: [1] })).toEqual({
      months: ['2027-03', '2027-04'],
      stops: [1],
    })
    expect(prolongedCalculation({ months: ['2027-03', '2027-01'] })).toEqual({
      months: ['2027-06', '2027-04'],
    })
    expect(prolongedCalculation({ months: ['2027-12'] })).toEqual({ months: ['2028-01'] })
    expect(prolongedCalculation({ months: ['2027-11', '2028-01'] })).toEqual({
      months: ['2028-02', '2028-04'],
    })
  })

  it('keeps months it cannot read, or none, as they are', () => {
    for (const input of [
      { months: [] },
      { months: ['2027-13'] },
      { months: ['2027-00'] },
      { months: ['2027-1'] },
      { months: ['2027-01-01'] },
      { months: ['x2027-01'] },
      { months: ['2027-01', 5] },
      { months: '2027-01' },
      { months: [['2027-01']] },
    ])
      expect(prolongedCalculation(input)).toEqual(input)
  })
})

describe('isCalculation', () => {
  it('is an object of fields, not an array, null or a scalar', () => {
    expect(isCalculation({})).toBe(true)
    expect(isCalculation({ months: [] })).toBe(true)
    for (const v of [[], null, undefined, 'x', 1]) expect(isCalculation(v), String(v)).toBe(false)
  })
})
