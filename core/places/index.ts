import type { PlaceCalculator } from '../pricing/place-calculator'
import { busMonitors } from './bus-monitors/bus-monitors.place'
import { cityFormat } from './city-format/city-format.place'
import { cityFormatGroup } from './city-format-group/city-format-group.place'
import { cityFormatStandalone } from './city-format-standalone/city-format-standalone.place'
import { cristalLight } from './cristal-light/cristal-light.place'
import { groundTransportation } from './ground-transportation/ground-transportation.place'
import { groundTransportationTram } from './ground-transportation-tram/ground-transportation-tram.place'
import { lightBoxes } from './light-boxes/light-boxes.place'
import { mediaFacade } from './media-facade/media-facade.place'
import { metroMonitors } from './metro-monitors/metro-monitors.place'
import { metroStickers } from './metro-stickers/metro-stickers.place'
import { monitorsStandalone } from './monitors-standalone/monitors-standalone.place'
import { monitorsTram } from './monitors-tram/monitors-tram.place'
import { navigationSign } from './navigation-sign/navigation-sign.place'
import type { PlaceForm, PlaceModule } from './place-module'
import {
  beautySalonMonitors,
  escalatorSteps,
  nonStandart,
  pointersStandart,
} from './special-projects/special-project.place'
import { transitShelter } from './transit-shelter/transit-shelter.place'
import { turnsTiles } from './turns-tiles/turns-tiles.place'

/**
 * The places the product prices, one line each, in listing order (pricing §1): the one registry the calculators,
 * the forms, the wizard's steps, the calculators' catalogue and the place names read. A new place is a folder
 * beside these exporting its PlaceModule, and one line here.
 */
export const PLACES = [
  metroMonitors,
  metroStickers,
  lightBoxes,
  cristalLight,
  transitShelter,
  navigationSign,
  monitorsStandalone,
  monitorsTram,
  busMonitors,
  groundTransportation,
  groundTransportationTram,
  cityFormat,
  cityFormatStandalone,
  cityFormatGroup,
  turnsTiles,
  mediaFacade,
  nonStandart,
  escalatorSteps,
  pointersStandart,
  beautySalonMonitors,
] as const

type Registered = (typeof PLACES)[number]
/** A place the registry knows. */
export type PlaceId = Registered['id']
/** A place with a calculator form (every place but the special projects). */
export type FormPlace = Extract<Registered, { form: PlaceForm }>['id']

const BY_ID: ReadonlyMap<string, PlaceModule> = new Map(PLACES.map((p) => [p.id, p]))

/** The module of a place, or undefined for a place the registry does not know (one a manager prices). */
export const placeModule = (place: string): PlaceModule | undefined => BY_ID.get(place)

/** The places with a form, in listing order. */
export const FORM_PLACES = PLACES.filter((p) => 'form' in p).map((p) => p.id) as readonly FormPlace[]

/** The form of a place that has one. */
export const placeForm = (place: FormPlace): PlaceForm => {
  const form = BY_ID.get(place)?.form
  if (!form) throw new Error(`no form for place ${place}`)
  return form
}

/** One instance of every place's calculator, in listing order, titled by its place's name. */
export const placeCalculators = (): PlaceCalculator[] => PLACES.map((p) => p.calculator(p.name))
