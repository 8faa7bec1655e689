import { capabilitiesOf } from '../roles/capabilities'
import type { RoleFlags } from '../routing/route.decision'

export type HeaderLinkId = 'newCampaign' | 'campaigns' | 'advertisers' | 'bills'
export type HeaderIconId = 'bell' | 'profile' | 'logout'

export interface HeaderLink {
  readonly id: HeaderLinkId
  readonly label: string
  readonly to: string
  readonly highlighted: boolean
}

export interface HeaderModel {
  readonly logo: { readonly to: '/' }
  readonly left: readonly HeaderLink[]
  readonly right: readonly HeaderIconId[]
}

const LINKS: Readonly<Record<HeaderLinkId, Omit<HeaderLink, 'highlighted'>>> = {
  newCampaign: { id: 'newCampaign', label: 'Новая кампания', to: '/calculator/step-1' },
  campaigns: { id: 'campaigns', label: 'Рекламные кампании', to: '/campaigns' },
  advertisers: { id: 'advertisers', label: 'Рекламодатели', to: '/advertisers' },
  bills: { id: 'bills', label: 'Счета', to: '/bills' },
}

/**
 * The header (cabinet §2): nothing without a token (R-HEAD-01); on the left the logo, the highlighted
 * new-campaign link once the profile has loaded (R-HEAD-03), campaigns, advertisers and bills (R-HEAD-02);
 * on the right bell, profile and logout (R-HEAD-04). An observer keeps campaigns and logout only (R-ROLE-06).
 */
export const headerModel = (
  tokenPresent: boolean,
  profile: RoleFlags | undefined,
): HeaderModel | undefined => {
  if (!tokenPresent) return undefined
  const can = capabilitiesOf(profile)
  const ids: HeaderLinkId[] = [
    ...(can.createsCampaigns ? (['newCampaign'] as const) : []),
    'campaigns',
    ...(can.seesAdvertisers ? (['advertisers'] as const) : []),
    ...(can.seesBills ? (['bills'] as const) : []),
  ]
  const right: HeaderIconId[] = [
    ...(can.seesBell ? (['bell'] as const) : []),
    ...(can.seesProfileIcon ? (['profile'] as const) : []),
    'logout',
  ]
  return {
    logo: { to: '/' },
    left: ids.map((id) => ({ ...LINKS[id], highlighted: id === 'newCampaign' })),
    right,
  }
}

/** The unread notifications as the bell and the mobile menu say them (R-HEAD-05). */
export interface UnreadNotifications {
  /** The control's accessible name: the count is spoken, not only drawn. */
  readonly label: string
  /** The number drawn beside the bell or the menu entry: none when all are read, 99+ beyond 99. */
  readonly badge: string | null
}

/** Choice: the badge stops at 99+ so it keeps its size; the spoken name keeps the exact count. */
export const unreadNotifications = (count: number): UnreadNotifications =>
  count > 0
    ? { label: `Оповещения, непрочитанных: ${count}`, badge: count > 99 ? '99+' : String(count) }
    : { label: 'Оповещения', badge: null }

export type MobileMenuEntry =
  | { readonly kind: 'link'; readonly link: HeaderLink }
  | { readonly kind: 'notifications'; readonly to: '/notifications'; readonly count: number }
  | { readonly kind: 'profile'; readonly to: '/profile' }
  | { readonly kind: 'logout' }

/**
 * R-HEAD-05: the full-screen mobile menu has the header's links plus notifications with their count,
 * profile and logout; an observer has no profile entry (R-ROLE-06) but keeps the notifications route (R-ROLE-05).
 */
export const mobileMenuEntries = (header: HeaderModel, unreadCount: number): MobileMenuEntry[] => [
  ...header.left.map((link): MobileMenuEntry => ({ kind: 'link', link })),
  { kind: 'notifications', to: '/notifications', count: unreadCount },
  ...(header.right.includes('profile') ? [{ kind: 'profile', to: '/profile' } as const] : []),
  { kind: 'logout' },
]
