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
 * clears all; the badge count is the number selected (R-PLAN-06).
 */
export class MediaPlanSelectionStore extends StateStore<{ readonly selected: readonly MediaPlanEntry[] }> {
  constructor() {
    super({ selected: [] })
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

  reset(): void {
    this.set({ selected: [] })
  }
}
