import type { Campaign } from '../../core/contract/campaign.answer'
import { campaignReadWire } from '../../adapters/server/wire/campaign.wire'
import { AdvertiserCampaigns, type CampaignDraft } from '../../core/campaign/advertiser-campaigns'
import { CampaignActions } from '../../core/campaign/campaign-actions'
import type { CreativeRef } from '../../core/campaign/campaign-creatives'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import type { CampaignFacts } from '../../core/campaign/campaign.aggregate'
import { CAMPAIGN_STATE_LABELS } from '../../core/campaign/campaign-state.labels'
import { demoPricer } from '../../core/campaign/testing/demo-pricer'
import { MemoryAdvertiserCampaignRecords } from '../../core/campaign/testing/advertiser-campaign-records.memory'
import {
  aCampaignFacts,
  memoryCampaignState,
  memoryUnitOfWork,
  type MemoryCampaignState,
} from '../../core/campaign/testing/campaign-records.memory'
import { stepAt } from '../../core/campaign/wizard.steps'
import { stepTitle } from '../../core/campaign/wizard.titles'
import { historyRows } from '../../core/cabinet/view/campaign-detail-records.view-model'
import { notificationLink } from '../../core/cabinet/view/notifications.view-model'
import {
  materialsOnCampaign,
  rejectionNotice,
  sendOffer,
} from '../../core/cabinet/view/resubmission.view-model'
import type { IsoDate } from '../../core/ports/clock.port'
import { anAccount } from '../../core/session/testing/account.fixture'

const ID = '22222222-2222-4222-8222-222222222222'
const STAFF_ID = '99999999-9999-4999-8999-999999999999'
const CALCULATION = { startDate: '2027-03-01', endDate: '2027-03-31', itemIds: ['LB-001'] }
const layout = (over: Partial<CreativeRef> = {}): CreativeRef => ({
  id: 'layout-1',
  kind: 'image',
  status: 'moderation',
  name: 'Окна.png',
  moderationReason: null,
  ...over,
})

/**
 * Anna's light-box campaign on its way through moderation (features/campaign/resubmission.feature), over the core's
 * use cases (CampaignActions, AdvertiserCampaigns) on in-memory records, read as her screens read it (the
 * resubmission, history and notification view-models). Each day of the story is a day of the clock.
 */
export class ResubmissionActor {
  private day = 1
  private readonly state: MemoryCampaignState
  private readonly changed: Record<string, Date> = {}
  private readonly actions: CampaignActions
  private readonly campaigns: AdvertiserCampaigns
  refusal: string | undefined

  constructor() {
    this.state = memoryCampaignState([
      aCampaignFacts({
        id: ID,
        place: 'lightBoxes',
        name: 'Окна в город',
        calculation: CALCULATION,
      }),
    ])
    const clock = { now: () => this.now(), today: () => `2026-11-2${this.day}` as IsoDate }
    const records = () => new MemoryAdvertiserCampaignRecords(this.state, { creativeChangedAt: this.changed })
    this.campaigns = new AdvertiserCampaigns({
      uow: memoryUnitOfWork(this.state, records),
      reads: records(),
      pricer: demoPricer(clock),
      clock,
      ids: { newId: () => ID, newSecret: () => 'secret' },
      telemetry: { booked: () => undefined, bookingConflict: () => undefined, jobRan: () => undefined },
    })
    this.actions = new CampaignActions({
      uow: memoryUnitOfWork(this.state, records),
      campaigns: this.campaigns,
      reads: records(),
      clock,
    })
  }

  private now(): Date {
    return new Date(`2026-11-2${this.day}T09:00:00.000Z`)
  }

  private patch(fields: Partial<CampaignFacts>): void {
    const row = this.state.campaigns.get(ID)!
    this.state.campaigns.set(ID, { ...row, ...fields })
  }

  /** What the moderator's moves write, as the staff desk writes them: the machine's steps with the reason. */
  private moved(steps: readonly [string, CampaignStateId, CampaignStateId][], reason: string | null): void {
    for (const [event, from, to] of steps)
      this.state.events.push({
        campaignId: ID,
        event,
        actor: 'moderator',
        actorId: STAFF_ID,
        from,
        to,
        reason,
        at: this.now(),
      })
    this.patch({ state: steps.at(-1)![2], moderationReason: reason })
  }

  sentToModeration(): void {
    this.patch({ creatives: [layout()] })
    this.state.events.push({
      campaignId: ID,
      event: 'sendApplication',
      actor: 'advertiser',
      actorId: anAccount().id,
      from: 'draft',
      to: 'moderation',
      at: this.now(),
    })
    this.patch({ state: 'moderation' })
  }

  /** The moderator rejects the campaign, its layout too or not. */
  rejected(reason: string, layoutToo: boolean): void {
    this.day = 2
    if (layoutToo) this.patch({ creatives: [layout({ status: 'rejected', moderationReason: reason })] })
    this.moved(
      [
        ['startReview', 'moderation', 'primaryModeration'],
        ['rejectPrimary', 'primaryModeration', 'primaryRejected'],
      ],
      reason,
    )
  }

  /** A state the story puts the campaign in without its moderation (the refusals' outline). */
  putIn(state: CampaignStateId, everRejected: boolean): void {
    if (everRejected) this.rejected('Не тот бренд', false)
    this.patch({ state, creatives: [layout()] })
  }

  /** A new layout uploaded the next day: it replaces the rejected one on the campaign (an upload attaches it). */
  replaceLayout(): void {
    this.day = 3
    this.patch({ creatives: [layout({ id: 'layout-2', name: 'Окна с маркировкой.png' })] })
    this.changed[ID] = this.now()
  }

  /** Anna edits the campaign the next day, as the wizard saves it (decision 5). */
  async edit(): Promise<void> {
    this.day = 3
    const draft: CampaignDraft = { place: 'lightBoxes', name: 'Окна в город', calculation: CALCULATION }
    const edited = await this.campaigns.update(anAccount(), ID, draft)
    if (!edited.ok) throw new Error(edited.error.message)
  }

  async resubmit(): Promise<void> {
    const sent = await this.actions.resubmit(anAccount(), 'lightBoxes', ID)
    this.refusal = sent.ok ? undefined : sent.error.message
  }

  /** The campaign as its page and its media step read it. */
  async read(): Promise<Campaign> {
    const read = await this.actions.read(anAccount(), ID)
    if (!read.ok) throw new Error(read.error.message)
    // On the wire as the server's edge sends it (adapters/server/wire), with what resubmission needs.
    return campaignReadWire(read.value) as unknown as Campaign
  }

  async stateLabel(): Promise<string> {
    return CAMPAIGN_STATE_LABELS[(await this.read()).state._id]
  }

  /** What the campaign's page and media step offer: the button's words, or why not yet. */
  async offer(): Promise<string> {
    const offer = sendOffer(await this.read())
    return offer.kind === 'ready' ? offer.label : offer.kind === 'blocked' ? offer.reason : ''
  }

  async notice() {
    return rejectionNotice(await this.read())
  }

  async materials() {
    return materialsOnCampaign(await this.read())
  }

  /** The history on the campaign page: each row's words and reason. */
  history(): [string, string][] {
    const history = this.state.events
      .filter((e) => e.campaignId === ID)
      .map((e) => ({
        event: e.event,
        from: e.from ?? null,
        to: e.to ?? null,
        reason: e.reason ?? null,
        at: e.at.toISOString(),
      }))
    return historyRows({ history }).map((r) => [r.text, r.reason ?? ''])
  }

  /** Where a notification about the campaign leads now: the wizard step's title, or 'page'; and the link's words. */
  async notificationLeadsTo(): Promise<{ to: string; text: string }> {
    const c = await this.read()
    const link = notificationLink(
      {
        campaignId: ID,
        campaign: {
          advertisePlace: c.advertisePlace,
          state: c.state._id,
          paymentState: c.paymentState._id,
          reservationStatus: c.reservationStatus._id,
          partners: c.partners,
          brandName: c.brandName ?? null,
          parentProlongation: c.parentProlongation ?? null,
          gotTypographyOrder: c.gotTypographyOrder === true,
          isUploaded: c.isUploaded === true,
        },
      },
      { isObserver: false, isAgency: false },
    )
    if (!link) return { to: 'nowhere', text: '' }
    const step = /^\/calculator\/step-(\d+)\//.exec(link.href)
    if (!step) return { to: link.href === `/campaigns/${ID}` ? 'page' : link.href, text: link.text }
    const at = stepAt(c.advertisePlace, Number(step[1]), { fromCalculator: false, isAgency: false })
    return { to: at.ok ? stepTitle(at.value, c.advertisePlace) : link.href, text: link.text }
  }
}
