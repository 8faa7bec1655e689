import type { FastifyInstance } from 'fastify'
import { Statistics, statisticsSheet } from '../../../core/statistics/statistics.service'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { sendData, sendRefusal, sendResult, signedIn } from '../reply'
import { sendWorkbook } from './media-plans.routes'
import { RouteContribution } from './route-contribution'

const STATS = '/api/v1/commercial-campaign-statistics'

/**
 * Statistics (issue 6 part 7): the routes of the core's Statistics use case (core/statistics/statistics.service.ts)
 * — proof-of-play ingestion for screens (X-Screen-Key), plays / OTS / GRP per day of a campaign, their .xlsx
 * export, the campaigns report — and the staff's demo simulator.
 */
@injectable()
export class StatisticsRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(Statistics) private readonly statistics: Statistics,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, statistics } = this

    app.post('/api/v1/screens/plays', async (request, reply) =>
      sendResult(reply, await statistics.receive(request.headers['x-screen-key'], request.body)),
    )

    /** The demo simulator (staff only): plays the active campaigns for a Moscow day, today by default. */
    app.post('/api/v1/screens/simulate', async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      return sendResult(reply, await statistics.simulate(viewer, request.body))
    })

    app.get(STATS, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const s = await statistics.ofCampaign(viewer, request.query)
      if (!s.ok) return sendRefusal(reply, s.error)
      const { campaignId, query, days, total, ordered } = s.value
      return sendData(reply, {
        campaignId,
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        days,
        total,
        ordered,
      })
    })

    app.get(`${STATS}/exportStatistics`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const s = await statistics.ofCampaign(viewer, request.query)
      if (!s.ok) return sendRefusal(reply, s.error)
      return sendWorkbook(request, reply, `statistics-${s.value.number}`, [statisticsSheet(s.value)])
    })

    app.post('/api/v1/clients/campaigns-report', async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const sheet = await statistics.campaignsReport(viewer, request.body ?? {})
      if (!sheet.ok) return sendRefusal(reply, sheet.error)
      return sendWorkbook(request, reply, 'campaigns-report', [sheet.value])
    })
  }
}
