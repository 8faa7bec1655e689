import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  freeOwnHolds,
  chosenStops,
  dropChosen,
  mergeImported,
  shelterRow,
  sidesCount,
  toggleShown,
  toggleStop,
} from './shelter-form'
import type { ListedStop } from './stops-listing'

const stop = (n: string, side: 'a' | 'b', free = true): ListedStop => ({
  inventoryNumber: n,
  side,
  region: 'ЦАО',
  districtName: 'Тверской',
  isAvailableInBooking: free,
  platformName: 'Пушкинская площадь, Тверская ул., 18',
  latitude: 55.76,
  longitude: 37.6,
})

describe('the transit-shelter choice of the wizard (R-SCREEN-61)', () => {
  it('R-STOP-01: a side toggles in the calculation; a taken one cannot be chosen but can be given back', () => {
    const one = toggleStop({ months: ['2026-12'], stops: [] }, 'stops', stop('ОСТ-1', 'a'))
    expect(one['stops']).toEqual([{ inventoryNumber: 'ОСТ-1', side: 'a', region: 'ЦАО' }])
    expect(toggleStop(one, 'stops', stop('ОСТ-1', 'b', false))).toEqual(one)
    expect(chosenStops(toggleStop(one, 'stops', stop('ОСТ-1', 'a')), 'stops')).toEqual([])
    const saved = { stops: [{ inventoryNumber: 'ОСТ-2', side: 'b', region: 'ЗАО' }] }
    expect(chosenStops(toggleStop(saved, 'stops', stop('ОСТ-2', 'b', false)), 'stops')).toEqual([])
    // The other side of the same stop is another side; what is not a side at all is dropped on the way.
    const mixed = { stops: [{ inventoryNumber: 'ОСТ-2', side: 'a', region: 'ЗАО' }, 'ОСТ-9', { side: 'a' }] }
    expect(toggleStop(mixed, 'stops', stop('ОСТ-2', 'b'))['stops']).toEqual([
      { inventoryNumber: 'ОСТ-2', side: 'a', region: 'ЗАО' },
      { inventoryNumber: 'ОСТ-2', side: 'b', region: 'ЦАО' },
    ])
    expect(toggleStop(mixed, 'stops', stop('ОСТ-2', 'a'))['stops']).toEqual([])
  })

  it('R-STOP-01: a press changes no list it was given, and a list once checked keeps dropping what is not a side', () => {
    // A whole city's choice is checked once, then trusted (issue #50 item 6): the lists given stay as they were,
    // and a list read from storage with junk in it is still cleaned at each press, not only the first.
    const stored = [{ inventoryNumber: 'ОСТ-1', side: 'a', region: 'ЦАО' }, 42, { inventoryNumber: 'ОСТ-3' }]
    const input = { stops: stored }
    const once = toggleStop(input, 'stops', stop('ОСТ-2', 'a'))
    expect(stored).toHaveLength(3)
    expect(chosenStops(input, 'stops')).toEqual([{ inventoryNumber: 'ОСТ-1', side: 'a', region: 'ЦАО' }])
    const twice = toggleStop(input, 'stops', stop('ОСТ-1', 'a'))
    expect(twice['stops']).toEqual([])
    const back = toggleStop(once, 'stops', stop('ОСТ-2', 'a'))
    expect(back['stops']).toEqual([{ inventoryNumber: 'ОСТ-1', side: 'a', region: 'ЦАО' }])
    expect(once['stops']).toHaveLength(2)
    // A side kept twice (an old draft) is given back whole by one press, as the row then shows it.
    const twiceKept = {
      stops: [stored[0], { inventoryNumber: 'ОСТ-4', side: 'b', region: 'САО' }, stored[0]],
    }
    expect(toggleStop(twiceKept, 'stops', stop('ОСТ-1', 'a'))['stops']).toEqual([
      { inventoryNumber: 'ОСТ-4', side: 'b', region: 'САО' },
    ])
    // A clean list is its own choice, the same list, not a copy.
    const clean = { stops: [{ inventoryNumber: 'ОСТ-5', side: 'b', region: 'САО' }] }
    expect(chosenStops(clean, 'stops')).toBe(clean.stops)
  })

  it('R-STOP-02: choosing all shown takes every free side once, and a second time gives them back', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.boolean(), fc.boolean()), {
          selector: ([n, b]) => `${n}${b}`,
        }),
        fc.array(fc.integer({ min: 1, max: 40 })),
        (rows, before) => {
          const shown = rows.map(([n, b, free]) => stop(`ОСТ-${n}`, b ? 'b' : 'a', free))
          const start = {
            stops: before.map((n) => ({ inventoryNumber: `ЧУЖ-${n}`, side: 'a', region: 'САО' })),
          }
          const all = toggleShown(start, 'stops', shown)
          const keys = chosenStops(all, 'stops').map((s) => `${s.inventoryNumber}:${s.side}`)
          expect(new Set(keys).size).toBe(keys.length - (before.length - new Set(before).size))
          for (const s of shown)
            expect(keys.includes(`${s.inventoryNumber}:${s.side}`)).toBe(s.isAvailableInBooking !== false)
          const back = toggleShown(all, 'stops', shown)
          expect(back).toEqual(start)
        },
      ),
    )
  })

  it('a row names the number, the side in Russian and the stop; a taken side says it is taken', () => {
    expect(shelterRow(stop('ОСТ-7', 'b', false))).toEqual({
      id: 'ОСТ-7:b',
      name: 'ОСТ-7 · сторона Б — Пушкинская площадь, Тверская ул., 18',
      note: 'Тверской · Занято на эти даты',
    })
  })

  it('R-STOP-09: a spreadsheet adds its free sides once each, keeps what was chosen, and leaves taken ones out', () => {
    const before = { stops: [{ inventoryNumber: 'ОСТ-1', side: 'a', region: 'ЦАО' }] }
    const after = mergeImported(before, 'stops', [
      stop('ОСТ-1', 'a'),
      stop('ОСТ-2', 'b'),
      stop('ОСТ-2', 'b'),
      stop('ОСТ-3', 'a', false),
    ])
    expect(chosenStops(after, 'stops').map((s) => `${s.inventoryNumber}:${s.side}`)).toEqual([
      'ОСТ-1:a',
      'ОСТ-2:b',
    ])
  })
})

describe('the basket of chosen shelter sides (R-STOP-15)', () => {
  it('gives one side back by its key and keeps the others in their order', () => {
    const input = {
      stops: [
        { inventoryNumber: 'ОСТ-1', side: 'a', region: 'ЦАО' },
        { inventoryNumber: 'ОСТ-1', side: 'b', region: 'ЦАО' },
        { inventoryNumber: 'ОСТ-2', side: 'a', region: 'ЗАО' },
      ],
    }
    expect(chosenStops(dropChosen(input, 'stops', 'ОСТ-1:b'), 'stops').map((s) => s.side)).toEqual(['a', 'a'])
    expect(chosenStops(dropChosen(input, 'stops', 'НЕТ:a'), 'stops')).toHaveLength(3)
  })

  it('counts sides as Russian does', () => {
    expect([1, 2, 5, 11, 21, 22, 312, 1021].map(sidesCount)).toEqual([
      '1 сторона',
      '2 стороны',
      '5 сторон',
      '11 сторон',
      '21 сторона',
      '22 стороны',
      '312 сторон',
      '1\u00a0021 сторона',
    ])
  })
})

describe('the sides of the campaign edited (walk defect 6)', () => {
  const side = (inventoryNumber: string, isAvailableInBooking: boolean) => ({
    inventoryNumber,
    side: 'a' as const,
    isAvailableInBooking,
  })
  const listed = [side('ОСТ-1', false), side('ОСТ-2', false), side('ОСТ-3', true)]

  it('R-STOP-01 its own holds are free for it; only other campaigns’ holds stay taken', () => {
    expect(freeOwnHolds(listed, new Set(['ОСТ-2:a'])).map((s) => s.isAvailableInBooking)).toEqual([
      true,
      false,
      true,
    ])
  })

  it('leaves the list as the server gave it while the others’ holds are not known', () => {
    expect(freeOwnHolds(listed, undefined)).toBe(listed)
  })
})
