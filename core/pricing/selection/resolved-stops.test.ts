import { describe, expect, it } from 'vitest'
import type { ShelterSideFact } from '../../ports/shelter-sides.port'
import { resolveStops, stopNumbersOf } from './resolved-stops'

const FACTS: ShelterSideFact[] = [
  { inventoryNumber: 'ОСТ-000007-A', oldInventoryNumber: '7-A', side: 'a', okrugAbbrev: 'ЦАО' },
  { inventoryNumber: 'ОСТ-000007-B', oldInventoryNumber: '7-B', side: 'b', okrugAbbrev: 'ЦАО' },
  { inventoryNumber: 'ОСТ-000900-A', oldInventoryNumber: '900-A', side: 'a', okrugAbbrev: 'Троицкий' },
]

describe('a transit-shelter calculation checked against the inventory', () => {
  it('takes each region from the inventory, never from the client', () => {
    const input = {
      months: ['2027-01'],
      stops: [
        { inventoryNumber: 'ОСТ-000007-A', side: 'a', region: 'ТАО' },
        { inventoryNumber: 'ост-000900-a', side: 'a', region: 'ЦАО' },
      ],
    }
    const resolved = resolveStops(input, FACTS)
    expect(resolved).toEqual({
      ok: true,
      value: {
        months: ['2027-01'],
        stops: [
          { inventoryNumber: 'ОСТ-000007-A', side: 'a', region: 'ЦАО' },
          { inventoryNumber: 'ОСТ-000900-A', side: 'a', region: 'ТАО' },
        ],
      },
    })
  })

  it('refuses a number the inventory lacks, naming it', () => {
    const resolved = resolveStops(
      { months: ['2027-01'], stops: [{ inventoryNumber: 'ОСТ-0007a', side: 'a', region: 'ЦАО' }] },
      FACTS,
    )
    expect(resolved.ok).toBe(false)
    if (!resolved.ok) {
      expect(resolved.error.message).toBe('Нет таких остановок: ОСТ-0007A')
      expect(resolved.error.errors).toEqual({ stops: 'not found' })
    }
  })

  it('refuses a side that is not the number’s', () => {
    const resolved = resolveStops(
      { stops: [{ inventoryNumber: 'ОСТ-000007-A', side: 'b', region: 'ЦАО' }] },
      FACTS,
    )
    expect(resolved.ok).toBe(false)
    if (!resolved.ok) expect(resolved.error.errors).toEqual({ stops: 'wrong side' })
  })

  it('counts a side named by its old and current numbers once, and keeps its booking flag', () => {
    const resolved = resolveStops(
      {
        stops: [
          { inventoryNumber: '7-B', side: 'b', region: 'x', bookingError: true },
          { inventoryNumber: 'ОСТ-000007-B', side: 'b', region: 'y' },
        ],
      },
      FACTS,
    )
    expect(resolved).toEqual({
      ok: true,
      value: { stops: [{ inventoryNumber: 'ОСТ-000007-B', side: 'b', region: 'ЦАО', bookingError: true }] },
    })
  })

  it('leaves what is not a stop list to the calculator’s decoder', () => {
    expect(resolveStops({ months: ['2027-01'] }, FACTS)).toEqual({ ok: true, value: { months: ['2027-01'] } })
    expect(resolveStops(null, FACTS)).toEqual({ ok: true, value: null })
    expect(resolveStops({ stops: [42] }, FACTS)).toEqual({ ok: true, value: { stops: [42] } })
    expect(stopNumbersOf({ stops: [42, { inventoryNumber: ' 7-a ' }] })).toEqual(['7-A'])
  })
})
