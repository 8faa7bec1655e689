import type { NavigationSignInput } from '../../places/navigation-sign/navigation-sign.calculator'
import { tariffFor } from '../../places/navigation-sign/navigation-sign.calculator'
import type { NavigationStation, PricingReferenceData } from '../reference/pricing-reference.schema'
import type { FormInput } from './form-input'

/**
 * The navigation-sign calculator (R-SCREEN-64) as the wizard's form edits it: the input's stations and zones,
 * changed by the rules R-NAV-01..06 against the stations of the price list. Each change gives a new input.
 */

type InputStation = NavigationSignInput['stations'][number]
type InputZone = InputStation['zones'][number]

/** One zone as the form shows it. */
export interface NavigationZoneRow {
  readonly id: string
  readonly name: string
  readonly capacity: number
  readonly additional: boolean
  readonly exits: readonly string[]
  readonly selected: boolean
  readonly exit: string | null
}

/** One chosen station as the form shows it, with the tariff its chosen zones give. */
export interface NavigationStationRow {
  readonly id: string
  readonly name: string
  readonly zones: readonly NavigationZoneRow[]
  readonly chosen: number
  /** R-NAV-07: 3 below four chosen zones, 7 from four; null while none is chosen. */
  readonly tariff: 3 | 7 | null
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** The input's stations, whatever a stored draft holds (anything else is left out). */
export const stationsOf = (input: FormInput): InputStation[] =>
  (Array.isArray(input['stations']) ? input['stations'] : []).filter(
    (s): s is InputStation => isRecord(s) && typeof s['id'] === 'string' && Array.isArray(s['zones']),
  )

/** The stations the price list sells zones at. */
export const navigationStations = (reference: PricingReferenceData): readonly NavigationStation[] =>
  reference.tariffs.navigationSign.stations ?? []

/** The stations a form chooses from: the price list's (`navigationStations`), or any other list of them. */
export type NavigationCatalogue = readonly NavigationStation[]

const stationIn = (catalogue: NavigationCatalogue, id: string): NavigationStation | undefined =>
  catalogue.find((s) => s.id === id)

/**
 * R-NAV-04 as chosen: whether zones behind an additional exit are offered. The input's flag, or, for a draft that
 * has none, whether one of them is chosen (so a restored choice is never hidden).
 */
export const additionalExitsOn = (input: FormInput, catalogue: NavigationCatalogue): boolean => {
  if (typeof input['additionalExits'] === 'boolean') return input['additionalExits']
  return stationsOf(input).some((s) =>
    s.zones.some(
      (z) => z.selected && stationIn(catalogue, s.id)?.zones.find((r) => r.id === z.id)?.additional,
    ),
  )
}

/** R-NAV-01, R-NAV-06: the station joins the form with its sold zones, none chosen; twice is once. */
export const addNavigationStation = (
  input: FormInput,
  catalogue: NavigationCatalogue,
  stationId: string,
): FormInput => {
  const station = stationIn(catalogue, stationId)
  const stations = stationsOf(input)
  if (!station || stations.some((s) => s.id === stationId)) return input
  const zones: InputZone[] = station.zones
    .filter((z) => z.capacity !== null)
    .map((z) => ({ id: z.id, capacity: z.capacity, selected: false }))
  return { ...input, stations: [...stations, { id: station.id, name: station.name, zones }] }
}

export const removeNavigationStation = (input: FormInput, stationId: string): FormInput => ({
  ...input,
  stations: stationsOf(input).filter((s) => s.id !== stationId),
})

const withZone = (
  input: FormInput,
  stationId: string,
  zoneId: string,
  change: (zone: InputZone) => InputZone,
): FormInput => ({
  ...input,
  stations: stationsOf(input).map((s) =>
    s.id !== stationId ? s : { ...s, zones: s.zones.map((z) => (z.id === zoneId ? change(z) : z)) },
  ),
})

/**
 * R-NAV-02: choosing a zone points its sign to the zone's first exit; giving it back drops the exit. A zone behind
 * an additional exit is not chosen while additional exits are off.
 */
export const toggleNavigationZone = (
  input: FormInput,
  catalogue: NavigationCatalogue,
  stationId: string,
  zoneId: string,
): FormInput => {
  const zone = stationIn(catalogue, stationId)?.zones.find((z) => z.id === zoneId)
  if (!zone || zone.capacity === null) return input
  if (zone.additional && !additionalExitsOn(input, catalogue)) return input
  return withZone(input, stationId, zoneId, ({ exit: _exit, ...z }) =>
    z.selected
      ? { ...z, selected: false }
      : { ...z, selected: true, ...(zone.exits[0] !== undefined ? { exit: zone.exits[0] } : {}) },
  )
}

/** The exit a chosen zone's sign points to (one of the zone's own). */
export const setNavigationExit = (
  input: FormInput,
  catalogue: NavigationCatalogue,
  stationId: string,
  zoneId: string,
  exit: string,
): FormInput => {
  const zone = stationIn(catalogue, stationId)?.zones.find((z) => z.id === zoneId)
  if (!zone?.exits.includes(exit)) return input
  return withZone(input, stationId, zoneId, (z) => (z.selected ? { ...z, exit } : z))
}

/** R-NAV-04 as chosen: turning additional exits off gives back every zone behind one. */
export const setAdditionalExits = (
  input: FormInput,
  catalogue: NavigationCatalogue,
  on: boolean,
): FormInput => ({
  ...input,
  additionalExits: on,
  stations: stationsOf(input).map((s) => {
    if (on) return s
    const additional = new Set(
      stationIn(catalogue, s.id)
        ?.zones.filter((z) => z.additional)
        .map((z) => z.id),
    )
    return {
      ...s,
      zones: s.zones.map(({ exit, ...z }) =>
        additional.has(z.id) ? { ...z, selected: false } : { ...z, ...(exit !== undefined ? { exit } : {}) },
      ),
    }
  }),
})

/** The chosen stations as the form shows them: the zones offered now, each with its choice and exit. */
export const navigationRows = (
  input: FormInput,
  catalogue: NavigationCatalogue,
): readonly NavigationStationRow[] => {
  const additional = additionalExitsOn(input, catalogue)
  return stationsOf(input).map((s) => {
    const known = stationIn(catalogue, s.id)
    const zones: NavigationZoneRow[] = (known?.zones ?? [])
      .filter((z) => z.capacity !== null && (additional || !z.additional))
      .map((z) => {
        const chosen = s.zones.find((c) => c.id === z.id)
        return {
          id: z.id,
          name: z.name,
          capacity: z.capacity ?? 0,
          additional: z.additional,
          exits: z.exits,
          selected: chosen?.selected === true,
          exit: chosen?.selected ? (chosen.exit ?? null) : null,
        }
      })
    const chosen = zones.filter((z) => z.selected).length
    return {
      id: s.id,
      name: known?.name ?? s.name ?? s.id,
      zones,
      chosen,
      tariff: chosen === 0 ? null : tariffFor(chosen),
    }
  })
}
