import type { StorageArea } from '../ports/storage.port'

/**
 * Keys of the flags the cabinet keeps in the browser (R-ENT-13): the per-campaign typography-invoice flag,
 * the notification bar's close flag, the calculator auto-flow data and the landing info.
 */
export const LOCAL_FLAG_KEYS = {
  typographyInvoiceDownloaded: (campaignId: string): string => `typographyInvoiceDownloaded:${campaignId}`,
  notificationBarClosed: 'notificationBarClosed',
  calculatorAutoFlow: 'calculatorAutoFlow',
  landingInfo: 'landingInfo',
} as const

/** Local flags live in local storage, so they survive a restart of the browser (R-ENT-13). */
export const LOCAL_FLAG_AREA: StorageArea = 'local'

export const AUTH_TOKEN_KEY = 'token'

/**
 * Where the auth token is kept (R-ENT-12, open). Choice: a session that asked to be remembered, and the
 * token brought by the calculator auto-flow (R-ROUTE-13), go to local storage; any other login keeps the
 * token in session storage only, so it ends with the tab.
 */
export const authTokenArea = (login: {
  readonly remember: boolean
  readonly autoFlow?: boolean
}): StorageArea => (login.remember || login.autoFlow === true ? 'local' : 'session')
