import { describe, expect, it } from 'vitest'
import { searchAgencies } from './agency-search'
import { needsToken } from '../../shared/public-api'
import { capabilitiesOf, isChatRole, logoutTarget, MSB_LOGOUT_URL } from './capabilities'

const client = { isObserver: false, isAgency: false, isMSB: false }

describe('capabilities by role (cabinet §6)', () => {
  it('gives an advertiser the full cabinet (R-ROLE-02)', () => {
    expect(Object.values(capabilitiesOf(client)).every(Boolean)).toBe(true)
  })

  it('takes from an observer everything but campaigns and notifications (R-ROLE-05..09)', () => {
    const can = capabilitiesOf({ ...client, isObserver: true })
    expect(can).toEqual({
      createsCampaigns: false,
      seesAdvertisers: false,
      seesBills: false,
      seesBell: false,
      seesProfileIcon: false,
      pollsNotifications: false,
      loadsPartners: false,
      seesInvoiceLink: false,
      seesStatsLink: false,
      clickableCards: false,
      readsMediaLibrary: false,
    })
  })

  it('grants nothing role-dependent before the profile has loaded', () => {
    const can = capabilitiesOf(undefined)
    expect(can.createsCampaigns).toBe(false)
    expect(can.seesBills).toBe(false)
    expect(can.seesAdvertisers).toBe(true)
    expect(can.readsMediaLibrary).toBe(false)
  })

  it('sends a small-business user to the external site on logout (R-ROLE-04, R-HEAD-23)', () => {
    expect(logoutTarget({ ...client, isMSB: true })).toBe(MSB_LOGOUT_URL)
    expect(MSB_LOGOUT_URL.startsWith('https://')).toBe(true)
    expect(logoutTarget(client)).toBe('/')
    expect(logoutTarget(undefined)).toBe('/')
  })

  it('knows the public calls (R-ROLE-01) and the chat roles (R-ROLE-11)', () => {
    expect(needsToken('/api/v1/public/metro-lines')).toBe(false)
    expect(needsToken('/api/v1/clients/profile')).toBe(true)
    expect(isChatRole('manager')).toBe(true)
    expect(isChatRole('moderator')).toBe(false)
  })
})

describe('agency search (R-ROLE-10)', () => {
  const agencies = [
    { _id: '1', name: 'Медиа Ёлка' },
    { _id: '2', name: 'Альфа  Реклама' },
    { _id: '3', name: 'Бета' },
  ]
  it('matches part of the name, ignoring case, ё and extra spaces', () => {
    expect(searchAgencies(agencies, 'ЕЛКА').map((a) => a._id)).toEqual(['1'])
    expect(searchAgencies(agencies, ' альфа реклама ').map((a) => a._id)).toEqual(['2'])
    expect(searchAgencies(agencies, 'а').map((a) => a._id)).toEqual(['1', '2', '3'])
    expect(searchAgencies(agencies, 'гамма')).toEqual([])
  })
  it('keeps everyone for an empty query', () => {
    expect(searchAgencies(agencies, '  ')).toHaveLength(3)
  })
})

describe('logout (R-HEAD-23)', () => {
  it('clears the session before it leaves', async () => {
    const { logOut } = await import('./logout')
    const seen: string[] = []
    const exit = { clearSession: () => seen.push('cleared'), navigate: (to: string) => seen.push(to) }
    expect(logOut(exit, { ...client, isMSB: true })).toBe(MSB_LOGOUT_URL)
    expect(seen).toEqual(['cleared', MSB_LOGOUT_URL])
  })
})
