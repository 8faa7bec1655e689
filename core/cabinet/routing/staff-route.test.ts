import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { route, type RoleFlags, type RouteContext } from './route.decision'
import { STAFF_SCREENS } from './route.table'
import { capabilitiesOf } from '../roles/capabilities'

const client: RoleFlags = { isObserver: false, isAgency: false, isMSB: false, isModerator: false }
const as = (profile: RoleFlags): RouteContext => ({ loggedIn: true, profile, storedAutoFlow: undefined })
const moderator = as({ ...client, isModerator: true, staffRoles: ['moderator'] })
const accountant = as({ ...client, isModerator: true, staffRoles: ['accountant'] })
/** A profile from before the roles were named: isModerator alone. */
const staffUnnamed = as({ ...client, isModerator: true })
const advertiser = as(client)

describe('the staff desk’s routes (issue #48)', () => {
  it('opens the queue, a campaign’s review and the payments screen in the staff layout', () => {
    expect(route('/app/staff', accountant)).toMatchObject({
      kind: 'render',
      screen: 'staffQueue',
      layout: 'staff',
    })
    expect(route('/staff?place=lightBoxes&q=Ромашка', moderator)).toMatchObject({
      screen: 'staffQueue',
      query: { place: 'lightBoxes', q: 'Ромашка' },
    })
    expect(route('/staff/campaigns/c-1', moderator)).toMatchObject({
      screen: 'staffReview',
      layout: 'staff',
      params: { id: 'c-1' },
    })
    expect(route('/staff/payments', accountant)).toMatchObject({ screen: 'staffPayments' })
    expect(route('/staff/payments', staffUnnamed)).toMatchObject({ screen: 'staffPayments' })
  })

  it('sends staff from any advertiser’s address to the desk, never to a screen the server refuses them', () => {
    for (const path of [
      '/',
      '/campaigns',
      '/campaigns/c-1',
      '/media',
      '/bills',
      '/profile',
      '/monitory-metro',
    ])
      expect(route(path, moderator)).toEqual({ kind: 'redirect', to: '/staff' })
    // A stored booking (R-ROUTE-14) is an advertiser's; staff are not led into the wizard.
    expect(route('/campaigns', { ...moderator, storedAutoFlow: { place: 'lightBoxes', step: 2 } })).toEqual({
      kind: 'redirect',
      to: '/staff',
    })
  })

  it('gives the payments screen only to the roles that decide payments (R-ROLE table)', () => {
    expect(route('/staff/payments', moderator)).toEqual({ kind: 'redirect', to: '/staff' })
    expect(
      route('/staff/payments', as({ ...client, isModerator: true, staffRoles: ['superuser'] })),
    ).toMatchObject({ screen: 'staffPayments' })
  })

  it('gives the agencies screen only to an administrator', () => {
    const superuser = as({ ...client, isModerator: true, staffRoles: ['superuser'] })
    expect(route('/staff/agencies', superuser)).toMatchObject({ screen: 'staffAgencies', layout: 'staff' })
    expect(route('/staff/agencies', moderator)).toEqual({ kind: 'redirect', to: '/staff' })
    expect(route('/staff/agencies', accountant)).toEqual({ kind: 'redirect', to: '/staff' })
    // A profile that names no role is shown the screen, which says what its role may not do.
    expect(route('/staff/agencies', staffUnnamed)).toMatchObject({ screen: 'staffAgencies' })
  })

  it('keeps the desk from advertisers, observers and visitors', () => {
    expect(route('/staff', advertiser)).toEqual({ kind: 'redirect', to: '/campaigns' })
    expect(route('/staff/campaigns/c-1', as({ ...client, isObserver: true }))).toEqual({
      kind: 'redirect',
      to: '/campaigns',
    })
    expect(route('/staff', { loggedIn: false, profile: undefined, storedAutoFlow: undefined })).toEqual({
      kind: 'redirect',
      to: '/login',
    })
  })
})

describe('the cabinet’s calls are not the desk’s (issue #48)', () => {
  it('polls no advertiser’s notifications for staff, and grants them nothing of the cabinet', () => {
    const can = capabilitiesOf(moderator.profile)
    expect(can.pollsNotifications).toBe(false)
    expect(can.createsCampaigns || can.seesBills || can.loadsPartners).toBe(false)
    expect(capabilitiesOf(advertiser.profile).pollsNotifications).toBe(true)
  })
})

const segment = fc.constantFrom('app', 'staff', 'campaigns', 'payments', 'c-1', 'bills', '', 'media', 'x')
const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`)
const roles = fc.subarray(['superuser', 'moderator', 'accountant', 'editor', 'primaryModerator', 'nobody'])
const flags = fc.record({
  isObserver: fc.boolean(),
  isAgency: fc.boolean(),
  isMSB: fc.boolean(),
  isModerator: fc.boolean(),
  staffRoles: roles,
})

describe('the desk and the cabinet never mix (issue #48)', () => {
  it('renders staff only desk screens, and everyone else none of them; every redirect lands', () => {
    fc.assert(
      fc.property(path, flags, (p, profile) => {
        const context = as(profile)
        const decision = route(p, context)
        const staff = profile.isModerator || profile.staffRoles.some((r) => r !== 'nobody')
        if (decision.kind === 'render') expect(STAFF_SCREENS.includes(decision.screen)).toBe(staff)
        else expect(route(decision.to, context).kind).toBe('render')
      }),
    )
  })
})
