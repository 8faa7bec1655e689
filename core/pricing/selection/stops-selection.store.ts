import type { IsoDate } from '../../ports/clock.port'
import { StateStore } from '../../shared/store'
import { spaceKey, type StopSpace } from '../calculators/stops-pricer'

export interface SelectedStop extends StopSpace {
  readonly districtName?: string
  readonly isAvailableInBooking?: boolean
  /** Price saved with a campaign, kopecks (R-STOP-10). */
  readonly savedPrice?: number
}

export type Side = 'all' | 'a' | 'b'
/** R-STOP-12 / R-STOP-13. */
export const SIDES: readonly Side[] = ['all', 'a', 'b']
export const SUMMARY_MODES = ['total', 'sides'] as const

export interface StopsState {
  readonly side: Side
  readonly district: string | null
  readonly page: number
  readonly month: IsoDate
  readonly selected: Readonly<Record<string, SelectedStop>>
  readonly changeMonthError: boolean
  readonly bookingError: { readonly message: string; readonly inventoryNumbers: readonly string[] } | null
  /** The advertiser's discount percent, kept by reset (R-STOP-08). */
  readonly discount: number | null
  readonly importOpen: boolean
  readonly summaryMode: (typeof SUMMARY_MODES)[number]
}

export interface BookingFailure {
  readonly errors: readonly { readonly message: string }[]
  readonly periods: readonly { readonly inventoryNumbers: readonly string[] }[]
}

export interface ImportResult {
  readonly addedSpaces: readonly SelectedStop[]
  readonly replacedSpaces: readonly SelectedStop[]
  readonly missingSpaces: readonly string[]
}

export const initialStops = (month: IsoDate, discount: number | null = null): StopsState => ({
  side: 'all',
  district: null,
  page: 1,
  month,
  selected: {},
  changeMonthError: false,
  bookingError: null,
  discount,
  importOpen: false,
  summaryMode: 'total',
})

/** The stops calculator's selection (R-STOP-01..10). Prices come from StopsPricer over `selected`. */
export class StopsSelectionStore extends StateStore<StopsState> {
  constructor(month: IsoDate, discount: number | null = null) {
    super(initialStops(month, discount))
  }

  /** R-STOP-01; decision 3: a change of the selection clears the booking message. */
  toggle(stop: SelectedStop): void {
    this.update((s) => {
      const key = spaceKey(stop)
      if (s.selected[key]) delete s.selected[key]
      else s.selected[key] = stop
      s.bookingError = null
    })
  }

  /** R-STOP-02: all available selected → unselect them; otherwise select every available one. */
  toggleAll(stops: readonly SelectedStop[]): void {
    const available = stops.filter((x) => x.isAvailableInBooking !== false)
    this.update((s) => {
      const all = available.length > 0 && available.every((x) => s.selected[spaceKey(x)])
      for (const x of available) {
        if (all) delete s.selected[spaceKey(x)]
        else s.selected[spaceKey(x)] = x
      }
      s.bookingError = null
    })
  }

  /** R-STOP-03: side, district and page changes reset pagination (a page change goes to that page). */
  setSide(side: Side): void {
    this.update((s) => {
      s.side = side
      s.page = 1
    })
  }

  setDistrict(district: string | null): void {
    this.update((s) => {
      s.district = district
      s.page = 1
    })
  }

  setPage(page: number): void {
    this.update((s) => {
      s.page = Math.max(1, Math.floor(page))
    })
  }

  /** R-STOP-04: refused with changeMonthError while stops are selected. */
  changeMonth(month: IsoDate): boolean {
    const refused = Object.keys(this.getSnapshot().selected).length > 0
    this.update((s) => {
      if (refused) s.changeMonthError = true
      else {
        s.month = month
        s.changeMonthError = false
        s.page = 1
      }
    })
    return !refused
  }

  /**
   * R-STOP-05 / R-STOP-06 (decision 3): the first message and the inventory numbers of the first error period are
   * stored; those stops are marked bookingError (and so left out of the price, R-STOP-07).
   */
  bookingFailed(failure: BookingFailure): void {
    const numbers = failure.periods[0]?.inventoryNumbers ?? []
    this.update((s) => {
      s.bookingError = { message: failure.errors[0]?.message ?? '', inventoryNumbers: [...numbers] }
      for (const stop of Object.values(s.selected)) {
        if (numbers.includes(stop.inventoryNumber)) stop.bookingError = true
      }
    })
  }

  /** R-STOP-08: reset keeps the discount and clears the rest. */
  reset(): void {
    const s = this.getSnapshot()
    this.set(initialStops(s.month, s.discount))
  }

  openImport(): void {
    this.update((s) => {
      s.importOpen = true
    })
  }

  /** R-STOP-09: available matched stops (added and replaced) join the selection; the modal closes. */
  imported(result: ImportResult): void {
    this.update((s) => {
      for (const x of [...result.addedSpaces, ...result.replacedSpaces]) {
        if (x.isAvailableInBooking !== false) s.selected[spaceKey(x)] = x
      }
      s.importOpen = false
    })
  }

  /** R-STOP-10: a saved campaign sets the selection with its saved prices and the start month. */
  loadSaved(saved: { readonly startDate: IsoDate; readonly stops: readonly SelectedStop[] }): void {
    const s = this.getSnapshot()
    const selected: Record<string, SelectedStop> = {}
    for (const x of saved.stops) selected[spaceKey(x)] = x
    this.set({ ...initialStops(`${saved.startDate.slice(0, 7)}-01`, s.discount), selected })
  }

  setSummaryMode(mode: StopsState['summaryMode']): void {
    this.update((s) => {
      s.summaryMode = mode
    })
  }
}
