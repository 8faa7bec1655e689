import { isStaffRole, STAFF_ROLE_NAMES, type StaffCapability } from './staff-roles'

export interface StaffSection {
  readonly id: 'queue' | 'payments' | 'agencies'
  readonly label: string
  readonly to: string
}

export interface StaffHeaderModel {
  readonly sections: readonly StaffSection[]
  /** 'Анна Смирнова' */
  readonly name: string
  /** 'Модератор', 'Бухгалтер, Редактор': every role the account holds, as the role table names it. */
  readonly roles: string
}

const QUEUE: StaffSection = { id: 'queue', label: 'Очередь', to: '/staff' }
const PAYMENTS: StaffSection = { id: 'payments', label: 'Банковские выписки', to: '/staff/payments' }
const AGENCIES: StaffSection = { id: 'agencies', label: 'Агентства', to: '/staff/agencies' }

/**
 * The desk's header (issue #48): the sections the staff member's capabilities open (the queue for every staff
 * role, bank statements for those who decide payments, the agencies and their discounts for an administrator), their name and their roles in words. While the rights are
 * not read yet, only the queue: nothing is offered that may be refused.
 */
export const staffHeaderModel = (
  me: {
    readonly fullName: string
    readonly roles: readonly string[]
    readonly capabilities: readonly string[]
  },
  fallbackName = '',
): StaffHeaderModel => {
  const may = (c: StaffCapability) => me.capabilities.includes(c)
  return {
    sections: [
      QUEUE,
      ...(may('decidePayment') ? [PAYMENTS] : []),
      ...(may('manageAgencies') ? [AGENCIES] : []),
    ],
    name: me.fullName.trim() || fallbackName,
    roles: me.roles
      .filter(isStaffRole)
      .map((r) => STAFF_ROLE_NAMES[r])
      .join(', '),
  }
}

/** The section an address belongs to, for the header's current link. */
export const currentSection = (path: string): StaffSection['id'] =>
  path.startsWith(PAYMENTS.to) ? 'payments' : path.startsWith(AGENCIES.to) ? 'agencies' : 'queue'
