import { err, ok, type Result } from '../shared/result'
import { isAdvertisePlace, type AdvertisePlace } from './advertise-place'
import { stepNotInWizard, unknownPlace, unknownStep, type CampaignInputError } from './campaign.errors'

export const WIZARD_STEPS = [
  'placements',
  'calculator',
  'advertiser',
  'payment',
  'media',
  'printing',
] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

/** Who is looking at the wizard and how they came in. */
export interface WizardContext {
  /**
   * The calculator-first "extra flag" (RULES.md decision 8): the user came from a place's calculator page or
   * the auto-flow. It is not the agency flag.
   */
  readonly fromCalculator: boolean
  readonly isAgency: boolean
  /**
   * The campaign's reservation is confirmed by the manager: a transit-shelter campaign then goes on to its
   * requisites and materials (see visibleSteps). Absent or false before there is a campaign.
   */
  readonly reservationConfirmed?: boolean
}

export { CALCULATOR_FIRST_PLACES } from './calculator-first'

const withFlag = (place: AdvertisePlace): readonly WizardStep[] | null => {
  switch (place) {
    case 'busMonitors':
      return ['placements', 'calculator', 'advertiser', 'media', 'payment']
    case 'transitShelter':
      return ['placements', 'calculator', 'advertiser']
    case 'metroStickers':
    case 'lightBoxes':
      return ['placements', 'calculator', 'advertiser', 'payment', 'media', 'printing']
    case 'metroMonitors':
    case 'monitorsStandalone':
      return ['placements', 'calculator', 'advertiser', 'payment', 'media']
    default:
      return null
  }
}

const withoutFlag = (place: AdvertisePlace): readonly WizardStep[] => {
  switch (place) {
    case 'monitorsStandalone':
    case 'metroMonitors':
    case 'monitorsTram':
      return ['placements', 'advertiser', 'calculator', 'payment', 'media']
    case 'busMonitors':
      return ['placements', 'advertiser', 'calculator', 'media', 'payment']
    case 'turnsTiles':
      return ['placements', 'advertiser', 'calculator', 'payment']
    case 'transitShelter':
      return ['placements', 'advertiser', 'calculator']
    case 'cristalLight':
    case 'cityFormat':
    case 'mediaFacade':
      return ['placements', 'advertiser', 'calculator', 'payment', 'media']
    default:
      return ['placements', 'advertiser', 'calculator', 'payment', 'media', 'printing']
  }
}

/** The full step order of a place (R-WIZ-01 with the extra flag, R-WIZ-02 without). */
export const stepOrder = (
  place: string,
  fromCalculator: boolean,
): Result<readonly WizardStep[], CampaignInputError> => {
  if (!isAdvertisePlace(place)) return err(unknownPlace(place))
  return ok((fromCalculator ? withFlag(place) : null) ?? withoutFlag(place))
}

/**
 * The steps after a transit-shelter campaign's own (R-WIZ-01/02 end it at the calculator or the advertiser):
 * the manager confirms its reservation first (R-ERR-15: 'the invoice will be issued after confirmation'), then
 * it is invoiced and gets its layout like any printed place (issue #47).
 */
const SHELTER_AFTER_CONFIRMATION: readonly WizardStep[] = ['payment', 'media']

/**
 * The steps a viewer sees (R-WIZ-03, open). Choice (issue #47, refining decision 8): every place ends with a
 * way to pay, the agency included, so an agency sees the same steps as an advertiser; its advertiser step asks
 * for the client and its payment step invoices the client's legal entity. A transit-shelter campaign whose
 * reservation the manager confirmed goes on past the spec's order with its requisites and materials.
 */
export const visibleSteps = (
  place: string,
  context: WizardContext,
): Result<readonly WizardStep[], CampaignInputError> => {
  const order = stepOrder(place, context.fromCalculator)
  if (!order.ok || place !== 'transitShelter' || context.reservationConfirmed !== true) return order
  return ok([...order.value, ...SHELTER_AFTER_CONFIRMATION])
}

/** Link targets name the printing step 'poligraphy' (R-LINK-08); both names are accepted. */
export const LINK_STEP_ALIASES: Readonly<Record<string, WizardStep>> = { poligraphy: 'printing' }

const isWizardStep = (value: string): value is WizardStep =>
  (WIZARD_STEPS as readonly string[]).includes(value)

/** The 1-based number of a named step for a place and viewer (R-LINK-08); a step the viewer lacks is an error. */
export const stepNumber = (
  place: string,
  step: string,
  context: WizardContext,
): Result<number, CampaignInputError> => {
  const id = LINK_STEP_ALIASES[step] ?? step
  if (!isWizardStep(id)) return err(unknownStep(step))
  const steps = visibleSteps(place, context)
  if (!steps.ok) return steps
  const index = steps.value.indexOf(id)
  return index < 0 ? err(stepNotInWizard(step, place)) : ok(index + 1)
}

/** The step behind a 1-based number, as the route /calculator/step-{n} names it. */
export const stepAt = (
  place: string,
  number: number,
  context: WizardContext,
): Result<WizardStep, CampaignInputError> => {
  const steps = visibleSteps(place, context)
  if (!steps.ok) return steps
  const step = Number.isInteger(number) ? steps.value[number - 1] : undefined
  return step ? ok(step) : err(unknownStep(number, 'stepNumber'))
}

/** A place needs print when its wizard has the printing step (R-LINK-02, R-LINK-06). */
export const placeNeedsPrint = (place: string, fromCalculator: boolean): boolean => {
  const order = stepOrder(place, fromCalculator)
  return order.ok && order.value.includes('printing')
}
