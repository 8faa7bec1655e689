import type { FastifyInstance } from 'fastify'
import { Clock } from '../../../core/ports/clock.port'
import { decodeSimulationRequest } from '../../../core/statistics/campaign-statistics'
import { Statistics, statisticsSheet } from '../../../core/statistics/statistics.service'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { SqlDatabase } from '../../database/sql-database'
import { simulateDay } from '../../database/play-simulator'
import { invalidInputMessage, sendData, sendFailure, sendRefusal, sendResult, signedIn } from '../reply'
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
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, statistics, db, clock } = this

    app.post('/api/v1/screens/plays', async (request, reply) =>
      sendResult(reply, await statistics.receive(request.headers['x-screen-key'], request.body)),
    )

    /** The demo simulator (staff only): plays the active campaigns for a Moscow day, today by default. */
    app.post('/api/v1/screens/simulate', async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      if (!viewer.isModerator) return sendFailure(reply, 403, 'Только для сотрудников', { _: 'forbidden' })
      const body = decodeSimulationRequest(request.body ?? {})
      if (!body.ok) return sendFailure(reply, 400, invalidInputMessage(body.error.errors), body.error.errors)
      return sendData(reply, await simulateDay(db, body.value.date ?? clock.today(), clock.now()))
    })

    app.get(STATS, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const s = await statistics.ofCampaign(viewer, request.query)
      if (!s.ok) return sendRefusal(reply, s.error)
      const { campaignId, query, days, total } = s.value
      return sendData(reply, { campaignId, dateFrom: query.dateFrom, dateTo: query.dateTo, days, total })
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
