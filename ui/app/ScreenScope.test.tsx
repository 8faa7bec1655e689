import { act, render, screen } from '@testing-library/react'
import { StrictMode, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { ContainerProvider, useService, type ScopedLocator, type ServiceLocator } from './container-context'
import { ScreenScope } from './ScreenScope'

class Draft {
  constructor(readonly id: number) {}
}
class Clock {}

/** A root with a clock and a flow whose scopes each make their own draft, counting what is disposed. */
const setup = () => {
  const clock = new Clock()
  const root: ServiceLocator = { get: <T,>() => clock as T }
  const made: number[] = []
  const disposed: number[] = []
  const makeScope = (): ScopedLocator => {
    const draft = new Draft(made.length + 1)
    made.push(draft.id)
    return {
      get: <T,>(token: unknown) => (token === Draft ? draft : clock) as T,
      dispose: () => disposed.push(draft.id),
    }
  }
  return { root, clock, made, disposed, scopes: { cabinet: () => Promise.resolve(() => makeScope()) } }
}

/** Lets the disposals the unmounts scheduled run. */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5))

const Shows = () => {
  const draft = useService(Draft)
  const clock = useService(Clock)
  return <output>{`${draft.id} ${clock instanceof Clock}`}</output>
}

describe('ScreenScope (issue #49 item 5)', () => {
  it('gives a fresh scope per entry and per key, and disposes each when it is left', async () => {
    const { root, scopes, disposed } = setup()
    const tree = (key: string) => (
      <StrictMode>
        <ContainerProvider container={root} scopes={scopes}>
          <Suspense fallback="…">
            <ScreenScope key={key} flow="cabinet">
              <Shows />
            </ScreenScope>
          </Suspense>
        </ContainerProvider>
      </StrictMode>
    )
    let view: ReturnType<typeof render> | undefined
    await act(async () => {
      view = render(tree('a'))
      await tick()
    })
    await act(tick)
    const { rerender, unmount } = view!
    const first = screen.getByRole('status').textContent
    expect(first).toMatch(/^\d+ true$/)
    // StrictMode's replay of the effects keeps the scope: nothing the screen shows is disposed.
    expect(disposed).not.toContain(Number(first?.split(' ')[0]))
    await act(async () => {
      rerender(tree('b'))
      await tick()
    })
    await act(tick)
    const second = screen.getByRole('status').textContent
    expect(second).not.toBe(first)
    expect(disposed).toContain(Number(first?.split(' ')[0]))
    unmount()
    await act(tick)
    expect(disposed).toContain(Number(second?.split(' ')[0]))
  })
})
