import { acceptsImage, acceptsVideo } from '../media/creative-check'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { staffMay, type StaffCapability, type StaffRole } from '../staff/staff-roles'
import type { AdvertisePlace } from './advertise-place'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from './campaign-state'
import { RESERVATION_STATE_LABELS } from './campaign-state.labels'
import { BEFORE_APPROVAL_STATES } from './campaign-state.sets'
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

/**
 * States in which money may come before the campaign is agreed (issue #48: "whichever came first"): it is kept as
 * the payment state, and the approval that follows moves the campaign on to waiting for launch.
 */
export const PAYABLE_BEFORE_APPROVAL: readonly CampaignStateId[] = BEFORE_APPROVAL_STATES

export interface PaymentOutcome {
  readonly paymentState: PaymentStateId
  /** confirmPayment when the campaign is paid in full and approved; nothing for a partial payment. */
  readonly step: Step | null
}

/**
 * Marking a payment (R-STATE-08): a campaign that holds inventory is paid only once its reservation is
 * confirmed ('not_reservation' otherwise, the manager path of cabinet §8); a full payment of an approved campaign
 * moves it to waitingForLaunch, of one not yet agreed (PAYABLE_BEFORE_APPROVAL) it is kept until the approval
 * (issue #48); a partial one only changes the payment state. A campaign that runs, is over or is being
 * cancelled takes no payment: the machine's error.
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
  if (campaign.state !== 'approved' && PAYABLE_BEFORE_APPROVAL.includes(campaign.state))
    return ok({ paymentState, step: null })
  const next = transition(campaign.state, 'confirmPayment', 'payment')
  if (!next.ok) return next
  if (paymentState === 'partiallyPaid') return ok({ paymentState, step: null })
  return ok({
    paymentState,
    step: { event: 'confirmPayment', actor: 'payment', from: campaign.state, to: next.value },
  })
}

/** Which capability of the staff role table (core/staff/staff-roles.ts) each staff move of the machine needs. */
export const EVENT_CAPABILITY: Readonly<Partial<Record<CampaignEvent, StaffCapability>>> = {
  startReview: 'decidePrimary',
  passPrimaryModeration: 'decidePrimary',
  rejectPrimary: 'decidePrimary',
  approve: 'decideSecondary',
  rejectSecondary: 'decideSecondary',
  confirmCancellation: 'decideCancellation',
  techCancel: 'decideCancellation',
}

const mayStep = (roles: readonly StaffRole[], step: Step): boolean => {
  const needed = EVENT_CAPABILITY[step.event]
  return needed !== undefined && staffMay(roles, needed)
}

export type StaffDecisionError = TransitionError | (DomainError<'forbidden'> & { readonly field: 'role' })

/**
 * A staff member's action on a campaign (issue #48): the machine's steps (staffSteps) that the member's roles
 * allow. A reject or a cancel is taken whole or not at all; an approval goes as far as the roles reach at a
 * stage's end: a primary moderator passes the first stage (the campaign waits for the final approval), a
 * secondary moderator approves at the final one, a moderator does both at once. When the approval reaches
 * 'approved' and the campaign is paid already, confirmPayment follows in the same decision (whichever came
 * first). A move the machine refuses is its error; one the roles do not reach is 'forbidden'.
 */
export const staffDecision = (
  roles: readonly StaffRole[],
  action: StaffAction,
  campaign: { readonly state: CampaignStateId; readonly paymentState: PaymentStateId },
): Result<readonly Step[], StaffDecisionError> => {
  const planned = staffSteps(action, campaign.state)
  if (!planned.ok) return planned
  const steps = planned.value
  const allowed = steps.every((s) => mayStep(roles, s))
    ? steps
    : action === 'approve'
      ? firstStage(roles, steps)
      : []
  if (allowed.length === 0)
    return err({
      ...domainError('forbidden', 'Это решение принимает сотрудник с другой ролью', 'role'),
      field: 'role',
    })
  const last = allowed[allowed.length - 1]
  if (last?.to === 'approved' && campaign.paymentState === 'paid')
    return ok([
      ...allowed,
      { event: 'confirmPayment', actor: 'payment', from: 'approved', to: 'waitingForLaunch' },
    ])
  return ok(allowed)
}

/** The steps of an approval up to the end of its first stage, when the roles allow them all. */
const firstStage = (roles: readonly StaffRole[], steps: readonly Step[]): readonly Step[] => {
  const end = steps.findIndex((s) => s.event === 'passPrimaryModeration')
  const stage = end < 0 ? [] : steps.slice(0, end + 1)
  return stage.every((s) => mayStep(roles, s)) ? stage : []
}

export type ReservationErrorCode = 'nothing to confirm' | 'nothing to release'

const reservationWords = (reservation: ReservationStateId): string =>
  RESERVATION_STATE_LABELS[reservation].toLowerCase()

/** A held ('reserved') reservation moved by the manager, or the refusal saying what it is instead. */
const heldMove =
  (to: ReservationStateId, code: ReservationErrorCode, verb: string) =>
  (reservation: ReservationStateId): Result<ReservationStateId, DomainError<ReservationErrorCode>> =>
    reservation === 'reserved'
      ? ok(to)
      : err(domainError(code, `Бронь нельзя ${verb}: ${reservationWords(reservation)}`, 'reservationStatus'))

/** R-STATE-09: a manager confirms a held reservation (reserved -> confirmed); nothing else can be confirmed. */
export const confirmReservation = heldMove('confirmed', 'nothing to confirm', 'подтвердить')

/**
 * R-STATE-09, issue #48: a manager gives a held reservation back (reserved -> canceled, its units free for
 * others), as the clock does when the hold lapses; a confirmed one is given back only by cancelling the campaign.
 */
export const releaseReservation = heldMove('canceled', 'nothing to release', 'снять')

/** A creative of the campaign as its approval reads it. */
export interface CreativeVerdict {
  readonly name: string
  readonly status: MediaStatus
}

/**
 * A campaign is not agreed while one of its creatives stands rejected (issue #48): the advertiser replaces it
 * first. Creatives still under review are agreed with the campaign (the staff desk's choice).
 */
export const approvalRefusal = (
  creatives: readonly CreativeVerdict[],
): (DomainError<'creative rejected'> & { readonly field: 'creatives' }) | undefined => {
  const rejected = creatives.find((c) => c.status === 'rejected')
  return rejected
    ? {
        ...domainError(
          'creative rejected',
          `Материал «${rejected.name}» отклонён: кампанию можно согласовать, когда рекламодатель его заменит`,
          'creatives',
        ),
        field: 'creatives',
      }
    : undefined
}

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
