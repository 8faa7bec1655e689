import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../../core/inventory/csv.parse'
import {
  buildStopIndex,
  SEARCH_LIMIT,
  searchStops,
  searchWords,
  type SearchableStop,
  type StopIndex,
} from '../../core/map/stop-search'
import { propertyReach } from '../../core/testing/property-reach'

/** The core's stop search (core/map/stop-search.ts) over the real stops this adapter serves (issue #50 item 3). */
const stop = (id: string, name: string, address: string): SearchableStop => ({ id, name, address })
const names = (found: readonly SearchableStop[]): string[] => found.map((s) => s.name)

describe('stop search over the city’s 11,501 stops', () => {
  let stops: SearchableStop[] = []
  let index: StopIndex<SearchableStop>
  let buildMs = 0

  beforeAll(() => {
    // The real stops file, copied from the city's open data beside this test.
    stops = parseCsv(readFileSync(new URL('./data/ground-stops.csv', import.meta.url), 'utf8')).map((row) =>
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
