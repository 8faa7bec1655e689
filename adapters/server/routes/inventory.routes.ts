import type { FastifyInstance } from 'fastify'
import type { Container } from '../../container/di'

/** Reference calls (cabinet §7 References) and the GraphQL reads of pricing §7. */
export const inventoryRoutes = async (_app: FastifyInstance, _container: Container): Promise<void> => {}
