import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyNamed } from './lazy-named'

const Hello = ({ who }: { who: string }) => <p>Здравствуйте, {who}</p>

describe('lazyNamed', () => {
  it('renders at once, with no fallback, a component whose chunk was asked for ahead', async () => {
    let asked = 0
    const Lazy = lazyNamed(async () => {
      asked++
      return { Hello }
    }, 'Hello')
    await Lazy.preload()
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Lazy who="Анна" />
      </Suspense>,
    )
    // The first render shows the component itself: no fallback, so no suspended boundary held back by React.
    expect(screen.getByText('Здравствуйте, Анна')).toBeTruthy()
    expect(screen.queryByText('Загрузка')).toBeNull()
    expect(asked).toBe(1)
  })

  it('suspends as a lazy component does when its chunk was not asked for, then shows it', async () => {
    const Lazy = lazyNamed(async () => ({ Hello }), 'Hello')
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Lazy who="Борис" />
      </Suspense>,
    )
    expect(screen.getByText('Загрузка')).toBeTruthy()
    await act(async () => {
      await Lazy.preload()
    })
    expect(await screen.findByText('Здравствуйте, Борис')).toBeTruthy()
  })
})
