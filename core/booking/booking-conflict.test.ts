import { describe, expect, it } from 'vitest'
import { bookingConflict, conflictSentence } from './booking-conflict'

describe('a booking conflict (pricing §8, R-STOP-05; issue #47 item 3)', () => {
  it('groups the refused numbers by period, earliest first', () => {
    expect(
      bookingConflict([
        { inventoryNumber: 'LB-002', startDate: '2027-02-01', endDate: '2027-02-28' },
        { inventoryNumber: 'LB-001', startDate: '2027-01-01', endDate: '2027-01-31' },
        { inventoryNumber: 'LB-002', startDate: '2027-01-01', endDate: '2027-01-31' },
      ]),
    ).toMatchObject({
      inventoryNumbers: ['LB-001', 'LB-002'],
      periods: [
        { startDate: '2027-01-01', inventoryNumbers: ['LB-001', 'LB-002'] },
        { startDate: '2027-02-01', inventoryNumbers: ['LB-002'] },
      ],
    })
  })

  it('is said by the names a person sees, apart by ";" since a name holds commas', () => {
    expect(
      conflictSentence([
        'Охотный Ряд (Сокольническая): лайтбокс в вестибюле',
        'Медиафасад: Варшавское шоссе, 132',
      ]),
    ).toBe(
      'Некоторые места уже забронированы другой кампанией на эти даты: ' +
        'Охотный Ряд (Сокольническая): лайтбокс в вестибюле; Медиафасад: Варшавское шоссе, 132.',
    )
    expect(conflictSentence([])).toBe('Некоторые места уже забронированы другой кампанией')
  })
})
