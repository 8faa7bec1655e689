import { ADVERTISER_INVOICED } from '../../shared/messages'
import { isEditable } from '../../campaign/campaign-state.sets'
import type { Partner } from '../../contract/cabinet.answer'
import type { Campaign } from '../../contract/campaign.answer'
import { partnerBrandLines } from './campaign-card.view-model'

/** The choice that books a campaign for the account itself, not for one of its partners. */
export const OWN_COMPANY = { id: '', label: 'Моя компания' } as const

/** Why a campaign sent to moderation keeps its advertiser. */
export const ADVERTISER_FIXED =
  'Рекламодателя можно сменить, пока кампания — черновик или отклонена и счёт на неё ещё не выставлен'

/** Said where a campaign names a partner the profile no longer lists (deleted since). */
export const PARTNER_GONE = 'Рекламодатель удалён из профиля'

export interface AdvertiserChoice {
  /** The partner's id; OWN_COMPANY.id for the account itself. */
  readonly id: string
  readonly label: string
}

/**
 * Whom a campaign may be booked for (the wizard's advertiser step and the campaign page): the account itself, then
 * each partner of the profile as «name — brand». An agency books for a client only (issue #47: the invoice goes to
 * the client's legal entity), so it is not offered itself.
 */
export const advertiserChoices = (
  partners: readonly Pick<Partner, '_id' | 'name' | 'brand'>[],
  isAgency: boolean,
): readonly AdvertiserChoice[] => [
  ...(isAgency ? [] : [OWN_COMPANY]),
  ...partners.map((p) => ({ id: p._id, label: `${p.name} — ${p.brand}` })),
]

export interface CampaignAdvertiserView {
  /** An observer is not shown it (R-ROLE-07: its cabinet loads no partner list). */
  readonly shown: boolean
  /** Whom it is booked for, a line each (R-LIST-18's name/brand); the account itself when it names no partner. */
  readonly lines: readonly string[]
  /**
   * Whether it may be booked for another advertiser now: editable and not invoiced (on the server,
   * CampaignAggregate.advertiserChangeable), with another advertiser to choose.
   */
  readonly changeable: boolean
  /** The choices when changeable, `selected` the current one. */
  readonly choices: readonly AdvertiserChoice[]
  readonly selected: string
  /** Why it cannot change now, or that the profile has no advertiser to book it for. */
  readonly note: string | undefined
  /** The profile has no partner yet: the way is to add one on the advertisers page. */
  readonly needsPartners: boolean
}

/** Said where a campaign could be booked for another advertiser, but the profile has none. */
export const NO_OTHER_ADVERTISER = 'Другого рекламодателя для этой кампании в кабинете пока нет.'

/**
 * Why a saved campaign's advertiser cannot change now (the server's CampaignAggregate.advertiserChangeable): sent
 * on from its draft or rejection, or invoiced to its advertiser's requisites. Undefined while it may change.
 */
export const advertiserFixedReason = (
  campaign: Pick<Campaign, 'state' | 'isGotInvoices' | 'invoices'>,
): string | undefined =>
  !isEditable(campaign.state._id)
    ? ADVERTISER_FIXED
    : campaign.isGotInvoices === true || (campaign.invoices?.invoiceIds?.length ?? 0) > 0
      ? ADVERTISER_INVOICED
      : undefined

/**
 * The campaign page's «Рекламодатель» section (R-API-12, the partners half): whom the campaign is booked for and,
 * while it is editable and not invoiced, the other advertisers it may be booked for. The server decides the same
 * (a refusal there is said as it is); this view only spares the user a press that would be refused.
 */
export const campaignAdvertiserView = (
  campaign: Pick<Campaign, 'state' | 'partners' | 'isGotInvoices' | 'invoices'>,
  partners: readonly Pick<Partner, '_id' | 'name' | 'brand'>[],
  viewer: { readonly isObserver: boolean; readonly isAgency: boolean },
): CampaignAdvertiserView => {
  const named = partners.filter((p) => campaign.partners.includes(p._id))
  const gone = campaign.partners.some((id) => !partners.some((p) => p._id === id))
  const lines =
    campaign.partners.length === 0
      ? [OWN_COMPANY.label]
      : [...partnerBrandLines(named), ...(gone ? [PARTNER_GONE] : [])]
  const selected = campaign.partners[0] ?? OWN_COMPANY.id
  const fixed = advertiserFixedReason(campaign)
  const open = !viewer.isObserver && fixed === undefined
  const choices = open ? advertiserChoices(partners, viewer.isAgency) : []
  // Another choice than the current one, or a second partner an older change left to drop.
  const changeable = choices.some((c) => c.id !== selected) || (open && campaign.partners.length > 1)
  const needsPartners = open && partners.length === 0
  return {
    shown: !viewer.isObserver,
    lines,
    changeable,
    choices: changeable ? choices : [],
    selected,
    note: fixed ?? (needsPartners ? NO_OTHER_ADVERTISER : undefined),
    needsPartners,
  }
}

/** The partner a choice books the campaign for: none for the account itself. */
export const partnerOfChoice = (id: string): string | undefined => (id === OWN_COMPANY.id ? undefined : id)
