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

/** The auth token's key and area are decided in core/session/auth-token.ts (R-ENT-12). */
export { AUTH_TOKEN_KEY, authTokenArea } from '../session/auth-token'
