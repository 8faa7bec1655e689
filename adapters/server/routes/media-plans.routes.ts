import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ADVERTISE_PLACES, type AdvertisePlace } from '../../../core/campaign/advertise-place'
import { campaignAccess, NOT_FOUND_MESSAGE } from '../../../core/campaign/campaign-access'
import { mediaPlanPath } from '../../../core/cabinet/stores/media-plan-download.store'
import {
  campaignMediaPlan,
  consolidatedMediaPlan,
  type MediaPlanCampaign,
  type MediaPlanSheet,
} from '../../../core/documents/media-plan.document'
import type { Kopecks } from '../../../core/shared/money'
import { AccountService } from '../../../core/session/account.service'
import type { Account } from '../../../core/session/account'
import type { CampaignRow } from '../../campaigns/campaign.rows'
import { loadCampaign } from '../../campaigns/campaign.store'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { SqlDatabase } from '../../database/sql-database'
import { workbookOf, XLSX_TYPE } from '../../documents/xlsx'
import { sendData, sendFailure, signedIn } from '../reply'
import { isUuid } from '../../../core/shared/uuid'

/** R-PLAN-04: a consolidated plan of at most this many campaigns. */
export const CONSOLIDATED_MAX = 100

export const planCampaignOf = (row: CampaignRow): MediaPlanCampaign => ({
  id: row.id,
  number: row.individual_index,
  name: row.name,
  place: row.advertise_place,
  startDate: row.start_date,
  endDate: row.end_date,
  calculation: row.calculation,
  spaces: row.spaces,
  periodsPrice: row.periods_price,
  totalWithoutTaxes: row.total_sum_without_taxes as Kopecks,
  taxes: row.taxes_sum as Kopecks,
})

/**
 * The workbook as the answer: the .xlsx file itself, or for a caller that accepts JSON only (the cabinet's
 * JSON client) the same bytes in base64 inside the `{data}` envelope (our choice: the spec names no format).
 */
export const sendWorkbook = async (
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  sheets: readonly MediaPlanSheet[],
): Promise<FastifyReply> => {
  const file = await workbookOf(fileName, sheets)
  const accept = String(request.headers.accept ?? '')
  if (accept.includes('application/json') && !accept.includes('spreadsheetml'))
    return sendData(reply, {
      fileName: `${fileName}.xlsx`,
      contentType: XLSX_TYPE,
      base64: file.toString('base64'),
    })
  return reply
    .code(200)
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${encodeURIComponent(fileName)}.xlsx"`)
    .send(file)
}

const campaignIdOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const id = (body as Record<string, unknown>)['advertisingCampaignId']
  return isUuid(id) ? id : undefined
}

/** The readable campaign (own, or the inviter's for an observer), or undefined. */
const readable = async (db: SqlDatabase, viewer: Account, id: string) => {
  const row = await loadCampaign(db, id)
  return row && campaignAccess(viewer, row.owner_id) !== 'none' ? row : undefined
}

/**
 * Media plans (issue 6 part 6): POST /clients/media-plan/{variant} for the spec's places, the advertiser
 * variants at /advertisers/media-plan/{place} for the others (core/cabinet/stores/media-plan-download.store.ts
 * names them), and the consolidated plan of a list of campaigns — real .xlsx workbooks.
 */
@injectable()
export class MediaPlanRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(SqlDatabase) private readonly db: SqlDatabase,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, db } = this

    const one = (place: AdvertisePlace) => async (request: FastifyRequest, reply: FastifyReply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const id = campaignIdOf(request.body)
      if (!id)
        return sendFailure(reply, 400, 'Проверьте поля: advertisingCampaignId', {
          advertisingCampaignId: 'wrong format',
        })
      const row = await readable(db, viewer, id)
      if (!row) return sendFailure(reply, 404, NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
      if (row.advertise_place !== place)
        return sendFailure(reply, 400, 'Медиаплан другого рекламоносителя', {
          advertisingCampaignId: 'wrong place',
        })
      return sendWorkbook(
        request,
        reply,
        `mediaplan-${row.individual_index}`,
        campaignMediaPlan(planCampaignOf(row)),
      )
    }

    for (const place of ADVERTISE_PLACES) app.post(mediaPlanPath(place), one(place))

    app.post('/api/v1/clients/media-plan/getConsolidatedReport', async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const body: unknown = request.body
      const list = Array.isArray(body)
        ? body
        : typeof body === 'object' &&
            body !== null &&
            Array.isArray((body as Record<string, unknown>)['campaigns'])
          ? ((body as Record<string, unknown>)['campaigns'] as unknown[])
          : undefined
      if (!list || list.length === 0 || list.length > CONSOLIDATED_MAX)
        return sendFailure(reply, 400, 'Выберите от 1 до 100 кампаний', { campaigns: 'wrong format' })
      const ids = list.map(campaignIdOf)
      if (ids.some((id) => id === undefined))
        return sendFailure(reply, 400, 'Проверьте поля: advertisingCampaignId', {
          advertisingCampaignId: 'wrong format',
        })
      const rows: CampaignRow[] = []
      for (const id of new Set(ids as string[])) {
        const row = await readable(db, viewer, id)
        if (!row) return sendFailure(reply, 404, NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
        rows.push(row)
      }
      return sendWorkbook(
        request,
        reply,
        'mediaplan-consolidated',
        consolidatedMediaPlan(rows.map(planCampaignOf)),
      )
    })
  }
}
