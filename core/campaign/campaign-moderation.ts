import { acceptsImage, acceptsVideo } from '../media/creative-check'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import type { AdvertisePlace } from './advertise-place'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from './campaign-state'
import {
  transition,
  type CampaignActor,
  type CampaignEvent,
  type TransitionError,
} from './campaign-state.machine'
import type { MediaStatus } from './media-status'

/**
 * The back office's actions (issue 6, part 3) as paths through the campaign state machine: staff see one
 * "approve" and one "reject", the machine keeps its two review rounds. Each step is checked by `transition`,
 * so an action from a state the machine does not allow fails with the machine's typed error.
 */
export type StaffAction = 'approve' | 'reject' | 'cancel'

export interface Step {
  readonly event: CampaignEvent
  readonly actor: CampaignActor
  readonly from: CampaignStateId
  readonly to: CampaignStateId
}

/** The events an action takes from a state, before checking them. */
const plan = (action: StaffAction, state: CampaignStateId): readonly CampaignEvent[] => {
  switch (action) {
    case 'approve':
      if (state === 'moderation') return ['startReview', 'passPrimaryModeration', 'approve']
      if (state === 'primaryModeration') return ['passPrimaryModeration', 'approve']
      return ['approve']
    case 'reject':
      if (state === 'moderation') return ['startReview', 'rejectPrimary']
      if (state === 'secondaryModeration') return ['rejectSecondary']
      return ['rejectPrimary']
    case 'cancel':
      return state === 'cancellation' ? ['confirmCancellation'] : ['techCancel']
  }
}

/** The checked steps of a staff action, or the machine's error at the first step it refuses. */
export const staffSteps = (
  action: StaffAction,
  state: CampaignStateId,
): Result<readonly Step[], TransitionError> => {
  const steps: Step[] = []
  let here = state
  for (const event of plan(action, state)) {
    const next = transition(here, event, 'moderator')
    if (!next.ok) return next
    steps.push({ event, actor: 'moderator', from: here, to: next.value })
    here = next.value
  }
  return ok(steps)
}

export type PaymentErrorCode = 'not_reservation' | 'already paid'
/** R-ERR-15: the server's text when a reservation still waits for the manager. */
export const RESERVATION_NOT_CONFIRMED = 'Не все скедлы подтверждены'

export interface PaymentOutcome {
  readonly paymentState: PaymentStateId
  /** confirmPayment when the campaign is paid in full and approved; nothing for a partial payment. */
  readonly step: Step | null
}

/**
 * Marking a payment (R-STATE-08): a campaign that holds inventory is paid only once its reservation is
 * confirmed ('not_reservation' otherwise, the manager path of cabinet §8); a full payment of an approved campaign
 * moves it to waitingForLaunch, a partial one only changes the payment state.
 */
export const markPayment = (
  campaign: {
    readonly state: CampaignStateId
    readonly paymentState: PaymentStateId
    readonly reservationState: ReservationStateId
    readonly holdsInventory: boolean
  },
  paymentState: 'paid' | 'partiallyPaid',
): Result<PaymentOutcome, DomainError<PaymentErrorCode> | TransitionError> => {
  if (campaign.holdsInventory && campaign.reservationState !== 'confirmed')
    return err(domainError('not_reservation', RESERVATION_NOT_CONFIRMED, 'reservationStatus'))
  if (campaign.paymentState === 'paid')
    return err(domainError('already paid', 'Кампания уже оплачена', 'paymentState'))
  if (paymentState === 'partiallyPaid') return ok({ paymentState, step: null })
  const next = transition(campaign.state, 'confirmPayment', 'payment')
  if (!next.ok) return next
  return ok({
    paymentState,
    step: { event: 'confirmPayment', actor: 'payment', from: campaign.state, to: next.value },
  })
}

export type ReservationErrorCode = 'nothing to confirm'

/** R-STATE-09: a manager confirms a held reservation (reserved -> confirmed); nothing else can be confirmed. */
export const confirmReservation = (
  reservation: ReservationStateId,
): Result<ReservationStateId, DomainError<ReservationErrorCode>> =>
  reservation === 'reserved'
    ? ok('confirmed')
    : err(
        domainError(
          'nothing to confirm',
          `Бронь в состоянии ${reservation} нельзя подтвердить`,
          'reservationStatus',
        ),
      )

/** A creative of a campaign as the application's check reads it. */
export interface CreativeOnCampaign {
  readonly kind: 'image' | 'video'
  readonly status: MediaStatus
}

export type ApplicationErrorCode = 'creative required'
export type ApplicationError = DomainError<ApplicationErrorCode> & { readonly field: 'creatives' }

/** What the moderator reviews is the creative: a screen shows a clip, a printed or lit place a layout. */
const creativeWord = (place: AdvertisePlace): string =>
  acceptsVideo(place) && acceptsImage(place)
    ? 'видеоролик или макет'
    : acceptsVideo(place)
      ? 'видеоролик'
      : 'макет (изображение JPEG или PNG)'

/**
 * What moderation needs before a campaign is sent (issue #47: nothing goes to moderation without it): a creative
 * of the kind its place shows (a video for the screens, an image for printed and lit places, either where both
 * play), not rejected. Answers the refusal naming what is missing, or undefined when the campaign can be sent.
 */
export const applicationRefusal = (
  place: AdvertisePlace,
  creatives: readonly CreativeOnCampaign[],
): ApplicationError | undefined => {
  const fits = creatives.filter(
    (c) => (c.kind === 'video' && acceptsVideo(place)) || (c.kind === 'image' && acceptsImage(place)),
  )
  if (fits.some((c) => c.status !== 'rejected')) return undefined
  const what = creativeWord(place)
  const message =
    fits.length > 0
      ? `Материал кампании отклонён модератором: загрузите новый ${what}, затем отправьте кампанию на модерацию`
      : `Кампанию нельзя отправить на модерацию без материала: загрузите ${what}`
  return domainError('creative required', message, 'creatives') as ApplicationError
}
