import { describe, expect, it } from 'vitest'
import { observerMayCall } from './server-access'

describe('what an observer may reach on the server (RULES.md decision 13)', () => {
  it.each([
    ['GET', '/api/v1/clients/commercial-campaigns'],
    ['GET', '/api/v1/clients/commercial-campaigns/:id'],
    ['GET', '/api/v1/clients/commercial-campaigns/:id/videoSchedule'],
    ['GET', '/api/v1/commercial-campaigns/:place/:campaignId/video/'],
    ['GET', '/api/v1/commercial-campaigns/:place/:campaignId/video/thumb/:frame'],
    ['GET', '/api/v1/clients/notifications'],
    ['GET', '/api/v1/clients/profile'],
    ['POST', '/api/v1/clients/logout'],
    ['POST', '/api/v1/clients/auth'],
    ['GET', '/api/v1/metro-lines'],
    ['POST', '/api/graphql'],
    ['GET', '/api/v1/public/offer/:fileName'],
    ['POST', '/api/v1/clients/commercial-campaigns/transitShelter/address-program'],
    ['POST', '/api/v1/clients/media-plan/metroMonitors'],
    ['POST', '/api/v1/commercial-campaigns/metroMonitors/preview'],
    ['POST', '/api/v1/commercial-campaigns/metroStickers/schedule'],
    ['POST', '/api/v1/clients/profile/fastOrder'],
  ])('reaches %s %s', (method, route) => expect(observerMayCall(method, route)).toBe(true))

  it.each([
    ['GET', '/api/v1/clients/media-library'],
    ['POST', '/api/v1/clients/media-library/getMedia'],
    ['GET', '/api/v1/clients/media-library/listForAttach'],
    ['GET', '/api/v1/media-images/:id'],
    ['GET', '/api/v1/media-images/:id/thumb'],
    ['GET', '/api/v1/clients/video/:id/thumb'],
    ['GET', '/api/v1/advertisers/video/:id/thumb'],
    ['GET', '/api/v1/clients/documents/:id/download'],
    ['GET', '/api/v1/clients/invoices'],
    ['GET', '/api/v1/clients/invoices/:id/pdf'],
    ['GET', '/api/v1/clients/annexes/:id/pdf'],
    ['GET', '/api/v1/clients/commercial-campaigns/:id/payments'],
    ['GET', '/api/v1/commercial-campaign-statistics/exportStatistics'],
    ['GET', '/api/v1/clients/partners'],
    ['GET', '/api/v1/clients/legal-entities'],
    ['PUT', '/api/v1/clients/profile'],
    ['POST', '/api/v1/clients/notifications/readAll'],
    ['POST', '/api/v1/clients/commercial-campaigns/:place'],
    ['DELETE', '/api/v1/clients/commercial-campaigns/:id'],
    ['POST', '/api/v1/clients/campaigns-report'],
    ['POST', '/api/v1/clients/media-plan/getConsolidatedReport'],
  ])('is refused %s %s', (method, route) => expect(observerMayCall(method, route)).toBe(false))
})
