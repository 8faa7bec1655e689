import type { AdvertisePlace } from '../../campaign/advertise-place'
import { placeName } from '../../campaign/place-names'
import { bookingHref } from './entrance'
import { wizardHref } from './wizard-href'

/** A page titled as its place: the one catalogue of place names (core/campaign/place-names.ts). */
const named = (place: AdvertisePlace) => ({ place, title: placeName(place) })

/**
 * What each place page prices (cabinet §2 names the pages, "which route hosts which calculator is not shown";
 * our choice): a page whose place the wizard prices opens the wizard on that place. The other pages (places
 * outside Moscow, special projects) have no calculator here.
 */
export const PLACE_OF_PAGE: Readonly<
  Record<string, { readonly place: AdvertisePlace; readonly title: string }>
> = {
  'transit-shelter': named('transitShelter'),
  'transport-stop': named('transitShelter'),
  groundTransportation: named('groundTransportation'),
  groundTransportationTram: named('groundTransportationTram'),
  'lightboxes-bus': named('lightBoxes'),
  crystalLight: named('cristalLight'),
  mediafacade: named('mediaFacade'),
  // The page of one facade: titled by it, the place it prices is still named by the catalogue on its page.
  'media-facade-on-varshavka': { place: 'mediaFacade', title: 'Медиафасад на Варшавском шоссе' },
  'monitory-metro': named('metroMonitors'),
  'city-format-group': named('cityFormatGroup'),
}

export type PlacePageAction =
  /** Signed in: the wizard on the page's place. */
  | { readonly kind: 'open'; readonly to: string }
  /** Signed out: the page says what it prices; booking leads to the choice of entrance, then the wizard. */
  | {
      readonly kind: 'signIn'
      readonly place: AdvertisePlace
      readonly title: string
      readonly to: string
    }
  /** `/preview-minio` (R-SCREEN-43): the public preview of a creative, signed in or out. */
  | { readonly kind: 'preview' }
  /** A page with no calculator here. */
  | { readonly kind: 'none' }

/** The public page that previews a creative in every format (R-SCREEN-43); the spec names only its path. */
export const PREVIEW_PAGE = 'preview-minio'

export const placePageAction = (page: string, signedIn: boolean): PlacePageAction => {
  if (page === PREVIEW_PAGE) return { kind: 'preview' }
  const target = Object.hasOwn(PLACE_OF_PAGE, page) ? PLACE_OF_PAGE[page] : undefined
  if (!target) return { kind: 'none' }
  return signedIn
    ? { kind: 'open', to: wizardHref(2, target.place) }
    : {
        kind: 'signIn',
        place: target.place,
        title: target.title,
        to: bookingHref(target.place),
      }
}
