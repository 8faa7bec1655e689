import { createContext, useContext, type ReactNode } from 'react'

/** What the UI needs of the inversify container: getting a service by its token. */
export interface ServiceLocator {
  get<T>(token: symbol | (abstract new (...args: never[]) => T)): T
}

const ContainerContext = createContext<ServiceLocator | null>(null)

export const ContainerProvider = ({
  container,
  children,
}: {
  container: ServiceLocator
  children: ReactNode
}) => <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>

/** A service from the composition root's container (the UI never builds services itself). */
export function useService<T>(token: symbol | (abstract new (...args: never[]) => T)): T {
  const container = useContext(ContainerContext)
  if (!container) throw new Error('useService: no ContainerProvider above this component')
  return container.get<T>(token)
}
