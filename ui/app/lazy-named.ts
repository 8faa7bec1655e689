import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * A component of a module that loads as a lazy chunk, named as the module exports it (the code keeps named
 * exports; React's `lazy` wants a default one).
 */
export const lazyNamed = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> => lazy(() => load().then((module) => ({ default: module[name] })))
