import type { AdvertisePlace } from '../../campaign/advertise-place'
import { PLACE_OF_PAGE } from '../routing/place-pages'
import { PUBLIC_CALCULATOR_PAGES } from '../routing/route.table'
import { bookingHref } from '../routing/entrance'
import { wizardHref } from '../routing/wizard-href'
import type { LandingDoc, NewsItem } from '../stores/content.stores'
import { API } from '../stores/api-paths'

/** A public place page the landing lists, with the place the fast order names. */
export interface LandingPlace {
  readonly place: AdvertisePlace
  readonly title: string
  /** The site's address of the page (the cabinet is under /app, R-ROUTE-01). */
  readonly href: string
}

/**
 * The places a visitor can price without an account (R-ROUTE-07), once each, in the route table's order; the
 * landing links to their pages and the fast order offers them (the spec names no list: ours).
 */
export const landingPlaces = (): readonly LandingPlace[] => {
  const seen = new Set<AdvertisePlace>()
  return PUBLIC_CALCULATOR_PAGES.flatMap((page) => {
    const target = PLACE_OF_PAGE[page]
    if (!target || seen.has(target.place)) return []
    seen.add(target.place)
    return [{ place: target.place, title: target.title, href: `/app/${page}` }]
  })
}

/**
 * The landing's calculator preview (cabinet §1): metro monitors, and where its "Забронировать" leads: the choice
 * between the cabinet's and the small-business entrance (issue #47).
 */
export const LANDING_PREVIEW = {
  place: 'metroMonitors',
  /** The calculator's heading on the landing (the server's copy of the page writes it too). */
  heading: 'Калькулятор: мониторы в метро',
  signInHref: `/app${bookingHref('metroMonitors')}`,
  /** Signed in, the same calculator in the wizard (with the account's terms). */
  wizardHref: `/app${wizardHref(2, 'metroMonitors')}`,
} as const satisfies { place: AdvertisePlace; heading: string; signInHref: string; wizardHref: string }

/** The landing and the home page show the newest three news items (their list is newest first). */
export const latestNews = (items: readonly NewsItem[]): readonly NewsItem[] => items.slice(0, 3)

/** A landing document's download address (the offer archive serves the files, R-HEAD-15). */
export const landingDocHref = (doc: LandingDoc): string => API.offerDocument(doc.fileName)
