import { expect, type Page } from '@playwright/test'
import { documentTitle } from '../../../core/cabinet/routing/page-title'
import { route } from '../../../core/cabinet/routing/route.decision'
import { pageHead } from '../../../core/cabinet/routing/site-index'
import { PUBLIC_HEADER, publicHeaderLinks } from '../../../core/cabinet/view/public-header.view-model'
import { publicFooter } from '../../../core/cabinet/view/public-site.view-model'
import { SCREEN_WIDTHS } from './screens'

/**
 * The public site's header and footer on the page (issue #47: the landing's header and footer on every public
 * page), as core's public-site view-model has them: the brand leading home, the entrances, the footer's sections.
 */
export const expectPublicFrame = async (page: Page, signedIn = false): Promise<void> => {
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: PUBLIC_HEADER.homeLabel })).toHaveAttribute('href', '/')
  await expect(header.getByRole('navigation', { name: PUBLIC_HEADER.navLabel }).getByRole('link')).toHaveText(
    publicHeaderLinks(signedIn).map((l) => l.label),
  )
  const footer = page.getByRole('contentinfo')
  for (const group of publicFooter())
    await expect(footer.getByRole('region', { name: group.title }).getByRole('link')).toHaveCount(
      group.links.length,
    )
}

/** A public page's tab title as the core names it (R-HEAD-22), for a visitor. */
export const publicTitle = (path: string): string => {
  if (!path.startsWith('/app/')) return pageHead(path)?.title ?? documentTitle('notFound')
  const decision = route(path.slice('/app'.length), {
    loggedIn: false,
    profile: undefined,
    storedAutoFlow: undefined,
  })
  if (decision.kind !== 'render') throw new Error(`${path} is not a page a visitor sees`)
  return documentTitle(decision.screen, decision.params)
}

/**
 * Header, content and footer start at one left edge at 1440, 1024 and 390 px (issue #47): the header's first
 * link, the main column's first block and the footer's first heading, measured.
 */
export const expectOneLeftEdge = async (page: Page, name: string): Promise<void> => {
  const original = page.viewportSize()
  // The screen and the footer may come a moment after the header (each a chunk of its own).
  await expect(page.locator('main > *').first()).toBeAttached()
  await expect(page.locator('footer h2').first()).toBeAttached()
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    const edges = await page.evaluate(() => {
      const left = (el: Element | null | undefined) => (el ? Math.round(el.getBoundingClientRect().left) : -1)
      return {
        header: left(document.querySelector('header')?.querySelector('a')),
        content: left(document.querySelector('main')?.firstElementChild),
        footer: left(document.querySelector('footer')?.querySelector('h2')),
      }
    })
    expect(edges.header, `${name} at ${width} px`).toBeGreaterThan(0)
    expect(edges, `${name} at ${width} px`).toEqual({
      header: edges.header,
      content: edges.header,
      footer: edges.header,
    })
  }
  if (original) await page.setViewportSize(original)
}
