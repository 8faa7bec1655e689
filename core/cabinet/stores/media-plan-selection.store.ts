import type { AdvertisePlace } from '../../campaign/advertise-place'
import { domainError, type DomainError } from '../../shared/domain-error'
import { err, ok, type Result } from '../../shared/result'
import { StateStore } from '../../shared/store'

/** R-LIST-04: places whose campaigns can join the consolidated media plan. */
export const MEDIA_PLAN_PLACES: readonly AdvertisePlace[] = [
  'groundTransportation',
  'metroStickers',
  'cristalLight',
  'metroMonitors',
  'lightBoxes',
]

/** A selected campaign, with the data the consolidated report is built from (R-PLAN-04). */
export interface MediaPlanEntry {
  readonly advertisingCampaignId: string
  readonly advertisePlace: AdvertisePlace
}

export type SelectionError = DomainError<'mediaPlan.placeNotSupported'>

/**
 * The consolidated media-plan selection (R-LIST-24, R-LIST-25): a campaign is toggled in or out, a reset
 * clears all; the badge count is the number selected (R-PLAN-06). `mode` is media-plan mode of the campaign
 * list (R-LIST-04), which the spec names without saying how it starts: our choice, a button on the list
 * turns it on, and a reset or leaving it turns it off.
 */
export class MediaPlanSelectionStore extends StateStore<{
  readonly selected: readonly MediaPlanEntry[]
  readonly mode: boolean
}> {
  constructor() {
    super({ selected: [], mode: false })
  }

  /** Media-plan mode on: the list offers the selection (R-LIST-04). */
  start(): void {
    this.update((s) => {
      s.mode = true
    })
  }

  get count(): number {
    return this.getSnapshot().selected.length
  }

  isSelected(id: string): boolean {
    return this.getSnapshot().selected.some((e) => e.advertisingCampaignId === id)
  }

  toggle(entry: MediaPlanEntry): Result<boolean, SelectionError> {
    if (!MEDIA_PLAN_PLACES.includes(entry.advertisePlace)) {
      return err(
        domainError(
          'mediaPlan.placeNotSupported',
          'Кампания этого рекламоносителя не входит в сводный медиаплан',
          'advertisePlace',
        ),
      )
    }
    const selected = this.isSelected(entry.advertisingCampaignId)
    this.update((s) => {
      s.selected = selected
        ? s.selected.filter((e) => e.advertisingCampaignId !== entry.advertisingCampaignId)
        : [...s.selected, entry]
    })
    return ok(!selected)
  }

  /** R-LIST-25: the whole selection cleared, and media-plan mode left. */
  reset(): void {
    this.set({ selected: [], mode: false })
  }
}
