import { describe, expect, it } from 'vitest'
import { Container, ContainerModule } from './di'
import { screenScope } from './screen-scope'

class Clock {}
class Draft {
  disposed = 0
  constructor(readonly clock: Clock) {}
  dispose(): void {
    this.disposed++
  }
}

const root = () => {
  const container = new Container()
  container.bind(Clock).toConstantValue(new Clock())
  return container
}
const flow = new ContainerModule(({ bind }) => {
  bind(Draft).toDynamicValue((ctx) => new Draft(ctx.get(Clock)))
})

describe('screenScope (issue #49 item 5)', () => {
  it('keeps one of each own service per scope, takes the rest from the root', () => {
    const app = root()
    const one = screenScope(app, flow)
    const other = screenScope(app, flow)
    expect(one.get(Draft)).toBe(one.get(Draft))
    expect(one.get(Draft)).not.toBe(other.get(Draft))
    expect(one.get(Draft).clock).toBe(app.get(Clock))
    expect(one.get(Clock)).toBe(app.get(Clock))
    expect(app.isBound(Draft)).toBe(false)
  })

  it('disposes its own services once on leaving, never the root’s, and refuses to serve after', () => {
    const app = root()
    const scope = screenScope(app, flow)
    const draft = scope.get(Draft)
    scope.dispose()
    scope.dispose()
    expect(draft.disposed).toBe(1)
    expect(() => scope.get(Draft)).toThrow(/left/)
    expect(screenScope(app, flow).get(Draft)).not.toBe(draft)
  })
})
