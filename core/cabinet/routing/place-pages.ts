import type { AdvertisePlace } from '../../campaign/advertise-place'
import { wizardHref } from './wizard-href'

/**
 * What each place page prices (cabinet §2 names the pages, "which route hosts which calculator is not shown";
 * our choice): a page whose place the wizard prices opens the wizard on that place. The other pages (places
 * outside Moscow, special projects) have no calculator here.
 */
export const PLACE_OF_PAGE: Readonly<
  Record<string, { readonly place: AdvertisePlace; readonly title: string }>
> = {
  'transit-shelter': { place: 'transitShelter', title: 'Остановочные павильоны' },
  'transport-stop': { place: 'transitShelter', title: 'Остановочные павильоны' },
  groundTransportation: { place: 'groundTransportation', title: 'Наземный транспорт: автобусы' },
  groundTransportationTram: { place: 'groundTransportationTram', title: 'Наземный транспорт: трамваи' },
  'lightboxes-bus': { place: 'lightBoxes', title: 'Световые короба' },
  crystalLight: { place: 'cristalLight', title: 'Кристалайт' },
  mediafacade: { place: 'mediaFacade', title: 'Медиафасад' },
  'media-facade-on-varshavka': { place: 'mediaFacade', title: 'Медиафасад на Варшавском шоссе' },
  'monitory-metro': { place: 'metroMonitors', title: 'Мониторы в метро' },
  'city-format-group': { place: 'cityFormatGroup', title: 'Максима (группа сити-форматов)' },
}

export type PlacePageAction =
  /** Signed in: the wizard on the page's place. */
  | { readonly kind: 'open'; readonly to: string }
  /** Signed out: the page says what it prices and leads to the e-mail sign-in that opens it (R-ROUTE-13). */
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
        to: `/msb-authorization?calculatorAutoFlow=${encodeURIComponent(target.place)}`,
      }
}
