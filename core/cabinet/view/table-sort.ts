/** A column's sort order as the table shows it (react-aria's SortDescriptor has the same shape). */
export interface SortOrder {
  readonly column: string
  readonly direction: 'ascending' | 'descending'
}

/** What a column sorts by: a number (money in kopecks, a count), a text, an ISO date, or nothing. */
export type SortKey = number | string | null | undefined

const collator = new Intl.Collator('ru-RU', { numeric: true, sensitivity: 'base' })

const isEmpty = (k: SortKey): k is null | undefined | '' => k === null || k === undefined || k === ''

/** Two non-empty keys: numbers by value, texts in Russian order (case aside) with the numbers in them by value. */
const compareKeys = (a: number | string, b: number | string): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b))

/**
 * The rows in a column's order, stable (equal keys keep their order), empty values last in either direction;
 * a column the table does not know leaves the rows as they were.
 */
export const sortRows = <T>(
  rows: readonly T[],
  order: SortOrder | undefined,
  keyOf: (row: T, column: string) => SortKey | typeof UNSORTABLE,
): readonly T[] => {
  if (!order) return rows
  const keyed = rows.map((row, index) => ({ row, index, key: keyOf(row, order.column) }))
  if (keyed.some((k) => k.key === UNSORTABLE)) return rows
  const sign = order.direction === 'descending' ? -1 : 1
  keyed.sort((x, y) => {
    const a = x.key as SortKey
    const b = y.key as SortKey
    if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? x.index - y.index : isEmpty(a) ? 1 : -1
    return sign * compareKeys(a, b) || x.index - y.index
  })
  return keyed.map((k) => k.row)
}

/** What keyOf answers for a column that cannot be sorted. */
export const UNSORTABLE: unique symbol = Symbol('unsortable')
