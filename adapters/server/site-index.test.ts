import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculatorPlaceOf, INDEXED_PATHS, pricesInBrowser } from '../../core/cabinet/routing/site-index'
import type { Clock } from '../../core/ports/clock.port'
import { calculatorPreview } from '../../core/pricing/selection/calculator-preview'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { inlineStylesheet, listedPage, notFoundPage, startAfterFirstPaint } from './routes/site-index.routes'
import { startTestServer, type TestServer } from './testing/test-server'

/** Issue #16: what a search engine and a stale tab meet at the edge of a server that serves a built cabinet. */
const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <title>Табло</title>
    <meta
      name="description"
      content="Табло — реклама в Москве."
    />
  </head>
  <body><div id="root"></div></body>
</html>`
let server: TestServer
let uiDir: string
/** A fixed day: the calculators' defaults start from it (the next month). */
const TODAY = '2026-11-22'
const clock: Clock = { now: () => new Date(`${TODAY}T09:00:00Z`), today: () => TODAY }
beforeAll(async () => {
  uiDir = mkdtempSync(join(tmpdir(), 'tablo-site-index-'))
  mkdirSync(join(uiDir, 'assets'))
  writeFileSync(join(uiDir, 'index.html'), INDEX)
  writeFileSync(join(uiDir, 'assets', 'index-C94Kc_1y.js'), 'console.log(1)')
  server = await startTestServer({ uiDir, clock })
})
afterAll(async () => {
  await server?.close()
  rmSync(uiDir, { recursive: true, force: true })
})

const get = (path: string) => fetch(`${server.baseUrl}${path}`)

/** A build folder of its own: the same index.html, with a manifest if given. */
const buildFolder = (manifest?: object): string => {
  const dir = mkdtempSync(join(tmpdir(), 'tablo-site-index-'))
  writeFileSync(join(dir, 'index.html'), INDEX)
  if (manifest) {
    mkdirSync(join(dir, '.vite'))
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  }
  return dir
}

describe('found and shared: robots.txt and sitemap.xml from the server', () => {
  it('robots.txt allows the public pages and names the sitemap at the public address', async () => {
    const robots = await get('/robots.txt')
    expect([robots.status, robots.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8'])
    const text = await robots.text()
    expect(text).toContain('Allow: /app/monitory-metro$')
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain('Sitemap: http://tablo.test/sitemap.xml')
  })

  it('sitemap.xml lists every public page by its canonical address, each one served', async () => {
    const sitemap = await get('/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const locs = [...(await sitemap.text()).matchAll(/<loc>http:\/\/tablo\.test([^<]+)<\/loc>/g)].map(
      (m) => m[1],
    )
    expect(locs).toEqual(INDEXED_PATHS)
    for (const path of INDEXED_PATHS) {
      const page = await get(path)
      const html = await page.text()
      expect([path, page.status, html.match(/<title>/g)?.length]).toEqual([path, 200, 1])
      expect(html.match(/name="description"/g)?.length, path).toBe(1)
      expect(html, path).toContain(`<link rel="canonical" href="http://tablo.test${path}" />`)
    }
    // The head a search engine and a link preview read, before any script runs.
    const metro = await (await get('/app/monitory-metro')).text()
    expect(metro).toContain('<title>Табло — Мониторы в метро</title>')
    expect(metro).toContain('<meta property="og:title" content="Табло — Мониторы в метро" />')
    expect(metro).toContain('<meta property="og:url" content="http://tablo.test/app/monitory-metro" />')
    expect(metro).toMatch(/<meta name="description" content="Мониторы в метро в Москве: [^"]+" \/>/)
    expect(metro).not.toContain('Табло — реклама в Москве.')
    // Its heading and sentence are in the page before any script runs; React replaces them when it starts.
    expect(metro).toContain('<div id="root"><header class="site-header">')
    expect(metro).toContain('</header><main class="prerendered"><h1>Калькулятор: Мониторы в метро</h1><p>')
    // The landing at the site's root: its own head, its text and links to the public place pages.
    const landing = await get('/')
    expect(landing.status).toBe(200)
    const root = await landing.text()
    expect(root).toContain('<title>Табло — Реклама в метро и на улицах Москвы</title>')
    expect(root).toContain('<link rel="canonical" href="http://tablo.test/" />')
    expect(root).toContain('<h1>Реклама в метро и на улицах Москвы</h1>')
    expect(root).toContain('<a href="/app/lightboxes-bus">Лайтбоксы</a>')
    // A signed-in page is the cabinet's page as built.
    expect(await (await get('/app/campaigns')).text()).toBe(INDEX)
  })
})

describe('a public calculator comes with its parts (issue #51 item 2)', () => {
  it('names the page’s chunks and the calculator’s in its HTML, each once; a page without prices names none', async () => {
    const chunk = (file: string, ...imports: string[]) => ({ file: `assets/${file}`, imports })
    const manifest = {
      'main.tsx': chunk('index-C94Kc_1y.js'),
      'features/landing/LandingPage.tsx': chunk('LandingPage-a1.js', '_shared-b2.js'),
      '_shared-b2.js': chunk('shared-b2.js', 'main.tsx'),
      'features/shell/PlaceCalculatorScreen.tsx': chunk('PlaceCalculatorScreen-c3.js', '_shared-b2.js'),
      '../adapters/core-wiring/wizard.module.ts': chunk('wizard.module-d4.js', '_shared-b2.js'),
      'features/wizard/PublicCalculator.tsx': {
        ...chunk('PublicCalculator-e5.js'),
        css: ['assets/PublicCalculator-e5.css'],
      },
      'style.css': { file: 'assets/index-f6.css' },
    }
    // A build folder of its own (a page is made once per folder): the same index.html, with this manifest.
    const built = buildFolder(manifest)
    try {
      const preloads = async (path: string) =>
        [
          ...((await listedPage(built, path, 'http://tablo.test')) ?? '').matchAll(
            /<link rel="modulepreload" crossorigin href="\/app\/assets\/([^"]+)">/g,
          ),
        ].map((m) => m[1])
      expect(await preloads('/')).toEqual([
        'LandingPage-a1.js',
        'shared-b2.js',
        'index-C94Kc_1y.js',
        'wizard.module-d4.js',
        'PublicCalculator-e5.js',
      ])
      expect(await preloads('/app/monitory-metro')).toEqual([
        'PlaceCalculatorScreen-c3.js',
        'shared-b2.js',
        'index-C94Kc_1y.js',
        'wizard.module-d4.js',
        'PublicCalculator-e5.js',
      ])
      expect(await listedPage(built, '/', 'http://tablo.test')).toContain(
        '<link rel="preload" as="style" href="/app/assets/PublicCalculator-e5.css">',
      )
      const withoutPrices = INDEXED_PATHS.find((p) => p !== '/' && !pricesInBrowser(p))
      expect(withoutPrices).toBeDefined()
      expect(await preloads(withoutPrices!)).toEqual([])
    } finally {
      rmSync(built, { recursive: true, force: true })
    }
    // A build without a manifest (the server's folder): the page as before, no preload named.
    expect(await (await get('/')).text()).not.toMatch(/modulepreload|as="style"/)
  })
})

describe('a public calculator paints before its app starts (issue #51 item 2)', () => {
  const page = [
    '<head>',
    '    <script type="module" crossorigin src="/app/assets/index-a1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/app/assets/shared-b2.js">',
    '    <link rel="stylesheet" crossorigin href="/app/assets/index-c3.css">',
    '    <link rel="modulepreload" crossorigin href="/app/assets/Public-d4.js">',
    '    <link rel="modulepreload" crossorigin href="/app/assets/shared-b2.js">',
    '    <link rel="preload" as="style" href="/app/assets/Public-e5.css">',
    '  </head><body><div id="root"><h1>Калькулятор</h1></div></body>',
  ].join('\n')
  const boot = { 'after-first-paint.ts': { file: 'assets/after-first-paint-f6.js' } }

  it('names only its start script, which carries the entry, the modules and the styles to ask for after the paint', () => {
    const html = startAfterFirstPaint(page, boot)
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" src="/app/assets/after-first-paint-f6.js" data-app-entry="/app/assets/index-a1.js" ' +
        'data-app-modules="/app/assets/shared-b2.js /app/assets/Public-d4.js" data-app-styles="/app/assets/Public-e5.css">',
    ])
    expect(html).not.toMatch(/modulepreload|as="style"/)
    // The page's own stylesheet and text stay where they were: the first paint needs them.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/app/assets/index-c3.css">')
    expect(html).toContain('<div id="root"><h1>Калькулятор</h1></div>')
  })

  it('leaves a page as it is when the build has no start script or the page no entry', () => {
    expect(startAfterFirstPaint(page, {})).toBe(page)
    const noEntry = page.replace(/\s*<script[^>]*><\/script>/, '')
    expect(startAfterFirstPaint(noEntry, boot)).toBe(noEntry)
  })
})

describe('a public calculator’s stylesheet comes in its HTML (issue #51 item 2)', () => {
  it('writes the build’s sheet in place of its link, kept for no medium (no preload fetches it); a missing sheet or one that would close the element stays a link', async () => {
    const link = '<head><link rel="stylesheet" crossorigin href="/app/assets/index-c3.css"></head>'
    writeFileSync(join(uiDir, 'assets', 'index-c3.css'), 'h1{margin:0}')
    expect(await inlineStylesheet(link, uiDir)).toBe(
      '<head><style>h1{margin:0}</style>' +
        '<link rel="stylesheet" crossorigin href="/app/assets/index-c3.css" media="not all" disabled></head>',
    )
    writeFileSync(join(uiDir, 'assets', 'index-c3.css'), 'h1{content:"</style>"}')
    expect(await inlineStylesheet(link, uiDir)).toBe(link)
    rmSync(join(uiDir, 'assets', 'index-c3.css'))
    expect(await inlineStylesheet(link, uiDir)).toBe(link)
  })
})

describe('a path that is not there', () => {
  it('a missing file is a plain 404, not the cabinet’s page; a cabinet path with a dot is still the page', async () => {
    for (const path of ['/app/assets/index-OLDBUILD.js', '/app/assets/nothing', '/app/logo.png']) {
      const missing = await get(path)
      expect([path, missing.status, await missing.text()]).toEqual([path, 404, 'Нет такого файла'])
    }
    expect((await get('/app/assets/index-C94Kc_1y.js')).status).toBe(200)
    const token = await get('/app/sign-in/confirm/eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl')
    expect([token.status, await token.text()]).toEqual([200, INDEX])
  })

  it('a page the site does not have is the site’s 404 page, with its header and ways on (issue #47)', async () => {
    for (const path of ['/no-such-page', '/about/team', '/app-x']) {
      const page = await get(path)
      expect([path, page.status, page.headers.get('content-type')]).toEqual([
        path,
        404,
        'text/html; charset=utf-8',
      ])
      const html = await page.text()
      expect(html).toContain('<title>Табло — Страница не найдена</title>')
      expect(html).toContain('<meta name="robots" content="noindex" />')
      expect(html).toContain('<div id="root"><header class="site-header">')
      expect(html).toContain('<h1>Страница не найдена</h1>')
      expect(html).toContain('<a href="/">На главную</a>')
    }
    // A call that is not a page's keeps the API's refusal.
    const posted = await fetch(`${server.baseUrl}/no-such-page`, { method: 'POST' })
    expect([posted.status, ((await posted.json()) as { message: string }).message]).toEqual([
      404,
      'Нет такого адреса',
    ])
  })

  it('an API path that does not exist is a 404 in the API’s own shape, in Russian', async () => {
    const api = await get('/api/v1/nothing.json')
    expect(api.status).toBe(404)
    expect(((await api.json()) as { message: string }).message).toBe('Нет такого адреса')
  })
})

describe('a public calculator in the page’s HTML (issue #51 item 2)', () => {
  it('carries each public calculator’s defaults and the price the server’s calculate answers for them', async () => {
    const priced = INDEXED_PATHS.filter((path) => calculatorPlaceOf(path) !== undefined)
    // The landing and the seven public place pages that price a place.
    expect(priced.length).toBe(8)
    let withPrice = 0
    for (const path of priced) {
      const html = await (await get(path)).text()
      const place = calculatorPlaceOf(path)!
      const block = /<section class="prerendered-calculator" data-place="(\w+)"[^>]*>(.*?)<\/section>/.exec(
        html,
      )
      expect(block?.[1], path).toBe(place)
      expect(block?.[2], path).toMatch(/<dt>Период (размещения|показа)<\/dt>/)
      const total =
        /data-kopecks="(\d+)"><span>Итоговая стоимость<\/span> <span class="amount">([^<]+)</.exec(
          block?.[2] ?? '',
        )
      if (!total) continue
      withPrice++
      // The input the form starts from, priced by the server's own calculate call: the same kopecks.
      const { input } = calculatorPreview(place as 'metroMonitors', DEMO_REFERENCE, TODAY, () => ({
        ok: false,
        error: { code: 'not loaded', message: '' },
      }))
      const answer = await fetch(`${server.baseUrl}/api/v1/commercial-campaigns/${place}/calculate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      })
      const body = (await answer.json()) as { data: { quote: { totals: { total: number } } } }
      expect(body.data.quote.totals.total, path).toBe(Number(total[1]))
    }
    // The landing's metro monitors price their defaults; a page whose places are chosen first shows no price.
    expect(withPrice).toBeGreaterThanOrEqual(1)
    expect(await (await get('/')).text()).toContain('data-testid="server-price-total"')
  })
})

describe('the public HTML is made once per build (issue #51 item 2)', () => {
  /** The same build's index.html as changed on disk later. */
  const LATER_INDEX = INDEX.replace('<body>', '<body class="later">')

  it('reads a folder’s index.html once; only the calculator is written per request', async () => {
    const built = buildFolder()
    try {
      let asked = 0
      const calculators = async (path: string) => `<section data-n="${++asked}">${path}</section>`
      const first = await listedPage(built, '/app/monitory-metro', 'http://tablo.test', calculators)
      const missing = await notFoundPage(built)
      // The build is not read again while the server runs: a changed file is not seen.
      writeFileSync(join(built, 'index.html'), LATER_INDEX)
      const second = await listedPage(built, '/app/monitory-metro', 'http://tablo.test', calculators)
      expect(first).toContain('<section data-n="1">/app/monitory-metro</section>')
      expect(second).toBe(first!.replace('data-n="1"', 'data-n="2"'))
      expect(await notFoundPage(built)).toBe(missing)
      expect([first, second, missing].some((page) => page?.includes('later'))).toBe(false)
      // Each path and public address is its own page; a folder read later has its own index.html.
      expect(await listedPage(built, '/', 'http://other.test', calculators)).toContain(
        '<link rel="canonical" href="http://other.test/" />',
      )
      const later = buildFolder()
      writeFileSync(join(later, 'index.html'), LATER_INDEX)
      expect(await notFoundPage(later)).toBe(missing.replace('<body>', '<body class="later">'))
      rmSync(later, { recursive: true, force: true })
      // A page without a calculator is the page as made; an unlisted path is none.
      expect(await listedPage(built, '/app/login', 'http://tablo.test', async () => '')).toContain('<h1>')
      expect(await listedPage(built, '/app/campaigns', 'http://tablo.test', calculators)).toBeUndefined()
      expect(asked).toBe(3)
    } finally {
      rmSync(built, { recursive: true, force: true })
    }
  })
})
