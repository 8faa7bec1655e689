import { describe, expect, it } from 'vitest'
import { route } from './route.decision'
import {
  INDEXED_PATHS,
  LANDING_INTRO,
  NOT_FOUND_HEAD,
  notFoundBody,
  pageHead,
  prerenderedBody,
  robotsTxt,
  siteHeaderHtml,
  sitemapXml,
} from './site-index'

describe('what search engines are told (issue #16)', () => {
  it('lists the landing, sign-in, registration and the eight public calculator pages, each served signed out', () => {
    expect(INDEXED_PATHS).toHaveLength(11)
    expect(INDEXED_PATHS[0]).toBe('/')
    expect(INDEXED_PATHS).toContain('/app/monitory-metro')
    for (const path of INDEXED_PATHS.slice(1)) {
      const decision = route(path.slice('/app'.length), {
        loggedIn: false,
        profile: undefined,
        storedAutoFlow: undefined,
      })
      expect(decision.kind, path).toBe('render')
    }
  })

  it('robots.txt allows the listed pages and their files, not the cabinet or the API, and names the sitemap', () => {
    const robots = robotsTxt('https://tablo.example')
    expect(robots).toContain('Allow: /app/login$\n')
    expect(robots).toContain('Allow: /app/assets/\nDisallow: /app/\nDisallow: /api/\n')
    expect(robots.endsWith('Sitemap: https://tablo.example/sitemap.xml\n')).toBe(true)
  })

  it('the sitemap gives each page its canonical address, escaped', () => {
    const xml = sitemapXml('https://tablo.example/a&b')
    expect(xml).toContain('<loc>https://tablo.example/a&amp;b/app/city-format-group</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(INDEXED_PATHS.length)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
  })

  it('every listed page has its own title and description; no other path has one', () => {
    const heads = INDEXED_PATHS.map((path) => pageHead(path))
    expect(
      heads.every((h) => h !== undefined && h.title.startsWith('Табло — ') && h.description.length > 40),
    ).toBe(true)
    expect(new Set(heads.map((h) => h?.title)).size).toBe(INDEXED_PATHS.length)
    expect(pageHead('/app/monitory-metro')?.title).toBe('Табло — Мониторы в метро')
    expect(pageHead('/app/campaigns')).toBeUndefined()
    expect(pageHead('/app/transit-shelter')).toBeUndefined()
  })

  it('a listed page reads before its script runs: its heading and sentence, the landing its place pages', () => {
    // The page's own first paragraph, word for word, with its link to the login (PlaceCalculatorScreen shows it).
    expect(prerenderedBody('/app/monitory-metro')).toBe(
      `${siteHeaderHtml()}<main class="prerendered"><h1>Калькулятор: Мониторы в метро</h1><p>Стоимость считается сразу, по ценам прайс-листа. Чтобы забронировать, войдите в кабинет или по e-mail — кампания откроется с тем же выбором, а ваши скидки учтутся в кабинете. <a href="/app/login">Уже есть кабинет? Войти</a></p></main>`,
    )
    const landing = prerenderedBody('/')!
    expect(landing).toMatch(/<\/header><main class="prerendered prerendered-landing"><h1>/)
    expect(landing).toContain(`<p>${LANDING_INTRO}</p>`)
    expect(landing).toContain('<h1>Реклама в метро и на улицах Москвы</h1>')
    expect(landing).toContain('<li><a href="/app/monitory-metro">Мониторы в метро</a></li>')
    expect(landing.match(/<li>/g)).toHaveLength(7) // the public pages with a place; the preview page has none
    expect(prerenderedBody('/app/campaigns')).toBeUndefined()
    expect(pageHead('/')?.title).toBe('Табло — Реклама в метро и на улицах Москвы')
  })

  it('every public page reads the site’s header first: the brand home, the two entrances (issue #47)', () => {
    expect(siteHeaderHtml()).toBe(
      '<header class="site-header"><div class="site-column"><a class="site-brand" href="/" aria-label="Табло — на главную">Табло</a><nav aria-label="Кабинет"><a href="/app/msb-authorization">Малому бизнесу</a><a href="/app/login">Войти</a></nav></div></header>',
    )
    for (const path of INDEXED_PATHS)
      expect(prerenderedBody(path)?.startsWith(siteHeaderHtml()), path).toBe(true)
  })

  it('the page that is not there is the site’s page: its header, a title, what happened, the ways on', () => {
    expect(NOT_FOUND_HEAD.title).toBe('Табло — Страница не найдена')
    const body = notFoundBody()
    expect(body.startsWith(siteHeaderHtml())).toBe(true)
    expect(body).toContain('<h1>Страница не найдена</h1>')
    expect(body).toContain('<li><a href="/">На главную</a></li>')
    expect(body).toContain('<li><a href="/app/login">Войти в кабинет</a></li>')
  })
})
