import { isAdvertisePlace, isSpecialProject, type AdvertisePlace } from '../../campaign/advertise-place'
import { CAMPAIGN_NAME_MAX } from '../../campaign/campaign.contract'
import { unknownPlace, type CampaignInputError } from '../../campaign/campaign.errors'
import { stepTitle } from '../../campaign/wizard.titles'
import {
  stepAt,
  stepNumber,
  visibleSteps,
  type WizardContext,
  type WizardStep,
} from '../../campaign/wizard.steps'
import type { Campaign } from '../../contract/campaign.answer'
import { NOT_INVOICEABLE } from '../../documents/invoice.rules'
import { err, ok, type Result } from '../../shared/result'
import { vacancyCheckOf } from '../../booking/vacancy'
import { wizardHref } from '../routing/wizard-href'

/** What the wizard's address says: `/calculator/step-{n}[/{campaignId}]?advertisePlace={place}`. */
export interface WizardAddress {
  readonly step: string
  readonly campaignId?: string
  /** The place: the query's advertisePlace, or the campaign's own once it is loaded. */
  readonly place?: string
}

export interface WizardStepLink {
  readonly number: number
  readonly step: WizardStep
  readonly title: string
  readonly href: string
  readonly state: 'done' | 'current' | 'ahead'
}

export interface WizardView {
  readonly place?: AdvertisePlace
  readonly current: WizardStep
  readonly number: number
  readonly steps: readonly WizardStepLink[]
  readonly next?: string
  readonly back?: string
}

export { wizardHref }

/**
 * Where the wizard stands (R-SCREEN-02, R-SCREEN-03, R-WIZ-01..07): the steps this viewer sees for the place with
 * their titles and links, the current one, and the way on and back. Step 1 is the placements catalogue and needs
 * no place; any later step without a known place, or past the place's last step, is an error the screen answers
 * by going back to step 1.
 */
export const wizardView = (
  address: WizardAddress,
  context: WizardContext,
): Result<WizardView, CampaignInputError> => {
  const number = /^\d{1,2}$/.test(address.step) ? Number(address.step) : NaN
  if (address.place === undefined || address.place === '') {
    if (number !== 1) return err(unknownPlace(address.place ?? ''))
    return ok({
      current: 'placements',
      number: 1,
      steps: [
        {
          number: 1,
          step: 'placements',
          title: stepTitle('placements', ''),
          href: '/calculator/step-1',
          state: 'current',
        },
      ],
    })
  }
  if (!isAdvertisePlace(address.place)) return err(unknownPlace(address.place))
  const place = address.place
  const current = stepAt(place, number, context)
  if (!current.ok) return current
  const all = visibleSteps(place, context)
  if (!all.ok) return all
  const steps = all.value.map((step, i): WizardStepLink => ({
    number: i + 1,
    step,
    title: stepTitle(step, place),
    href: wizardHref(i + 1, place, address.campaignId),
    state: i + 1 < number ? 'done' : i + 1 === number ? 'current' : 'ahead',
  }))
  const next = steps[number]
  const back = steps[number - 2]
  return ok({
    place,
    current: current.value,
    number,
    steps,
    ...(next ? { next: next.href } : {}),
    ...(back ? { back: back.href } : {}),
  })
}

/** A place in the placements catalogue (step 1): its name and whether its calculator is in the wizard yet. */
export interface PlacementEntry {
  readonly place: AdvertisePlace
  readonly title: string
  readonly ready: boolean
}

/**
 * The placements step's catalogue: every place a calculator prices, in listing order (special projects are
 * priced by a manager and have their own request). `ready` lists the places whose calculator the wizard has.
 */
export const placementsCatalogue = (
  calculators: readonly { readonly place: string; readonly title: string }[],
  ready: (place: AdvertisePlace) => boolean,
): PlacementEntry[] =>
  calculators.flatMap((c) =>
    isAdvertisePlace(c.place) && !isSpecialProject(c.place)
      ? [{ place: c.place, title: c.title, ready: ready(c.place) }]
      : [],
  )

/**
 * The special projects (issue #15 item 3): places a manager prices, offered below the catalogue with a request
 * instead of a calculator, in listing order.
 */
export const specialProjectsCatalogue = (
  calculators: readonly { readonly place: string; readonly title: string }[],
): readonly { readonly place: string; readonly title: string }[] =>
  calculators.filter((c) => isSpecialProject(c.place)).map((c) => ({ place: c.place, title: c.title }))

export interface AdvertiserFields {
  readonly name: string
  readonly brandName: string
  readonly partnerId?: string
}

/** Issue #47: an agency books for a client advertiser, and the invoice goes to the client's legal entity. */
export const AGENCY_CLIENT_MISSING = 'Выберите рекламодателя: счёт выставляется на его юридическое лицо'

/**
 * The advertiser step's checks, said per field in Russian before anything is sent: the campaign's name is
 * required and, like the brand, at most CAMPAIGN_NAME_MAX characters (the server's own limits); an agency names
 * the client it books for (issue #47).
 */
export const advertiserErrors = (
  fields: AdvertiserFields,
  viewer: { readonly isAgency: boolean } = { isAgency: false },
): Readonly<Record<string, string>> => {
  const errors: Record<string, string> = {}
  if (fields.name.trim() === '') errors['name'] = 'Укажите название кампании'
  if (viewer.isAgency && !fields.partnerId) errors['partnerId'] = AGENCY_CLIENT_MISSING
  else if (fields.name.length > CAMPAIGN_NAME_MAX) errors['name'] = `Не длиннее ${CAMPAIGN_NAME_MAX} символов`
  if (fields.brandName.length > CAMPAIGN_NAME_MAX)
    errors['brandName'] = `Не длиннее ${CAMPAIGN_NAME_MAX} символов`
  return errors
}

/** The campaign body the wizard saves (POST or PUT {place}[/{id}], R-API-10). */
export const campaignBody = (fields: AdvertiserFields, calculation: unknown) => ({
  name: fields.name.trim(),
  ...(fields.brandName.trim() ? { brandName: fields.brandName.trim() } : {}),
  ...(fields.partnerId ? { partners: [fields.partnerId] } : {}),
  calculation,
})

/**
 * Where the catalogue offers to go on (issue #15 item 1: a second tab resumes where the user was): the last step
 * of the draft of another step than the catalogue, named by the campaign's name or the place's.
 */
export const resumeLink = (
  draft: { readonly at?: string; readonly place?: string; readonly name: string },
  placeTitle: (place: string) => string | undefined,
): { readonly href: string; readonly label: string } | undefined => {
  if (!draft.at || !draft.place || !/^\/calculator\/step-(?!1(?:$|[?/]))\d+/.test(draft.at)) return undefined
  const title = draft.name.trim() || placeTitle(draft.place) || draft.place
  return { href: draft.at, label: `Продолжить: «${title}»` }
}

/**
 * Issue #15 item 1: leaving the wizard with changes the server has not been told asks first. A move between the
 * wizard's own steps does not (every step keeps the draft); any other cabinet path does. `to` is the path inside
 * the cabinet (under /app), with its query if any. Leaving the site is the browser's own prompt (beforeunload).
 */
export const asksBeforeLeaving = (draft: { readonly unsaved: boolean }, to: string): boolean =>
  draft.unsaved && !/^\/calculator(?:[/?#]|$)/.test(to)

/**
 * Cabinet §7 checkVacantStickers / checkVacantBoxes: a saved sticker or light-box campaign is checked for places
 * another campaign has taken (a hold can lapse) on the steps that commit money: payment and printing.
 */
export const checksVacancy = (view: Pick<WizardView, 'current' | 'place'>, campaignId?: string): boolean =>
  campaignId !== undefined &&
  view.place !== undefined &&
  vacancyCheckOf(view.place) !== undefined &&
  (view.current === 'payment' || view.current === 'printing')

/**
 * Where a campaign is invoiced (issue #47: every place ends with a way to pay): its payment step, while it is
 * not paid, not over, and its wizard has that step now — a transit-shelter campaign only once the manager has
 * confirmed its reservation. Undefined otherwise.
 */
export const paymentStepLink = (
  campaign: Pick<Campaign, '_id' | 'advertisePlace' | 'state' | 'paymentState' | 'reservationStatus'>,
  viewer: { readonly isAgency: boolean; readonly isObserver: boolean },
): string | undefined => {
  if (viewer.isObserver || campaign.paymentState._id === 'paid') return undefined
  if (NOT_INVOICEABLE.includes(campaign.state._id)) return undefined
  const n = stepNumber(campaign.advertisePlace, 'payment', {
    fromCalculator: false,
    isAgency: viewer.isAgency,
    reservationConfirmed: campaign.reservationStatus._id === 'confirmed',
  })
  return n.ok ? wizardHref(n.value, campaign.advertisePlace, campaign._id) : undefined
}
