/**
 * An address inside the cabinet: a path and its query. Parsed by hand because the core compiles without the
 * DOM's URL classes (tsconfig.core.json); the parser never throws, whatever the input (R-ROUTE-01).
 */
export interface Address {
  /** Path under the base /app, always starting with '/', without a trailing slash (except the root). */
  readonly path: string
  /** The raw query string without '?', kept verbatim so a redirect can carry it on (R-ROUTE-11). */
  readonly search: string
  readonly query: Readonly<Record<string, string>>
}

/** All cabinet routes live under this base (R-ROUTE-01). */
export const APP_BASE = '/app'

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

export const parseQuery = (search: string): Readonly<Record<string, string>> => {
  const query: Record<string, string> = {}
  for (const pair of search.split('&')) {
    if (pair === '') continue
    const eq = pair.indexOf('=')
    const key = decode(eq < 0 ? pair : pair.slice(0, eq))
    if (key === '' || Object.prototype.hasOwnProperty.call(query, key)) continue
    query[key] = decode(eq < 0 ? '' : pair.slice(eq + 1))
  }
  return query
}

/** Parses `/path?query#hash`; a leading /app is the base and is dropped (R-ROUTE-01). */
export const parseAddress = (pathWithQuery: string): Address => {
  const withoutHash = pathWithQuery.split('#', 1)[0] ?? ''
  const q = withoutHash.indexOf('?')
  const rawPath = q < 0 ? withoutHash : withoutHash.slice(0, q)
  const search = q < 0 ? '' : withoutHash.slice(q + 1)
  let path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`
  path = path.replace(/\/{2,}/g, '/')
  if (path === APP_BASE || path.startsWith(`${APP_BASE}/`)) path = path.slice(APP_BASE.length) || '/'
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/'
  return { path, search, query: parseQuery(search) }
}

/** The address as the browser shows it, under /app (R-ROUTE-01). */
export const appHref = (pathWithQuery: string): string =>
  pathWithQuery === '/' ? `${APP_BASE}/` : `${APP_BASE}${pathWithQuery}`

/** A link's target as the app's router follows it. */
export interface LinkTarget {
  /** What the link's `href` attribute says: the site's own path (or the link as given, leaving the site). */
  readonly href: string
  /**
   * The path inside the router's base to go to without loading the page; undefined when the browser should load
   * it itself (outside the base, a section of a page by its #, another site or a mailbox).
   */
  readonly inApp: string | undefined
}

/**
 * Where a link leads from a router living under `base` ('/app' for the cabinet, '' on the landing): '/x' is
 * relative to the base as ever; '~/x' is the site's own '/x' wherever the router lives (the public header and
 * footer lead to the landing from the cabinet's pages, issue #47), and so is a file of the API ('/api/…': the
 * footer's public offer read '/app/api/…' in the cabinet); anything else leaves the site.
 */
export const linkTarget = (link: string, base: string): LinkTarget => {
  const site = link.startsWith('~/')
    ? link.slice(1)
    : link.startsWith('/api/')
      ? link // a file the API serves (a document, a download) is the site's, never a cabinet route
      : link.startsWith('/')
        ? `${base}${link}`
        : undefined
  if (site === undefined) return { href: link, inApp: undefined }
  const within = base === '' || site === base || site.startsWith(`${base}/`)
  const inApp = within && !site.includes('#') ? site.slice(base.length) || '/' : undefined
  return { href: site, inApp }
}
