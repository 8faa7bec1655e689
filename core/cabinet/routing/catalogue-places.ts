import { placeName } from '../../campaign/place-names'
import { PLACES, type PlaceId } from '../../places'
import { CATALOGUE_TITLE } from './catalogue-pages'

/** Every place the catalogue describes, in the registry's listing order (pricing §1). */
export const CATALOGUE_PLACES: readonly PlaceId[] = PLACES.map((p) => p.id)

export const isCataloguePlace = (place: string): place is PlaceId =>
  (CATALOGUE_PLACES as readonly string[]).includes(place)

/** A format's page title (its tab and heading); an id the catalogue does not know is the index's. */
export const catalogueFormatTitle = (place: string): string =>
  isCataloguePlace(place) ? `${placeName(place)}: формат и требования` : CATALOGUE_TITLE

/** The link a calculator and a place page show to the format's page. */
export const catalogueLinkText = (place: string): string =>
  `О формате «${placeName(place)}»: размеры и требования`
