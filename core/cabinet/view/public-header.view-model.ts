/**
 * The public site's header (issue #47: the landing's header on every public page), apart from the rest of the
 * public site's words so the first pages a visitor opens (the login above all) carry only these. Addresses are the
 * site's (the cabinet under /app, R-ROUTE-01).
 */
export interface SiteLink {
  readonly label: string
  readonly href: string
  /** Leaves the site (opens in a new tab). */
  readonly external?: true
}

/** The header's left side, the brand leading to the landing, and the name of its links' navigation. */
export const PUBLIC_HEADER = {
  brand: 'Табло',
  homeLabel: 'Табло — на главную',
  navLabel: 'Кабинет',
} as const

/** The header's right side: the two entrances for a visitor, the cabinet for a signed-in user. */
export const publicHeaderLinks = (signedIn: boolean): readonly SiteLink[] =>
  signedIn
    ? [{ label: 'Перейти в кабинет', href: '/app/campaigns' }]
    : [
        { label: 'Малому бизнесу', href: '/app/msb-authorization' },
        { label: 'Войти', href: '/app/login' },
      ]
