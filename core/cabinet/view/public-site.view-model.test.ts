import { describe, expect, it } from 'vitest'
import { route, type RouteContext } from '../routing/route.decision'
import { bookingHref, ENTRANCE_PATH } from '../routing/entrance'
import { FOOTER_MAILBOXES } from './chrome'
import { landingPlaces } from './landing.view-model'
import { publicHeaderLinks } from './public-header.view-model'
import { entrances, LANDING_SECTIONS, publicFooter } from './public-site.view-model'

const visitor: RouteContext = { loggedIn: false, profile: undefined, storedAutoFlow: undefined }
const inCabinet = (href: string) => href.replace(/^\/app(?=\/)/, '')

describe('the public site as one site (issue #47)', () => {
  it('heads every public page with the two entrances, or the cabinet once signed in', () => {
    expect(publicHeaderLinks(false).map((l) => l.label)).toEqual(['Малому бизнесу', 'Войти'])
    expect(publicHeaderLinks(true)).toEqual([{ label: 'Перейти в кабинет', href: '/app/campaigns' }])
    for (const link of publicHeaderLinks(false))
      expect(route(inCabinet(link.href), visitor).kind, link.href).toBe('render')
  })

  it('ends every public page with what a visitor may open: calculators, the landing’s sections, the mailboxes', () => {
    const [calculators, site, contacts] = publicFooter()
    expect(calculators?.links.map((l) => l.href)).toEqual([
      ...landingPlaces().map((p) => p.href),
      '/app/preview-minio',
    ])
    for (const link of calculators?.links ?? [])
      expect(route(inCabinet(link.href), visitor), link.href).toMatchObject({ kind: 'render' })
    expect(site?.links.map((l) => l.href).slice(0, 4)).toEqual(
      [LANDING_SECTIONS.news, LANDING_SECTIONS.docs, LANDING_SECTIONS.order, LANDING_SECTIONS.question].map(
        (id) => `/#${id}`,
      ),
    )
    expect(site?.links.at(-1)).toMatchObject({ label: 'Федеральный закон «О рекламе»', external: true })
    expect(contacts?.links.map((l) => l.href)).toEqual(
      Object.values(FOOTER_MAILBOXES).map((address) => `mailto:${address}`),
    )
  })
})

describe('booking offers both entrances alike (issue #47)', () => {
  it('leads a booking to the choice, which a visitor may open and a signed-in user is sent on from', () => {
    expect(bookingHref('lightBoxes')).toBe('/authorization?calculatorAutoFlow=lightBoxes')
    expect(route(bookingHref('lightBoxes'), visitor)).toMatchObject({ kind: 'render', screen: 'entrance' })
    expect(route(ENTRANCE_PATH, { ...visitor, loggedIn: true })).toEqual({
      kind: 'redirect',
      to: '/campaigns',
    })
  })

  it('offers the cabinet’s sign-in and registration and the small-business entrance, the booked place carried on', () => {
    const [cabinet, smallBusiness] = entrances({ calculatorAutoFlow: 'lightBoxes' })
    expect(cabinet?.actions.map((a) => a.href)).toEqual(['/login', '/login?tab=register'])
    expect(smallBusiness?.actions.map((a) => a.href)).toEqual([
      '/msb-authorization?calculatorAutoFlow=lightBoxes',
    ])
    for (const action of [...(cabinet?.actions ?? []), ...(smallBusiness?.actions ?? [])])
      expect(route(action.href, visitor), action.href).toMatchObject({ kind: 'render' })
    // An unknown place is not carried on.
    expect(entrances({ calculatorAutoFlow: '<x>' })[1]?.actions[0]?.href).toBe('/msb-authorization')
  })
})
