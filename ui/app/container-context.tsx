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

const ContainerContext = createContext<ServiceLocator | null>(null)
const LazyContext = createContext<LazyModules>({})

export const ContainerProvider = ({
  container,
  lazyModules = {},
  children,
}: {
  container: ServiceLocator
  lazyModules?: LazyModules
  children: ReactNode
}) => (
  <ContainerContext.Provider value={container}>
    <LazyContext.Provider value={lazyModules}>{children}</LazyContext.Provider>
  </ContainerContext.Provider>
)

/** A service from the composition root's container (the UI never builds services itself). */
export function useService<T>(token: symbol | (abstract new (...args: never[]) => T)): T {
  const container = useContext(ContainerContext)
  if (!container) throw new Error('useService: no ContainerProvider above this component')
  return container.get<T>(token)
}

const loading = new Map<string, Promise<void>>()

const started = (modules: LazyModules, name: string): Promise<void> => {
  let promise = loading.get(name)
  if (!promise) {
    const load = modules[name]
    if (!load) throw new Error(`useLazyModule: no lazy module named ${name}`)
    promise = load()
    loading.set(name, promise)
  }
  return promise
}

/** Waits (suspends) until the named lazy bindings are in the container; once loaded it returns at once. */
export function useLazyModule(name: string): void {
  use(started(useContext(LazyContext), name))
}

/**
 * Starts loading the named lazy bindings without waiting: a page that will need several loads them side by
 * side rather than one after another (issue #47: the landing's calculator waited on a chain of them).
 */
export function usePreloadedModules(...names: readonly string[]): void {
  const modules = useContext(LazyContext)
  for (const name of names) void started(modules, name)
}
