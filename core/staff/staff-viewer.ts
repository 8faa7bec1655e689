import { staffRolesOf, type Account } from '../session/account'
import { staffMay, type StaffCapability, type StaffRole } from './staff-roles'

/** A staff member as the desk's use cases see them: who (for the audit trail) and what their roles allow. */
export interface StaffViewer {
  readonly id: string
  readonly fullName: string
  readonly roles: readonly StaffRole[]
}

/** The staff member an account is, or undefined for an advertiser, an agency or an observer. */
export const staffViewerOf = (account: Account): StaffViewer | undefined => {
  const roles = staffRolesOf(account)
  return account.isModerator && roles.length > 0
    ? { id: account.id, fullName: account.fullName, roles }
    : undefined
}

/** Whether the viewer's roles grant the capability (core/staff/staff-roles.ts). */
export const viewerMay = (viewer: StaffViewer, capability: StaffCapability): boolean =>
  staffMay(viewer.roles, capability)
