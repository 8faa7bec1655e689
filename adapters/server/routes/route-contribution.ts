import type { FastifyInstance } from 'fastify'
import type { ServiceIdentifier } from '../../container/di'

/** What the app was started with that a route may need (the metrics token, where the built UI is). */
export interface RouteSettings {
  readonly uiDir: string
  readonly metricsToken?: string
}

/**
 * A family of the server's routes (issue #17: no service locator). Each is a class injected with the use cases it
 * calls and bound on this one token (as theia's contributions are); buildApp registers every binding in turn.
 */
export interface RouteContribution {
  register(app: FastifyInstance, settings: RouteSettings): void | Promise<void>
}
export const RouteContribution: ServiceIdentifier<RouteContribution> = Symbol.for('RouteContribution')
