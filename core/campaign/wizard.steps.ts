import { err, ok, type Result } from '../shared/result'
import { isAdvertisePlace } from './advertise-place'
import { placeModule } from '../places'
import { WIZARD_STEPS, type WizardStep } from '../places/place-module'
import { stepNotInWizard, unknownPlace, unknownStep, type CampaignInputError } from './campaign.errors'

export { WIZARD_STEPS, type WizardStep } from '../places/place-module'

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

/** Every step, calculator after the advertiser (R-WIZ-02): the order of a place that names none of its own. */
const ALL_STEPS: readonly WizardStep[] = [
  'placements',
  'advertiser',
  'calculator',
  'payment',
  'media',
  'printing',
]

/** The full step order of a place (R-WIZ-01 with the extra flag, R-WIZ-02 without). */
export const stepOrder = (
  place: string,
  fromCalculator: boolean,
): Result<readonly WizardStep[], CampaignInputError> => {
  if (!isAdvertisePlace(place)) return err(unknownPlace(place))
  const wizard = placeModule(place)?.wizard
  return ok((fromCalculator ? wizard?.withFlag : undefined) ?? wizard?.withoutFlag ?? ALL_STEPS)
}

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
  const after = placeModule(place)?.wizard?.afterConfirmation
  if (!order.ok || after === undefined || context.reservationConfirmed !== true) return order
  return ok([...order.value, ...after])
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
