import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../calculator-registry'
import { allCalculators } from '../calculators/all-calculators'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import {
  AIRING_PLACES,
  defaultItemsInput,
  filterChoices,
  itemChoices,
  itemsInputOf,
  MONTHLY_PLACES,
  toggleItem,
} from './items-calculator'

const registry = new CalculatorRegistry(allCalculators())
const places = [...MONTHLY_PLACES, ...AIRING_PLACES]

describe('the calculators of chosen units (R-SCREEN-65, 66, 67)', () => {
  it('a new calculation is next month, priced once a unit is chosen, and refused with a field until then', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...places),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (place, date) => {
          const today = date.toISOString().slice(0, 10)
          const input = defaultItemsInput(place, today)
          expect(input.startDate > today).toBe(true)
          expect(input.startDate.endsWith('-01')).toBe(true)
          const empty = registry.price(place, input, DEMO_REFERENCE, { today })
          expect(empty.ok).toBe(false)
          if (!empty.ok) expect(empty.error.field).toBe('itemIds')
          const [first] = itemChoices(DEMO_REFERENCE, place)
          const chosen = registry.price(place, toggleItem(input, first!.id), DEMO_REFERENCE, { today })
          expect(chosen.ok).toBe(true)
        },
      ),
    )
  })

  it('toggling twice gives the unit back; a stored input survives the round trip; junk starts afresh', () => {
    const input = toggleItem(defaultItemsInput('mediaFacade', '2026-11-25'), 'x')
    expect(toggleItem(toggleItem(input, 'y'), 'y')).toEqual(input)
    expect(itemsInputOf(JSON.parse(JSON.stringify(input)), 'mediaFacade', '2026-11-25')).toEqual(input)
    expect(itemsInputOf('junk', 'lightBoxes', '2026-11-25')).toEqual(
      defaultItemsInput('lightBoxes', '2026-11-25'),
    )
    expect(itemsInputOf({ itemIds: [1, 'a'] }, 'lightBoxes', '2026-11-25').itemIds).toEqual(['a'])
    expect(itemChoices(DEMO_REFERENCE, 'lightBoxes')[0]?.price).toMatch(/в месяц$/)
    expect(itemChoices(DEMO_REFERENCE, 'cityFormat')[0]?.price).toMatch(/за секунду показа$/)
  })

  it('finds units by every word typed, ignoring case and ё', () => {
    const items = [
      { id: 'a-1', name: 'Сити-формат Тверская, 1', price: '' },
      { id: 'b-2', name: 'Медиафасад Ёлкина', price: '' },
    ]
    expect(filterChoices(items, '')).toBe(items)
    expect(filterChoices(items, 'тверская СИТИ').map((i) => i.id)).toEqual(['a-1'])
    expect(filterChoices(items, 'елкина').map((i) => i.id)).toEqual(['b-2'])
    expect(filterChoices(items, 'b-2').map((i) => i.id)).toEqual(['b-2'])
    expect(filterChoices(items, 'нет такого')).toEqual([])
  })
})
