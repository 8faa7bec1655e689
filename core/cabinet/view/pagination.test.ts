import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageCountOf, pageEntries, type PageEntry } from './pagination'

const show = (entries: readonly PageEntry[]): string =>
  entries.map((e) => (e.kind === 'page' ? String(e.page) : '…')).join(' ')

describe('the page bar', () => {
  it('shows the ends, the current page with its neighbours, and gaps', () => {
    expect(show(pageEntries(1, 1))).toBe('1')
    expect(show(pageEntries(1, 5))).toBe('1 2 … 5')
    expect(show(pageEntries(10, 20))).toBe('1 … 9 10 11 … 20')
    expect(show(pageEntries(20, 20))).toBe('1 … 19 20')
    expect(show(pageEntries(3, 20))).toBe('1 2 3 4 … 20')
  })
  it('shows a single left-out page rather than a gap for it', () => {
    expect(show(pageEntries(4, 7))).toBe('1 2 3 4 5 6 7')
    expect(show(pageEntries(5, 9))).toBe('1 … 4 5 6 … 9')
  })
  it('clamps the current page and has nothing for no pages', () => {
    expect(show(pageEntries(99, 3))).toBe('1 2 3')
    expect(show(pageEntries(-4, 3))).toBe('1 2 3')
    expect(pageEntries(1, 0)).toEqual([])
  })
  it('counts pages of a list', () => {
    expect(pageCountOf(0, 10)).toBe(0)
    expect(pageCountOf(1, 10)).toBe(1)
    expect(pageCountOf(10, 10)).toBe(1)
    expect(pageCountOf(11, 10)).toBe(2)
  })
  it('always holds the first, last and current pages, ascending, with no gap of one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), (count, current) => {
        const entries = pageEntries(current, count)
        const pages = entries.flatMap((e) => (e.kind === 'page' ? [e.page] : []))
        const at = Math.min(count, Math.max(1, current))
        expect(pages[0]).toBe(1)
        expect(pages.at(-1)).toBe(count)
        expect(pages).toContain(at)
        expect([...pages].sort((a, b) => a - b)).toEqual(pages)
        expect(new Set(pages).size).toBe(pages.length)
        entries.forEach((e, i) => {
          if (e.kind !== 'gap') return
          const before = entries[i - 1]
          const after = entries[i + 1]
          expect(
            before?.kind === 'page' && after?.kind === 'page' && after.page - before.page,
          ).toBeGreaterThan(2)
        })
        expect(entries.length).toBeLessThanOrEqual(7)
      }),
    )
  })
})
