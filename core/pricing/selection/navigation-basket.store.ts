import type { IsoDate } from '../../ports/clock.port'
import { StateStore } from '../../shared/store'
import type { NavigationStation } from '../reference/pricing-reference.schema'
import { navigationDefaultDates } from '../rules/periods'
import type { FormInput } from './form-input'
import {
  addNavigationStation,
  navigationRows,
  setAdditionalExits,
  stationsOf,
  toggleNavigationZone,
  type NavigationCatalogue,
} from './navigation-form'

/** One zone of the basket: chosen or not, the exit its sign points to, offered now, the table's zone. */
export interface NavZone {
  readonly stationId: string
  readonly id: string
  readonly selected: boolean
  readonly exit: string | null
  /** Offered now: sold, and not behind an additional exit while those are off (R-NAV-04 as chosen). */
  readonly visible: boolean
  readonly tableSelected: boolean
}

export interface NavigationState {
  /** The stations known to the basket, as they were added. */
  readonly catalogue: NavigationCatalogue
  /** The calculator's input, changed only by the wizard form's rules (navigation-form.ts). */
  readonly input: FormInput
  /** R-NAV-03: the zone the table has selected. */
  readonly table: { readonly stationId: string; readonly zoneId: string } | null
}

export type StationSource = {
  readonly id: string
  readonly name: string
  readonly zones: readonly {
    id: string
    capacity: number | null
    additional?: boolean
    exits: readonly string[]
  }[]
}

const initial = (today: IsoDate): NavigationState => ({
  catalogue: [],
  input: { ...navigationDefaultDates(today), additionalExits: false, stations: [] },
  table: null,
})

const asStation = (source: StationSource): NavigationStation => ({
  id: source.id,
  name: source.name,
  zones: source.zones.map((z) => ({
    id: z.id,
    name: z.id,
    capacity: z.capacity,
    additional: z.additional === true,
    exits: [...z.exits],
  })),
})

/**
 * The navigation-sign basket (R-NAV-01..06): a holder of the calculator's input, changed by the same rules as the
 * wizard's form (navigation-form.ts), plus the one zone a table has selected (R-NAV-03).
 */
export class NavigationBasketStore extends StateStore<NavigationState> {
  constructor(private readonly today: IsoDate) {
    super(initial(today))
  }

  /** Every zone of the chosen stations, offered or not. */
  zones(): readonly NavZone[] {
    const { catalogue, input, table } = this.getSnapshot()
    const offered = new Set(
      navigationRows(input, catalogue).flatMap((s) => s.zones.map((z) => `${s.id}\n${z.id}`)),
    )
    return stationsOf(input).flatMap((s) =>
      s.zones.map((z) => ({
        stationId: s.id,
        id: z.id,
        selected: z.selected,
        exit: z.selected ? (z.exit ?? null) : null,
        visible: offered.has(`${s.id}\n${z.id}`),
        tableSelected: table?.stationId === s.id && table.zoneId === z.id,
      })),
    )
  }

  /** R-NAV-01 / R-NAV-06: the station joins the basket, without zones whose capacity is null. */
  addStation(source: StationSource): void {
    const s = this.getSnapshot()
    const catalogue = s.catalogue.some((x) => x.id === source.id)
      ? s.catalogue
      : [...s.catalogue, asStation(source)]
    this.commit({ ...s, catalogue, input: addNavigationStation(s.input, catalogue, source.id) })
  }

  /** R-NAV-02: choosing a zone points its sign to the zone's first exit; it becomes the table-selected zone. */
  toggleZone(stationId: string, zoneId: string): void {
    const s = this.getSnapshot()
    const input = toggleNavigationZone(s.input, s.catalogue, stationId, zoneId)
    if (input !== s.input) this.commit({ ...s, input, table: { stationId, zoneId } })
  }

  /** R-NAV-03: exactly one zone is table-selected. */
  selectTableZone(stationId: string, zoneId: string): void {
    this.commit({ ...this.getSnapshot(), table: { stationId, zoneId } })
  }

  setAdditionalExits(on: boolean): void {
    const s = this.getSnapshot()
    this.commit({ ...s, input: setAdditionalExits(s.input, s.catalogue, on) })
  }

  /** R-NAV-05: reset restores the default dates (and empties the basket). */
  reset(): void {
    this.set(initial(this.today))
  }

  setDates(startDate: IsoDate, endDate: IsoDate): void {
    const s = this.getSnapshot()
    this.set({ ...s, input: { ...s.input, startDate, endDate } })
  }

  /** Sets the state, keeping the table's zone one that is offered (else the first offered, R-NAV-03). */
  private commit(next: NavigationState): void {
    const offered = navigationRows(next.input, next.catalogue).flatMap((s) =>
      s.zones.map((z) => ({ stationId: s.id, zoneId: z.id })),
    )
    const kept = offered.some((z) => z.stationId === next.table?.stationId && z.zoneId === next.table.zoneId)
    this.set(kept ? next : { ...next, table: offered[0] ?? null })
  }
}
