import type { IsoDate } from '../../ports/clock.port'
import { StateStore } from '../../shared/store'
import { DEFAULT_CLIP_DURATION, DEFAULT_FREQUENCY } from '../rules/formats'

/** R-CITY-10: city-format and monitor lists have 10 items a page. */
export const CITY_PAGE_SIZE = 10

export interface CityBasketState {
  readonly selected: readonly string[]
  readonly page: number
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly clipDuration: number
  readonly frequency: number
  readonly station: string | null
  readonly airingsCoefficient: number
  readonly restored: boolean
}

export interface SavedBasket {
  readonly itemIds: readonly string[]
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly clipDuration: number
  readonly airingsCountCoefficient: number
}

/** The basket of city formats, standalone monitors and light boxes (R-CITY-01..05). */
export class CityBasketStore extends StateStore<CityBasketState> {
  constructor(period: { startDate: IsoDate; endDate: IsoDate }, frequency: number = DEFAULT_FREQUENCY) {
    super({
      selected: [],
      page: 1,
      ...period,
      clipDuration: DEFAULT_CLIP_DURATION,
      frequency,
      station: null,
      airingsCoefficient: 1,
      restored: false,
    })
  }

  /** R-CITY-01. */
  toggle(id: string): void {
    this.update((s) => {
      const i = s.selected.indexOf(id)
      if (i >= 0) s.selected.splice(i, 1)
      else s.selected.push(id)
    })
  }

  /** R-CITY-02. */
  deleteAll(): void {
    this.update((s) => {
      s.selected = []
    })
  }

  /** R-CITY-03: period, clip, frequency or station changes go back to page 1. */
  setPeriod(startDate: IsoDate, endDate: IsoDate): void {
    this.update((s) => {
      Object.assign(s, { startDate, endDate, page: 1 })
    })
  }

  setClipDuration(clipDuration: number): void {
    this.update((s) => {
      Object.assign(s, { clipDuration, page: 1 })
    })
  }

  setFrequency(frequency: number): void {
    this.update((s) => {
      Object.assign(s, { frequency, page: 1 })
    })
  }

  setStation(station: string | null): void {
    this.update((s) => {
      Object.assign(s, { station, page: 1 })
    })
  }

  setPage(page: number): void {
    this.update((s) => {
      s.page = Math.max(1, Math.floor(page))
    })
  }

  /** R-CITY-04 / R-CITY-05: items, period, clip and airings coefficient first, the restore flag at the end. */
  restore(saved: SavedBasket): void {
    this.update((s) => {
      s.selected = [...new Set(saved.itemIds)]
      s.startDate = saved.startDate
      s.endDate = saved.endDate
      s.clipDuration = saved.clipDuration
      s.airingsCoefficient = saved.airingsCountCoefficient
      s.restored = false
    })
    this.update((s) => {
      s.restored = true
    })
  }
}

/** One page of a list (R-CITY-10). */
export const pageOf = <T>(items: readonly T[], page: number, size: number = CITY_PAGE_SIZE): T[] =>
  items.slice((page - 1) * size, page * size)

/**
 * Pricing §5 selection rule: when all or none of the items are selected, every non-disabled item counts;
 * otherwise only the selected ones.
 */
export const countedItems = <T extends { selected: boolean; disabled?: boolean }>(
  items: readonly T[],
): T[] => {
  const enabled = items.filter((i) => !i.disabled)
  const selected = enabled.filter((i) => i.selected)
  return selected.length === 0 || selected.length === enabled.length ? enabled : selected
}
