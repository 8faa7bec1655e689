import { holdLapsed, holdLapses } from '../booking/hold-expiration'
import type { Clock, IsoDate } from '../ports/clock.port'
import { refusal } from '../shared/refusal'
import { ok } from '../shared/result'
import { campaignAfter, campaignNotThere } from './campaign-of'
import {
  confirmReservation,
  markPayment,
  staffSteps,
  type StaffAction,
  type Step,
} from './campaign-moderation'
import type { CampaignRecords, Outcome, UnitOfWork } from './campaign-records.port'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from './campaign-state'
import type { CampaignListQuery } from './campaign.contract'
import { settleByClock } from './campaign.lifecycle'
import { toWire, type StoredCampaign, type WireCampaign } from './stored-campaign'

/** The moderation queue when no state is asked for. */
export const QUEUE_STATES: readonly CampaignStateId[] = [
  'moderation',
  'primaryModeration',
  'secondaryModeration',
]

export interface SettleReport {
  readonly lapsedHolds: number
  readonly launched: number
  readonly completed: number
}

/**
 * What the back office reads and writes beside the campaign records (port; adapters/database/staff-records.ts).
 * States are still written only with `moveState`; these write the reservation, the payment and the reason.
 */
export interface StaffRecords extends CampaignRecords {
  /** A page of the campaigns in `q.states` (every state listed), by start date, and how many there are. */
  page(q: CampaignListQuery): Promise<{ items: StoredCampaign[]; count: number }>
  /** Campaigns whose unconfirmed hold may have lapsed by `today`: candidates, each decided again when locked. */
  lapsingHolds(today: IsoDate): Promise<string[]>
  /** Waiting campaigns whose start has come and active ones past their end: candidates, as above. */
  dueByClock(today: IsoDate): Promise<string[]>
  setReservationState(id: string, state: ReservationStateId, at: Date): Promise<void>
  setPaymentState(id: string, state: PaymentStateId, at: Date): Promise<void>
  setModerationReason(id: string, reason: string | null): Promise<void>
  /** Marks a still held ('reserved') reservation canceled; answers false when it was not held any more. */
  lapseHold(id: string, at: Date): Promise<boolean>
}

export interface StaffDeskDeps {
  /** Every change, one transaction each. */
  readonly uow: UnitOfWork<StaffRecords>
  /** Reads outside a transaction: the queue, one campaign, the clock's candidates. */
  readonly reads: StaffRecords
  readonly clock: Clock
}

/** A state the machine decided that another writer changed first (the row is locked, so it should not happen). */
const changed = () => refusal('changed', 'Кампания изменилась, повторите', { state: 'changed' })

/**
 * The back office (issue 6, part 3): staff list the queue and move campaigns through the core state machine;
 * the Moscow clock's job launches and completes campaigns and lets unconfirmed holds lapse.
 */
export class StaffDesk {
  constructor(private readonly deps: StaffDeskDeps) {}

  async list(q: CampaignListQuery): Promise<{ items: WireCampaign[]; count: number }> {
    const states = q.states.length > 0 ? q.states : QUEUE_STATES
    const page = await this.deps.reads.page({ ...q, states })
    return { items: page.items.map(toWire), count: page.count }
  }

  async get(id: string): Promise<Outcome<WireCampaign>> {
    return campaignAfter(this.deps.reads, id)
  }

  /** Runs `work` on the locked campaign in one unit of work and answers the campaign as it is after it. */
  private change(
    id: string,
    work: (row: StoredCampaign, records: StaffRecords, now: Date) => Promise<Outcome<unknown>>,
  ): Promise<Outcome<WireCampaign>> {
    return this.deps.uow.run(async (records) => {
      const row = await records.load(id, true)
      if (!row) return campaignNotThere()
      const done = await work(row, records, this.deps.clock.now())
      return done.ok ? campaignAfter(records, id) : done
    })
  }

  /** Moves the campaign along the machine's steps (guarded by the state they start from) and logs each step. */
  private async apply(
    records: StaffRecords,
    id: string,
    steps: readonly Step[],
    staffId: string,
    reason: string | null,
    now: Date,
  ): Promise<Outcome<null>> {
    const first = steps[0]
    const last = steps[steps.length - 1]
    if (!first || !last) return ok(null)
    if (!(await records.moveState(id, first.from, last.to, now))) return changed()
    for (const s of steps)
      await records.recordEvent(
        { campaignId: id, event: s.event, actor: s.actor, actorId: staffId, from: s.from, to: s.to, reason },
        now,
      )
    return ok(null)
  }

  /** approve, reject (with a reason) or cancel; an illegal move is the machine's error, refused as 'wrong state'. */
  act(
    staffId: string,
    id: string,
    action: StaffAction,
    reason: string | null,
  ): Promise<Outcome<WireCampaign>> {
    return this.change(id, async (row, records, now) => {
      const steps = staffSteps(action, row.state)
      if (!steps.ok)
        return refusal(
          'wrong state',
          steps.error.message,
          { [steps.error.field]: steps.error.code },
          { transition: steps.error },
        )
      const moved = await this.apply(records, id, steps.value, staffId, reason, now)
      if (!moved.ok) return moved
      if (action === 'reject') await records.setModerationReason(id, reason)
      if (action === 'cancel') await records.releaseHolds(id, now)
      return ok(null)
    })
  }

  /**
   * R-STATE-09: the manager confirms a held reservation. A hold that has lapsed is let go instead, and that is
   * kept: the answer is the campaign with its reservation canceled, not a refusal (which would roll it back).
   */
  confirmReservation(staffId: string, id: string): Promise<Outcome<WireCampaign>> {
    return this.change(id, async (row, records, now) => {
      if (row.reservation_state === 'reserved' && holdLapsed(row.expiration_date, this.deps.clock.today())) {
        await records.releaseHolds(id, now)
        return ok(null)
      }
      const next = confirmReservation(row.reservation_state)
      if (!next.ok) return refusal('wrong state', next.error.message, { reservationStatus: next.error.code })
      await records.setReservationState(id, next.value, now)
      await records.recordEvent(
        { campaignId: id, event: 'confirmReservation', actor: 'moderator', actorId: staffId },
        now,
      )
      return ok(null)
    })
  }

  /** Full or partial payment (paymentState only, invoices come later); full pay of an approved one waits for launch. */
  markPayment(
    staffId: string,
    id: string,
    paymentState: 'paid' | 'partiallyPaid',
  ): Promise<Outcome<WireCampaign>> {
    return this.change(id, async (row, records, now) => {
      const outcome = markPayment(
        {
          state: row.state,
          paymentState: row.payment_state,
          reservationState: row.reservation_state,
          holdsInventory: row.holds > 0,
        },
        paymentState,
      )
      if (!outcome.ok) {
        const e = outcome.error
        const field = e.field ?? 'state'
        return refusal('wrong state', e.message, { [field]: e.code })
      }
      await records.setPaymentState(id, outcome.value.paymentState, now)
      await records.recordEvent(
        { campaignId: id, event: `payment:${paymentState}`, actor: 'payment', actorId: staffId },
        now,
      )
      return outcome.value.step ? this.apply(records, id, [outcome.value.step], staffId, null, now) : ok(null)
    })
  }

  /**
   * The Moscow clock's job, idempotent: unconfirmed holds past their expiration date lapse (reservation canceled,
   * units free), waiting campaigns whose start date has come start, active ones past their end date complete.
   * Candidates are read outside a transaction; each is decided again on its locked row in its own unit of work,
   * so concurrent runs (two servers' timers, a manual run) and a confirmation that came in between are seen, and
   * the event is written only by the run whose update took effect (issue 20). One not moved is skipped.
   */
  async settle(): Promise<SettleReport> {
    const { uow, reads, clock } = this.deps
    const today = clock.today()
    const now = clock.now()
    let lapsedHolds = 0
    for (const id of await reads.lapsingHolds(today)) {
      const lapsed = await uow.run(async (records) => {
        const row = await records.load(id, true)
        if (
          !row ||
          !holdLapses(
            {
              reservationState: row.reservation_state,
              expirationDate: row.expiration_date,
              state: row.state,
            },
            today,
          )
        )
          return ok(false)
        if (!(await records.lapseHold(id, now))) return ok(false)
        await records.dropHolds(id)
        await records.recordEvent({ campaignId: id, event: 'holdLapsed', actor: 'clock', actorId: null }, now)
        return ok(true)
      })
      if (lapsed.ok && lapsed.value) lapsedHolds++
    }
    let launched = 0
    let completed = 0
    for (const id of await reads.dueByClock(today)) {
      const moved = await uow.run(async (records) => {
        const row = await records.load(id, true)
        if (!row) return ok(null)
        const settled = settleByClock(row.state, { startDate: row.start_date, endDate: row.end_date }, today)
        if (!settled.ok || settled.value === row.state) return ok(null)
        if (!(await records.moveState(id, row.state, settled.value, now))) return ok(null)
        await records.recordEvent(
          {
            campaignId: id,
            event: 'clock',
            actor: 'clock',
            actorId: null,
            from: row.state,
            to: settled.value,
          },
          now,
        )
        return ok({ from: row.state, to: settled.value })
      })
      if (!moved.ok || moved.value === null) continue
      if (moved.value.from === 'waitingForLaunch') launched++
      if (moved.value.to === 'completed') completed++
    }
    return { lapsedHolds, launched, completed }
  }
}
