import { CAMPAIGN_EXPIRED_MESSAGE } from '../shared/messages'
import type { Clock } from '../ports/clock.port'
import type { Account } from '../session/account'
import { refusal, type Refusal } from '../shared/refusal'
import { ok, type Err } from '../shared/result'
import type { AdvertiserCampaigns } from './advertiser-campaigns'
import { ALREADY_PROLONGED } from './advertiser-campaigns'
import type { AdvertiserCampaignRecords } from './advertiser-campaigns.port'
import type { CampaignViewer } from './campaign-access'
import type { CampaignAggregate, CampaignError } from './campaign.aggregate'
import { calculationRecord } from './campaign.aggregate.calculation'
import { campaignNotThere, campaignOf, changeCampaignOf, saveCampaign } from './campaign-of'
import { prolongedCalculation } from './campaign-prolongation'
import type { Outcome, UnitOfWork } from './campaign-records.port'
import type { CampaignStateId } from './campaign-state'
import { AGREED_STATES, isEditable } from './campaign-state.sets'
import type { ResubmissionFacts } from './campaign-resubmission'

/** States a campaign can be prolonged from: it has been agreed, so the next period continues it. */
export const PROLONGABLE: readonly CampaignStateId[] = AGREED_STATES

/**
 * A campaign as its page and its wizard read it (a read-model of the aggregate): the campaign and, for an editable
 * campaign moderation rejected, when it was last rejected and last changed (issue #48 item 7).
 */
export interface CampaignRead {
  readonly campaign: CampaignAggregate
  readonly resubmission?: ResubmissionFacts
}

export interface CampaignActionsDeps {
  readonly uow: UnitOfWork<AdvertiserCampaignRecords>
  readonly campaigns: AdvertiserCampaigns
  /** Reads outside a unit of work (the campaign page's resubmission facts, the campaign a prolongation continues). */
  readonly reads: Pick<AdvertiserCampaignRecords, 'resubmissionFacts' | 'campaign'>
  readonly clock: Clock
}

/**
 * A command the campaign refused, as the campaign calls answer it: a lapsed hold is R-ERR-08's 'expired'; a missing
 * creative names `creatives`; an invoiced campaign's advertiser names `partners`; a second prolongation is 'already
 * done'; any other refusal is 'wrong state', the field `state` carrying its code ('illegalTransition' for a campaign
 * that cannot be prolonged).
 */
const refused = (e: CampaignError): Err<Refusal> => {
  if (e.code === 'expired') return refusal('expired', CAMPAIGN_EXPIRED_MESSAGE, { expirationDate: 'expired' })
  if (e.code === 'creative required') return refusal('wrong state', e.message, { creatives: 'required' })
  if (e.code === 'already invoiced') return refusal('wrong state', e.message, { partners: e.code })
  if (e.code === 'already prolonged')
    return refusal('already done', e.message, { prolongationCampaign: 'already in use' })
  return refusal('wrong state', e.message, {
    state: e.code === 'not prolongable' ? 'illegalTransition' : e.code,
  })
}

/**
 * The campaign calls beside create and update (cabinet §7): delete, application, complete, partners, start/stop,
 * prolongation, schedule dates. Each change is one unit of work on the locked campaign; a refusal changes nothing.
 */
export class CampaignActions {
  constructor(private readonly deps: CampaignActionsDeps) {}

  /** Runs a change of one campaign the viewer owns, read as its aggregate, and answers the campaign after it. */
  private change(
    viewer: CampaignViewer,
    place: string | undefined,
    id: string,
    work: (
      campaign: CampaignAggregate,
      records: AdvertiserCampaignRecords,
      now: Date,
    ) => Promise<Outcome<unknown>>,
  ): Promise<Outcome<CampaignAggregate>> {
    return changeCampaignOf(this.deps.uow, viewer, id, place, () => this.deps.clock.now(), work)
  }

  /** A campaign the viewer may change, read outside a unit of work, at its place ('campaign not found' otherwise). */
  private async writable(
    viewer: CampaignViewer,
    id: string,
    place: string,
  ): Promise<Outcome<CampaignAggregate>> {
    const found = await campaignOf(this.deps.reads, viewer, id, 'write')
    return found.ok && found.value.place !== place ? campaignNotThere() : found
  }

  /** The wizard's last step: the campaign is filled in (it stays in its state; sending is `application`). */
  complete(viewer: CampaignViewer, place: string, id: string): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, place, id, async (_campaign, records, now) => {
      await records.setWizardCompleted(id, now)
      return ok(null)
    })
  }

  addPartner(
    viewer: CampaignViewer,
    place: string,
    id: string,
    partnerId: string,
  ): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, place, id, async (campaign, records, now) => {
      const changeable = campaign.advertiserChangeable()
      if (!changeable.ok) return refused(changeable.error)
      if ((await records.partnersOf(campaign.facts.ownerId, [partnerId])).length === 0)
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
  ): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, place, id, async (campaign, records, now) => {
      const changeable = campaign.advertiserChangeable()
      if (!changeable.ok) return refused(changeable.error)
      await records.removePartner(id, partnerId, now)
      return ok(null)
    })
  }

  /** Start or stop (cabinet §4): toggles isAllowed, or sets the value given; a finished campaign is left alone. */
  setAllowed(
    viewer: CampaignViewer,
    /** The cabinet's call names no place (its stores' api-paths.ts); undefined checks none. */
    place: string | undefined,
    id: string,
    value: boolean | undefined,
  ): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, place, id, async (campaign, records, now) => {
      const set = campaign.setAllowed(value)
      if (!set.ok) return refused(set.error)
      const saved = await saveCampaign(records, set.value, viewer.id, now)
      if (!saved.ok) return saved
      await records.recordEvent(
        {
          campaignId: id,
          event: set.value.facts.isAllowed ? 'start' : 'stop',
          actor: 'advertiser',
          actorId: viewer.id,
        },
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
  ): Promise<Outcome<CampaignAggregate>> {
    const found = await this.writable(viewer, id, 'metroMonitors')
    if (!found.ok) return found
    const c = found.value.facts
    if (dates.endDate < dates.startDate)
      return refusal('invalid input', 'Дата окончания раньше даты начала', { endDate: 'wrong format' })
    return this.deps.campaigns.update(viewer, id, {
      place: c.calculation.place,
      name: c.name,
      ...(c.brandName === null ? {} : { brandName: c.brandName }),
      partners: c.partners,
      spaces: c.spaces,
      calculation: { ...c.calculation.input, startDate: dates.startDate, endDate: dates.endDate },
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
  ): Promise<Outcome<CampaignAggregate>> {
    const found = await this.writable(viewer, id, place)
    if (!found.ok) return found
    const prolongable = found.value.prolongable(ALREADY_PROLONGED)
    if (!prolongable.ok) return refused(prolongable.error)
    const c = found.value.facts
    return this.deps.campaigns.create(
      viewer,
      {
        place,
        name: request.name ?? `${c.name} (продление)`,
        ...(c.brandName === null ? {} : { brandName: c.brandName }),
        partners: c.partners,
        spaces: c.spaces,
        calculation: request.calculation ?? prolongedCalculation(calculationRecord(c.calculation)),
      },
      { parent: id },
    )
  }

  /** Deletes an editable campaign (its holds go with it); answers the id of the campaign removed. */
  remove(viewer: CampaignViewer, id: string): Promise<Outcome<string>> {
    return this.deps.uow.run(async (records) => {
      const found = await campaignOf(records, viewer, id, 'write', true)
      if (!found.ok) return found
      const removable = found.value.removable()
      if (!removable.ok) return refused(removable.error)
      await records.remove(id)
      return ok(id)
    })
  }

  /**
   * R-STATE-06/07: a draft goes to moderation; anything else is 'is not draft' (the machine's code said as it is).
   * A lapsed hold is R-ERR-08; a campaign without the creative its place shows is refused naming it (issue #47).
   */
  sendApplication(viewer: CampaignViewer, place: string, id: string): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, place, id, async (campaign, records, now) => {
      const sent = campaign.submit(this.deps.clock.today())
      if (!sent.ok)
        return sent.error.field === 'state'
          ? refusal('wrong state', sent.error.code, { state: sent.error.code })
          : refused(sent.error)
      return saveCampaign(records, sent.value, viewer.id, now)
    })
  }

  /**
   * Issue #48 item 7: a rejected campaign the advertiser changed since its rejection (a creative replaced, or the
   * campaign edited) goes to moderation again in one unit of work, through the machine (edit: rejected -> draft,
   * then sendApplication; RULES.md decision 5); a draft edited after its rejection is sent. Both moves stay in its
   * history beside the rejection. Refused in Russian, changing nothing: a campaign never rejected, one lacking
   * what moderation needs (as sendApplication), one unchanged since it was rejected.
   */
  resubmit(viewer: CampaignViewer, place: string, id: string): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, place, id, async (campaign, records, now) => {
      const again = campaign.resubmit(await records.resubmissionFacts(id), this.deps.clock.today())
      if (!again.ok) return refused(again.error)
      return saveCampaign(records, again.value, viewer.id, now)
    })
  }

  /**
   * The campaign as its page and its wizard read it, with what resubmission needs to know (issue #48 item 7): for
   * an editable campaign that moderation rejected, `resubmission` says when it was last rejected and last changed
   * by the advertiser; other campaigns read as they always did.
   */
  async read(viewer: CampaignViewer, id: string): Promise<Outcome<CampaignRead>> {
    const found = await this.deps.campaigns.get(viewer, id)
    if (!found.ok) return found
    const campaign = found.value
    if (!isEditable(campaign.state)) return ok({ campaign })
    const facts = await this.deps.reads.resubmissionFacts(campaign.id)
    return ok(facts.rejectedAt === null ? { campaign } : { campaign, resubmission: facts })
  }
}
