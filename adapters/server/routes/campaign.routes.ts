import type { FastifyInstance } from 'fastify'
import type { Container } from '../../container/di'

/** Campaign lifecycle calls (cabinet §7 "Campaigns") and the staff API. */
export const campaignRoutes = async (_app: FastifyInstance, _container: Container): Promise<void> => {}
