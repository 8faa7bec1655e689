import { describe, expect, it } from 'vitest'
import { bookingConflict } from './booking-conflict'
import { heldPeriods, takenHolds, vacancyHolds } from './vacancy'

const jan = { startDate: '2027-01-01', endDate: '2027-01-31' }
const feb = { startDate: '2027-02-01', endDate: '2027-02-15' }
const stickers = {
  place: 'metroStickers',
  calculation: { stickerCount: 2 },
  spaces: ['С-1', 'С-2'],
  periodsPrice: [{ periods: [feb, jan] }, { periods: [jan] }],
  startDate: '2027-01-01',
  endDate: '2027-02-10',
}

describe('vacancy checks of stickers and light boxes', () => {
  it('looks at each held period once, earliest first, or the campaign period when none is priced', () => {
    expect(heldPeriods(stickers.periodsPrice, stickers)).toEqual([jan, feb])
    expect(heldPeriods([], stickers)).toEqual([{ startDate: '2027-01-01', endDate: '2027-02-10' }])
  })

  it('checks the units of its own kind only', () => {
    const holds = vacancyHolds('checkVacantStickers', stickers)
    expect(holds.ok && holds.value.map((h) => `${h.inventoryNumber} ${h.startDate}`)).toEqual([
      'С-1 2027-01-01',
      'С-1 2027-02-01',
      'С-2 2027-01-01',
      'С-2 2027-02-01',
    ])
    expect(vacancyHolds('checkVacantBoxes', stickers)).toMatchObject({
      ok: false,
      error: { field: 'advertisePlace' },
    })
    const boxes = vacancyHolds('checkVacantBoxes', {
      ...stickers,
      place: 'lightBoxes',
      calculation: { itemIds: ['LB-1'] },
      spaces: [],
    })
    expect(boxes.ok && boxes.value.map((h) => h.unitId)).toEqual(['lightBoxes:LB-1', 'lightBoxes:LB-1'])
  })

  it('names the units another campaign holds on any day of a period, in the booking error (R-STOP-05)', () => {
    const holds = vacancyHolds('checkVacantStickers', stickers)
    if (!holds.ok) throw new Error('holds')
    const taken = takenHolds(holds.value, [
      { unitId: 'metroStickers:space:С-2', day: '2027-02-15' },
      { unitId: 'metroStickers:space:С-1', day: '2027-02-16' },
      { unitId: 'metroStickers:space:С-9', day: '2027-01-05' },
    ])
    expect(bookingConflict(taken)).toMatchObject({
      inventoryNumbers: ['С-2'],
      periods: [{ ...feb, inventoryNumbers: ['С-2'] }],
    })
    expect(takenHolds(holds.value, [])).toEqual([])
  })
})
