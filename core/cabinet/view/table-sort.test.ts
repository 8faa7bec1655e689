import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sortRows, UNSORTABLE, type SortKey } from './table-sort'

interface Row {
  readonly id: number
  readonly name: string
  readonly sum: number | null
}
const rows: Row[] = [
  { id: 1, name: 'Кампания 10', sum: 500 },
  { id: 2, name: 'кампания 2', sum: null },
  { id: 3, name: 'Ёлка', sum: 1500 },
  { id: 4, name: 'Арбат', sum: 500 },
]
const keyOf = (r: Row, column: string): SortKey | typeof UNSORTABLE =>
  column === 'name' ? r.name : column === 'sum' ? r.sum : UNSORTABLE

describe('sorting a table by a column', () => {
  it('orders texts as Russian does, numbers in them by value, case aside', () => {
    const ids = sortRows(rows, { column: 'name', direction: 'ascending' }, keyOf).map((r) => r.id)
    expect(ids).toEqual([4, 3, 2, 1])
  })
  it('orders numbers by value, keeps equal ones in place and empty ones last either way', () => {
    expect(sortRows(rows, { column: 'sum', direction: 'ascending' }, keyOf).map((r) => r.id)).toEqual([
      1, 4, 3, 2,
    ])
    expect(sortRows(rows, { column: 'sum', direction: 'descending' }, keyOf).map((r) => r.id)).toEqual([
      3, 1, 4, 2,
    ])
  })
  it('leaves the rows as they are with no order or an unknown column', () => {
    expect(sortRows(rows, undefined, keyOf)).toBe(rows)
    expect(sortRows(rows, { column: 'nope', direction: 'ascending' }, keyOf)).toBe(rows)
  })
  it('descending is ascending reversed among distinct non-empty keys', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -1e6, max: 1e6 }), { maxLength: 60 }), (sums) => {
        const list = sums.map((sum, id) => ({ id, name: '', sum }))
        const up = sortRows(list, { column: 'sum', direction: 'ascending' }, keyOf).map((r) => r.sum)
        const down = sortRows(list, { column: 'sum', direction: 'descending' }, keyOf).map((r) => r.sum)
        expect(down).toEqual([...up].reverse())
        expect(up).toEqual([...sums].sort((a, b) => a - b))
      }),
    )
  })
})
