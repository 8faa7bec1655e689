import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { propertyReach } from '../testing/property-reach'
import {
  addFaces,
  canRedo,
  canUndo,
  clearFaces,
  HISTORY_DEPTH,
  redo,
  removeFaces,
  selectionOf,
  undo,
  type SelectionHistory,
} from './selection-history'

const chosen = (history: SelectionHistory): string[] => [...history.chosen].sort()

describe('one selection with undo (issue #50 item 3)', () => {
  it('adds and removes faces as steps, undoes and redoes them, and leaves every earlier value as it was', () => {
    const empty = selectionOf()
    const radius = addFaces(empty, ['a', 'b', 'c'])
    const polygon = addFaces(radius, ['c', 'd'])
    const trimmed = removeFaces(polygon, ['a', 'x'])
    expect(chosen(trimmed)).toEqual(['b', 'c', 'd'])
    expect(chosen(polygon)).toEqual(['a', 'b', 'c', 'd'])
    expect(chosen(radius)).toEqual(['a', 'b', 'c'])
    expect(chosen(empty)).toEqual([])
    expect(canUndo(empty)).toBe(false)

    const back = undo(trimmed)
    expect(chosen(back)).toEqual(['a', 'b', 'c', 'd'])
    expect(canRedo(back)).toBe(true)
    const start = undo(undo(back))
    expect(chosen(start)).toEqual([])
    expect(undo(start)).toBe(start) // nothing left to undo: unchanged
    expect(chosen(redo(back))).toEqual(['b', 'c', 'd'])
    expect(redo(trimmed)).toBe(trimmed) // nothing undone: unchanged

    const branched = addFaces(back, ['e'])
    expect(canRedo(branched)).toBe(false) // a new step forgets what was undone
    expect(chosen(undo(branched))).toEqual(['a', 'b', 'c', 'd'])

    expect(chosen(undo(clearFaces(trimmed)))).toEqual(['b', 'c', 'd'])
  })

  it('does not count a step that changes nothing, and remembers at most HISTORY_DEPTH steps', () => {
    const some = addFaces(selectionOf(['a']), ['b'])
    expect(addFaces(some, ['a', 'b'])).toBe(some)
    expect(removeFaces(some, ['z'])).toBe(some)
    expect(clearFaces(selectionOf())).toEqual(selectionOf())
    let long = selectionOf()
    for (let i = 0; i < HISTORY_DEPTH + 10; i++) long = addFaces(long, [`f${i}`])
    expect(long.past).toHaveLength(HISTORY_DEPTH)
    for (let i = 0; i < HISTORY_DEPTH + 10; i++) long = undo(long)
    expect(chosen(long)).toHaveLength(10)
  })

  type Step = { readonly kind: 'add' | 'remove' | 'undo' | 'redo'; readonly ids: readonly string[] }
  const steps = fc.noBias(
    fc.array(
      fc.record({
        kind: fc.constantFrom<Step['kind']>('add', 'add', 'remove', 'undo', 'undo', 'redo'),
        ids: fc.array(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1, maxLength: 4 }),
      }),
      { minLength: 12, maxLength: 30 },
    ),
  )

  it('property: against a plain list of sets, every step lands where a stack of selections says', () => {
    const reach = propertyReach('selection history', 'sequences that undo a real step')
    fc.assert(
      fc.property(steps, (sequence) => {
        let history = selectionOf()
        const past: string[][] = []
        const future: string[][] = []
        let now: string[] = []
        let undid = false
        for (const { kind, ids } of sequence) {
          const before = history
          const frozen = chosen(before)
          if (kind === 'undo' || kind === 'redo') {
            const [from, to] = kind === 'undo' ? [past, future] : [future, past]
            const next = from.pop()
            if (next) {
              to.push(now)
              now = next
              if (kind === 'undo') undid = true
            }
            history = kind === 'undo' ? undo(history) : redo(history)
          } else {
            const next = [
              ...new Set(kind === 'add' ? [...now, ...ids] : now.filter((id) => !ids.includes(id))),
            ].sort()
            if (next.join() !== now.join()) {
              past.push(now)
              future.length = 0
              now = next
            }
            history = kind === 'add' ? addFaces(history, ids) : removeFaces(history, ids)
          }
          expect(chosen(history)).toEqual(now)
          expect(canUndo(history)).toBe(past.length > 0)
          expect(canRedo(history)).toBe(future.length > 0)
          expect(chosen(before)).toEqual(frozen) // the earlier value is untouched
        }
        reach.reached(undid)
      }),
    )
    reach.report()
  })
})
