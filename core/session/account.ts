import type { StaffRole } from '../staff/staff-roles'

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
  /** Staff: true for every staff account, whatever its roles (issue #48 kept the flag's meaning). */
  readonly isModerator: boolean
  /**
   * What the staff member may do on the desk (core/staff/staff-roles.ts); absent on accounts built before the
   * roles, read through staffRolesOf.
   */
  readonly staffRoles?: readonly StaffRole[]
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
  /** The staff roles (empty for everyone else); the desk asks /staff/me for what they allow. */
  readonly staffRoles: readonly StaffRole[]
}

/**
 * The staff roles of an account: the ones it has, or for a staff account without any (written before the roles
 * existed) 'moderator', as the database's trigger decides for its rows (migration 0064).
 */
export const staffRolesOf = (a: Pick<Account, 'isModerator' | 'staffRoles'>): readonly StaffRole[] =>
  a.staffRoles && a.staffRoles.length > 0 ? a.staffRoles : a.isModerator ? ['moderator'] : []

export const profileOf = (a: Account): Profile => ({
  id: a.id,
  email: a.email,
  fullName: a.fullName,
  phone: a.phone,
  isAgency: a.isAgency,
  isMSB: a.isMSB,
  isObserver: a.isObserver,
  isModerator: a.isModerator,
  staffRoles: staffRolesOf(a),
})

/** E-mails are compared case-insensitively and without surrounding spaces. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()
