import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { ScheduleItem } from '../../contract/campaign.answer'

/** R-LIST-26: places whose cancelled schedule items are hidden (stickers means metroStickers, decision 7). */
export const HIDES_CANCELLED: readonly AdvertisePlace[] = ['metroStickers', 'lightBoxes', 'navigationSign']

export const visibleScheduleItems = <S extends Pick<ScheduleItem, 'isCanceled'>>(
  place: AdvertisePlace,
  items: readonly S[],
): S[] => (HIDES_CANCELLED.includes(place) ? items.filter((i) => i.isCanceled !== true) : [...items])
