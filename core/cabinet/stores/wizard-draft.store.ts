import { isAdvertisePlace, type AdvertisePlace } from '../../campaign/advertise-place'
import { AT_ONCE, type Later } from '../../ports/later.port'
import type { KeyValueStorage } from '../../ports/storage.port'
import { StateStore } from '../../shared/store'

/** The wizard's work so far (issue #15 item 1): kept on every change, so a reload or a second tab resumes it. */
export interface WizardDraft {
  readonly place?: AdvertisePlace
  /** The calculator-first flag of RULES.md decision 8: set when the wizard came from a calculator. */
  readonly fromCalculator: boolean
  readonly name: string
  readonly brandName: string
  readonly partnerId?: string
  /** The calculator's input for the place, as the core's calculator decodes it. */
  readonly calculation?: unknown
  /** Set once the server has the campaign; every later save updates it. */
  readonly campaignId?: string
  /** The address of the last step the user was on. */
  readonly at?: string
  /** What the server has not been told yet: the wizard asks before leaving while this is true. */
  readonly unsaved: boolean
  /**
   * The calculation a reset replaced, until the next change: «Вернуть» brings it back. Kept in this tab only (a
   * reload forgets it, as it forgets an undo).
   */
  readonly replaced?: unknown
}

export const WIZARD_DRAFT_KEY = 'tablo.wizardDraft'
export const EMPTY_DRAFT: WizardDraft = { fromCalculator: false, name: '', brandName: '', unsaved: false }

/** A stored draft read back; anything malformed is an empty draft rather than a broken wizard. */
export const parseDraft = (text: string | null): WizardDraft => {
  if (text === null) return EMPTY_DRAFT
  try {
    const raw = JSON.parse(text) as Record<string, unknown>
    if (typeof raw !== 'object' || raw === null) return EMPTY_DRAFT
    const str = (key: string): string | undefined => (typeof raw[key] === 'string' ? raw[key] : undefined)
    const place = str('place')
    return {
      fromCalculator: raw['fromCalculator'] === true,
      name: str('name') ?? '',
      brandName: str('brandName') ?? '',
      unsaved: raw['unsaved'] === true,
      ...(isAdvertisePlace(place) ? { place } : {}),
      ...(str('partnerId') ? { partnerId: str('partnerId') } : {}),
      ...(str('campaignId') ? { campaignId: str('campaignId') } : {}),
      ...(str('at') ? { at: str('at') } : {}),
      ...(raw['calculation'] !== undefined && isAdvertisePlace(place)
        ? { calculation: raw['calculation'] }
        : {}),
    }
  } catch {
    return EMPTY_DRAFT
  }
}

/**
 * The one draft of the campaign being built, in local storage (shared by the tabs of the browser). Choosing
 * another place starts a new draft; what the user typed for the same place is kept.
 */
export class WizardDraftStore extends StateStore<WizardDraft> {
  /** The draft not yet in storage: the latest of a burst of changes is written once, after the paint. */
  private pending: WizardDraft | undefined

  constructor(
    private readonly storage: KeyValueStorage,
    /** When the storage write happens (a whole-city draft is a megabyte: not before the click is answered). */
    private readonly later: Later = AT_ONCE,
  ) {
    super(parseDraft(storage.get('local', WIZARD_DRAFT_KEY)))
  }

  /** Reads the draft again (another tab may have moved on), after writing what this tab has not yet. */
  refresh(): void {
    this.flush()
    this.set(parseDraft(this.storage.get('local', WIZARD_DRAFT_KEY)))
  }

  /** Writes the pending draft now. */
  flush(): void {
    const next = this.pending
    this.pending = undefined
    if (!next) return
    const { replaced: _thisTabOnly, ...kept } = next
    this.storage.set('local', WIZARD_DRAFT_KEY, JSON.stringify(kept))
  }

  choosePlace(place: AdvertisePlace, fromCalculator: boolean): void {
    const now = this.getSnapshot()
    if (now.place === place && now.campaignId === undefined) return this.write({ ...now, fromCalculator })
    this.write({ ...EMPTY_DRAFT, place, fromCalculator })
  }

  /** The address names a place for a new campaign: a draft of another place (or of a saved one) gives way. */
  adoptPlace(place: AdvertisePlace): void {
    const now = this.getSnapshot()
    if (now.place !== place || now.campaignId !== undefined) this.write({ ...EMPTY_DRAFT, place })
  }

  /**
   * Opens a saved campaign: its id, place, name, brand, partner and calculation as the server keeps them. A draft
   * already open on it keeps what the user changed since.
   */
  openCampaign(campaign: {
    readonly _id: string
    readonly advertisePlace: AdvertisePlace
    readonly name: string
    readonly brandName?: string
    readonly partners?: readonly string[]
    readonly calculation?: unknown
  }): void {
    const now = this.getSnapshot()
    if (now.campaignId === campaign._id) return
    const partnerId = campaign.partners?.[0]
    this.write({
      ...EMPTY_DRAFT,
      place: campaign.advertisePlace,
      campaignId: campaign._id,
      name: campaign.name,
      brandName: campaign.brandName ?? '',
      fromCalculator: now.fromCalculator && now.place === campaign.advertisePlace,
      ...(partnerId ? { partnerId } : {}),
      ...(campaign.calculation !== undefined ? { calculation: campaign.calculation } : {}),
    })
  }

  setAdvertiser(fields: { name: string; brandName: string; partnerId?: string }): void {
    const { partnerId: _old, ...now } = this.getSnapshot()
    this.write({ ...now, ...fields, unsaved: true })
  }

  /** The calculation a form starts from, kept as it is shown (not a change of the user's: nothing unsaved). */
  startCalculation(calculation: unknown): void {
    if (this.getSnapshot().calculation === undefined) this.write({ ...this.getSnapshot(), calculation })
  }

  setCalculation(calculation: unknown): void {
    const { replaced: _gone, ...now } = this.getSnapshot()
    this.write({ ...now, calculation, unsaved: true })
  }

  /**
   * The calculator back to the place's defaults (R-NAV-05: the default dates; R-GROUND-07: every targeting), the
   * calculation it replaces kept for «Вернуть» until the next change.
   */
  resetCalculation(defaults: unknown): void {
    const now = this.getSnapshot()
    this.write({ ...now, calculation: defaults, unsaved: true, replaced: now.replaced ?? now.calculation })
  }

  /** Brings back the calculation the last reset replaced; nothing to bring back changes nothing. */
  undoReset(): void {
    const { replaced, ...now } = this.getSnapshot()
    if (replaced !== undefined) this.write({ ...now, calculation: replaced, unsaved: true })
  }

  visited(at: string): void {
    if (this.getSnapshot().at !== at) this.write({ ...this.getSnapshot(), at })
  }

  saved(campaignId: string): void {
    this.write({ ...this.getSnapshot(), campaignId, unsaved: false })
  }

  clear(): void {
    this.pending = undefined
    this.storage.remove('local', WIZARD_DRAFT_KEY)
    this.set(EMPTY_DRAFT)
  }

  /** The one write the storage is asked for: asked again at each change, so a burst is written once, after it. */
  private readonly flushLater = (): void => this.flush()

  private write(next: WizardDraft): void {
    this.pending = next
    this.set(next)
    this.later.run(this.flushLater)
  }
}
