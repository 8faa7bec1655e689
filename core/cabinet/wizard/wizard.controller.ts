import { BehaviorSubject, distinctUntilChanged, map, merge, type Observable, type Subscription } from 'rxjs'
import type { AdvertiserState } from '../../advertiser/advertiser.store'
import { isAdvertisePlace, type AdvertisePlace } from '../../campaign/advertise-place'
import type { Campaign } from '../../contract/campaign.answer'
import type { WizardStep } from '../../campaign/wizard.steps'
import type { KeyValueStorage } from '../../ports/storage.port'
import type { LiveQuoteState } from '../../pricing/selection/live-quote.store'
import type { AsyncState } from '../../shared/async-action'
import type { Result } from '../../shared/result'
import type { Readable } from '../../shared/store'
import { clearAutoFlow, readAutoFlow } from '../routing/auto-flow'
import type { CampaignDetailState } from '../stores/campaign-detail.store'
import type { SaveCampaignInput, SaveFailure } from '../stores/campaign-save.store'
import type { WizardDraft } from '../stores/wizard-draft.store'

/** What the controller needs of each store it orchestrates (the real stores, or a test's fakes). */
export interface WizardStores {
  readonly live: Readable<LiveQuoteState> & { load(): Promise<void> }
  readonly advertiser: Readable<AdvertiserState> & { load(): Promise<void> }
  readonly detail: Readable<CampaignDetailState> & { load(id: string): Promise<void> }
  readonly drafts: Readable<WizardDraft> & {
    choosePlace(place: AdvertisePlace, fromCalculator: boolean): void
    adoptPlace(place: AdvertisePlace): void
    openCampaign(campaign: Campaign): void
    setAdvertiser(fields: { name: string; brandName: string; partnerId?: string }): void
    setCalculation(calculation: unknown): void
    visited(at: string): void
    saved(campaignId: string): void
  }
  readonly saver: Readable<AsyncState<string, SaveFailure>> & {
    run(input: SaveCampaignInput): Promise<Result<string, SaveFailure>>
    reset(): void
  }
  readonly storage: KeyValueStorage
}

/** The campaign the wizard is on: none (a new one), waited for, failed (with the server's words), or open. */
export type WizardCampaign =
  | { readonly status: 'none' }
  | { readonly status: 'waiting' }
  | { readonly status: 'failed'; readonly error: string | undefined }
  | { readonly status: 'open'; readonly campaign: Campaign }

/** Everything the wizard's screen shows, in one snapshot. */
export interface WizardScreenState {
  readonly campaign: WizardCampaign
  /** The form's problems are shown after "Далее" was pressed, until another step is opened. */
  readonly showErrors: boolean
  readonly draft: WizardDraft
  readonly prices: LiveQuoteState
  readonly partners: AdvertiserState['partners']
  readonly saving: AsyncState<string, SaveFailure>
}

/** Where the wizard is: its step, its address (path and query), and the place the address names. */
export interface WizardVisit {
  readonly step: string
  readonly href: string
  readonly place: string | undefined
}

/** What "Далее" needs to decide: the step, whether the advertiser is named and the calculation priced. */
export interface WizardNext {
  readonly current: WizardStep
  readonly place: AdvertisePlace
  readonly named: boolean
  readonly priced: boolean
  readonly body: unknown
  /** The steps to go back to when something is missing, and the one after a saved campaign. */
  readonly advertiserHref: string | undefined
  readonly calculatorHref: string | undefined
  readonly after: (campaignId: string) => string
}

const FIRST_STEP = '/calculator/step-1'

/**
 * The wizard's orchestration (issue #49 item 5), once the screen's effects: entering loads the prices, the
 * advertiser's partners and the campaign, hands over the calculator's auto-flow (R-ROUTE-14) and opens the
 * campaign's draft once the server gave it; each visit remembers where to resume and forgets the last save's
 * failure; "Далее" saves when the server can have the campaign and says where to go. It lives in the wizard's
 * screen scope, one per campaign, so nothing another campaign's wizard did is reset by hand.
 */
export class WizardController implements Readable<WizardScreenState> {
  readonly state$: Observable<WizardScreenState>
  private readonly own = new BehaviorSubject<{ campaignId: string | undefined; showErrors: boolean }>({
    campaignId: undefined,
    showErrors: false,
  })
  private entered = false
  private opening: Subscription | undefined
  private last: { parts: readonly unknown[]; state: WizardScreenState } | undefined

  constructor(private readonly stores: WizardStores) {
    const { live, advertiser, detail, drafts, saver } = stores
    this.state$ = merge(
      this.own,
      live.state$,
      advertiser.state$,
      detail.state$,
      drafts.state$,
      saver.state$,
    ).pipe(
      map(() => this.getSnapshot()),
      distinctUntilChanged(),
    )
  }

  getSnapshot(): WizardScreenState {
    const { live, advertiser, detail, drafts, saver } = this.stores
    const parts = [
      this.own.getValue(),
      live.getSnapshot(),
      advertiser.getSnapshot(),
      detail.getSnapshot(),
      drafts.getSnapshot(),
      saver.getSnapshot(),
    ] as const
    if (this.last && this.last.parts.every((p, i) => p === parts[i])) return this.last.state
    const [own, prices, profile, loaded, draft, saving] = parts
    const state: WizardScreenState = {
      campaign: campaignOf(own.campaignId, loaded),
      showErrors: own.showErrors,
      draft,
      prices,
      partners: profile.partners,
      saving,
    }
    this.last = { parts, state }
    return state
  }

  /** Entering the wizard (of a saved campaign when an id is given); once per controller. */
  enter(campaignId: string | undefined): void {
    if (this.entered) return
    this.entered = true
    const { live, advertiser, detail, drafts, storage } = this.stores
    this.own.next({ ...this.own.getValue(), campaignId })
    void live.load()
    void advertiser.load()
    // R-ROUTE-14: the calculator auto-flow is taken over here, once, with the calculator-first flag.
    const flow = readAutoFlow(storage)
    if (flow) {
      drafts.choosePlace(flow.place, true)
      clearAutoFlow(storage)
    }
    if (!campaignId) return
    void detail.load(campaignId)
    this.opening = detail.state$
      .pipe(
        map((s) => (s.campaign?._id === campaignId ? s.campaign : undefined)),
        distinctUntilChanged(),
      )
      .subscribe((campaign) => {
        if (campaign) drafts.openCampaign(campaign)
      })
  }

  /** A step opened: remembered to resume at (not the catalogue), last save's failure and shown errors gone. */
  visit({ step, href, place }: WizardVisit): void {
    const { drafts, saver } = this.stores
    if (step !== '1') drafts.visited(href)
    this.showErrors(false)
    saver.reset()
    // The address names a place for a new campaign: a draft of another place gives way.
    if (!this.own.getValue().campaignId && isAdvertisePlace(place)) drafts.adoptPlace(place)
  }

  /** What failed to load, asked again. */
  retry(): void {
    const { campaign, prices } = this.getSnapshot()
    if (prices.status === 'error') void this.stores.live.load()
    const id = this.own.getValue().campaignId
    if (campaign.status === 'failed' && id) void this.stores.detail.load(id)
  }

  choosePlace(place: AdvertisePlace): void {
    this.stores.drafts.choosePlace(place, false)
  }

  setAdvertiser(fields: { name: string; brandName: string; partnerId?: string }): void {
    this.stores.drafts.setAdvertiser(fields)
  }

  /** A calculation changed on the user's behalf (the taken units dropped): the refused save is forgotten. */
  setCalculation(calculation: unknown): void {
    this.stores.drafts.setCalculation(calculation)
    this.stores.saver.reset()
  }

  /**
   * "Далее": the problems are shown; a step missing its part stays; otherwise the campaign is saved when the
   * server has not been told (a name and a priced calculation are needed), and the answer is where to go next
   * (undefined: stay, the failure is in the state).
   */
  async next(at: WizardNext): Promise<string | undefined> {
    this.showErrors(true)
    if (at.current === 'advertiser' && !at.named) return undefined
    if (at.current === 'calculator' && !at.priced) return undefined
    if (!at.named) return at.advertiserHref ?? FIRST_STEP
    if (!at.priced) return at.calculatorHref ?? FIRST_STEP
    const { drafts, saver } = this.stores
    const draft = drafts.getSnapshot()
    if (!draft.unsaved && draft.campaignId) return at.after(draft.campaignId)
    const outcome = await saver.run({
      place: at.place,
      ...(draft.campaignId ? { id: draft.campaignId } : {}),
      body: at.body,
    })
    if (!outcome.ok) return undefined
    drafts.saved(outcome.value)
    // The campaign this wizard shows was changed: its next step (the invoice's sum, the materials) reads it again
    // before it opens, not the copy read on entering (a new campaign opens afresh under its own id).
    if (outcome.value === this.own.getValue().campaignId) await this.stores.detail.load(outcome.value)
    return at.after(outcome.value)
  }

  private showErrors(showErrors: boolean): void {
    if (this.own.getValue().showErrors !== showErrors) this.own.next({ ...this.own.getValue(), showErrors })
  }

  /** Leaving the wizard's scope: it stops opening the campaign's draft. */
  dispose(): void {
    this.opening?.unsubscribe()
    this.opening = undefined
  }
}

const campaignOf = (campaignId: string | undefined, loaded: CampaignDetailState): WizardCampaign => {
  if (!campaignId) return { status: 'none' }
  if (loaded.campaign?._id === campaignId) return { status: 'open', campaign: loaded.campaign }
  return loaded.status === 'error' ? { status: 'failed', error: loaded.error } : { status: 'waiting' }
}
