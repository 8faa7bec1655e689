import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../inventory/csv.parse'
import { propertyReach } from '../testing/property-reach'
import {
  buildStopIndex,
  SEARCH_LIMIT,
  searchStops,
  searchWords,
  type SearchableStop,
  type StopIndex,
} from './stop-search'

/** Core compiles without Node types (tsconfig.core.json); the test runner's console and clock are all this needs. */
declare const console: { log: (line: string) => void }
declare const performance: { now: () => number }

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

describe('stop search over the city’s 11,501 stops', () => {
  let stops: SearchableStop[] = []
  let index: StopIndex<SearchableStop>
  let buildMs = 0

  beforeAll(async () => {
    // The real stops file (adapters/inventory/data, copied from the city's open data). The core has no file
    // system, so the test runner's own is reached by a specifier the core's typecheck does not resolve.
    const fs = (await import(/* @vite-ignore */ ['node', 'fs'].join(':'))) as {
      readFileSync: (path: string, encoding: string) => string
    }
    stops = parseCsv(fs.readFileSync('adapters/inventory/data/ground-stops.csv', 'utf8')).map((row) =>
      stop(row.ID ?? '', row.StationName ?? '', row.Street ?? ''),
    )
    const started = performance.now()
    index = buildStopIndex(stops)
    buildMs = performance.now() - started
  })

  it('finds real stops as a person types an address, and prints one keystroke’s time', () => {
    expect(stops).toHaveLength(11_501)
    const typed = 'набережная тараса шевченко'
    const times: number[] = []
    let found: SearchableStop[] = []
    for (let n = 1; n <= typed.length; n++) {
      const started = performance.now()
      found = searchStops(index, typed.slice(0, n))
      times.push(performance.now() - started)
      expect(found.length).toBeLessThanOrEqual(SEARCH_LIMIT)
    }
    times.sort((a, b) => a - b)
    console.log(
      `stop search: one keystroke over ${stops.length} stops, median ${(times[times.length >> 1] ?? 0).toFixed(2)} ms, ` +
        `slowest ${(times[times.length - 1] ?? 0).toFixed(2)} ms (${typed.length} keystrokes of '${typed}'); ` +
        `the index built once in ${buildMs.toFixed(0)} ms`,
    )
    expect(found.length).toBeGreaterThan(0)
    for (const s of found) expect(s.name + ' ' + s.address).toMatch(/Шевченко/)
    expect(names(searchStops(index, 'Наб. Тараса Шевч')).every((n) => n === 'Наб. Тараса Шевченко')).toBe(
      true,
    )
    expect(searchStops(index, 'савеловский вокзал')[0]?.name).toBe('Савёловский вокзал')
    expect(searchStops(index, 'метро проспект мира')[0]?.name).toMatch(/^Метро Просп\. Мира/)
    expect(searchStops(index, 'м. хорошевская')[0]?.name).toBe('Метро Хорошёвская')
  })

  it('property: a stop is found by the starts of some of its words, in any order, case and ё', () => {
    const reach = propertyReach(
      'stop search',
      'a query of two or more words that leaves out most of the city',
    )
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { minLength: 2, maxLength: 4 }),
        (at, picks) => {
          const target = stops[at % stops.length] as SearchableStop
          const written = `${target.name} ${target.address}`
            .split(/[\s,.()«»"]+/)
            .filter((w) => /[\p{L}\p{N}]/u.test(w))
          const typed = picks.map(([which, length, upper]) => {
            const word = written[which % written.length] ?? ''
            const start = word.slice(0, 1 + (length % word.length))
            return upper ? start.toUpperCase() : start.replace(/е/g, 'ё')
          })
          const found = searchStops(index, typed.join(' '), Infinity)
          reach.reached(typed.length >= 2 && found.length < stops.length / 2)
          expect(found.map((s) => s.id)).toContain(target.id)
          // Every result has, for each word typed, a word of its written name or address starting with it ('-'
          // counts as a word break: 'п-к' typed finds 'п-ка'), or of what its abbreviations stand for ('ули', 'ул.').
          for (const s of found.slice(0, SEARCH_LIMIT)) {
            const text = ` ${s.name} ${s.address}`.toLowerCase().replace(/ё/g, 'е')
            const expanded = searchWords(text).flat()
            for (const alternatives of searchWords(typed.join(' ')))
              expect(
                alternatives.some(
                  (a) =>
                    new RegExp(`[^\\p{L}\\p{N}]${a}`, 'u').test(text) ||
                    expanded.some((w) => w.startsWith(a)),
                ),
                `${typed.join(' ')} found ${s.name}, ${s.address}`,
              ).toBe(true)
          }
        },
      ),
      { numRuns: 300 },
    )
    reach.report()
  })
})
