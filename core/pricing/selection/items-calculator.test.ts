import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import { chosenCount, filterChoices, itemChoices } from './items-calculator'

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

  it('says how many of the units listed are chosen, counting only those listed', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id, price: '' }))
    expect(chosenCount(new Set<string>(), items)).toBe('Выбрано: 0 из 5')
    expect(chosenCount(new Set(['a', 'c']), items)).toBe('Выбрано: 2 из 5')
    expect(chosenCount(['a', 'c', 'gone'], items)).toBe('Выбрано: 2 из 5')
    expect(chosenCount(['a'], [])).toBe('Выбрано: 0 из 0')
  })
})
