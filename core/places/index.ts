import type { PlaceCalculator } from '../pricing/place-calculator'
import type { PlaceForm, PlaceModule } from './place-module'
import * as REGISTRY from './registry'

type Registered = (typeof REGISTRY)[keyof typeof REGISTRY]['place']

/**
 * The places the product prices, in listing order (each module's `order`, pricing §1): the one list the
 * calculators, the forms, the wizard's steps, the calculators' catalogue and the place names read. It is made from
 * the registry (./registry.ts): a new place is a folder beside these with its entry file, and one line there.
 */
export const PLACES: readonly Registered[] = Object.values(REGISTRY)
  .map((entry) => entry.place as Registered)
  .sort((a, b) => a.order - b.order)

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
