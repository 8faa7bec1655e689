import type { IsoDate } from '../../ports/clock.port'
import { StateStore } from '../../shared/store'
import type { NavigationSignInput } from '../calculators/navigation-sign.calculator'
import { navigationDefaultDates } from '../rules/periods'

export interface NavZone {
  readonly id: string
  readonly capacity: number | null
  /** Reached only through an additional exit. */
  readonly additional: boolean
  readonly exits: readonly string[]
  readonly selected: boolean
  readonly tableSelected: boolean
  readonly visible: boolean
  readonly exit: string | null
}

export interface NavStation {
  readonly id: string
  readonly name: string
  readonly zones: readonly NavZone[]
}

export interface NavigationState {
  readonly stations: readonly NavStation[]
  readonly additionalExits: boolean
  readonly startDate: IsoDate
  readonly endDate: IsoDate
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
  stations: [],
  additionalExits: false,
  ...navigationDefaultDates(today),
})

/**
 * The navigation-sign basket (R-NAV-01..06). R-NAV-04 (open, chosen): with the additional-exits flag off, zones
 * reached only through an additional exit are hidden and unselected; turning it on shows them, unselected.
 */
export class NavigationBasketStore extends StateStore<NavigationState> {
  constructor(private readonly today: IsoDate) {
    super(initial(today))
  }

  /** R-NAV-01 / R-NAV-06: the station joins the basket, without zones whose capacity is null. */
  addStation(source: StationSource): void {
    this.update((s) => {
      if (s.stations.some((x) => x.id === source.id)) return
      const zones = source.zones
        .filter((z) => z.capacity !== null)
        .map((z) => ({
          id: z.id,
          capacity: z.capacity,
          additional: z.additional === true,
          exits: [...z.exits],
          selected: false,
          tableSelected: false,
          visible: z.additional !== true || s.additionalExits,
          exit: null,
        }))
      s.stations.push({ id: source.id, name: source.name, zones })
    })
    this.keepOneTableSelected()
  }

  /** R-NAV-02: selecting a zone picks one exit for it (the first); it becomes the table-selected zone. */
  toggleZone(stationId: string, zoneId: string): void {
    this.update((s) => {
      const zone = s.stations.find((x) => x.id === stationId)?.zones.find((z) => z.id === zoneId)
      if (!zone || !zone.visible) return
      zone.selected = !zone.selected
      zone.exit = zone.selected ? (zone.exits[0] ?? null) : null
      for (const st of s.stations) for (const z of st.zones) z.tableSelected = z === zone
    })
  }

  /** R-NAV-03: exactly one zone is table-selected. */
  selectTableZone(stationId: string, zoneId: string): void {
    this.update((s) => {
      for (const st of s.stations)
        for (const z of st.zones) z.tableSelected = st.id === stationId && z.id === zoneId && z.visible
    })
    this.keepOneTableSelected()
  }

  setAdditionalExits(on: boolean): void {
    this.update((s) => {
      s.additionalExits = on
      for (const st of s.stations)
        for (const z of st.zones) {
          if (!z.additional) continue
          z.visible = on
          if (!on) {
            z.selected = false
            z.exit = null
            z.tableSelected = false
          }
        }
    })
    this.keepOneTableSelected()
  }

  /** R-NAV-05: reset restores the default dates (and empties the basket). */
  reset(): void {
    this.set(initial(this.today))
  }

  setDates(startDate: IsoDate, endDate: IsoDate): void {
    this.update((s) => {
      s.startDate = startDate
      s.endDate = endDate
    })
  }

  toInput(): NavigationSignInput {
    const s = this.getSnapshot()
    return {
      startDate: s.startDate,
      endDate: s.endDate,
      stations: s.stations.map((st) => ({
        id: st.id,
        name: st.name,
        zones: st.zones.map((z) => ({ id: z.id, capacity: z.capacity, selected: z.selected })),
      })),
    }
  }

  private keepOneTableSelected(): void {
    this.update((s) => {
      const visible = s.stations.flatMap((st) => st.zones.filter((z) => z.visible))
      const chosen = visible.filter((z) => z.tableSelected)
      if (chosen.length === 1) return
      for (const st of s.stations) for (const z of st.zones) z.tableSelected = false
      const first = visible[0]
      if (first) first.tableSelected = true
    })
  }
}
