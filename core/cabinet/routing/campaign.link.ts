import { domainError } from '../../shared/domain-error'
import { err, ok, type Result } from '../../shared/result'
import { isAdvertisePlace, isSpecialProject } from '../../campaign/advertise-place'
import type { Campaign } from '../../contract/campaign.answer'
import { unknownPlace, unknownState, type CampaignInputError } from '../../campaign/campaign.errors'
import { isCampaignState } from '../../campaign/campaign-state'
import { isOnModeration, isRejected, WIZARD_OPEN_STATES } from '../../campaign/campaign-state.sets'
import { placeNeedsPrint, stepNumber, type WizardStep } from '../../campaign/wizard.steps'

/** What a link depends on besides the campaign itself (R-LINK-*). */
export interface CampaignLinkContext {
  /** Observers get non-clickable cards (R-LINK-12). */
  readonly isObserver: boolean
  /** The viewer's agency flag; when absent the campaign's own isAgency is used (R-LINK-08). */
  readonly isAgency?: boolean
  /** The per-campaign local flag of R-ENT-13 (R-LINK-05). */
  readonly typographyInvoiceDownloaded: boolean
  /** The calculator-first extra flag (RULES.md decision 8); false for a click in the campaign list. */
  readonly fromCalculator?: boolean
}

export type CampaignLinkInput = Pick<
  Campaign,
  | '_id'
  | 'advertisePlace'
  | 'state'
  | 'paymentState'
  | 'reservationStatus'
  | 'partners'
  | 'brandName'
  | 'advertiser'
  | 'invoices'
  | 'isGotInvoices'
  | 'isPaid'
  | 'isUploaded'
  | 'isAgency'
  | 'gotTypographyOrder'
  | 'typographyOrder'
  | 'parentProlongation'
>

/** Paid: the flag, or a payment state of paid or partially paid (any payment received counts). */
const isPaid = (c: CampaignLinkInput): boolean =>
  c.isPaid === true || c.paymentState?._id === 'paid' || c.paymentState?._id === 'partiallyPaid'
const isInvoiced = (c: CampaignLinkInput): boolean =>
  c.isGotInvoices === true || (c.invoices?.invoiceIds?.length ?? 0) > 0
const hasLegalEntity = (c: CampaignLinkInput): boolean => c.advertiser?.legalEntity != null
const hasTypographyOrder = (c: CampaignLinkInput): boolean =>
  c.gotTypographyOrder === true || (c.typographyOrder !== undefined && c.typographyOrder !== null)
const isProlongation = (c: CampaignLinkInput): boolean =>
  typeof c.parentProlongation === 'string' && c.parentProlongation !== ''

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
/** encodeURIComponent throws on a lone surrogate; wire text is made well-formed first so links never throw. */
const encode = (text: string): string => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'))

const campaignPage = (c: CampaignLinkInput): string => `/campaigns/${encode(c._id)}`

/**
 * A link to a named wizard step of the campaign (R-LINK-08). Choice: when the viewer's wizard has no such
 * step (turnsTiles has no media step, an agency sees no payment step), the link is the campaign page.
 */
const stepLink = (c: CampaignLinkInput, step: WizardStep, ctx: CampaignLinkContext): string => {
  const n = stepNumber(c.advertisePlace, step, {
    fromCalculator: ctx.fromCalculator ?? false,
    isAgency: ctx.isAgency ?? c.isAgency ?? false,
  })
  return n.ok ? `/calculator/step-${n.value}/${encode(c._id)}` : campaignPage(c)
}

const transitShelterLink = (c: CampaignLinkInput): string => {
  const query = [
    ['advertisePlace', 'transitShelter'],
    ['partner', c.partners?.[0] ?? ''],
    ['brand', c.brandName ?? ''],
    ['campaignId', c._id],
  ]
    .map(([k, v]) => `${k}=${encode(String(v ?? ''))}`)
    .join('&')
  return `/calculator/step-3?${query}`
}

/**
 * Where a click on a campaign leads, or null for no link; unknown place or state ids are typed errors.
 * Rules are applied in this order (the order settles the open overlaps):
 * observers (R-LINK-12), special projects (R-LINK-11), transit shelters whatever their state (R-LINK-09/10),
 * then by state: draft/booked/cancellation (R-LINK-03 for bus monitors, which overrides R-LINK-01/02),
 * rejected (R-LINK-04), approved or on moderation (R-LINK-05/06), anything else the campaign page (R-LINK-07).
 */
export const resolveCampaignLink = (
  c: CampaignLinkInput,
  ctx: CampaignLinkContext,
): Result<string | null, CampaignInputError> => {
  if (ctx.isObserver) return ok(null)
  if (typeof c._id !== 'string' || c._id === '')
    return err(domainError('invalidId', 'Кампания без идентификатора', '_id') as CampaignInputError)
  if (typeof c.advertisePlace === 'string' && isSpecialProject(c.advertisePlace)) return ok(null)
  if (!isAdvertisePlace(c.advertisePlace)) return err(unknownPlace(c.advertisePlace))
  const state = c.state?._id
  if (!isCampaignState(state)) return err(unknownState(state, 'state._id'))
  const place = c.advertisePlace
  if (place === 'transitShelter')
    return ok(c.reservationStatus?._id === 'confirmed' ? null : transitShelterLink(c))

  if (WIZARD_OPEN_STATES.includes(state)) {
    if (place === 'busMonitors')
      return ok(stepLink(c, !hasLegalEntity(c) || isInvoiced(c) ? 'media' : 'payment', ctx))
    if (isPaid(c) || isInvoiced(c)) return ok(stepLink(c, 'media', ctx))
    const needsPrint = placeNeedsPrint(place, ctx.fromCalculator ?? false)
    return ok(stepLink(c, needsPrint && c.isUploaded === true ? 'printing' : 'payment', ctx))
  }
  if (isRejected(state)) return ok(stepLink(c, 'media', ctx))
  if (state === 'approved' || isOnModeration(state)) {
    if (ctx.typographyInvoiceDownloaded || hasTypographyOrder(c) || isProlongation(c))
      return ok(campaignPage(c))
    return ok(
      placeNeedsPrint(place, ctx.fromCalculator ?? false) ? stepLink(c, 'printing', ctx) : campaignPage(c),
    )
  }
  return ok(campaignPage(c))
}

/** The total link function the UI uses: any bad input gives no link rather than a wrong one. */
export const campaignLink = (c: CampaignLinkInput, ctx: CampaignLinkContext): string | null => {
  const r = resolveCampaignLink(c, ctx)
  return r.ok ? r.value : null
}
