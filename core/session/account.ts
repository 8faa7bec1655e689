/** pending: registered, e-mail not yet confirmed; active; blocked by staff (cabinet §6). */
export type AccountStatus = 'pending' | 'active' | 'blocked'

export type Role = 'advertiser' | 'agency' | 'smallBusiness' | 'observer' | 'moderator'

/** A Tablo account as the server keeps it. */
export interface Account {
  readonly id: string
  readonly email: string
  readonly fullName: string
  readonly phone: string | undefined
  readonly passwordHash: string
  readonly status: AccountStatus
  readonly isAgency: boolean
  readonly isMSB: boolean
  readonly isObserver: boolean
  readonly isModerator: boolean
  /** For an observer: the advertiser who invited it (cabinet §6). */
  readonly observerOf?: string | undefined
  readonly createdAt: Date
}

/** What the cabinet reads as the profile (cabinet §3 "Profile"). */
export interface Profile {
  readonly id: string
  readonly email: string
  readonly fullName: string
  readonly phone: string | undefined
  readonly isAgency: boolean
  readonly isMSB: boolean
  readonly isObserver: boolean
  readonly isModerator: boolean
}

export const profileOf = (a: Account): Profile => ({
  id: a.id,
  email: a.email,
  fullName: a.fullName,
  phone: a.phone,
  isAgency: a.isAgency,
  isMSB: a.isMSB,
  isObserver: a.isObserver,
  isModerator: a.isModerator,
})

/** E-mails are compared case-insensitively and without surrounding spaces. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()
