/** The frame around every cabinet page: title, dialogs, footer (R-HEAD-13, R-HEAD-19..22). */

/** R-HEAD-22: the product's name, prefixed to every page title. */
export const PRODUCT_NAME = 'Табло'
export const pageTitle = (title?: string): string =>
  title === undefined || title.trim() === '' ? PRODUCT_NAME : `${PRODUCT_NAME} — ${title.trim()}`

/** R-HEAD-19..21: the dialogs' default labels. */
export const DIALOG_LABELS = { delete: 'Удалить', ok: 'Ок', cancel: 'Отмена' } as const

/** R-HEAD-13: the footer's entries, in order. */
export const FOOTER_ENTRIES = [
  'publicOffer',
  'activities',
  'offerArchive',
  'advertisingLaw',
  'partnershipConfirmation',
  'requisites',
  'privacyPolicy',
  'social',
  'faq',
  'mailSales',
  'mailQuality',
  'mailSupport',
  'mailPress',
] as const

export type FooterEntryId = (typeof FOOTER_ENTRIES)[number]

/**
 * Where a footer entry leads: a cabinet screen, a document the server serves, the offer archive modal, a page
 * outside Tablo (the law's official text), or a mailbox.
 */
export type FooterTarget =
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'document'; readonly href: string }
  | { readonly kind: 'modal' }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'mail'; readonly address: string }

export interface FooterLink {
  readonly id: FooterEntryId
  readonly label: string
  readonly target: FooterTarget
}

/** The contact mailboxes of the footer (R-HEAD-13); the spec names their purpose, the addresses are ours. */
export const FOOTER_MAILBOXES = {
  mailSales: 'sales@tablo.local',
  mailQuality: 'quality@tablo.local',
  mailSupport: 'support@tablo.local',
  mailPress: 'press@tablo.local',
} as const

/**
 * R-HEAD-13, our reading where the spec names an entry but not its target: the public offer is the newest
 * offer of the archive (the documents screen until the archive has loaded); partnership confirmation,
 * organisation requisites and the privacy policy are sections of the documents screen (R-SCREEN-13); the
 * advertising law is its official text on pravo.gov.ru; kinds of activity, social advertising and the FAQ are
 * their cabinet screens (R-SCREEN-16, 14, 15).
 */
export const footerLinks = (newestOfferHref: string | undefined): readonly FooterLink[] => {
  const targets: Readonly<Record<FooterEntryId, Omit<FooterLink, 'id'>>> = {
    publicOffer: {
      label: 'Публичная оферта',
      target: newestOfferHref
        ? { kind: 'document', href: newestOfferHref }
        : { kind: 'route', to: '/documents#public-offer' },
    },
    activities: { label: 'Виды деятельности', target: { kind: 'route', to: '/activities' } },
    offerArchive: { label: 'Архив оферт', target: { kind: 'modal' } },
    advertisingLaw: {
      label: 'Федеральный закон «О рекламе»',
      target: { kind: 'external', href: 'http://pravo.gov.ru/proxy/ips/?docbody=&nd=102105922' },
    },
    partnershipConfirmation: {
      label: 'Подтверждение партнёрства',
      target: { kind: 'route', to: '/documents#partnership' },
    },
    requisites: { label: 'Реквизиты организации', target: { kind: 'route', to: '/documents#requisites' } },
    privacyPolicy: {
      label: 'Политика конфиденциальности',
      target: { kind: 'route', to: '/documents#privacy-policy' },
    },
    social: { label: 'Социальная реклама', target: { kind: 'route', to: '/social' } },
    faq: { label: 'Вопросы и ответы', target: { kind: 'route', to: '/faq' } },
    mailSales: { label: 'Отдел продаж', target: { kind: 'mail', address: FOOTER_MAILBOXES.mailSales } },
    mailQuality: {
      label: 'Жалобы на качество',
      target: { kind: 'mail', address: FOOTER_MAILBOXES.mailQuality },
    },
    mailSupport: { label: 'Поддержка', target: { kind: 'mail', address: FOOTER_MAILBOXES.mailSupport } },
    mailPress: { label: 'Пресс-служба', target: { kind: 'mail', address: FOOTER_MAILBOXES.mailPress } },
  }
  return FOOTER_ENTRIES.map((id) => ({ id, ...targets[id] }))
}
