/**
 * Where a page opens after a navigation inside the app (walk defect 9). A full page load starts at the top; a
 * navigation the app makes itself (a link, «Далее», a redirect) must too, or the next page opens at the previous
 * page's scroll position, and its virtualised tables lay out rows for a window that is not there. What stays is a
 * change of the query on the same page (a filter, the tiles or table view, a tab), which keeps the reader where
 * they are, and an address with a fragment, which names its own place on the page. Back and forward are the
 * browser's (history.scrollRestoration), never decided here.
 */
export const startsAtTop = (from: string, to: string): boolean => {
  if (to.includes('#')) return false
  return pathOf(from) !== pathOf(to)
}

/** The path of an address without its query and fragment, and without a trailing slash (but the root's). */
const pathOf = (address: string): string => {
  const path = address.split(/[?#]/, 1)[0] ?? ''
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}
