import { describe, expect, it } from 'vitest'
import { generateInventory } from '../../inventory/generated-inventory'
import { buildMetro } from '../../inventory/moscow-inventory'
import { stationLabel } from '../../inventory/unit-names'
import { DEMO_REFERENCE } from './demo-reference'
import { withGeneratedInventory } from './inventory-catalogue'
import { namesItsPlace, repeatedNames, unitLists } from './unit-lists'

/** Авиамоторная is a station of three lines: the case that named three light boxes 'Авиамоторная: лайтбокс 1'. */
const LINES = [
  { id: '8', name: 'Калининская' },
  { id: '11', name: 'Большая кольцевая' },
  { id: '14', name: 'МЦК' },
  { id: '1', name: 'Сокольническая' },
]
const { stations } = buildMetro(
  [
    ['Авиамоторная', '8'],
    ['Авиамоторная', '11'],
    ['Авиамоторная', '14'],
    ['Охотный Ряд', '1'],
    ['Сокольники', '1'],
  ].map(([name = '', lineId = '']) => ({ name, nameEn: name, lineId, latitude: 55.75, longitude: 37.7 })),
)
const generated = generateInventory(stations, [], LINES)
const lineOf = new Map(LINES.map((l) => [l.id, l.name]))
const station = new Map(stations.map((s) => [s.id, stationLabel(s.name, lineOf.get(s.lineId))]))
/** The price list as the server builds it (adapters/database/inventory-pricing-reference.ts). */
const merged = withGeneratedInventory(DEMO_REFERENCE, generated, (id) => station.get(id) ?? '')

describe('every unit named with its station or address, once in its list (issue #47 item 2)', () => {
  it('no list of any place holds a name twice, the price list’s own units and the inventory’s together', () => {
    const lists = unitLists(merged)
    expect(lists.filter((l) => l.entries.length > 0).length).toBeGreaterThan(15)
    for (const list of lists) expect(repeatedNames(list), `${list.place}: ${list.list}`).toEqual([])
  })

  it('every light box, crystal light, turn tile, screen and facade names its station with its line or its address', () => {
    for (const list of unitLists(merged).filter((l) => l.located))
      for (const e of list.entries)
        expect(namesItsPlace(e.name), `${list.place} ${e.id}: ${e.name}`).toBe(true)
    const boxes = itemNames(merged, 'ЛБ-')
    expect(boxes.filter((n) => n.startsWith('Авиамоторная (')).map((n) => n.replace(/: .*/, ''))).toEqual(
      expect.arrayContaining([
        'Авиамоторная (Калининская)',
        'Авиамоторная (Большая кольцевая)',
        'Авиамоторная (МЦК)',
      ]),
    )
  })

  it('catches the names a person cannot tell apart, and a name that says nowhere', () => {
    const list = {
      place: 'lightBoxes',
      list: 'Рекламные места',
      located: true,
      entries: ['ЛБ-1', 'ЛБ-2', 'ЛБ-3'].map((id) => ({ id, name: 'Авиамоторная: лайтбокс 1' })),
    }
    expect(repeatedNames(list)).toEqual(['Авиамоторная: лайтбокс 1'])
    expect(namesItsPlace('Авиамоторная: лайтбокс 1')).toBe(false)
    expect(namesItsPlace('Световой короб 1')).toBe(false)
    expect(namesItsPlace('Медиафасад: Варшавское шоссе, 1')).toBe(true)
  })
})

const itemNames = (reference: typeof merged, prefix: string): string[] =>
  reference.tariffs.lightBoxes.items.filter((i) => i.id.startsWith(prefix)).map((i) => i.name)
