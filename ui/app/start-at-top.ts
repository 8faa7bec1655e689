import type { AroundNavHandler } from 'wouter'
import { startsAtTop } from '../../core/cabinet/routing/navigation-scroll'

/**
 * Every navigation the app makes through wouter (links, navigate(), <Redirect>) passes here, given to each
 * <Router> once: a move to another page starts at its top, as a full page load does (walk defect 9); a query
 * change on the same page keeps the place (core's startsAtTop). Back and forward do not pass here: the browser
 * restores their place itself. 'instant', so no smooth scrolling of the old page shows before the new one.
 */
export const startAtTop: AroundNavHandler = (navigate, to, options) => {
  const from = window.location.pathname
  navigate(to, options)
  if (startsAtTop(from, to)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
}
