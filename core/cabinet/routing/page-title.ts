import { placeName, type NamedPlace } from '../../campaign/place-names'
import { pageTitle } from '../view/chrome'
import { catalogueFormatTitle } from './catalogue-places'
import { PLACE_OF_PAGE, PREVIEW_PAGE } from './place-pages'
import type { ScreenId } from './route.table'
import { PREVIEW_TITLE, SCREEN_TITLES } from './screen-titles'

/**
 * The places of the pages a manager prices (the place-info catalogue describes them), for their titles: the name
 * is the one catalogue's (core/campaign/place-names.ts), as the page's heading. Here, not read from that
 * catalogue, so the shell that titles every page carries none of the pages' texts (issue #14: the login's bytes);
 * a test keeps the two the same.
 */
export const MANAGER_PRICED_PAGES: Readonly<Record<string, NamedPlace>> = {
  'beauty-monitors': 'beautySalonMonitors',
  'video-taxi': 'videoTaxi',
  ooh: 'gmg',
  'mail-russia': 'mailRussia',
  'bus-branding': 'busMonitorsBranding',
  'metro-novosibirsk': 'metroNovosibirsk',
  cdek: 'cdek',
  pews: 'pews',
  'dixie-monitor': 'dixieMonitor',
  'advertising-stand': 'advertisingStand',
  'outdoor-novosibirsk': 'outdoorNovosibirsk',
  'bus-branding-novosibirsk': 'busBrandingNovosibirsk',
}

/** A place page's subject: its place by the catalogue's name, the preview, or 'Калькулятор' for a page unknown. */
export const placePageTitle = (page: string): string => {
  if (page === PREVIEW_PAGE) return PREVIEW_TITLE
  if (Object.hasOwn(PLACE_OF_PAGE, page)) return PLACE_OF_PAGE[page]?.title ?? SCREEN_TITLES.placeCalculator
  const place = Object.hasOwn(MANAGER_PRICED_PAGES, page) ? MANAGER_PRICED_PAGES[page] : undefined
  return place ? placeName(place) : SCREEN_TITLES.placeCalculator
}

/** What a rendered screen is called: a place page by its place, any other by the screen's title. */
export const screenTitle = (screen: ScreenId, params: Readonly<Record<string, string>> = {}): string =>
  screen === 'placeCalculator'
    ? placePageTitle(params['page'] ?? '')
    : screen === 'catalogueFormat'
      ? catalogueFormatTitle(params['place'] ?? '')
      : SCREEN_TITLES[screen]

/**
 * The browser tab's title of a screen (R-HEAD-22: prefixed with the product's name), one per page: every place
 * page its own ('Табло — Лайтбоксы'), never the one 'Табло — Калькулятор' for all (issue #47). The server's first
 * answer of a listed page carries the same (site-index pageHead). The shell titles the screens that name no place
 * (screen-titles.ts shellTitle); a screen titled by its place titles itself with this, from its own chunk.
 */
export const documentTitle = (screen: ScreenId, params: Readonly<Record<string, string>> = {}): string =>
  pageTitle(screenTitle(screen, params))
