import { describe, expect, it } from 'vitest'
import { buildStopIndex, searchStops, searchWords, type SearchableStop } from './stop-search'

// The search over the city's real 11,501 stops is tested beside the data: adapters/inventory/stop-search.stops.test.ts.

const stop = (id: string, name: string, address: string): SearchableStop => ({ id, name, address })
const names = (found: readonly SearchableStop[]): string[] => found.map((s) => s.name)

describe('search words (issue #50 item 3)', () => {
  it('drops case, ё, quotes and punctuation; abbreviations give their words; hyphenated words give parts', () => {
    expect(searchWords('«Савёловский вокзал», ул. Сущёвский Вал (12)')).toEqual([
      ['савеловский'],
      ['вокзал'],
      ['ул', 'улица'],
      ['сущевский'],
      ['вал'],
      ['12'],
    ])
    expect(searchWords('Б-р Яна Райниса, пр-т Мира; 3-й Дербеневский пер.')).toEqual([
      ['б-р', 'бульвар'],
      ['яна'],
      ['райниса'],
      ['пр-т', 'проспект'],
      ['мира'],
      ['3'],
      ['й'],
      ['дербеневский'],
      ['пер', 'переулок'],
    ])
    expect(searchWords('  ,.«» ')).toEqual([])
  })
})

describe('stop search', () => {
  const index = buildStopIndex([
    stop('1', 'Дербеневская наб.', '3-й Дербеневский переулок'),
    stop('2', 'Метро Просп. Мира', 'проспект Мира'),
    stop('3', 'Просп. Мира', 'улица Бориса Галушкина'),
    stop('4', 'Савёловский вокзал', 'Сущёвский Вал'),
    stop('5', 'Миракс-Парк', 'Киевское шоссе'),
    stop('6', 'Улица Мирская', 'Мирская улица'),
    stop('7', 'Тверская застава пл.', 'площадь Тверская Застава'),
  ])

  it('finds by name or address whatever the case, ё, quotes, abbreviation or word order', () => {
    expect(names(searchStops(index, 'савеловский'))).toEqual(['Савёловский вокзал'])
    expect(names(searchStops(index, 'СУЩЁВСКИЙ'))).toEqual(['Савёловский вокзал'])
    expect(names(searchStops(index, '«Дербеневская набережная»'))).toEqual(['Дербеневская наб.'])
    expect(names(searchStops(index, 'дербеневский пер.'))).toEqual(['Дербеневская наб.'])
    expect(names(searchStops(index, 'переулок 3-й'))).toEqual(['Дербеневская наб.'])
    expect(names(searchStops(index, 'пл. тверская'))).toEqual(['Тверская застава пл.'])
    expect(names(searchStops(index, 'Киевское ш.'))).toEqual(['Миракс-Парк'])
    expect(names(searchStops(index, 'галушкина, проспект'))).toEqual(['Просп. Мира'])
    expect(searchStops(index, 'Дербеневская Мира')).toEqual([])
    expect(searchStops(index, ' «» ')).toEqual([])
  })

  it('matches the starts of words as one types, whole words and starts of names first', () => {
    expect(names(searchStops(index, 'мир'))).toEqual([
      'Миракс-Парк', // no word is whole: the name starting with it leads, then the shorter names
      'Просп. Мира',
      'Улица Мирская',
      'Метро Просп. Мира',
    ])
    expect(names(searchStops(index, 'мира'))).toEqual(['Просп. Мира', 'Метро Просп. Мира', 'Миракс-Парк'])
    expect(names(searchStops(index, 'просп мира'))).toEqual(['Просп. Мира', 'Метро Просп. Мира'])
    expect(names(searchStops(index, 'мира', 2))).toEqual(['Просп. Мира', 'Метро Просп. Мира'])
    expect(searchStops(index, 'мира', 0)).toEqual([])
  })
})
