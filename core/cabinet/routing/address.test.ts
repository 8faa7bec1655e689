import { describe, expect, it } from 'vitest'
import { linkTarget } from './address'

describe('where a link leads from the router it is in (issue #47: one site, two routers)', () => {
  it('reads "/x" inside the base, "~/x" as the site’s own path, anything else as leaving the site', () => {
    expect(linkTarget('/login', '/app')).toEqual({ href: '/app/login', inApp: '/login' })
    expect(linkTarget('~/app/login', '/app')).toEqual({ href: '/app/login', inApp: '/login' })
    expect(linkTarget('~/app/login', '')).toEqual({ href: '/app/login', inApp: '/app/login' })
    expect(linkTarget('/app/login', '')).toEqual({ href: '/app/login', inApp: '/app/login' })
    expect(linkTarget('~/app', '/app')).toEqual({ href: '/app', inApp: '/' })
  })

  it('lets the browser load what lies outside the router, a section by its #, another site or a mailbox', () => {
    expect(linkTarget('~/', '/app')).toEqual({ href: '/', inApp: undefined })
    expect(linkTarget('~/#landing-news', '')).toEqual({ href: '/#landing-news', inApp: undefined })
    expect(linkTarget('~/application', '/app')).toEqual({ href: '/application', inApp: undefined })
    expect(linkTarget('/api/v1/public/offer/o.pdf', '/app')).toEqual({
      href: '/api/v1/public/offer/o.pdf',
      inApp: undefined,
    })
    expect(linkTarget('mailto:sales@tablo.local', '/app')).toEqual({
      href: 'mailto:sales@tablo.local',
      inApp: undefined,
    })
    expect(linkTarget('http://pravo.gov.ru/x', '')).toEqual({
      href: 'http://pravo.gov.ru/x',
      inApp: undefined,
    })
  })
})
