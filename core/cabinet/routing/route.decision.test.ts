import { describe, expect, it } from 'vitest'
import { route, type RouteContext } from './route.decision'

const out: RouteContext = { loggedIn: false, profile: undefined, storedAutoFlow: undefined }
const client = { isObserver: false, isAgency: false, isMSB: false }
const advertiser: RouteContext = { loggedIn: true, profile: client, storedAutoFlow: undefined }
const observer: RouteContext = { ...advertiser, profile: { ...client, isObserver: true } }

describe('routing logged in (R-ROUTE-01..08)', () => {
  it('accepts paths with or without the /app base (R-ROUTE-01)', () => {
    expect(route('/app/campaigns', advertiser)).toMatchObject({ kind: 'render', screen: 'campaigns' })
    expect(route('/campaigns/', advertiser)).toMatchObject({ kind: 'render', screen: 'campaigns' })
    expect(route('/application', advertiser)).toEqual({ kind: 'redirect', to: '/campaigns' })
  })

  it('sends /calculator to the first step keeping the query (R-ROUTE-02)', () => {
    expect(route('/calculator', advertiser)).toEqual({ kind: 'redirect', to: '/calculator/step-1' })
    expect(route('/calculator?advertisePlace=cdek', advertiser)).toEqual({
      kind: 'redirect',
      to: '/calculator/step-1?advertisePlace=cdek',
    })
  })

  it('opens a wizard step with or without a campaign id (R-ROUTE-03)', () => {
    expect(route('/calculator/step-2', advertiser)).toMatchObject({ screen: 'wizard', params: { step: '2' } })
    expect(route('/calculator/step-4/c1', advertiser)).toMatchObject({
      params: { step: '4', advertisingCampaignId: 'c1' },
    })
    expect(route('/calculator/step-0', advertiser)).toEqual({ kind: 'redirect', to: '/campaigns' })
    expect(route('/calculator/step-x', advertiser)).toEqual({ kind: 'redirect', to: '/campaigns' })
  })

  it('matches list and detail routes exactly (R-ROUTE-04)', () => {
    expect(route('/campaigns/42', advertiser)).toMatchObject({ screen: 'campaign', params: { id: '42' } })
    expect(route('/campaigns/42/stats?preSection=cardsPage', advertiser)).toMatchObject({
      screen: 'campaignStats',
      query: { preSection: 'cardsPage' },
    })
    expect(route('/campaigns/42/other', advertiser)).toEqual({ kind: 'redirect', to: '/campaigns' })
    expect(route('/advertisers/7/x', advertiser)).toEqual({ kind: 'redirect', to: '/campaigns' })
  })

  it('has bills only once the profile has loaded (R-ROUTE-05)', () => {
    expect(route('/bills', advertiser)).toMatchObject({ screen: 'bills' })
    expect(route('/bills', { ...advertiser, profile: undefined })).toEqual({
      kind: 'redirect',
      to: '/campaigns',
    })
  })

  it('serves the eight public pages standalone and other place pages in the layout (R-ROUTE-07, R-ROUTE-08)', () => {
    expect(route('/monitory-metro', advertiser)).toMatchObject({
      layout: 'standalone',
      params: { page: 'monitory-metro' },
    })
    expect(route('/cdek', advertiser)).toMatchObject({ screen: 'placeCalculator', layout: 'main' })
    expect(route('/cdek', out)).toEqual({ kind: 'redirect', to: '/login' })
    expect(route('/crystalLight', out)).toMatchObject({ screen: 'placeCalculator', layout: 'standalone' })
  })
})

describe('routing logged out (R-ROUTE-09..12)', () => {
  it('serves the authorization pages only when logged out (R-ROUTE-09)', () => {
    expect(route('/sign-in/confirm/t0k/msb', out)).toMatchObject({
      screen: 'signInConfirmMsb',
      params: { token: 't0k' },
    })
    expect(route('/sign-in/confirm', out)).toMatchObject({ screen: 'signInConfirm', params: {} })
    expect(route('/login', advertiser)).toEqual({ kind: 'redirect', to: '/campaigns' })
  })

  it('keeps exempt addresses and redirects the rest (R-ROUTE-10, R-ROUTE-11)', () => {
    expect(route('/campaigns?x=auth', out)).toEqual({ kind: 'redirect', to: '/login' })
    expect(route('/some-msb-page', out)).toMatchObject({ kind: 'render', screen: 'notFound' })
    expect(route('/campaigns?calculatorAutoFlow=cdek&authToken=a%20b', out)).toEqual({
      kind: 'redirect',
      to: '/msb-authorization?calculatorAutoFlow=cdek&authToken=a%20b',
    })
  })

  it('recognises the OAuth return with its code (R-ROUTE-12)', () => {
    expect(route('/app/auth/yandex?code=abc', out)).toMatchObject({
      screen: 'oauthReturn',
      params: { service: 'yandex', code: 'abc' },
    })
    expect(route('/auth/yandex', out)).toMatchObject({ screen: 'notFound' })
  })
})

describe('roles and auto-flow in routing (R-ROLE-05, R-ROLE-09, R-ROUTE-14)', () => {
  it('keeps an observer to campaigns and notifications', () => {
    expect(route('/notifications', observer)).toMatchObject({ screen: 'notifications' })
    expect(route('/campaigns/5', observer)).toMatchObject({ screen: 'campaign' })
    for (const path of ['/advertisers', '/bills', '/calculator/step-1', '/profile', '/monitory-metro', '/']) {
      expect(route(path, observer)).toEqual({ kind: 'redirect', to: '/campaigns' })
    }
  })

  it('leads a logged-in user with a stored auto-flow into the wizard', () => {
    const flow = { place: 'metroMonitors' as const, step: 3 }
    const context = { ...advertiser, storedAutoFlow: flow }
    expect(route('/campaigns', context)).toEqual({
      kind: 'redirect',
      to: '/calculator/step-3?advertisePlace=metroMonitors',
    })
    expect(route('/calculator/step-3?advertisePlace=metroMonitors', context)).toMatchObject({
      screen: 'wizard',
    })
  })
})
