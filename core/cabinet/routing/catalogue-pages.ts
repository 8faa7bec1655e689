/**
 * The catalogue of formats' address and title (issue #50 item 5), apart from its places (catalogue-places.ts) and
 * its page's figures (view/format-catalogue.view-model.ts): the shell links and titles the catalogue from here and
 * carries no place of it (issue #51: every page's first bytes). Our paths (the spec names no catalogue):
 * /app/catalogue, and a page per place by its id.
 */
export const CATALOGUE_PATH = '/catalogue'
export const CATALOGUE_TITLE = 'Каталог форматов'

/** A format's page, under the cabinet's base (/app/catalogue/lightBoxes). */
export const catalogueHref = (place: string): string => `${CATALOGUE_PATH}/${encodeURIComponent(place)}`
