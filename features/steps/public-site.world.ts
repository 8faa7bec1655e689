import { calendarMonthTitle, weekdayHeading } from '../../core/cabinet/view/calendar.view-model'
import { documentTitle } from '../../core/cabinet/routing/page-title'
import { route, type RouteContext } from '../../core/cabinet/routing/route.decision'
import { bookingHref } from '../../core/cabinet/routing/entrance'
import { NOT_FOUND_HEAD, pageHead } from '../../core/cabinet/routing/site-index'
import { PUBLIC_HEADER, publicHeaderLinks } from '../../core/cabinet/view/public-header.view-model'
import { entrances, NOT_FOUND_PAGE, publicFooter } from '../../core/cabinet/view/public-site.view-model'
import { parseAddress } from '../../core/cabinet/routing/address'
import { decodeNewPassword } from '../../core/session/session.contract'
import { fieldMessages } from '../../core/session/auth.errors'
import type { TabloWorld } from '../support/world'

const VISITOR: RouteContext = { loggedIn: false, profile: undefined, storedAutoFlow: undefined }

/** The public site as a visitor meets it, read from the core the pages draw from. */
export class PublicSiteScene {
  booked: string | undefined

  header(signedIn: boolean): string {
    return publicHeaderLinks(signedIn)
      .map((l) => l.label)
      .join(', ')
  }

  brand(): string {
    return `${PUBLIC_HEADER.brand} → ${PUBLIC_HEADER.homeLabel}`
  }

  footerSections(): string {
    return publicFooter()
      .map((g) => g.title)
      .join(', ')
  }

  /** The footer's links a visitor could not open (a cabinet page that sends them to the login). */
  footerLinksClosedToVisitors(): string[] {
    return publicFooter()
      .flatMap((g) => g.links)
      .filter(
        (l) => l.href.startsWith('/app/') && route(l.href.slice('/app'.length), VISITOR).kind !== 'render',
      )
      .map((l) => l.href)
  }

  /** The tab's title of a public page, as the server's first answer and the page itself give it. */
  title(path: string): string {
    const server = pageHead(path)?.title
    if (path === '/') return server ?? ''
    const decision = route(parseAddress(path).path, VISITOR)
    const client = decision.kind === 'render' ? documentTitle(decision.screen, decision.params) : ''
    return server === undefined || server === client ? client : `${server} / ${client}`
  }

  book(place: string): void {
    this.booked = bookingHref(place)
  }

  entranceChoice(): string[] {
    const query = this.booked ? parseAddress(this.booked).query : {}
    return entrances(query).map((e) => `${e.title}: ${e.actions.map((a) => a.label).join(', ')}`)
  }

  smallBusinessHref(): string {
    const query = this.booked ? parseAddress(this.booked).query : {}
    return entrances(query).find((e) => e.id === 'smallBusiness')?.actions[0]?.href ?? ''
  }

  notFound(): string {
    return `${NOT_FOUND_HEAD.title} | ${NOT_FOUND_PAGE.links.map((l) => l.label).join(', ')}`
  }

  calendar(year: number, month: number): string {
    const week = [1, 2, 3, 4, 5, 6, 7].map((d) =>
      weekdayHeading(
        new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2026, 10, 29 + d)),
        ),
      ),
    )
    return `${calendarMonthTitle(year, month)} | ${week.join(' ')}`
  }

  newPassword(password: string): string {
    const decoded = decodeNewPassword({ password })
    return decoded.ok ? 'accepted' : (fieldMessages(decoded.error.errors)['password'] ?? '')
  }
}

export const site = (world: TabloWorld): PublicSiteScene =>
  world.slot('publicSite', () => new PublicSiteScene())
