import type { PlaceCalculator } from '../pricing/place-calculator'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import type { FormControl } from '../pricing/selection/form-controls'
import type { FormInput } from '../pricing/selection/form-input'

/** The wizard's steps (R-WIZ-01/02), the words a place's step order is written in. */
export const WIZARD_STEPS = [
  'placements',
  'calculator',
  'advertiser',
  'payment',
  'media',
  'printing',
] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

/** What a new calculation of a place starts from: the price reference, today and the period it opens on. */
export interface InitialContext {
  readonly reference: PricingReferenceData
  readonly today: string
  /** The first day of the period the form opens on (next month, or the place's own booking window). */
  readonly startDate: string
  /** That day to the last day of its month. */
  readonly month: { readonly startDate: string; readonly endDate: string }
}

/** A place's calculator form: how a calculation starts, reads back and which controls it shows. */
export interface PlaceForm {
  /** The first day a new calculation may open on when later than next month's first (R-PER-04/05). */
  readonly firstStart?: (today: string) => string
  readonly initial: (at: InitialContext) => FormInput
  /** A stored calculation read back: `merged` is the stored one over the defaults. */
  readonly readBack?: (stored: FormInput, merged: FormInput) => FormInput
  /** The controls for the input as it stands; `today` dates what is offered by month. */
  readonly controls: (
    reference: PricingReferenceData,
    input: FormInput,
    today?: string,
  ) => readonly FormControl[]
}

/** A place's wizard (R-WIZ-01 with the calculator-first flag, R-WIZ-02 without; R-WIZ-03 after a confirmation). */
export interface PlaceWizard {
  readonly withFlag?: readonly WizardStep[]
  readonly withoutFlag?: readonly WizardStep[]
  /** Steps added once the manager confirmed the place's reservation (transit shelters, issue #47). */
  readonly afterConfirmation?: readonly WizardStep[]
}

/** An entry of the calculators' catalogue (R-ENT-02) a place is priced in. */
export interface CatalogueEntryName {
  readonly id: string
  readonly name: string
}

/** What a place's creative must be (pricing §3 Format, §9; R-FMT-01): a video of a screen, or a printed sheet. */
export interface PlaceMedia {
  readonly video?: {
    /** How the format is named in the catalogue, before its size. */
    readonly name: string
    readonly width: number
    readonly height: number
    readonly ratio: string
    /** The longest clip, seconds (R-FMT-02: 45; ground transport R-FMT-04: 60). */
    readonly maxDuration: number
    readonly maxAiringsPerDay?: number
  }
  /** Millimetres. */
  readonly printed?: { readonly displayName: string; readonly width: number; readonly height: number }
}

/**
 * A worked example of pricing a place (`<place>.example.json` in its folder): the spec the calc CLI bundles from
 * the registry and prints under `<place> --help`, naming its file there, priced on the day it names.
 */
export interface PlaceExample {
  readonly place: string
  readonly today: string
  readonly input: object
}

/**
 * Everything one place to advertise brings (issue #49 item 2): its name as people read it (R-ENT-06 or ours),
 * its calculator, its form, its wizard steps, its media requirements, the calculators' catalogue entries it
 * appears in and its worked example; its tariff is beside it (`<place>.tariff.ts`). A place is one folder in
 * core/places whose entry file (`index.ts`: `place`, and `tariff` for a place priced from the reference) exports one
 * of these, and one line in core/places/registry.ts.
 */
export interface PlaceModule<Id extends string = string> {
  readonly id: Id
  readonly name: string
  /**
   * Where it stands in every list of places (pricing §1's order): lists sort by it, not by the registry's lines.
   * Tens apart, so that a new place takes a free number between two and renumbers none.
   */
  readonly order: number
  readonly calculator: (title: string) => PlaceCalculator
  /** Absent for a place priced by a manager (the special projects): it has no form. */
  readonly form?: PlaceForm
  readonly wizard?: PlaceWizard
  /** What its creative must be; absent for a place whose creative a manager agrees. */
  readonly media?: PlaceMedia
  /** The catalogue entries pricing it; absent: its own, named as the place; empty: none (a special project). */
  readonly catalogue?: readonly CatalogueEntryName[]
  /** Its worked example for the calc CLI; absent: the CLI has none to show. */
  readonly example?: PlaceExample
}

/** A place module with its id kept literal, so that the registry's ids are a type. */
export const definePlace = <const Id extends string, M extends PlaceModule<Id>>(module: M & { id: Id }): M =>
  module
