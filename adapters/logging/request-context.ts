import { AsyncLocalStorage } from 'node:async_hooks'

/** What every log line written while serving a request carries: the request's id. */
export interface RequestContext {
  readonly reqId: string
}

/** The request being served, wherever in the use cases the code is (Node's AsyncLocalStorage). */
export const requestContext = new AsyncLocalStorage<RequestContext>()
