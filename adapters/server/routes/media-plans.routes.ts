import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ADVERTISE_PLACES, type AdvertisePlace } from '../../../core/campaign/advertise-place'
import { mediaPlanPath } from '../../../core/cabinet/stores/media-plan-download.store'
import type { MediaPlanSheet } from '../../../core/documents/media-plan.document'
import { MediaPlans, type PlanWorkbook } from '../../../core/documents/media-plans'
import type { Refusal } from '../../../core/shared/refusal'
import type { Result } from '../../../core/shared/result'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { workbookOf, XLSX_TYPE } from '../../documents/xlsx'
import { sendData, sendRefusal, signedIn } from '../reply'
import { RouteContribution } from './route-contribution'

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

const sendPlan = (request: FastifyRequest, reply: FastifyReply, plan: Result<PlanWorkbook, Refusal>) =>
  plan.ok
    ? sendWorkbook(request, reply, plan.value.fileName, plan.value.sheets)
    : sendRefusal(reply, plan.error)

/**
 * Media plans (issue 6 part 6): POST /clients/media-plan/{variant} for the spec's places, the advertiser
 * variants at /advertisers/media-plan/{place} for the others (core/cabinet/stores/media-plan-download.store.ts
 * names them), and the consolidated plan of a list of campaigns — real .xlsx workbooks.
 */
@injectable()
export class MediaPlanRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(MediaPlans) private readonly plans: MediaPlans,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, plans } = this

    const one = (place: AdvertisePlace) => async (request: FastifyRequest, reply: FastifyReply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      return sendPlan(request, reply, await plans.ofCampaign(viewer, place, request.body))
    }

    for (const place of ADVERTISE_PLACES) app.post(mediaPlanPath(place), one(place))

    app.post('/api/v1/clients/media-plan/getConsolidatedReport', async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      return sendPlan(request, reply, await plans.consolidated(viewer, request.body))
    })
  }
}
