import { describe, expect, it } from 'vitest'
import { bookableUnits, checkSpaces, holdsOf, MAX_HELD_UNIT_DAYS, unitDays } from './booking-units'

describe('bookable units (issue 6, part 2)', () => {
  it('holds each shelter side once, leaving out stops with a booking error (R-STOP-07)', () => {
    const units = bookableUnits('transitShelter', {
      months: ['2027-01'],
      stops: [
        { inventoryNumber: '7', side: 'a' },
        { inventoryNumber: '7', side: 'b' },
        { inventoryNumber: '7', side: 'a' },
        { inventoryNumber: '27', side: 'a', bookingError: true },
        { inventoryNumber: 5, side: 'a' },
        'junk',
      ],
    })
    expect(units).toEqual([
      { unitId: 'transitShelter:7:a', inventoryNumber: '7' },
      { unitId: 'transitShelter:7:b', inventoryNumber: '7' },
    ])
  })

  it('holds chosen items of monthly places and chosen spaces; screen time holds nothing', () => {
    expect(bookableUnits('lightBoxes', { itemIds: ['LB-1', 'LB-1', 'LB-2'] }).map((u) => u.unitId)).toEqual([
      'lightBoxes:LB-1',
      'lightBoxes:LB-2',
    ])
    expect(bookableUnits('metroStickers', { formatId: 'A3' }, ['СТ-1']).map((u) => u.unitId)).toEqual([
      'metroStickers:space:СТ-1',
    ])
    expect(
      bookableUnits('metroMonitors', { itemIds: ['x'], stops: [{ inventoryNumber: '1', side: 'a' }] }),
    ).toEqual([])
    expect(bookableUnits('transitShelter', null)).toEqual([])
  })

  it('asks for every unit in every period, and counts the unit-days', () => {
    const holds = holdsOf(
      [
        { unitId: 'u1', inventoryNumber: '1' },
        { unitId: 'u2', inventoryNumber: '2' },
      ],
      [
        { startDate: '2027-01-01', endDate: '2027-01-31' },
        { startDate: '2027-02-01', endDate: '2027-02-28' },
      ],
    )
    expect(holds).toHaveLength(4)
    expect(unitDays(holds)).toBe(2 * (31 + 28))
    expect(MAX_HELD_UNIT_DAYS).toBeGreaterThan(unitDays(holds))
  })

  it('takes chosen spaces only for stickers, one distinct space per sticker paid for', () => {
    expect(checkSpaces('metroStickers', { stickerCount: 2 }, ['СТ-1', 'СТ-2']).ok).toBe(true)
    expect(checkSpaces('metroStickers', {}, ['СТ-1']).ok).toBe(true)
    expect(checkSpaces('metroStickers', { stickerCount: 2 }, ['СТ-1', 'СТ-1'])).toMatchObject({
      ok: false,
      error: { field: 'spaces' },
    })
    expect(checkSpaces('metroStickers', { stickerCount: 3 }, ['СТ-1'])).toMatchObject({
      ok: false,
      error: { field: 'spaces' },
    })
    expect(checkSpaces('metroMonitors', {}, ['X'])).toMatchObject({
      ok: false,
      error: { code: 'wrong format' },
    })
    expect(checkSpaces('transitShelter', {}, []).ok).toBe(true)
  })
})
