import { mediaNotice, moderateMedia, UNDER_REVIEW, type Verdict } from '../media/creative-moderation'
import type { MediaStatusRecords } from '../media/media-events.port'
import type { PaymentReceipt } from '../payments/statement-import'
import type { StaffMediaRecords } from '../media/staff-media.service'
import type { Clock, IsoDate } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import { refusal } from '../shared/refusal'
import { ok } from '../shared/result'
import type { QueueFilter, QueueRow } from '../staff/desk-queue'
import type { StaffCapability } from '../staff/staff-roles'
import { viewerMay, type StaffViewer } from '../staff/staff-viewer'
import { FORBIDDEN_MESSAGE } from './campaign-access'
import { campaignAfter, campaignNotThere, saveCampaign } from './campaign-of'
import { approvalRefusal, type StaffAction } from './campaign-moderation'
import type { CampaignRecords, Outcome, UnitOfWork } from './campaign-records.port'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from './campaign-state'
import { isOnModeration, UNDER_REVIEW_STATES } from './campaign-state.sets'
import type { CampaignListQuery } from './campaign.contract'
import type { CampaignAggregate } from './campaign.aggregate'

/** The moderation queue when no state is asked for. */
export const QUEUE_STATES: readonly CampaignStateId[] = UNDER_REVIEW_STATES

export interface SettleReport {
  readonly lapsedHolds: number
  readonly launched: number
  readonly completed: number
}

/**
 * What the back office reads and writes beside the campaign records (port; adapters/database/staff-records.ts).
 * States are written by `save` (the aggregate's moves) or `moveState` (the clock); these write the reservation and
 * the payment, and a campaign's creatives as the desk decides on them.
 */
export interface StaffRecords
  extends CampaignRecords, MediaStatusRecords, Pick<StaffMediaRecords, 'lockCreative' | 'notify'> {
  /** A page of the campaigns in `q.states` (every state listed), by start date, and how many there are. */
  page(q: CampaignListQuery): Promise<{ items: CampaignAggregate[]; count: number }>
  /**
   * The staff desk's queue (issue #48): the campaigns that wait for any of `q.waits` (core/staff/desk-queue.ts
   * decides what waits), filtered and searched, oldest waiting first, one page and how many there are.
   */
  queue(q: QueueFilter): Promise<{ items: QueueRow[]; count: number }>
  /** Campaigns whose unconfirmed hold may have lapsed by `today`: candidates, each decided again when locked. */
  lapsingHolds(today: IsoDate): Promise<string[]>
  /** Waiting campaigns whose start has come and active ones past their end: candidates, as above. */
  dueByClock(today: IsoDate): Promise<string[]>
  setReservationState(id: string, state: ReservationStateId, at: Date): Promise<void>
  setPaymentState(id: string, state: PaymentStateId, at: Date): Promise<void>
  /** Marks a still held ('reserved') reservation canceled; answers false when it was not held any more. */
  lapseHold(id: string, at: Date): Promise<boolean>
  /**
   * Remembers a bank payment taken for the campaign by its identity (core/payments/statement-import.ts); answers
   * false when that payment was taken already.
   */
  rememberPayment(receipt: PaymentReceipt, campaignId: string, staffId: string, at: Date): Promise<boolean>
}

export interface StaffDeskDeps {
  /** Every change, one transaction each. */
  readonly uow: UnitOfWork<StaffRecords>
  /** Reads outside a transaction: the queue, one campaign, the clock's candidates. */
  readonly reads: StaffRecords
  readonly clock: Clock
  /** Notification ids. */
  readonly ids: Ids
}

/** A state the machine decided that another writer changed first (the row is locked, so it should not happen). */
const changed = () => refusal('changed', 'Кампания изменилась, повторите', { state: 'changed' })
/** A decision the viewer's roles do not grant (core/staff/staff-roles.ts). */
const forbiddenForRole = (message = FORBIDDEN_MESSAGE) => refusal('forbidden', message, { role: 'forbidden' })
const creativeNotOnCampaign = () =>
  refusal('not found', 'У кампании нет такого материала', { creativeId: 'not found' })

/**
 * The back office (issue 6, part 3) and the staff desk's decisions (issue #48): staff list the queue and move
 * campaigns through the core state machine, each as far as their roles reach (core/staff/staff-roles.ts), every
 * decision recorded with who took it, from which state to which and why; the Moscow clock's job launches and
 * completes campaigns and lets unconfirmed holds lapse.
 */
export class StaffDesk {
  constructor(private readonly deps: StaffDeskDeps) {}

  async list(q: CampaignListQuery): Promise<{ items: CampaignAggregate[]; count: number }> {
    const states = q.states.length > 0 ? q.states : QUEUE_STATES
    const page = await this.deps.reads.page({ ...q, states })
    return { items: page.items, count: page.count }
  }

  /** The staff desk's queue: every campaign waiting for a staff decision, oldest waiting first. */
  queue(q: QueueFilter): Promise<{ items: QueueRow[]; count: number }> {
    return this.deps.reads.queue(q)
  }

  async get(id: string): Promise<Outcome<CampaignAggregate>> {
    return campaignAfter(this.deps.reads, id)
  }

  /**
   * Runs `work` on the locked campaign in one unit of work, if the viewer's roles grant `capability`, and answers
   * the campaign as it is after it. A refusal anywhere rolls all of it back.
   */
  private change(
    viewer: StaffViewer,
    capability: StaffCapability | null,
    id: string,
    work: (campaign: CampaignAggregate, records: StaffRecords, now: Date) => Promise<Outcome<unknown>>,
  ): Promise<Outcome<CampaignAggregate>> {
    if (capability !== null && !viewerMay(viewer, capability)) return Promise.resolve(forbiddenForRole())
    return this.deps.uow.run(async (records) => {
      const campaign = await records.campaign(id, true)
      if (!campaign) return campaignNotThere()
      const done = await work(campaign, records, this.deps.clock.now())
      return done.ok ? campaignAfter(records, id) : done
    })
  }

  /** The campaign after a staff action as far as the viewer's roles reach, refused as the desk says it. */
  private decided(
    viewer: StaffViewer,
    action: StaffAction,
    campaign: CampaignAggregate,
    reason: string | null,
  ) {
    const decided = campaign.decide(viewer.roles, action, reason)
    if (decided.ok) return decided
    const e = decided.error
    return e.code === 'forbidden'
      ? forbiddenForRole(e.message)
      : refusal('wrong state', e.message, { [e.field]: e.code }, { transition: e })
  }

  /**
   * approve, reject (with a reason) or cancel, as far as the viewer's roles reach; an illegal move is the
   * machine's error, refused as 'wrong state', one the roles do not reach 'forbidden'. An approval is refused
   * while a creative of the campaign stands rejected, agrees the creatives still under review with the campaign,
   * and moves a campaign paid already on to waiting for launch.
   */
  act(
    viewer: StaffViewer,
    id: string,
    action: StaffAction,
    reason: string | null,
  ): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, null, id, async (campaign, records, now) => {
      const decided = this.decided(viewer, action, campaign, reason)
      if (!decided.ok) return decided
      if (action === 'approve') {
        const refused = approvalRefusal(campaign.facts.creatives)
        if (refused) return refusal('wrong state', refused.message, { creatives: refused.code })
        const agreed = await this.agreeCreatives(records, viewer, campaign, now)
        if (!agreed.ok) return agreed
      }
      const saved = await saveCampaign(records, decided.value, viewer.id, now)
      if (!saved.ok) return saved
      if (action === 'cancel') await records.releaseHolds(id, now)
      return ok(null)
    })
  }

  /** The campaign's creatives still under review are agreed with it (logged, no notice of their own). */
  private async agreeCreatives(
    records: StaffRecords,
    viewer: StaffViewer,
    campaign: CampaignAggregate,
    now: Date,
  ): Promise<Outcome<null>> {
    for (const c of campaign.facts.creatives) {
      if (!UNDER_REVIEW.includes(c.status)) continue
      const moved = await records.moveMediaStatus(
        { id: c.id, from: c.status, to: 'approved', reason: null },
        now,
      )
      if (!moved) return changed()
      await records.recordMediaEvent(
        {
          mediaId: c.id,
          campaignId: campaign.id,
          event: 'approve',
          actor: 'moderator',
          actorId: viewer.id,
          from: c.status,
          to: 'approved',
          reason: null,
        },
        now,
      )
    }
    return ok(null)
  }

  /**
   * A creative of the campaign approved or rejected (issue #48; the first stage's decision, decidePrimary): its
   * status (core/media/creative-moderation.ts), its reason kept on it, the decision logged against the campaign
   * and the owner notified. Rejecting a creative of a campaign on moderation sends the campaign back with the
   * same reason, when the viewer's roles reach that rejection at the campaign's stage (else the campaign waits
   * for the one whose stage it is).
   */
  decideCreative(
    viewer: StaffViewer,
    campaignId: string,
    creativeId: string,
    verdict: Verdict,
    reason: string | null,
  ): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, 'decidePrimary', campaignId, async (campaign, records, now) => {
      if (!campaign.facts.creatives.some((c) => c.id === creativeId)) return creativeNotOnCampaign()
      const creative = await records.lockCreative(creativeId)
      if (!creative) return creativeNotOnCampaign()
      const next = moderateMedia(creative.status, verdict)
      if (!next.ok) return refusal('wrong state', next.error.message, { status: next.error.code })
      const kept = verdict === 'reject' ? reason : null
      const move = { id: creativeId, from: creative.status, to: next.value, reason: kept }
      if (!(await records.moveMediaStatus(move, now))) return changed()
      await records.recordMediaEvent(
        {
          mediaId: creativeId,
          campaignId,
          event: verdict,
          actor: 'moderator',
          actorId: viewer.id,
          from: creative.status,
          to: next.value,
          reason: kept,
        },
        now,
      )
      await records.notify(
        {
          id: this.deps.ids.newId(),
          ownerId: creative.ownerId,
          campaignId,
          message: mediaNotice(creative.name, verdict, kept),
        },
        now,
      )
      if (verdict === 'approve' || !isOnModeration(campaign.state)) return ok(null)
      const rejected = campaign.decide(viewer.roles, 'reject', kept)
      if (!rejected.ok) return ok(null)
      const saved = await saveCampaign(records, rejected.value, viewer.id, now)
      return saved.ok ? ok(null) : saved
    })
  }

  /**
   * R-STATE-09: the manager confirms a held reservation. A hold that has lapsed is let go instead, and that is
   * kept: the answer is the campaign with its reservation canceled, not a refusal (which would roll it back).
   */
  confirmReservation(viewer: StaffViewer, id: string): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, 'decideReservation', id, async (campaign, records, now) => {
      if (campaign.holdLapsedOn(this.deps.clock.today())) {
        await records.releaseHolds(id, now)
        return ok(null)
      }
      const next = campaign.confirmHold()
      if (!next.ok) return refusal('wrong state', next.error.message, { reservationStatus: next.error.code })
      await records.setReservationState(id, next.value.facts.reservationState, now)
      await records.recordEvent(
        { campaignId: id, event: 'confirmReservation', actor: 'moderator', actorId: viewer.id },
        now,
      )
      return ok(null)
    })
  }

  /**
   * R-STATE-09, issue #48: the manager gives a held reservation back (its units free for others), with an
   * optional reason the advertiser reads in a notification and the history.
   */
  releaseReservation(
    viewer: StaffViewer,
    id: string,
    reason: string | null,
  ): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, 'decideReservation', id, async (campaign, records, now) => {
      const next = campaign.releaseHold()
      if (!next.ok) return refusal('wrong state', next.error.message, { reservationStatus: next.error.code })
      await records.releaseHolds(id, now)
      await records.recordEvent(
        { campaignId: id, event: 'releaseReservation', actor: 'moderator', actorId: viewer.id, reason },
        now,
      )
      await records.notify(
        {
          id: this.deps.ids.newId(),
          ownerId: campaign.facts.ownerId,
          campaignId: id,
          message: `Кампания «${campaign.facts.name}»: бронь снята${reason ? `. Причина: ${reason}` : ''}`,
        },
        now,
      )
      return ok(null)
    })
  }

  /**
   * Full or partial payment (R-STATE-08; the campaign's payment state): a full payment of an approved campaign
   * moves it to waiting for launch; of one not yet agreed it is kept until the approval (issue #48). `reason` says
   * where the money was seen, for the history; a bank statement's payment (`receipt`) is remembered in the same
   * unit of work, and one taken already is refused as 'already done', changing nothing.
   */
  markPayment(
    viewer: StaffViewer,
    id: string,
    paymentState: 'paid' | 'partiallyPaid',
    reason: string | null = null,
    receipt?: PaymentReceipt,
  ): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, 'decidePayment', id, async (campaign, records, now) => {
      if (receipt && !(await records.rememberPayment(receipt, id, viewer.id, now)))
        return refusal('already done', 'Этот платёж уже учтён', { payment: 'repeated' })
      const paid = campaign.pay(paymentState)
      if (!paid.ok) return refusal('wrong state', paid.error.message, { [paid.error.field]: paid.error.code })
      await records.setPaymentState(id, paid.value.facts.paymentState, now)
      await records.recordEvent(
        { campaignId: id, event: `payment:${paymentState}`, actor: 'payment', actorId: viewer.id, reason },
        now,
      )
      return saveCampaign(records, paid.value, viewer.id, now)
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
        const campaign = await records.campaign(id, true)
        if (!campaign?.holdLapsedOn(today)) return ok(false)
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
        const campaign = await records.campaign(id, true)
        if (!campaign) return ok(null)
        const from = campaign.state
        const to = campaign.settledOn(today)
        if (to === undefined || to === from) return ok(null)
        if (!(await records.moveState(id, from, to, now))) return ok(null)
        await records.recordEvent(
          {
            campaignId: id,
            event: 'clock',
            actor: 'clock',
            actorId: null,
            from,
            to,
          },
          now,
        )
        return ok({ from, to })
      })
      if (!moved.ok || moved.value === null) continue
      if (moved.value.from === 'waitingForLaunch') launched++
      if (moved.value.to === 'completed') completed++
    }
    return { lapsedHolds, launched, completed }
  }
}
