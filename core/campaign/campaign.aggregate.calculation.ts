import type { BusMonitorsInput } from '../places/bus-monitors/bus-monitors.calculator'
import type { CityFormatGroupInput } from '../places/city-format-group/city-format-group.calculator'
import type { GroundInput } from '../places/kinds/ground.calculator'
import type { MetroMonitorsInput } from '../places/metro-monitors/metro-monitors.calculator'
import type { MetroStickersInput } from '../places/metro-stickers/metro-stickers.calculator'
import type { MonitorsTramInput } from '../places/monitors-tram/monitors-tram.calculator'
import type { MonthlyUnitsInput } from '../places/kinds/monthly-units.calculator'
import type { NavigationSignInput } from '../places/navigation-sign/navigation-sign.calculator'
import type { ScreenAiringsInput } from '../places/kinds/screen-airings.calculator'
import type { TransitShelterInput } from '../places/transit-shelter/transit-shelter.calculator'
import type { AdvertisePlace } from './advertise-place'

/**
 * The calculator input each priced place keeps as its campaign's calculation (core/pricing/calculators,
 * all-calculators.ts): the canonical form the server priced, so the campaign is priced again from it alike.
 */
export interface CalculationByPlace {
  readonly metroMonitors: MetroMonitorsInput
  readonly metroStickers: MetroStickersInput
  readonly lightBoxes: MonthlyUnitsInput
  readonly cristalLight: MonthlyUnitsInput
  readonly turnsTiles: MonthlyUnitsInput
  readonly transitShelter: TransitShelterInput
  readonly navigationSign: NavigationSignInput
  readonly monitorsStandalone: ScreenAiringsInput
  readonly cityFormat: ScreenAiringsInput
  readonly cityFormatStandalone: ScreenAiringsInput
  readonly mediaFacade: ScreenAiringsInput
  readonly monitorsTram: MonitorsTramInput
  readonly busMonitors: BusMonitorsInput
  readonly groundTransportation: GroundInput
  readonly groundTransportationTram: GroundInput
  readonly cityFormatGroup: CityFormatGroupInput
}

/** The places priced by a calculator of their own, as a list (a unit test holds it to all-calculators.ts). */
export const CALCULATED_PLACES = [
  'metroMonitors',
  'metroStickers',
  'lightBoxes',
  'cristalLight',
  'turnsTiles',
  'transitShelter',
  'navigationSign',
  'monitorsStandalone',
  'cityFormat',
  'cityFormatStandalone',
  'mediaFacade',
  'monitorsTram',
  'busMonitors',
  'groundTransportation',
  'groundTransportationTram',
  'cityFormatGroup',
] as const satisfies readonly (keyof CalculationByPlace)[]

/** What a place's calculation holds: its calculator's input, or for a place priced by a manager, what was sent. */
export type CalculationOf<P extends AdvertisePlace> = P extends keyof CalculationByPlace
  ? CalculationByPlace[P]
  : Readonly<Record<string, unknown>>

/**
 * A campaign's place with its calculation, discriminated by the place: `if (c.place === 'metroMonitors')`
 * narrows `c.input` to the metro monitors' calculator input. Issue #49 item 1.
 */
export type PlaceCalculation = {
  readonly [P in AdvertisePlace]: { readonly place: P; readonly input: CalculationOf<P> }
}[AdvertisePlace]

/**
 * The place and calculation as one value. The input is the canonical form the server priced and stored, so it is
 * trusted as its place's input (a stored calculation the calculators would refuse is a fault of the data); a
 * calculation that is not an object at all reads as an empty one.
 */
export const placeCalculation = (place: AdvertisePlace, input: unknown): PlaceCalculation =>
  ({
    place,
    input: typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {},
  }) as PlaceCalculation

/** The calculation as a plain record, as the wire and the stored row carry it. */
export const calculationRecord = (c: PlaceCalculation): Readonly<Record<string, unknown>> =>
  c.input as Readonly<Record<string, unknown>>
