import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A lazy chunk's component that can be asked for ahead of its first render. */
export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the chunk; once it is in, the component's first render does not suspend. */
  readonly preload: () => Promise<unknown>
}

/**
 * A component of a module that loads as a lazy chunk, named as the module exports it (the code keeps named
 * exports; React's `lazy` wants a default one). `preload` fetches the chunk ahead: a component whose chunk is in
 * renders at once, with no fallback shown — React's `lazy` takes a thenable that answers synchronously as
 * resolved, while a fresh promise always suspends, and a suspended boundary holds its content back for React's
 * 300 ms fallback throttle (issue #51 item 2: the calculator step opened ~350 ms after «Далее» for that alone).
 */
export const lazyNamed = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): PreloadableComponent<P> => {
  let loaded: ComponentType<P> | undefined
  const preload = () =>
    load().then((module) => {
      loaded = module[name]
      return loaded
    })
  const component = lazy(() => {
    const ready = loaded
    if (!ready) return preload().then((c) => ({ default: c }))
    const now: PromiseLike<{ default: ComponentType<P> }> = {
      then: (resolve) => Promise.resolve(resolve ? resolve({ default: ready }) : { default: ready }) as never,
    }
    return now as Promise<{ default: ComponentType<P> }>
  })
  return Object.assign(component, { preload })
}
