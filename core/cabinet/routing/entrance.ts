import { buildQuery } from '../../shared/query-string'

/**
 * The choice of entrance a booking leads to (issue #47: 'Забронировать' led to the small-business entrance
 * only): the cabinet's sign-in and registration, or the small-business one. Our path; it holds 'auth', which
 * R-ROUTE-10 leaves unredirected, and like the other sign-in pages it is served only signed out (R-ROUTE-09).
 */
export const ENTRANCE_PATH = '/authorization'

/** Where a public calculator's "Забронировать" leads (under /app): the choice, carrying the place booked. */
export const bookingHref = (place: string): string =>
  `${ENTRANCE_PATH}?${buildQuery({ calculatorAutoFlow: place })}`
