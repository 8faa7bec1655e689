import { Subject, of, throwError } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { AsyncAction, type AsyncState } from './async-action'

describe('AsyncAction (R-ASYNC-01)', () => {
  it('moves through loading to success and back to idle on reset', async () => {
    const action = new AsyncAction((n: number) => of(n * 2), String)
    const seen: AsyncState<number, string>[] = []
    action.state$.subscribe((s) => seen.push(s))
    const outcome = await action.run(21)
    expect(outcome).toEqual({ ok: true, value: 42 })
    expect(seen.map((s) => s.status)).toEqual(['idle', 'loading', 'success'])
    action.reset()
    expect(action.getSnapshot().status).toBe('idle')
  })

  it('maps a failure to the error of the domain', async () => {
    const action = new AsyncAction(
      () => throwError(() => new Error('boom')),
      (e) => `failed: ${(e as Error).message}`,
    )
    expect(await action.run(undefined)).toEqual({ ok: false, error: 'failed: boom' })
    expect(action.getSnapshot()).toMatchObject({ status: 'error', loading: false, error: 'failed: boom' })
  })

  it('lets a newer run win over a late answer of an older one', async () => {
    const slow = new Subject<string>()
    const action = new AsyncAction((which: string) => (which === 'old' ? slow : of('new')), String)
    void action.run('old')
    await action.run('new')
    slow.next('old')
    expect(action.getSnapshot().value).toBe('new')
  })
})
