import { Container, type ContainerModule, type ServiceIdentifier } from './di'

/** A screen's own services: got like the root's, and let go of (disposed, unbound) when the screen is left. */
export interface ScreenScopeContainer {
  get<T>(token: Token<T>): T
  dispose(): void
}

/** A service's token as the UI asks for it (a symbol, or a class, abstract or not). */
type Token<T> = symbol | (abstract new (...args: never[]) => T)

const disposable = (value: unknown): value is { dispose(): void } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { dispose?: unknown }).dispose === 'function'

/**
 * A child container of the root for one screen or flow (issue #49 item 5): the flow's modules bind its stores
 * in it, each one per scope (the child's default scope is Singleton, so the modules name no scope); what the
 * flow does not bind (session, http, clock, the notifications bell…) is the root's. Disposing calls `dispose()`
 * on every own service that has one and unbinds them all, so the next entry starts afresh.
 */
export const screenScope = (
  root: Container,
  ...modules: readonly ContainerModule[]
): ScreenScopeContainer => {
  const child = new Container({ parent: root, defaultScope: 'Singleton' })
  child.load(...modules)
  const owned = new Set<unknown>()
  let disposed = false
  return {
    get<T>(token: Token<T>): T {
      if (disposed) throw new Error('screenScope: this screen was left; its services are gone')
      const id = token as ServiceIdentifier<T>
      const value = child.get<T>(id)
      if (child.isCurrentBound(id)) owned.add(value)
      return value
    },
    dispose() {
      if (disposed) return
      disposed = true
      for (const value of owned) if (disposable(value)) value.dispose()
      owned.clear()
      child.unbindAll()
    },
  }
}
