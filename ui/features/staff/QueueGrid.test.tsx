import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queueItem } from '../../../core/contract/testing/staff.fixture'
import { QueueGrid } from './QueueGrid'

const NOW = new Date('2026-11-28T09:30:00.000Z')

/** happy-dom lays nothing out: the scrolling box is given a window's height, each row its estimated one. */
const heightOf = (e: Element) => (e.getAttribute('role') === 'rowgroup' ? 600 : 72)
beforeEach(() => {
  // Nor does it resize anything: the sizes above stand (its observer would report every box as empty).
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return heightOf(this)
  })
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return heightOf(this)
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the queue’s grid (issue #48 item 2)', () => {
  it('puts a window of 10,000 campaigns in the page, asks for the rows in view, and opens one with Enter', () => {
    const onRange = vi.fn()
    const onOpen = vi.fn()
    // Only the first page has come: rows after it stand busy until theirs does.
    const itemAt = (i: number) => (i < 5 ? queueItem(i) : undefined)
    render(<QueueGrid count={10_000} itemAt={itemAt} now={NOW} onRange={onRange} onOpen={onOpen} />)
    const grid = screen.getByRole('grid', { name: 'Очередь на проверку' })
    expect(grid.getAttribute('aria-rowcount')).toBe('10001')
    const rows = within(grid).getAllByRole('row').slice(1)
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThan(40)
    expect(rows[0]?.textContent).toContain('№ 0 · Кампания 0')
    expect(rows[0]?.textContent).toContain('ИНН 7701234567')
    expect(rows[6]?.getAttribute('aria-busy')).toBe('true')
    expect(onRange).toHaveBeenCalledWith(0, rows.length - 1)

    // The first row is the one Tab reaches; Enter opens it, the arrow moves on.
    expect(rows[0]?.tabIndex).toBe(0)
    expect(rows[1]?.tabIndex).toBe(-1)
    fireEvent.keyDown(grid, { key: 'ArrowDown' })
    fireEvent.keyDown(grid, { key: 'Enter' })
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-1', href: '/staff/campaigns/c-1' }))
  })

  it('opens a row clicked as a link would, leaving a click for a new tab to the browser', () => {
    const onOpen = vi.fn()
    render(
      <QueueGrid count={1} itemAt={() => queueItem(3)} now={NOW} onRange={() => undefined} onOpen={onOpen} />,
    )
    const row = within(screen.getByRole('grid')).getAllByRole('row')[1]!
    fireEvent.click(row, { ctrlKey: true })
    expect(onOpen).not.toHaveBeenCalled()
    fireEvent.click(row)
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-3' }))
  })
})
