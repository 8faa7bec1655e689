import { describe, expect, it } from 'vitest'
import {
  capabilitiesOf,
  isStaffRole,
  STAFF_CAPABILITIES,
  STAFF_ROLES,
  staffMay,
  staffRoleTable,
} from './staff-roles'

describe('staff roles (issue #48, cabinet §6 left open: our table)', () => {
  it('a superuser may do everything; every other role reads the queue and decides only its own kind', () => {
    expect(capabilitiesOf(['superuser'])).toEqual(STAFF_CAPABILITIES)
    expect(capabilitiesOf(['primaryModerator'])).toEqual(['readQueue', 'decidePrimary'])
    expect(capabilitiesOf(['secondaryModerator'])).toEqual(['readQueue', 'decideSecondary'])
    expect(capabilitiesOf(['accountant'])).toEqual(['readQueue', 'decidePayment'])
    expect(capabilitiesOf(['editor'])).toEqual(['readQueue'])
    expect(staffMay(['moderator'], 'decidePayment')).toBe(false)
    expect(staffMay(['accountant'], 'decidePrimary')).toBe(false)
    expect(staffMay(['moderator'], 'runClock')).toBe(false)
  })

  it('roles add up: a moderator who is also an accountant may do both', () => {
    expect(capabilitiesOf(['moderator', 'accountant'])).toEqual([
      'readQueue',
      'decidePrimary',
      'decideSecondary',
      'decideReservation',
      'decidePayment',
      'decideCancellation',
    ])
    expect(capabilitiesOf([])).toEqual([])
  })

  it('the table names every role once, and only roles are roles', () => {
    expect(staffRoleTable().map(([r]) => r)).toEqual(STAFF_ROLES)
    expect(STAFF_ROLES.every(isStaffRole)).toBe(true)
    expect(isStaffRole('advertiser')).toBe(false)
    expect(isStaffRole(undefined)).toBe(false)
  })
})
