import { isStaffProfile, type RoleFlags } from '../routing/route.decision'

/**
 * What a role may see and do in the cabinet (cabinet §6). One place decides it, so the header, the list,
 * the routes and the stores agree. A profile that has not loaded yet grants nothing role-dependent.
 */
export interface Capabilities {
  /** R-ROLE-02, R-ROLE-09: the calculator and the new-campaign link. */
  readonly createsCampaigns: boolean
  /** R-ROLE-05, R-ROLE-06 */
  readonly seesAdvertisers: boolean
  /** R-ROLE-02, R-ROUTE-05: bills once the profile has loaded, never for observers. */
  readonly seesBills: boolean
  /** R-ROLE-06: bell and notification dropdown. */
  readonly seesBell: boolean
  readonly seesProfileIcon: boolean
  /** R-ASYNC-09 */
  readonly pollsNotifications: boolean
  /** R-ROLE-07 */
  readonly loadsPartners: boolean
  /** R-ROLE-08 */
  readonly seesInvoiceLink: boolean
  readonly seesStatsLink: boolean
  /** R-LINK-12 */
  readonly clickableCards: boolean
  /**
   * R-ROLE-05..09, RULES.md decision 13: the media library is the advertiser's own; an observer reads a campaign's
   * creatives and plan as its page shows them, never the library (the server answers 403), so it is not asked.
   */
  readonly readsMediaLibrary: boolean
}

export const capabilitiesOf = (profile: RoleFlags | undefined): Capabilities => {
  const loaded = profile !== undefined
  // Staff (issue #48) use the desk, not the cabinet: none of its calls are theirs (no notifications polled).
  const full = loaded && !profile.isObserver && !isStaffProfile(profile)
  const notObserver = profile?.isObserver !== true
  return {
    createsCampaigns: full,
    seesAdvertisers: notObserver,
    seesBills: full,
    seesBell: notObserver,
    seesProfileIcon: notObserver,
    pollsNotifications: full,
    loadsPartners: full,
    seesInvoiceLink: full,
    seesStatsLink: full,
    clickableCards: notObserver,
    readsMediaLibrary: full,
  }
}

/** R-ROLE-04 (open): the small-business logout target; we chose the small-business landing of Tablo. */
export const MSB_LOGOUT_URL = 'https://msb.tablo.moscow/'

/** R-HEAD-23, R-ROLE-04: where logout leads. An external address starts with https://. */
export const logoutTarget = (profile: RoleFlags | undefined): string =>
  profile?.isMSB ? MSB_LOGOUT_URL : '/'

/** R-ROLE-11 */
export const CHAT_ROLES = ['advertiser', 'manager'] as const
export type ChatRole = (typeof CHAT_ROLES)[number]
export const isChatRole = (value: unknown): value is ChatRole =>
  typeof value === 'string' && (CHAT_ROLES as readonly string[]).includes(value)
