import { useCallback, useSyncExternalStore } from 'react'
import type { Readable } from '../../core/shared/store'

/**
 * The one bridge from the core's observables to React (house style 5): subscribes to any store's state$ and
 * reads its stable snapshot, so a component re-renders exactly when the core says something changed.
 */
export function useReadable<S>(store: Readable<S>): S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.state$.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [store],
  )
  return useSyncExternalStore(subscribe, () => store.getSnapshot())
}
