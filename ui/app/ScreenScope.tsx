import { useEffect, useState, type ReactNode } from 'react'
import type { ScreenFlow } from '../../core/cabinet/routing/screen-scope'
import { ScopeProvider, useScopeMaker, type ScopedLocator } from './container-context'

/** Scopes whose screen unmounted, disposed unless the same screen mounts again at once (StrictMode's replay). */
const leaving = new Map<ScopedLocator, ReturnType<typeof setTimeout>>()

/**
 * The stores of a screen or flow live as long as it (issue #49 item 5): on entry a child container of the root
 * is made with the flow's store bindings and given to everything inside; on leaving its stores are disposed and
 * unbound, so the next entry starts afresh and no screen resets another's state by hand. Give it a `key` to
 * start afresh within a screen (the wizard does per campaign).
 */
export const ScreenScope = ({ flow, children }: { flow: ScreenFlow; children: ReactNode }) => {
  const make = useScopeMaker(flow)
  const [scope] = useState(make)
  useEffect(() => {
    clearTimeout(leaving.get(scope))
    leaving.delete(scope)
    return () => {
      leaving.set(
        scope,
        setTimeout(() => {
          leaving.delete(scope)
          scope.dispose()
        }, 0),
      )
    }
  }, [scope])
  return <ScopeProvider scope={scope}>{children}</ScopeProvider>
}
