import { describe, expect, it } from 'vitest'
import { PLACE_OF_PAGE } from '../routing/place-pages'
import { route } from '../routing/route.decision'
import { LANDING_PREVIEW, landingDocHref, latestNews, landingPlaces } from './landing.view-model'

describe('the landing (R-SCREEN-72)', () => {
  it('lists each public place once, by a page a signed-out visitor may open', () => {
    const places = landingPlaces()
    expect(places.map((p) => p.place)).toEqual([
      'groundTransportation',
      'groundTransportationTram',
      'lightBoxes',
      'cristalLight',
      'mediaFacade',
      'metroMonitors',
      'cityFormatGroup',
    ])
    for (const p of places) {
      const decision = route(p.href.replace(/^\/app/, ''), {
        loggedIn: false,
        profile: undefined,
        storedAutoFlow: undefined,
      })
      expect(decision.kind, p.href).toBe('render')
      expect(PLACE_OF_PAGE[p.href.slice('/app/'.length)]?.place).toBe(p.place)
    }
  })

  it('previews metro monitors, booked through the choice of entrance with the auto-flow', () => {
    expect(LANDING_PREVIEW.place).toBe('metroMonitors')
    expect(LANDING_PREVIEW.signInHref).toBe('/app/authorization?calculatorAutoFlow=metroMonitors')
    expect(LANDING_PREVIEW.wizardHref).toBe('/app/calculator/step-2?advertisePlace=metroMonitors')
  })

  it('shows the newest three news items and links a document to the offer archive', () => {
    const news = Array.from({ length: 5 }, (_, i) => ({
      _id: `${i}`,
      title: `${i}`,
      text: '',
      createdAt: '',
    }))
    expect(latestNews(news).map((n) => n._id)).toEqual(['0', '1', '2'])
    expect(landingDocHref({ _id: 'd', name: 'Оферта', fileName: 'offer 2026.pdf' })).toBe(
      '/api/v1/public/offer/offer%202026.pdf',
    )
  })
})
