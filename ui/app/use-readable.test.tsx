import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StateStore } from '../../core/shared/store'
import { useReadable } from './use-readable'

class Counter extends StateStore<{ count: number }> {
  constructor() {
    super({ count: 0 })
  }
  increment() {
    this.update((s) => {
      s.count += 1
    })
  }
}

const View = ({ store }: { store: Counter }) => {
  const { count } = useReadable(store)
  return <output>{count}</output>
}

describe('useReadable', () => {
  it('re-renders when the core store changes and stops listening on unmount', () => {
    const store = new Counter()
    const { unmount } = render(<View store={store} />)
    expect(screen.getByRole('status').textContent).toBe('0')
    act(() => store.increment())
    expect(screen.getByRole('status').textContent).toBe('1')
    unmount()
    expect(() => store.increment()).not.toThrow()
  })
})
