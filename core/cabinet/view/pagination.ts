/** One entry of a page bar: a page number, or a gap ('…') standing for the pages left out. */
export type PageEntry =
  { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap'; readonly key: string }

/**
 * The page bar of a long list (R-CONST-07 pages of notifications, the stops list, the campaigns): the first and
 * last pages, the current one with `around` neighbours each side, and a gap where pages are left out. A gap
 * that would hide a single page shows that page instead, so the bar never reads `1 … 3`. Pages are 1-based;
 * the current page is clamped into 1..pageCount.
 */
export const pageEntries = (current: number, pageCount: number, around = 1): readonly PageEntry[] => {
  const count = Math.max(0, Math.floor(pageCount))
  if (count === 0) return []
  const at = Math.min(count, Math.max(1, Math.floor(current)))
  const shown = new Set<number>([1, count])
  for (let p = at - around; p <= at + around; p++) if (p >= 1 && p <= count) shown.add(p)
  const pages = [...shown].sort((a, b) => a - b)
  const entries: PageEntry[] = []
  pages.forEach((page, i) => {
    const prev = pages[i - 1]
    if (prev !== undefined && page - prev === 2) entries.push({ kind: 'page', page: prev + 1 })
    else if (prev !== undefined && page - prev > 2) entries.push({ kind: 'gap', key: `gap-${prev}` })
    entries.push({ kind: 'page', page })
  })
  return entries
}

/** How many pages `total` items make at `perPage` a page (at least one page once there is an item). */
export const pageCountOf = (total: number, perPage: number): number =>
  perPage > 0 && total > 0 ? Math.ceil(total / perPage) : 0
