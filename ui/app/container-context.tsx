import { createContext, use, useContext, type ReactNode } from 'react'

/** What the UI needs of the inversify container: getting a service by its token. */
export interface ServiceLocator {
  get<T>(token: symbol | (abstract new (...args: never[]) => T)): T
}

/**
 * Bindings only one lazy screen needs (the calculators, for instance), each loaded into the container by the
 * composition root when first asked for: their code then stays in that screen's chunk.
 */
export type LazyModules = Readonly<Record<string, () => Promise<void>>>

/** A screen's own services (a child of the root's container): disposed when the screen is left. */
export interface ScopedLocator extends ServiceLocator {
  dispose(): void
}

/**
 * The flows whose stores live as long as their screen (issue #49 item 5): loading a flow's code gives the
 * composition root's way of making a fresh scope of it (see ScreenScope); a flow whose code is already in the
 * page gives it at once, so its screen does not wait a turn.
 */
export type ScreenScopes = Readonly<
  Record<string, () => Promise<() => ScopedLocator> | (() => ScopedLocator)>
>

const ContainerContext = createContext<ServiceLocator | null>(null)
const LazyContext = createContext<LazyModules>({})
const ScopesContext = createContext<ScreenScopes>({})

export const ContainerProvider = ({
  container,
  lazyModules = {},
  scopes = {},
  children,
}: {
  container: ServiceLocator
  lazyModules?: LazyModules
  scopes?: ScreenScopes
  children: ReactNode
}) => (
  <ContainerContext.Provider value={container}>
    <LazyContext.Provider value={lazyModules}>
      <ScopesContext.Provider value={scopes}>{children}</ScopesContext.Provider>
    </LazyContext.Provider>
  </ContainerContext.Provider>
)

/** Provides a screen's scope to what it renders: their services come from it, the rest from the root. */
export const ScopeProvider = ({ scope, children }: { scope: ServiceLocator; children: ReactNode }) => (
  <ContainerContext.Provider value={scope}>{children}</ContainerContext.Provider>
)

/** A service from the composition root's container (the UI never builds services itself). */
export function useService<T>(token: symbol | (abstract new (...args: never[]) => T)): T {
  const container = useContext(ContainerContext)
  if (!container) throw new Error('useService: no ContainerProvider above this component')
  return container.get<T>(token)
}

/** Starts a named load once per page, however many screens ask (each asker gets the same promise). */
const startedOnce = <T,>(what: string) => {
  const loading = new Map<string, Promise<T>>()
  return (loaders: Readonly<Record<string, () => Promise<T>>>, name: string): Promise<T> => {
    let promise = loading.get(name)
    if (!promise) {
      const load = loaders[name]
      if (!load) throw new Error(`${what} named ${name}`)
      promise = load()
      loading.set(name, promise)
    }
    return promise
  }
}

const started = startedOnce<void>('useLazyModule: no lazy module')

/** Waits (suspends) until the named lazy bindings are in the container; once loaded it returns at once. */
export function useLazyModule(name: string): void {
  use(started(useContext(LazyContext), name))
}

/** Each flow's maker of scopes, or its loading, asked once per page however many screens ask. */
const scopeMakers = new Map<string, Promise<() => ScopedLocator> | (() => ScopedLocator)>()

/** Waits (suspends) until the named flow's code is loaded, then gives its maker of fresh scopes. */
export function useScopeMaker(flow: string): () => ScopedLocator {
  const scopes = useContext(ScopesContext)
  let maker = scopeMakers.get(flow)
  if (!maker) {
    const load = scopes[flow]
    if (!load) throw new Error(`ScreenScope: no screen scope named ${flow}`)
    maker = load()
    scopeMakers.set(flow, maker)
  }
  return typeof maker === 'function' ? maker : use(maker)
}

/**
 * Starts loading the named lazy bindings without waiting: a page that will need several loads them side by
 * side rather than one after another (issue #47: the landing's calculator waited on a chain of them).
 */
export function usePreloadedModules(...names: readonly string[]): void {
  const modules = useContext(LazyContext)
  for (const name of names) void started(modules, name)
}
