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
import { placeModule } from '../../places'
import { applicationOffer } from '../stores/application.store'
import { acceptsImage, acceptsVideo } from '../../media/creative-check'

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
  /**
   * The steps the place's wizard opens only once the manager confirmed the reservation (a transit-shelter
   * campaign's invoice and layout, issue #47), while it is not confirmed; said on its last step.
   */
  readonly afterConfirmation?: readonly string[]
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
  const later =
    context.reservationConfirmed === true ? undefined : placeModule(place)?.wizard?.afterConfirmation
  return ok({
    place,
    current: current.value,
    number,
    steps,
    ...(next ? { next: next.href } : {}),
    ...(back ? { back: back.href } : {}),
    ...(later?.length ? { afterConfirmation: later.map((step) => stepTitle(step, place)) } : {}),
  })
}

/**
 * Said on the last step of a wizard whose further steps wait for the manager (R-ERR-15, open wording): what
 * happens next and which steps open then, by their titles.
 */
export const afterConfirmationNote = (titles: readonly string[]): string =>
  `Дальше кампания уходит менеджеру на проверку. После подтверждения бронирования здесь откроются шаги ${titles
    .map((t) => `«${t}»`)
    .join(' и ')}: вы получите счёт и загрузите макет.`

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
  draft: {
    readonly at?: string
    readonly place?: string
    readonly name: string
    readonly campaignId?: string
    readonly fromCalculator?: boolean
  },
  placeTitle: (place: string) => string | undefined,
): { readonly href: string; readonly label: string } | undefined => {
  const step = draft.at && /^\/calculator\/step-(\d+)(?:\/([^/?#]+))?/.exec(draft.at)
  if (!step || !draft.at || !draft.place || step[1] === '1') return undefined
  const title = draft.name.trim() || placeTitle(draft.place) || draft.place
  const label = `Продолжить: «${title}»`
  // A step the place's wizard has whatever the campaign's reservation: the draft goes on where it was.
  const steps = visibleSteps(draft.place, { fromCalculator: draft.fromCalculator === true, isAgency: false })
  if (steps.ok && Number(step[1]) <= steps.value.length) return { href: draft.at, label }
  // One it has only after the manager's confirmation (a shelter's invoice and layout) or not at all would send
  // the user back here (issue: a loop): the campaign's page says where it stands and leads on from there.
  const campaignId = step[2] ? decodeURIComponent(step[2]) : draft.campaignId
  return campaignId ? { href: `/campaigns/${encodeURIComponent(campaignId)}`, label } : undefined
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

/** What the campaign page offers about a draft's missing material (the layout or clip moderation needs). */
export type MaterialStep =
  /** Its wizard's upload step, and the words of the link. */
  | { readonly kind: 'upload'; readonly href: string; readonly label: string }
  /** Its wizard opens the upload step only once the manager confirmed the reservation; what to do meanwhile. */
  | { readonly kind: 'afterConfirmation'; readonly note: string }

/** R-ERR-15 (open wording): a shelter campaign's layout and invoice wait for the manager's confirmation. */
export const MATERIAL_AFTER_CONFIRMATION =
  'Макет можно будет загрузить после того, как менеджер подтвердит бронирование: тогда же будет выставлен счёт. ' +
  'Контакты менеджера — в разделе «Профиль».'

const uploadLabel = (place: AdvertisePlace): string =>
  acceptsVideo(place) && acceptsImage(place)
    ? 'Загрузить материал'
    : acceptsVideo(place)
      ? 'Загрузить видеоролик'
      : 'Загрузить макет'

/**
 * The way to a draft's material (walk defect 2): a draft that cannot go to moderation for want of its creative
 * (applicationOffer) leads to its wizard's upload step ('media'). Choice for a transit-shelter campaign: its
 * wizard has that step only once the manager confirmed the reservation (R-WIZ-01/02 end it at the calculator;
 * issue #47 adds the invoice and the layout after confirmation), so until then the page says so instead of a
 * link. Nothing for an observer, a campaign that is not a draft or has its material.
 */
export const materialStep = (
  campaign: Pick<Campaign, '_id' | 'advertisePlace' | 'state' | 'reservationStatus' | 'advertiser'>,
  viewer: { readonly isAgency: boolean; readonly isObserver: boolean },
): MaterialStep | undefined => {
  if (viewer.isObserver || applicationOffer(campaign).kind !== 'missing') return undefined
  const place = campaign.advertisePlace
  const confirmed = campaign.reservationStatus._id === 'confirmed'
  const n = stepNumber(place, 'media', {
    fromCalculator: false,
    isAgency: viewer.isAgency,
    reservationConfirmed: confirmed,
  })
  if (n.ok)
    return { kind: 'upload', href: wizardHref(n.value, place, campaign._id), label: uploadLabel(place) }
  const later = placeModule(place)?.wizard?.afterConfirmation ?? []
  return !confirmed && later.includes('media')
    ? { kind: 'afterConfirmation', note: MATERIAL_AFTER_CONFIRMATION }
    : undefined
}
