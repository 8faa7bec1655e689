/**
 * Entities of the cabinet besides the campaign (cabinet §3) as the HTTP answers carry them, read by the browser only
 * (core/cabinet, ui, features): wire shapes with `_id`, not domain values (issue #49 item 1). Dates are ISO strings.
 */

/** A partner: the advertiser a campaign runs for, with its brand. */
export interface Partner {
  readonly _id: string
  readonly name: string
  readonly brand: string
}

export interface Profile {
  readonly fullName: string
  readonly isAgency: boolean
  /** Small business (МСБ): separate authorisation paths and an external logout target. */
  readonly isMSB: boolean
  readonly isObserver: boolean
  readonly notifications: {
    readonly count: number
    readonly errors: readonly string[]
  }
}

export interface AppNotification {
  readonly _id: string
  readonly message: string
  readonly isRead: boolean
}

/** An archived public offer: a link to GET /api/v1/public/offer/{fileName}. */
export interface OfferArchiveEntry {
  readonly createdAt: string
  readonly fileName: string
}

/** A document of the documents screen. */
export interface CabinetDocument {
  readonly _id: string
  readonly createdAt: string
  readonly name?: string
}

/** What the login screen learns about an e-mail before the password step. */
export interface LoginState {
  readonly token: string | null
  readonly findUserByEmail: { readonly isRegistered: boolean; readonly isConfirmed: boolean } | null
}

export const newProfile = (overrides: Partial<Profile> = {}): Profile => ({
  fullName: '',
  isAgency: false,
  isMSB: false,
  isObserver: false,
  notifications: { count: 0, errors: [] },
  ...overrides,
})
