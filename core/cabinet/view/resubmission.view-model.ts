import { Schema } from 'effect'
import type { Campaign } from '../../contract/campaign.answer'
import {
  changedSinceRejection,
  RESUBMIT_LABEL,
  resubmissionSteps,
  wasRejected,
  type ResubmissionFacts,
} from '../../campaign/campaign-resubmission'
import { isRejected } from '../../campaign/campaign-state.sets'
import { decoderOf } from '../../shared/decoder'
import { applicationOffer } from '../stores/application.store'
import { attachedMaterials, type MaterialCheck } from '../stores/campaign-materials.store'
import { creativesOf } from './campaign-detail-records.view-model'

export const SEND_LABEL = 'Отправить на модерацию'

/** What the campaign's page and its materials step read beside the campaign's shared fields. */
const ModerationFields = decoderOf(
  Schema.Struct({
    moderationReason: Schema.optionalKey(Schema.NullOr(Schema.String)),
    resubmission: Schema.optionalKey(
      Schema.Struct({ rejectedAt: Schema.NullOr(Schema.String), changedAt: Schema.NullOr(Schema.String) }),
    ),
  }),
  { allowUnknown: true },
)

const fieldsOf = (campaign: unknown) => {
  const decoded = ModerationFields(campaign)
  return decoded.ok ? decoded.value : {}
}

/** When the campaign was rejected and changed since, as its read carries it (CampaignActions.read). */
export const resubmissionFactsOf = (campaign: unknown): ResubmissionFacts =>
  fieldsOf(campaign).resubmission ?? { rejectedAt: null, changedAt: null }

/** The moderator's reason for rejecting the campaign, when it has one. */
export const moderationReasonOf = (campaign: unknown): string | undefined =>
  fieldsOf(campaign).moderationReason?.trim() || undefined

/**
 * What the campaign offers about moderation: nothing, sending (a draft, or a resubmission of a rejected one), or
 * why not yet (the same rules the server applies: applicationRefusal, then resubmissionSteps).
 */
export type SendOffer =
  | { readonly kind: 'none' }
  | { readonly kind: 'ready'; readonly label: string; readonly resubmit: boolean }
  | { readonly kind: 'blocked'; readonly reason: string; readonly resubmit: boolean }

type OfferedCampaign = Pick<Campaign, 'advertisePlace' | 'state' | 'advertiser'>

/**
 * Issue #48 item 7: a rejected campaign is offered 'Отправить на модерацию повторно' once something changed since
 * its rejection, as is a draft edited after one; until then it says what to do. Any other draft is sent as before
 * (issue #47: with the creative moderation needs).
 */
export const sendOffer = (campaign: OfferedCampaign): SendOffer => {
  const facts = resubmissionFactsOf(campaign)
  const state = campaign.state._id
  if (!wasRejected(state, facts)) {
    const offer = applicationOffer(campaign)
    if (offer.kind === 'none') return offer
    return offer.kind === 'ready'
      ? { kind: 'ready', label: SEND_LABEL, resubmit: false }
      : { kind: 'blocked', reason: offer.reason, resubmit: false }
  }
  // What moderation needs comes first, as on the server: the creative gate of a draft, whatever the state.
  const gate = applicationOffer({ ...campaign, state: { ...campaign.state, _id: 'draft' } })
  if (gate.kind === 'missing') return { kind: 'blocked', reason: gate.reason, resubmit: true }
  const steps = resubmissionSteps(state, facts)
  return steps.ok
    ? { kind: 'ready', label: RESUBMIT_LABEL, resubmit: true }
    : { kind: 'blocked', reason: steps.error.message, resubmit: true }
}

/** The rejection a rejected campaign's materials step opens with: the reason, and what to do now. */
export interface RejectionNotice {
  readonly reason: string | undefined
  readonly next: string
}

/**
 * For a rejected campaign (R-STATE-05): the moderator's reason (the campaign's own, else its creative's) and the next
 * step, which depends on whether the advertiser changed something since (R-STATE-04).
 */
export const rejectionNotice = (
  campaign: Pick<Campaign, '_id' | 'advertisePlace' | 'state' | 'advertiser'>,
): RejectionNotice | undefined => {
  if (!isRejected(campaign.state._id)) return undefined
  const reason = moderationReasonOf(campaign) ?? creativesOf(campaign).find((c) => c.reason)?.reason
  return {
    reason,
    next: changedSinceRejection(resubmissionFactsOf(campaign))
      ? 'Изменения сохранены: отправьте кампанию на модерацию повторно.'
      : 'Замените материал или измените кампанию, затем отправьте её на модерацию повторно.',
  }
}

/** A file the campaign has, as its materials step lists it: its state and, beside it, why it was rejected. */
export interface MaterialOnCampaign {
  readonly id: string
  readonly name: string
  readonly status: string
  readonly rejected: boolean
  readonly reason: string | undefined
}

/**
 * The campaign's files with the reason beside the one it concerns (issue #48 item 7): a creative's own reason when
 * it was rejected; else, while the campaign stands rejected as it was (nothing changed since), the campaign's
 * reason beside the files it was rejected with. A file just checked in this visit is listed with its check.
 */
export const materialsOnCampaign = (
  campaign: Pick<Campaign, '_id' | 'advertisePlace' | 'state' | 'advertiser'>,
  checked: readonly MaterialCheck[] = [],
): readonly MaterialOnCampaign[] => {
  const creatives = new Map(creativesOf(campaign).map((c) => [c.id, c]))
  const standing =
    isRejected(campaign.state._id) && !changedSinceRejection(resubmissionFactsOf(campaign))
      ? moderationReasonOf(campaign)
      : undefined
  return attachedMaterials(campaign, checked).map((m) => {
    const own = creatives.get(m.id)?.reason
    return {
      ...m,
      rejected: own !== undefined,
      reason: own ?? standing,
    }
  })
}
