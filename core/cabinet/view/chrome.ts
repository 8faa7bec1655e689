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
