import { holdLapsed, holdLapses } from '../../core/booking/hold-expiration'
import { NOT_FOUND_MESSAGE } from '../../core/campaign/campaign-access'
import type { CampaignListQuery } from '../../core/campaign/campaign.contract'
import {
  confirmReservation,
  markPayment,
  staffSteps,
  type StaffAction,
  type Step,
} from '../../core/campaign/campaign-moderation'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import { settleByClock } from '../../core/campaign/campaign.lifecycle'
import { Clock } from '../../core/ports/clock.port'
import { ok } from '../../core/shared/result'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from '../database/sql-database'
import { refusal } from '../../core/shared/refusal'
import {
  CAMPAIGN_COLUMNS,
  toRow,
  toWire,
  type CampaignRow,
  type RawRow,
  type WireCampaign,
} from './campaign.rows'
import type { Outcome } from './campaign.service'
import { inTransaction, loadCampaign, moveState, recordEvent, releaseHolds } from './campaign.store'

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
 * The back office (issue 6, part 3): staff list the queue and move campaigns through the core state machine;
 * the Moscow clock's job launches and completes campaigns and lets unconfirmed holds lapse.
 */
@injectable()
export class StaffService {
  constructor(
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async list(q: CampaignListQuery): Promise<{ items: WireCampaign[]; count: number }> {
    const states = q.states.length > 0 ? q.states : QUEUE_STATES
    const order = q.sort === '-startDate' ? 'c.start_date desc, c.id desc' : 'c.start_date, c.id'
    const rows = await this.db.query<RawRow>(
      `select ${CAMPAIGN_COLUMNS} from campaigns c where c.state = any($1::text[]) order by ${order} limit $2 offset $3`,
      [states, q.limit, q.offset],
    )
    const [count] = await this.db.query<{ n: string }>(
      'select count(*)::text as n from campaigns where state = any($1::text[])',
      [states],
    )
    return { items: rows.map((r) => toWire(toRow(r))), count: Number(count?.n ?? 0) }
  }

  async get(id: string): Promise<Outcome<WireCampaign>> {
    const row = await loadCampaign(this.db, id)
    return row
      ? ok(toWire(row))
      : refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
  }

  private change(
    id: string,
    work: (row: CampaignRow, tx: SqlDatabase, now: Date) => Promise<Outcome<unknown>>,
  ) {
    return inTransaction(this.db, async (tx): Promise<Outcome<WireCampaign>> => {
      const row = await loadCampaign(tx, id, true)
      if (!row)
        return refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
      const done = await work(row, tx, this.clock.now())
      if (!done.ok) return done
      return ok(toWire((await loadCampaign(tx, id)) as CampaignRow))
    })
  }

  private async apply(
    tx: SqlDatabase,
    id: string,
    steps: readonly Step[],
    staffId: string,
    reason: string | null,
    now: Date,
  ) {
    for (const s of steps) {
      await recordEvent(
        tx,
        { campaignId: id, event: s.event, actor: s.actor, actorId: staffId, from: s.from, to: s.to, reason },
        now,
      )
    }
    const last = steps[steps.length - 1]
    if (last)
      await tx.query('update campaigns set state = $2, updated_at = $3 where id = $1', [id, last.to, now])
  }

  /** approve, reject (with a reason) or cancel; an illegal move is the machine's error, refused as 'wrong state'. */
  act(
    staffId: string,
    id: string,
    action: StaffAction,
    reason: string | null,
  ): Promise<Outcome<WireCampaign>> {
    return this.change(id, async (row, tx, now) => {
      const steps = staffSteps(action, row.state)
      if (!steps.ok)
        return refusal(
          'wrong state',
          steps.error.message,
          { [steps.error.field]: steps.error.code },
          { transition: steps.error },
        )
      await this.apply(tx, id, steps.value, staffId, reason, now)
      if (action === 'reject')
        await tx.query('update campaigns set moderation_reason = $2 where id = $1', [id, reason])
      if (action === 'cancel') await releaseHolds(tx, id, now)
      return ok(null)
    })
  }

  /** R-STATE-09: the manager confirms a held reservation. */
  confirmReservation(staffId: string, id: string): Promise<Outcome<WireCampaign>> {
    return this.change(id, async (row, tx, now) => {
      if (row.reservation_state === 'reserved' && holdLapsed(row.expiration_date, this.clock.today())) {
        await releaseHolds(tx, id, now)
        return ok(null)
      }
      const next = confirmReservation(row.reservation_state)
      if (!next.ok) return refusal('wrong state', next.error.message, { reservationStatus: next.error.code })
      await tx.query('update campaigns set reservation_state = $2, updated_at = $3 where id = $1', [
        id,
        next.value,
        now,
      ])
      await recordEvent(
        tx,
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
    return this.change(id, async (row, tx, now) => {
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
      await tx.query('update campaigns set payment_state = $2, updated_at = $3 where id = $1', [
        id,
        outcome.value.paymentState,
        now,
      ])
      await recordEvent(
        tx,
        { campaignId: id, event: `payment:${paymentState}`, actor: 'payment', actorId: staffId },
        now,
      )
      if (outcome.value.step) await this.apply(tx, id, [outcome.value.step], staffId, null, now)
      return ok(null)
    })
  }

  /**
   * The Moscow clock's job, idempotent: unconfirmed holds past their expiration date lapse (reservation canceled,
   * units free), waiting campaigns whose start date has come start, active ones past their end date complete.
   * Each move is guarded by the state read, so two runs (or two servers) never move a campaign twice.
   */
  async settle(): Promise<SettleReport> {
    const today = this.clock.today()
    const now = this.clock.now()
    // Candidates only: each is decided again on its locked row, so concurrent runs (two servers' timers, a
    // manual run) and a confirmation that came in between are seen; the event and its notification are written
    // only by the run whose update took effect (issue 20).
    const candidates = await this.db.query<{ id: string }>(
      `select id from campaigns where reservation_state = 'reserved' and expiration_date < $1::date
         and state not in ('waitingForLaunch', 'active', 'completed')`,
      [today],
    )
    let lapsedHolds = 0
    for (const { id } of candidates) {
      const lapsedNow = await inTransaction(this.db, async (tx) => {
        const [row] = await tx.query<{
          reservation_state: string
          expiration_date: string | null
          state: string
        }>(
          `select reservation_state, expiration_date::text as expiration_date, state from campaigns
            where id = $1 for update`,
          [id],
        )
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
          return false
        const updated = await tx.query<{ id: string }>(
          `update campaigns set reservation_state = 'canceled', updated_at = $2
            where id = $1 and reservation_state = 'reserved' returning id`,
          [id, now],
        )
        if (updated.length === 0) return false
        await tx.query('delete from campaign_holds where campaign_id = $1', [id])
        await recordEvent(tx, { campaignId: id, event: 'holdLapsed', actor: 'clock', actorId: null }, now)
        return true
      })
      if (lapsedNow) lapsedHolds++
    }
    const due = await this.db.query<{
      id: string
      state: CampaignStateId
      start_date: string
      end_date: string
    }>(
      `select id, state, start_date::text as start_date, end_date::text as end_date from campaigns
        where (state = 'waitingForLaunch' and start_date <= $1::date) or (state = 'active' and end_date < $1::date)`,
      [today],
    )
    let launched = 0
    let completed = 0
    for (const c of due) {
      const settled = settleByClock(c.state, { startDate: c.start_date, endDate: c.end_date }, today)
      if (!settled.ok || settled.value === c.state) continue
      const moved = await inTransaction(this.db, async (tx) => {
        if (!(await moveState(tx, c.id, c.state, settled.value, now))) return false
        await recordEvent(
          tx,
          {
            campaignId: c.id,
            event: 'clock',
            actor: 'clock',
            actorId: null,
            from: c.state,
            to: settled.value,
          },
          now,
        )
        return true
      })
      if (!moved) continue
      if (c.state === 'waitingForLaunch') launched++
      if (settled.value === 'completed') completed++
    }
    return { lapsedHolds, launched, completed }
  }
}
