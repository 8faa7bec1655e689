import { holdLapsed } from '../booking/hold-expiration'
import { CAMPAIGN_EXPIRED_MESSAGE } from '../cabinet/errors/error-catalogue'
import type { Clock } from '../ports/clock.port'
import type { Account } from '../session/account'
import { refusal } from '../shared/refusal'
import { ok } from '../shared/result'
import type { AdvertiserCampaigns } from './advertiser-campaigns'
import { ALREADY_PROLONGED } from './advertiser-campaigns'
import type { AdvertiserCampaignRecords } from './advertiser-campaigns.port'
import type { CampaignViewer } from './campaign-access'
import { applicationRefusal } from './campaign-moderation'
import { campaignFor, campaignNotThere, changeCampaign } from './campaign-of'
import { prolongedCalculation } from './campaign-prolongation'
import type { Outcome, UnitOfWork } from './campaign-records.port'
import type { CampaignStateId } from './campaign-state'
import { transition } from './campaign-state.machine'
import { AGREED_STATES, isEditable, TERMINAL_STATES } from './campaign-state.sets'
import {
  NOT_REJECTED_MESSAGE,
  resubmissionSteps,
  wasRejected,
  type ResubmissionFacts,
  type ResubmissionStep,
} from './campaign-resubmission'
import type { StoredCampaign, WireCampaign } from './stored-campaign'

/** States a campaign can be prolonged from: it has been agreed, so the next period continues it. */
export const PROLONGABLE: readonly CampaignStateId[] = AGREED_STATES

export interface CampaignActionsDeps {
  readonly uow: UnitOfWork<AdvertiserCampaignRecords>
  readonly campaigns: AdvertiserCampaigns
  /** Reads outside a unit of work (the campaign page's resubmission facts). */
  readonly reads: Pick<AdvertiserCampaignRecords, 'resubmissionFacts'>
  readonly clock: Clock
}

/**
 * The campaign calls beside create and update (cabinet §7): delete, application, complete, partners, start/stop,
 * prolongation, schedule dates. Each change is one unit of work on the locked campaign; a refusal changes nothing.
 */
export class CampaignActions {
  constructor(private readonly deps: CampaignActionsDeps) {}

  /** Runs a change of one campaign the viewer owns and answers the campaign after it. */
  private change(
    viewer: CampaignViewer,
    place: string | undefined,
    id: string,
    work: (row: StoredCampaign, records: AdvertiserCampaignRecords, now: Date) => Promise<Outcome<unknown>>,
  ): Promise<Outcome<WireCampaign>> {
    return changeCampaign(this.deps.uow, viewer, id, place, () => this.deps.clock.now(), work)
  }

  /** The wizard's last step: the campaign is filled in (it stays in its state; sending is `application`). */
  complete(viewer: CampaignViewer, place: string, id: string): Promise<Outcome<WireCampaign>> {
    return this.change(viewer, place, id, async (_row, records, now) => {
      await records.setWizardCompleted(id, now)
      return ok(null)
    })
  }

  addPartner(
    viewer: CampaignViewer,
    place: string,
    id: string,
    partnerId: string,
  ): Promise<Outcome<WireCampaign>> {
    return this.change(viewer, place, id, async (row, records, now) => {
      if ((await records.partnersOf(row.owner_id, [partnerId])).length === 0)
        return refusal('not found', 'Партнёр не найден', { partnerId: 'not found' })
      await records.addPartner(id, partnerId, now)
      return ok(null)
    })
  }

  removePartner(
    viewer: CampaignViewer,
    place: string,
    id: string,
    partnerId: string,
  ): Promise<Outcome<WireCampaign>> {
    return this.change(viewer, place, id, async (_row, records, now) => {
      await records.removePartner(id, partnerId, now)
      return ok(null)
    })
  }

  /** Start or stop (cabinet §4): toggles isAllowed, or sets the value given; a finished campaign is left alone. */
  setAllowed(
    viewer: CampaignViewer,
    /** The cabinet's call names no place (core/cabinet/stores/api-paths.ts); undefined checks none. */
    place: string | undefined,
    id: string,
    value: boolean | undefined,
  ): Promise<Outcome<WireCampaign>> {
    return this.change(viewer, place, id, async (row, records, now) => {
      if (TERMINAL_STATES.includes(row.state))
        return refusal('wrong state', `Кампанию в статусе «${row.state}» нельзя запустить или остановить`, {
          state: 'illegalTransition',
        })
      const next = value ?? !row.is_allowed
      await records.setAllowed(id, next, now)
      await records.recordEvent(
        { campaignId: id, event: next ? 'start' : 'stop', actor: 'advertiser', actorId: viewer.id },
        now,
      )
      return ok(null)
    })
  }

  /** metroMonitors changeScheduleDate: new dates for an editable campaign, priced again and held again. */
  async changeScheduleDate(
    viewer: Account,
    id: string,
    dates: { startDate: string; endDate: string },
  ): Promise<Outcome<WireCampaign>> {
    const found = await this.deps.campaigns.access(viewer, id, 'write')
    if (!found.ok) return found
    const row = found.value
    if (row.advertise_place !== 'metroMonitors') return campaignNotThere()
    if (dates.endDate < dates.startDate)
      return refusal('invalid input', 'Дата окончания раньше даты начала', { endDate: 'wrong format' })
    return this.deps.campaigns.update(viewer, id, {
      place: row.advertise_place,
      name: row.name,
      ...(row.brand_name === null ? {} : { brandName: row.brand_name }),
      partners: row.partners,
      spaces: row.spaces,
      calculation: { ...row.calculation, startDate: dates.startDate, endDate: dates.endDate },
    })
  }

  /**
   * Prolongation: a new draft continuing the campaign, linked both ways (parentProlongation on the new one,
   * prolongationCampaign on the old). The records' unique key on parentProlongation makes a second one fail.
   */
  async prolong(
    viewer: Account,
    place: string,
    id: string,
    request: { name?: string; calculation?: Record<string, unknown> },
  ): Promise<Outcome<WireCampaign>> {
    const found = await this.deps.campaigns.access(viewer, id, 'write')
    if (!found.ok) return found
    const row = found.value
    if (row.advertise_place !== place) return campaignNotThere()
    if (!PROLONGABLE.includes(row.state))
      return refusal('wrong state', `Кампанию в статусе «${row.state}» нельзя продлить`, {
        state: 'illegalTransition',
      })
    if (row.prolongation_campaign !== null)
      return refusal('already done', ALREADY_PROLONGED, { prolongationCampaign: 'already in use' })
    return this.deps.campaigns.create(
      viewer,
      {
        place,
        name: request.name ?? `${row.name} (продление)`,
        ...(row.brand_name === null ? {} : { brandName: row.brand_name }),
        partners: row.partners,
        spaces: row.spaces,
        calculation: request.calculation ?? prolongedCalculation(row.calculation),
      },
      { parent: id },
    )
  }

  /** Deletes an editable campaign (its holds go with it). */
  remove(viewer: CampaignViewer, id: string): Promise<Outcome<{ _id: string }>> {
    return this.deps.uow.run(async (records) => {
      const found = await campaignFor(records, viewer, id, 'write', true)
      if (!found.ok) return found
      if (!isEditable(found.value.state))
        return refusal('wrong state', `Кампанию в статусе «${found.value.state}» нельзя удалить`, {
          state: 'not editable',
        })
      await records.remove(id)
      return ok({ _id: id })
    })
  }

  /**
   * What stops a campaign from going to moderation besides its state, or undefined: a lapsed hold is R-ERR-08; a
   * campaign without the creative its place shows is refused naming it (issue #47, applicationRefusal).
   */
  private unsendable(row: StoredCampaign): Outcome<never> | undefined {
    const lapsed =
      row.reservation_state === 'canceled' ||
      (row.reservation_state === 'reserved' && holdLapsed(row.expiration_date, this.deps.clock.today()))
    if (lapsed) return refusal('expired', CAMPAIGN_EXPIRED_MESSAGE, { expirationDate: 'expired' })
    // Issue #47: moderation reviews the creative; a campaign without one is not sent (nothing changes).
    const missing = applicationRefusal(row.advertise_place, row.creatives)
    if (missing) return refusal('wrong state', missing.message, { creatives: 'required' })
    return undefined
  }

  /** Writes the moves (guarded by the state the first leaves), clears the moderators' reason, logs each move. */
  private async moveToModeration(
    records: AdvertiserCampaignRecords,
    viewer: CampaignViewer,
    id: string,
    steps: readonly ResubmissionStep[],
    now: Date,
  ): Promise<Outcome<null>> {
    const first = steps[0]
    const last = steps[steps.length - 1]
    if (!first || !last || !(await records.moveState(id, first.from, last.to, now)))
      return refusal('changed', 'Кампания изменилась, повторите', { state: 'changed' })
    await records.clearModerationReason(id, now)
    for (const s of steps)
      await records.recordEvent(
        { campaignId: id, event: s.event, actor: 'advertiser', actorId: viewer.id, from: s.from, to: s.to },
        now,
      )
    return ok(null)
  }

  /** R-STATE-06/07: a draft goes to moderation; anything else is 'is not draft'. */
  sendApplication(viewer: CampaignViewer, place: string, id: string): Promise<Outcome<WireCampaign>> {
    return this.change(viewer, place, id, async (row, records, now) => {
      const next = transition(row.state, 'sendApplication', 'advertiser')
      if (!next.ok) return refusal('wrong state', next.error.code, { state: next.error.code })
      const blocked = this.unsendable(row)
      if (blocked) return blocked
      return this.moveToModeration(
        records,
        viewer,
        id,
        [{ event: 'sendApplication', from: row.state, to: next.value }],
        now,
      )
    })
  }

  /**
   * Issue #48 item 7: a rejected campaign the advertiser changed since its rejection (a creative replaced, or the
   * campaign edited) goes to moderation again in one unit of work, through the machine (edit: rejected -> draft,
   * then sendApplication; RULES.md decision 5); a draft edited after its rejection is sent. Both moves stay in its
   * history beside the rejection. Refused in Russian, changing nothing: a campaign never rejected, one lacking
   * what moderation needs (as sendApplication), one unchanged since it was rejected.
   */
  resubmit(viewer: CampaignViewer, place: string, id: string): Promise<Outcome<WireCampaign>> {
    return this.change(viewer, place, id, async (row, records, now) => {
      const facts = await records.resubmissionFacts(id)
      if (!wasRejected(row.state, facts))
        return refusal('wrong state', NOT_REJECTED_MESSAGE, { state: 'not rejected' })
      const blocked = this.unsendable(row)
      if (blocked) return blocked
      const steps = resubmissionSteps(row.state, facts)
      if (!steps.ok) return refusal('wrong state', steps.error.message, { state: steps.error.code })
      return this.moveToModeration(records, viewer, id, steps.value, now)
    })
  }

  /**
   * The campaign as its page and its wizard read it, with what resubmission needs to know (issue #48 item 7): for
   * an editable campaign that moderation rejected, `resubmission` says when it was last rejected and last changed
   * by the advertiser; other campaigns read as they always did.
   */
  async read(
    viewer: CampaignViewer,
    id: string,
  ): Promise<Outcome<WireCampaign & { readonly resubmission?: ResubmissionFacts }>> {
    const found = await this.deps.campaigns.get(viewer, id)
    if (!found.ok || !isEditable(found.value.state._id)) return found
    const facts = await this.deps.reads.resubmissionFacts(found.value._id)
    return facts.rejectedAt === null ? found : ok({ ...found.value, resubmission: facts })
  }
}
