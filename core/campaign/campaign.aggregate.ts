import { holdLapsed, holdLapses } from '../booking/hold-expiration'
import type { StaffRole } from '../staff/staff-roles'
import { domainError, type DomainError } from '../shared/domain-error'
import { ADVERTISER_INVOICED } from '../shared/messages'
import type { Kopecks } from '../shared/money'
import { err, ok, type Result } from '../shared/result'
import type { PeriodsPriceEntry } from './campaign'
import type { PlaceCalculation } from './campaign.aggregate.calculation'
import type { CreativeRef } from './campaign-creatives'
import {
  applicationRefusal,
  confirmReservation,
  markPayment,
  releaseReservation,
  staffDecision,
  type StaffAction,
  type StaffDecisionError,
} from './campaign-moderation'
import { settleByClock } from './campaign.lifecycle'
import type { StoredScheduleItem, StoredTypographyOrder } from './campaign-orders'
import { newScheduleItem, type NewScheduleItem, type ScheduleRequest } from './campaign-schedule'
import { typographyOrder, type TypographyOrder, type TypographyPackage } from './campaign-typography'
import { calculationRecord } from './campaign.aggregate.calculation'
import { resubmissionSteps, type ResubmissionFacts } from './campaign-resubmission'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from './campaign-state'
import {
  transition,
  type CampaignActor,
  type CampaignEvent,
  type TransitionErrorCode,
} from './campaign-state.machine'
import { AGREED_STATES, isEditable, isTerminal } from './campaign-state.sets'
import { CAMPAIGN_STATE_LABELS } from './campaign-state.labels'

/**
 * What a campaign is, in the core's words (issue #49 item 1): camelCase, money in kopecks, dates as YYYY-MM-DD,
 * instants as ISO 8601, its calculation typed by its place. The database row (adapters/database) and the wire
 * (adapters/server) are mapped to and from it at the edges, once each way.
 */
export interface CampaignFacts {
  readonly id: string
  readonly individualIndex: number
  readonly ownerId: string
  /** The place and its calculator's input (campaign.aggregate.calculation.ts). */
  readonly calculation: PlaceCalculation
  readonly name: string
  readonly brandName: string | null
  readonly state: CampaignStateId
  readonly reservationState: ReservationStateId
  readonly paymentState: PaymentStateId
  readonly startDate: string
  readonly endDate: string
  /** The last day its unconfirmed holds stay held (R-STATE-07); null before it is booked. */
  readonly expirationDate: string | null
  readonly spaces: readonly string[]
  readonly periodsPrice: readonly PeriodsPriceEntry[]
  readonly taxesSum: number
  readonly totalSumWithoutTaxes: number
  readonly partners: readonly string[]
  /** Started (true) or stopped by its advertiser. */
  readonly isAllowed: boolean
  readonly wizardCompleted: boolean
  readonly parentProlongation: string | null
  readonly prolongationCampaign: string | null
  readonly moderationReason: string | null
  readonly createdAt: string
  /** How many unit-days of inventory it holds. */
  readonly holds: number
  readonly typographyOrder: StoredTypographyOrder | null
  /** The schedule items added to it (its items), oldest first. */
  readonly items: readonly StoredScheduleItem[]
  readonly creatives: readonly CreativeRef[]
  /** The invoices issued for it, oldest first: an invoiced campaign's card leads to its media step (R-LINK-01). */
  readonly invoiceIds: readonly string[]
  /**
   * The requisites its advertiser is invoiced with, if any (R-LINK-03: a bus-monitors draft of an advertiser with
   * requisites and no invoice leads to its payment step).
   */
  readonly legalEntity: LegalEntityRef | null
}

/** A legal entity as a campaign names it: its id and its OGRN when it has one. */
export interface LegalEntityRef {
  readonly id: string
  readonly ogrn: string | null
}

/** One move of its state the campaign decided and has not yet been saved, as the event log keeps it. */
export interface CampaignMove {
  readonly event: CampaignEvent
  readonly actor: CampaignActor
  readonly from: CampaignStateId
  readonly to: CampaignStateId
  /** Why, when the one who moved it gave a reason (a moderator's rejection). */
  readonly reason?: string | null
}

export type CampaignErrorCode =
  | TransitionErrorCode
  | 'expired'
  | 'creative required'
  | 'not rejected'
  | 'nothing changed'
  | 'not editable'
  | 'not prolongable'
  | 'already prolonged'
  | 'not printed'
  | 'wrong format'
  | 'already paid'
  | 'already invoiced'
  | 'too many'
  | 'not_reservation'
  | 'nothing to confirm'
  | 'nothing to release'

/** Issue #47: print is ordered before the campaign is paid, so that it is on the campaign's invoice. */
export const PAID_BEFORE_PRINT =
  'Кампания уже оплачена: печать заказывают до оплаты, чтобы она вошла в счёт кампании'

/** Why the campaign refused a command: a stable code, a Russian sentence, the field it is about. */
export type CampaignError = DomainError<CampaignErrorCode> & { readonly field: string }

const refuse = (code: CampaignErrorCode, message: string, field = 'state'): CampaignError =>
  domainError(code, message, field) as CampaignError

/**
 * A campaign with its behaviour (issue #49 item 1): it decides its own moves through the state machine
 * (campaign-state.machine.ts) and refuses, as a value, a command the machine or its rules do not allow. It is
 * immutable: a command answers the campaign after it, carrying the moves it made (`moves`) for the repository to
 * save and log; the campaign it was asked of is unchanged.
 */
export class CampaignAggregate {
  private constructor(
    readonly facts: CampaignFacts,
    /** The moves made since it was loaded, oldest first. */
    readonly moves: readonly CampaignMove[],
  ) {}

  /** The campaign as the repository read it: nothing moved yet. */
  static of(facts: CampaignFacts): CampaignAggregate {
    return new CampaignAggregate(facts, [])
  }

  get id(): string {
    return this.facts.id
  }

  get state(): CampaignStateId {
    return this.facts.state
  }

  get place(): PlaceCalculation['place'] {
    return this.facts.calculation.place
  }

  /**
   * The routes a ground-transport campaign runs on (R-API-11: `routes` among the campaign's fields): the route ids
   * its calculation chose, none when it runs on every route. Other places have no routes (undefined).
   */
  get routes(): readonly string[] | undefined {
    const c = this.facts.calculation
    return c.place === 'groundTransportation' || c.place === 'groundTransportationTram'
      ? (c.input.transportRouteIds ?? []).filter((id) => typeof id === 'string')
      : undefined
  }

  /**
   * R-FMT-02: the clip length in seconds it bought, when its place sells clips by length (the calculator's
   * `clipDuration`); undefined for a place without clips or a calculation that names none.
   */
  get clipSeconds(): number | undefined {
    const clip = calculationRecord(this.facts.calculation)['clipDuration']
    return typeof clip === 'number' && clip > 0 ? clip : undefined
  }

  /** What it costs with VAT and its print order, as its invoice asks it (R-PRICE-12), in kopecks. */
  get amountDue(): Kopecks {
    const { totalSumWithoutTaxes, taxesSum, typographyOrder } = this.facts
    return (totalSumWithoutTaxes + taxesSum + Number(typographyOrder?.totalPrice ?? 0)) as Kopecks
  }

  /** The state it was loaded in (before any move made since). */
  get loadedState(): CampaignStateId {
    return this.moves[0]?.from ?? this.facts.state
  }

  /** R-STATE-04: its advertiser may still change it (edit, resubmit, delete). */
  get isEditable(): boolean {
    return isEditable(this.facts.state)
  }

  /** Completed, canceled or otherwise over: nothing leaves the state. */
  get isOver(): boolean {
    return isTerminal(this.facts.state)
  }

  /** Any event of the machine, by an actor: the campaign in the state the machine decides, or why it refused. */
  apply(event: CampaignEvent, actor: CampaignActor): Result<CampaignAggregate, CampaignError> {
    const next = transition(this.facts.state, event, actor)
    if (!next.ok) return err(refuse(next.error.code, next.error.message, next.error.field))
    return ok(this.moved({ event, actor, from: this.facts.state, to: next.value }))
  }

  /**
   * R-STATE-06/07, issue #47: the advertiser sends a draft to moderation. Anything but a draft is 'is not draft'; a
   * hold that lapsed (or was canceled) is 'expired'; a campaign without the creative its place shows (or with only
   * rejected ones) is 'creative required'. The moderators' earlier reason is cleared.
   */
  submit(today: string): Result<CampaignAggregate, CampaignError> {
    const sent = this.apply('sendApplication', 'advertiser')
    if (!sent.ok) return sent
    const blocked = this.unsendable(today)
    return blocked ? err(blocked) : ok(sent.value.with({ moderationReason: null }))
  }

  /**
   * Issue #48 item 7: a rejected campaign changed since its rejection goes to moderation again (edit, then
   * sendApplication); a draft edited after a rejection is sent. Refused: one never rejected ('not rejected'), one
   * lacking what moderation needs (as submit), one unchanged since its rejection ('nothing changed').
   */
  resubmit(facts: ResubmissionFacts, today: string): Result<CampaignAggregate, CampaignError> {
    const first = resubmissionSteps(this.facts.state, facts)
    if (!first.ok && first.error.code === 'not rejected')
      return err(refuse('not rejected', first.error.message))
    const blocked = this.unsendable(today)
    if (blocked) return err(blocked)
    if (!first.ok) return err(refuse(first.error.code, first.error.message))
    const moved = first.value.reduce<Result<CampaignAggregate, CampaignError>>(
      (here, step) => (here.ok ? here.value.apply(step.event, 'advertiser') : here),
      ok(this),
    )
    if (!moved.ok) return moved
    return ok(moved.value.with({ moderationReason: null }))
  }

  /**
   * The advertiser changes the campaign (RULES.md decision 5): a draft stays a draft; a rejected campaign goes back
   * to draft through the machine's `edit`; any other state is refused.
   */
  edit(): Result<CampaignAggregate, CampaignError> {
    if (this.facts.state === 'draft') return ok(this)
    return this.apply('edit', 'advertiser')
  }

  /** The advertiser asks to cancel a booked, approved or waiting campaign (moderation confirms it). */
  cancel(): Result<CampaignAggregate, CampaignError> {
    return this.apply('requestCancellation', 'advertiser')
  }

  /** Start or stop: toggles isAllowed, or sets the value given; a campaign that is over is left alone. */
  setAllowed(value: boolean | undefined): Result<CampaignAggregate, CampaignError> {
    if (this.isOver)
      return err(
        refuse(
          'illegalTransition',
          `Кампанию в статусе «${CAMPAIGN_STATE_LABELS[this.facts.state]}» нельзя запустить или остановить`,
        ),
      )
    return ok(this.with({ isAllowed: value ?? !this.facts.isAllowed }))
  }

  /**
   * Whether the advertiser it is booked for (its partner, or the account itself) may change: only while it is
   * editable, and before an invoice was made out to that advertiser's requisites (the invoice would then name
   * another advertiser than the campaign).
   */
  advertiserChangeable(): Result<this, CampaignError> {
    if (!this.isEditable)
      return err(
        refuse(
          'not editable',
          `Рекламодателя кампании в статусе «${CAMPAIGN_STATE_LABELS[this.facts.state]}» сменить нельзя`,
        ),
      )
    if (this.facts.invoiceIds.length > 0)
      return err(refuse('already invoiced', ADVERTISER_INVOICED, 'partners'))
    return ok(this)
  }

  /** Whether the advertiser may delete it: only while editable. */
  removable(): Result<this, CampaignError> {
    return this.isEditable
      ? ok(this)
      : err(
          refuse(
            'not editable',
            `Кампанию в статусе «${CAMPAIGN_STATE_LABELS[this.facts.state]}» нельзя удалить`,
          ),
        )
  }

  /** Whether a next period may continue it: agreed (approved or on from there), and not prolonged yet. */
  prolongable(alreadyProlonged: string): Result<this, CampaignError> {
    if (!AGREED_STATES.includes(this.facts.state))
      return err(
        refuse(
          'not prolongable',
          `Кампанию в статусе «${CAMPAIGN_STATE_LABELS[this.facts.state]}» нельзя продлить`,
        ),
      )
    if (this.facts.prolongationCampaign !== null)
      return err(refuse('already prolonged', alreadyProlonged, 'prolongationCampaign'))
    return ok(this)
  }

  /**
   * Cabinet §7, R-PRICE-12: the print order of a package for it, priced per printed item (campaign-typography.ts).
   * Refused for a place that is not printed, a state that takes no print any more, and (issue #47) a paid
   * campaign with a paid print: print is paid on the campaign's invoice, and a paid campaign has none to carry it.
   */
  printOrder(option: TypographyPackage): Result<TypographyOrder, CampaignError> {
    const order = typographyOrder({
      place: this.place,
      state: this.facts.state,
      calculation: calculationRecord(this.facts.calculation),
      spaces: this.facts.spaces,
      option,
    })
    if (order.ok && this.facts.paymentState === 'paid' && order.value.totalPrice > 0)
      return err(refuse('already paid', PAID_BEFORE_PRINT, 'paymentState'))
    return order
  }

  /**
   * Cabinet §7 createSchedule: the item a request adds as its `count + 1`-th (campaign-schedule.ts), or why it
   * takes none (a list its place has not, a state that is over or being canceled, too many items).
   */
  scheduleItem(request: ScheduleRequest, count: number): Result<NewScheduleItem, CampaignError> {
    const { state, startDate, endDate } = this.facts
    return newScheduleItem({ place: this.place, state, startDate, endDate, items: count }, request)
  }

  /**
   * Issue #48: a staff member's approve, reject or cancel, as far as their roles reach (campaign-moderation.ts
   * staffDecision): the machine's moves, each with the reason given; a rejection keeps the reason for the
   * advertiser. Refused with the decision's own error (the machine's, or 'forbidden' for the role).
   */
  decide(
    roles: readonly StaffRole[],
    action: StaffAction,
    reason: string | null,
  ): Result<CampaignAggregate, StaffDecisionError> {
    const steps = staffDecision(roles, action, {
      state: this.facts.state,
      paymentState: this.facts.paymentState,
    })
    if (!steps.ok) return steps
    const moved = steps.value.reduce<CampaignAggregate>((here, s) => here.moved({ ...s, reason }), this)
    return ok(action === 'reject' ? moved.with({ moderationReason: reason }) : moved)
  }

  /**
   * R-STATE-08, issue #48: money came, in full or in part (campaign-moderation.ts markPayment): its payment state,
   * and a full payment of an approved campaign moves it to waiting for launch. Refused while a hold it has is not
   * confirmed, once it is paid, and in a state that takes no payment.
   */
  pay(paymentState: 'paid' | 'partiallyPaid'): Result<CampaignAggregate, CampaignError> {
    const { state, reservationState, holds } = this.facts
    const outcome = markPayment(
      { state, paymentState: this.facts.paymentState, reservationState, holdsInventory: holds > 0 },
      paymentState,
    )
    if (!outcome.ok) return err(refuse(outcome.error.code, outcome.error.message, outcome.error.field))
    const paid = this.with({ paymentState: outcome.value.paymentState })
    return ok(outcome.value.step ? paid.moved({ ...outcome.value.step, reason: null }) : paid)
  }

  /** R-STATE-07: its hold is unconfirmed and past its last day (and it is not paid), as of `today`. */
  holdLapsedOn(today: string): boolean {
    return holdLapses(this.facts, today)
  }

  /** R-STATE-09: the manager confirms its held reservation; nothing else can be confirmed. */
  confirmHold(): Result<CampaignAggregate, CampaignError> {
    const next = confirmReservation(this.facts.reservationState)
    if (!next.ok) return err(refuse(next.error.code, next.error.message, next.error.field))
    return ok(this.with({ reservationState: next.value }))
  }

  /** R-STATE-09, issue #48: the manager gives its held reservation back (its units are let go by the records). */
  releaseHold(): Result<CampaignAggregate, CampaignError> {
    const next = releaseReservation(this.facts.reservationState)
    if (!next.ok) return err(refuse(next.error.code, next.error.message, next.error.field))
    return ok(this.with({ reservationState: next.value }))
  }

  /**
   * The Moscow clock's move (campaign.lifecycle.ts): a waiting campaign whose start has come runs, a running one
   * past its end completes; the state it settles in as of `today` (its own when nothing is due), or undefined
   * when the machine refuses.
   */
  settledOn(today: string): CampaignStateId | undefined {
    const { state, startDate, endDate } = this.facts
    const settled = settleByClock(state, { startDate, endDate }, today)
    return settled.ok ? settled.value : undefined
  }

  /** What stops it from going to moderation besides its state: a lapsed hold, or no creative moderation can see. */
  private unsendable(today: string): CampaignError | undefined {
    const { reservationState, expirationDate } = this.facts
    if (
      reservationState === 'canceled' ||
      (reservationState === 'reserved' && holdLapsed(expirationDate, today))
    )
      return refuse('expired', 'Кампанию с такими параметрами сейчас нельзя забронировать', 'expirationDate')
    const missing = applicationRefusal(this.place, this.facts.creatives)
    return missing ? refuse('creative required', missing.message, 'creatives') : undefined
  }

  private moved(move: CampaignMove): CampaignAggregate {
    return new CampaignAggregate({ ...this.facts, state: move.to }, [...this.moves, move])
  }

  private with(change: Partial<Omit<CampaignFacts, 'state' | 'id'>>): CampaignAggregate {
    return new CampaignAggregate({ ...this.facts, ...change }, this.moves)
  }
}
