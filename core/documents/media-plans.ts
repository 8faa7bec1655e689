import { Schema } from 'effect'
import type { AdvertisePlace } from '../campaign/advertise-place'
import { campaignAccess, NOT_FOUND_MESSAGE } from '../campaign/campaign-access'
import type { Account } from '../session/account'
import { decoderOf } from '../shared/decoder'
import { refusal, type Refusal } from '../shared/refusal'
import { ok, type Result } from '../shared/result'
import { Uuid } from '../shared/uuid'
import {
  campaignMediaPlan,
  consolidatedMediaPlan,
  type MediaPlanCampaign,
  type MediaPlanSheet,
} from './media-plan.document'

/** What a media plan is drawn from, and whose campaign it is (port: the database adapter). */
export interface PlannedCampaigns {
  campaign(id: string): Promise<{ ownerId: string; plan: MediaPlanCampaign } | undefined>
}
export const PlannedCampaigns = Symbol.for('tablo.PlannedCampaigns')

/** R-PLAN-04: a consolidated plan of at most this many campaigns. */
export const CONSOLIDATED_MAX = 100

/** A workbook to send: its file name (without .xlsx) and its sheets. */
export interface PlanWorkbook {
  readonly fileName: string
  readonly sheets: readonly MediaPlanSheet[]
}

/** `{advertisingCampaignId}`; other fields the cabinet sends beside it are let through. */
const decodeCampaignRef = decoderOf(Schema.Struct({ advertisingCampaignId: Uuid }), { allowUnknown: true })
/** The consolidated plan's body: the list itself, or `{campaigns: [...]}`. */
const decodeList = decoderOf(Schema.Array(Schema.Unknown))
const decodeWrappedList = decoderOf(Schema.Struct({ campaigns: Schema.Array(Schema.Unknown) }), {
  allowUnknown: true,
})

const badId = () =>
  refusal('invalid input', 'Проверьте поля: advertisingCampaignId', { advertisingCampaignId: 'wrong format' })
const notFound = () =>
  refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })

/**
 * Media plans (R-PLAN-*; issue #17 part 1: the use case in core): the plan of one campaign of a place, and the
 * consolidated plan of up to 100 campaigns the viewer may read (own, or the inviter's for an observer).
 */
export class MediaPlans {
  constructor(private readonly campaigns: PlannedCampaigns) {}

  private async readable(viewer: Account, id: string) {
    const found = await this.campaigns.campaign(id)
    return found && campaignAccess(viewer, found.ownerId) !== 'none' ? found.plan : undefined
  }

  async ofCampaign(
    viewer: Account,
    place: AdvertisePlace,
    body: unknown,
  ): Promise<Result<PlanWorkbook, Refusal>> {
    const ref = decodeCampaignRef(body)
    if (!ref.ok) return badId()
    const plan = await this.readable(viewer, ref.value.advertisingCampaignId)
    if (!plan) return notFound()
    if (plan.place !== place)
      return refusal('invalid input', 'Медиаплан другого рекламоносителя', {
        advertisingCampaignId: 'wrong place',
      })
    return ok({ fileName: `mediaplan-${plan.number}`, sheets: campaignMediaPlan(plan) })
  }

  async consolidated(viewer: Account, body: unknown): Promise<Result<PlanWorkbook, Refusal>> {
    const bare = decodeList(body)
    const wrapped = bare.ok ? undefined : decodeWrappedList(body)
    const list = bare.ok ? bare.value : wrapped?.ok ? wrapped.value.campaigns : undefined
    if (!list || list.length === 0 || list.length > CONSOLIDATED_MAX)
      return refusal('invalid input', `Выберите от 1 до ${CONSOLIDATED_MAX} кампаний`, {
        campaigns: 'wrong format',
      })
    const ids: string[] = []
    for (const item of list) {
      const ref = decodeCampaignRef(item)
      if (!ref.ok) return badId()
      ids.push(ref.value.advertisingCampaignId)
    }
    const plans: MediaPlanCampaign[] = []
    for (const id of new Set(ids)) {
      const plan = await this.readable(viewer, id)
      if (!plan) return notFound()
      plans.push(plan)
    }
    return ok({ fileName: 'mediaplan-consolidated', sheets: consolidatedMediaPlan(plans) })
  }
}
