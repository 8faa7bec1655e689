import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import {
  chosenCount,
  filterChoices,
  itemChoices,
  itemRow,
  takenChosen,
  TAKEN_NOTE,
  unitNames,
} from './items-calculator'

describe('the units a calculator offers (R-SCREEN-65, 66, 67)', () => {
  it('lists each unit with its price as the list shows it', () => {
    expect(itemChoices(DEMO_REFERENCE, 'lightBoxes')[0]?.price).toMatch(/в месяц$/)
    expect(itemChoices(DEMO_REFERENCE, 'cityFormat')[0]?.price).toMatch(/за секунду показа$/)
    expect(itemChoices(DEMO_REFERENCE, 'mediaFacade').length).toBe(
      DEMO_REFERENCE.tariffs.mediaFacade.items.length,
    )
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

  it('R-GROUND-05 a route number typed finds that route alone, case aside; a part of one searches names', () => {
    const route = (number: string, name = `Маршрут ${number.slice(1)}`) => ({
      id: number,
      name,
      price: '',
      number,
    })
    const items = [route('А13'), route('А130'), route('А213'), route('Т13', 'Маршрут 13: «А13» — «Парк»')]
    expect(filterChoices(items, ' а13 ').map((i) => i.id)).toEqual(['А13'])
    expect(filterChoices(items, 'Т13').map((i) => i.id)).toEqual(['Т13'])
    // Not a number of the list: every name or id that holds it, as the list's search always did.
    expect(filterChoices(items, '13').map((i) => i.id)).toEqual(['А13', 'А130', 'А213', 'Т13'])
    expect(filterChoices(items, 'а1').map((i) => i.id)).toEqual(['А13', 'А130', 'Т13'])
  })

  it('says how many of the units listed are chosen, counting only those listed', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id, price: '' }))
    expect(chosenCount(new Set<string>(), items)).toBe('Выбрано: 0 из 5')
    expect(chosenCount(new Set(['a', 'c']), items)).toBe('Выбрано: 2 из 5')
    expect(chosenCount(['a', 'c', 'gone'], items)).toBe('Выбрано: 2 из 5')
    expect(chosenCount(['a'], [])).toBe('Выбрано: 0 из 0')
  })

  it('says both counts honestly while a line, a station or a search narrows the list (issue #47)', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id, price: '' }))
    const shown = items.slice(0, 2)
    expect(chosenCount(['a', 'c', 'd'], items, shown)).toBe('Выбрано: 1 из 2 показанных (всего: 3 из 5)')
    expect(chosenCount(['a'], items, items)).toBe('Выбрано: 1 из 5')
    expect(chosenCount([], items, [])).toBe('Выбрано: 0 из 0 показанных (всего: 0 из 5)')
  })

  it('says a unit taken for the period in words on its row, instead of its price (issue #47 item 3)', () => {
    const [box] = itemChoices(DEMO_REFERENCE, 'lightBoxes')
    if (!box) throw new Error('no light box')
    expect(itemRow(box, new Set())).toEqual({ id: 'LB-001', name: box.name, note: box.price })
    expect(itemRow(box, new Set(['LB-001']))).toEqual({ id: 'LB-001', name: box.name, note: TAKEN_NOTE })
    expect(TAKEN_NOTE).toBe('Занято на эти даты')
    expect(takenChosen(['LB-001', 'LB-002', 'LB-003'], new Set(['LB-003', 'LB-001', 'LB-009']))).toEqual([
      'LB-001',
      'LB-003',
    ])
  })

  it('names the units of a conflict as the list names them, not by the numbers it never shows', () => {
    expect(unitNames(DEMO_REFERENCE, 'lightBoxes', ['LB-001', 'LB-GONE'])).toEqual([
      'Охотный Ряд (Сокольническая): лайтбокс в вестибюле',
      'LB-GONE',
    ])
    expect(unitNames(DEMO_REFERENCE, 'mediaFacade', ['MF-VARSH'])).toEqual([
      'Медиафасад: Варшавское шоссе, 132',
    ])
    expect(unitNames(DEMO_REFERENCE, 'transitShelter', ['ОСТ-000007-A'])).toEqual(['ОСТ-000007-A'])
  })
})
