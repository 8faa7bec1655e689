import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { campaignAccess, NOT_FOUND_MESSAGE } from '../../../core/campaign/campaign-access'
import { CAMPAIGN_STATE_LABELS } from '../../../core/campaign/campaign-state.labels'
import { MEDIA_TYPES } from '../../../core/campaign/media-type.catalogue'
import type { MediaPlanSheet } from '../../../core/documents/media-plan.document'
import { printedDate } from '../../../core/documents/invoice.document'
import { Clock } from '../../../core/ports/clock.port'
import { PricingReference } from '../../../core/ports/pricing-reference.port'
import {
  dailyStatistics,
  decodeCampaignsReport,
  decodeSimulationRequest,
  decodeStatisticsQuery,
} from '../../../core/statistics/campaign-statistics'
import { decodePlays } from '../../../core/statistics/plays.contract'
import { AccountService } from '../../../core/session/account.service'
import { loadCampaign } from '../../campaigns/campaign.store'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { SqlDatabase } from '../../database/sql-database'
import { BackgroundWork } from '../../jobs/background-work'
import { PLAYS_JOB } from '../../jobs/job-kinds'
import { countedByDay, insertPlays, screenOfKey, unknownCampaigns } from '../../statistics/plays.store'
import { simulateDay } from '../../statistics/simulator'
import { invalidInputMessage, sendData, sendFailure, signedIn } from '../reply'
import { sendWorkbook } from './media-plans.routes'

const STATS = '/api/v1/commercial-campaign-statistics'
/** R-ROLE-08: an observer gets no statistics link; the server refuses the statistics to it as well. */
const OBSERVER_REFUSED = 'Наблюдателю статистика недоступна'
/** The audience base when the reference cannot be read (the reference's own value, R-PRICE-05). */
const AUDIENCE_BASE_FALLBACK = 10_287_500

/**
 * Statistics (issue 6 part 7): proof-of-play ingestion for screens (X-Screen-Key, batched, idempotent by
 * play id), plays / OTS / GRP per day of a campaign, their .xlsx export, and the campaigns report.
 */
@injectable()
export class StatisticsRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(Clock) private readonly clock: Clock,
    @inject(PricingReference) private readonly reference: PricingReference,
    @inject(BackgroundWork) private readonly background: BackgroundWork,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, db, clock, reference, background } = this
    const audienceBase = async () => {
      try {
        return (await reference.load()).audienceBase
      } catch {
        return AUDIENCE_BASE_FALLBACK
      }
    }

    app.post('/api/v1/screens/plays', async (request, reply) => {
      const key = request.headers['x-screen-key']
      const screen = typeof key === 'string' && key.length <= 200 ? await screenOfKey(db, key) : undefined
      if (!screen) return sendFailure(reply, 401, 'Неизвестный экран', { 'X-Screen-Key': 'unauthorized' })
      const plays = decodePlays(request.body)
      if (!plays.ok) return sendFailure(reply, 400, plays.error.message, plays.error.errors)
      const unknown = await unknownCampaigns(db, plays.value)
      if (unknown.length > 0)
        return sendFailure(reply, 400, 'Показы неизвестных кампаний', {
          ...Object.fromEntries(
            plays.value.flatMap((p, i) =>
              unknown.includes(p.campaignId) ? [[`plays.${i}.campaignId`, 'not found']] : [],
            ),
          ),
        })
      const accepted = await insertPlays(db, screen, plays.value, clock.now())
      // Counted at once (unrolled plays are read too); the roll-up keeps the reads short.
      if (accepted > 0) await background.request(PLAYS_JOB)
      return sendData(reply, { accepted, duplicates: plays.value.length - accepted })
    })

    /** The demo simulator (staff only): plays the active campaigns for a Moscow day, today by default. */
    app.post('/api/v1/screens/simulate', async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      if (!viewer.isModerator) return sendFailure(reply, 403, 'Только для сотрудников', { _: 'forbidden' })
      const body = decodeSimulationRequest(request.body ?? {})
      if (!body.ok) return sendFailure(reply, 400, invalidInputMessage(body.error.errors), body.error.errors)
      return sendData(reply, await simulateDay(db, body.value.date ?? clock.today(), clock.now()))
    })

    /** The campaign's statistics, or undefined after answering. */
    const statisticsOf = async (request: FastifyRequest, reply: FastifyReply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return undefined
      if (viewer.isObserver) {
        void sendFailure(reply, 403, OBSERVER_REFUSED, { _: 'forbidden' })
        return undefined
      }
      const query = decodeStatisticsQuery(request.query)
      if (!query.ok) {
        void sendFailure(reply, 400, query.error.message, query.error.errors)
        return undefined
      }
      const row = await loadCampaign(db, query.value.campaignId)
      if (!row || campaignAccess(viewer, row.owner_id) !== 'write') {
        void sendFailure(reply, 404, NOT_FOUND_MESSAGE, { campaignId: 'not found' })
        return undefined
      }
      const counted = await countedByDay(db, [row.id], query.value.dateFrom, query.value.dateTo)
      const stats = dailyStatistics(counted, query.value.dateFrom, query.value.dateTo, await audienceBase())
      return { row, query: query.value, ...stats }
    }

    app.get(STATS, async (request, reply) => {
      const s = await statisticsOf(request, reply)
      if (!s) return reply
      return sendData(reply, {
        campaignId: s.row.id,
        dateFrom: s.query.dateFrom,
        dateTo: s.query.dateTo,
        days: s.days,
        total: s.total,
      })
    })

    app.get(`${STATS}/exportStatistics`, async (request, reply) => {
      const s = await statisticsOf(request, reply)
      if (!s) return reply
      const sheet: MediaPlanSheet = {
        title: 'Статистика',
        header: ['Дата', 'Показы', 'OTS', 'GRP'],
        rows: [
          ...s.days.map((d) => [printedDate(d.date), d.plays, d.ots, d.grp]),
          ['Итого', s.total.plays, s.total.ots, s.total.grp],
        ],
        moneyColumns: [],
      }
      return sendWorkbook(request, reply, `statistics-${s.row.individual_index}`, [sheet])
    })

    app.post('/api/v1/clients/campaigns-report', async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      if (viewer.isObserver) return sendFailure(reply, 403, OBSERVER_REFUSED, { _: 'forbidden' })
      const query = decodeCampaignsReport(request.body ?? {})
      if (!query.ok) return sendFailure(reply, 400, query.error.message, query.error.errors)
      const rows = await db.query<{
        id: string
        number: string
        name: string
        place: string
        state: keyof typeof CAMPAIGN_STATE_LABELS
        start_date: string
        end_date: string
        net: string
      }>(
        `select id::text as id, individual_index::text as number, name, advertise_place as place, state,
           start_date::text as start_date, end_date::text as end_date, total_sum_without_taxes::text as net
         from campaigns where owner_id = $1 and (cardinality($2::uuid[]) = 0 or id = any($2::uuid[]))
         order by individual_index`,
        [viewer.id, query.value.campaignIds],
      )
      const counted = await countedByDay(
        db,
        rows.map((r) => r.id),
        query.value.dateFrom,
        query.value.dateTo,
      )
      const base = await audienceBase()
      const sheet: MediaPlanSheet = {
        title: 'Отчёт по кампаниям',
        header: [
          '№',
          'Кампания',
          'Рекламоноситель',
          'Статус',
          'Начало',
          'Окончание',
          'Показы',
          'OTS',
          'GRP',
          'Стоимость без НДС, ₽',
        ],
        rows: rows.map((r) => {
          const own = counted.filter((c) => c.campaign_id === r.id)
          const { total } = dailyStatistics(own, query.value.dateFrom, query.value.dateTo, base)
          return [
            Number(r.number),
            r.name,
            MEDIA_TYPES.find((t) => t.id === r.place)?.name ?? r.place,
            CAMPAIGN_STATE_LABELS[r.state] ?? r.state,
            printedDate(r.start_date),
            printedDate(r.end_date),
            total.plays,
            total.ots,
            total.grp,
            Number(r.net) / 100,
          ]
        }),
        moneyColumns: [9],
      }
      return sendWorkbook(request, reply, 'campaigns-report', [sheet])
    })
  }
}
