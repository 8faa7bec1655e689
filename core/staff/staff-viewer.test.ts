import { describe, expect, it } from 'vitest'
import { profileOf, staffRolesOf } from '../session/account'
import { anAccount } from '../session/testing/account.fixture'
import { staffViewerOf, viewerMay } from './staff-viewer'

describe('the staff member behind an account (issue #48)', () => {
  it('an advertiser, an agency or an observer is no staff member', () => {
    expect(staffViewerOf(anAccount())).toBeUndefined()
    expect(staffViewerOf(anAccount({ isAgency: true }))).toBeUndefined()
    expect(staffViewerOf(anAccount({ isObserver: true }))).toBeUndefined()
    expect(profileOf(anAccount()).staffRoles).toEqual([])
  })

  it('a staff account without roles (written before them) is a moderator', () => {
    expect(staffRolesOf({ isModerator: true })).toEqual(['moderator'])
    expect(staffRolesOf({ isModerator: true, staffRoles: [] })).toEqual(['moderator'])
    expect(staffRolesOf({ isModerator: false, staffRoles: [] })).toEqual([])
  })

  it('an accountant may take payments and not decide on content', () => {
    const account = anAccount({ isModerator: true, staffRoles: ['accountant'], fullName: 'Бэлла' })
    const viewer = staffViewerOf(account)!
    expect(viewer).toEqual({ id: account.id, fullName: 'Бэлла', roles: ['accountant'] })
    expect(viewerMay(viewer, 'decidePayment')).toBe(true)
    expect(viewerMay(viewer, 'decidePrimary')).toBe(false)
    expect(profileOf(account)).toMatchObject({ isModerator: true, staffRoles: ['accountant'] })
  })
})
