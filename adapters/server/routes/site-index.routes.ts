import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { AccountSettings } from '../../../core/session/account.service'
import { placeReferencePath } from '../../../core/pricing/selection/live-quote.store'
import { LANDING_PREVIEW } from '../../../core/cabinet/view/landing.view-model'
import { CalculatorRegistry } from '../../../core/pricing/calculator-registry'
import { Clock } from '../../../core/ports/clock.port'
import { QuoteService } from '../../../core/quoting/quote.service'
import type { Container } from '../../container/di'
import { hasForm } from '../../../core/pricing/selection/calculator-form'
import { calculatorPreview, type CalculatorPreview } from '../../../core/pricing/selection/calculator-preview'
import type { PricingReferenceData } from '../../../core/pricing/reference/pricing-reference.schema'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import {
  calculatorPlaceOf,
  escapeXml,
  NOT_FOUND_HEAD,
  notFoundBody,
  pageHead,
  prerenderedBody,
  pricesInBrowser,
  robotsTxt,
  sitemapXml,
} from '../../../core/cabinet/routing/site-index'

/** robots.txt and sitemap.xml at the site's root (issue #16), with the public address the server is reached at. */
export const siteIndexRoutes = (app: FastifyInstance, publicUrl: string): void => {
  const robots = robotsTxt(publicUrl)
  const sitemap = sitemapXml(publicUrl)
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  )
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  )
}

/**
 * The built index.html as a listed page: its title in place of the cabinet's, its description in place of the
 * default one, the canonical and Open Graph tags, and its heading and sentence inside the app's root (React
 * replaces them when it starts); undefined for a path that is not listed. Everything but the calculator is made
 * once per build folder, address and path (issue #51 item 2: a build does not change while the server runs; it
 * read index.html, the manifest and the sheet and ran a dozen regexes on every request); a request only writes
 * the page's calculator, which follows the day and the price list, between the two parts kept.
 */
export const listedPage = async (
  uiDir: string,
  path: string,
  publicUrl: string,
  calculators?: CalculatorPreviews,
): Promise<string | undefined> => {
  if (!pageHead(path)) return undefined
  const [before, after] = await builtPage(uiDir, path, publicUrl)
  return after === undefined ? before : before + ((await calculators?.(path)) ?? '') + after
}

/** A mark in place of the calculator while a page is made, where each request writes its own. */
const CALCULATOR_MARK = '\u0000calculator\u0000'

/**
 * The pages made of one build folder, each as its two parts around the calculator (or one part, where the page has
 * no calculator), by folder, then by address and path; a page that failed to be made is made again when asked.
 */
const builtPages = new Map<string, Map<string, Promise<readonly [string, string?]>>>()

const builtPage = (uiDir: string, path: string, publicUrl: string): Promise<readonly [string, string?]> => {
  const pages = builtPages.get(uiDir) ?? new Map<string, Promise<readonly [string, string?]>>()
  if (!builtPages.has(uiDir)) builtPages.set(uiDir, pages)
  const key = `${publicUrl} ${path}`
  const known = pages.get(key)
  if (known) return known
  const made = makePage(uiDir, path, publicUrl).then((page) => {
    const at = page.indexOf(CALCULATOR_MARK)
    return at < 0
      ? ([page] as const)
      : ([page.slice(0, at), page.slice(at + CALCULATOR_MARK.length)] as const)
  })
  made.catch(() => pages.delete(key))
  pages.set(key, made)
  return made
}

/** A listed page as built, with CALCULATOR_MARK where its calculator goes. */
const makePage = async (uiDir: string, path: string, publicUrl: string): Promise<string> => {
  const head = headTags(path, publicUrl)
  if (!head) throw new Error(`${path} is not a listed page`)
  const manifest = await manifestOf(uiDir)
  const modules = pageModules(path)
  const preloads = modulePreloads(manifest, modules)
  const page = (await builtIndex(uiDir))
    .replace(/<title>[^<]*<\/title>/, head.title)
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/\s*<\/head>/, `\n    ${[head.tags, ...preloads].join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${prerenderedBody(path, CALCULATOR_MARK) ?? ''}</div>`,
    )
  return modules.length > 0 ? inlineStylesheet(startAfterFirstPaint(page, manifest), uiDir) : page
}

/** The build's index.html, read once per folder. */
const builtIndexes = new Map<string, Promise<string>>()
const builtIndex = (uiDir: string): Promise<string> => {
  const known = builtIndexes.get(uiDir)
  if (known) return known
  const read = readFile(join(uiDir, 'index.html'), 'utf8')
  read.catch(() => builtIndexes.delete(uiDir))
  builtIndexes.set(uiDir, read)
  return read
}

/**
 * The page's stylesheet written into its HTML (issue #51 item 2): the first paint waits for it, and on a busy
 * server its own request was a round trip more than the page's. Only the app's own build (under /app/assets), only a
 * sheet that cannot close the style element; any other page is left as it is.
 */
export const inlineStylesheet = async (html: string, uiDir: string): Promise<string> => {
  const link = /<link rel="stylesheet" crossorigin href="\/app\/(assets\/[\w.-]+\.css)">/.exec(html)
  if (!link?.[1]) return html
  const sheet = await readFile(join(uiDir, link[1]), 'utf8').catch(() => undefined)
  // The link stays, disabled and for no medium (neither fetched nor applied): Vite's loader of a lazy chunk whose
  // styles include this sheet finds it and does not add it again (a second copy's @font-face rules would swap Inter
  // in after all). Disabled alone, the browser's preload scanner still fetched it beside the fonts the first paint
  // waits for; it fetches no sheet whose media does not match.
  return sheet === undefined || sheet.includes('</')
    ? html
    : html.replace(
        link[0],
        () => `<style>${sheet}</style>${link[0].replace(/>$/, ' media="not all" disabled>')}`,
      )
}

/** The build's start of a page painted before its app (ui/after-first-paint.ts), as its manifest names it. */
const AFTER_FIRST_PAINT = 'after-first-paint.ts'

/**
 * A public calculator's page whose app starts after its first paint (issue #51 item 2): the app's entry script and
 * every module and style preload leave the head, and the one script left, ui/after-first-paint.ts, asks for them once the
 * server's page has painted. Read before the paint, the ~80 preloads and the entry's modules held it back (at 4×
 * CPU: first paint 0.8–1.2 s against 0.4–0.5 s for the same HTML without them). A build without that script
 * (or a page without the entry) is left as it is.
 */
export const startAfterFirstPaint = (html: string, manifest: Manifest): string => {
  const boot = manifest[AFTER_FIRST_PAINT]
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
  if (!boot || !entry?.[1]) return html
  const modules = new Set<string>()
  const styles = new Set<string>()
  const rest = html
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      modules.add(href)
      return ''
    })
    .replace(/\s*<link rel="preload" as="style" href="([^"]+)">/g, (_tag, href: string) => {
      styles.add(href)
      return ''
    })
  const list = (hrefs: Set<string>) => escapeXml([...hrefs].join(' '))
  const start =
    `<script type="module" src="/app/${escapeXml(boot.file)}" data-app-entry="${escapeXml(entry[1])}" ` +
    `data-app-modules="${list(modules)}" data-app-styles="${list(styles)}"></script>`
  return rest.replace(/\s*<\/head>/, `\n    ${start}\n  </head>`)
}

/** A listed page's calculator as the server writes it into the page's HTML, or '' for a page without one. */
export type CalculatorPreviews = (path: string) => Promise<string>

/**
 * The calculator a visitor meets on a public page, before any script (issue #51 item 2): its fields with their
 * defaults and the default price at list prices, written in the page's HTML so that the first paint carries them;
 * the interactive form takes its place when it is ready (ui/app/PrerenderedPage.tsx PrerenderedCalculator). Not a
 * form: nothing here can be pressed or typed into, and its total is the price panel's, to the kopeck.
 */
export const calculatorPreviewHtml = (
  place: string,
  preview: CalculatorPreview,
  heading?: string,
): string => {
  const fields = preview.fields
    .map((f) => `<div><dt>${escapeXml(f.label)}</dt><dd>${escapeXml(f.value)}</dd></div>`)
    .join('')
  const total = preview.total
    ? `<p class="total" data-testid="server-price-total" data-kopecks="${preview.total.kopecks}"><span>${escapeXml(
        preview.total.label,
      )}</span> <span class="amount">${escapeXml(preview.total.text)}</span></p>`
    : ''
  const title = heading ? `<h2>${escapeXml(heading)}</h2>` : ''
  return (
    `<section class="prerendered-calculator" data-place="${escapeXml(place)}" aria-label="Калькулятор: расчёт по умолчанию">` +
    `${title}<div class="columns"><dl aria-label="Параметры по умолчанию">${fields}</dl>` +
    `<div class="price">${total}<p class="note">Калькулятор загружается: параметры можно будет изменить.</p></div></div></section>`
  )
}

/**
 * The public pages' calculators priced on the server by the same core calculators as the browser (at list
 * prices, Moscow's today), each kept for its price list and day: the HTML of each is written once a day.
 */
export const calculatorPreviews = (
  reference: () => Promise<PricingReferenceData>,
  registry: CalculatorRegistry,
  today: () => string,
): CalculatorPreviews => {
  // Only the day's and the price list's in force: a new day or a new price list starts afresh.
  let kept: { prices?: PricingReferenceData; day?: string; pages: Map<string, string> } = { pages: new Map() }
  return async (path) => {
    const place = calculatorPlaceOf(path)
    if (!place || !hasForm(place)) return ''
    const prices = await reference()
    const day = today()
    if (kept.prices !== prices || kept.day !== day) kept = { prices, day, pages: new Map() }
    const known = kept.pages.get(path)
    if (known !== undefined) return known
    const preview = calculatorPreview(place, prices, day, (p, input) =>
      registry.price(p, input, prices, { today: day }),
    )
    const html = calculatorPreviewHtml(place, preview, path === '/' ? LANDING_PREVIEW.heading : undefined)
    kept.pages.set(path, html)
    return html
  }
}

/** One chunk of the build's manifest (vite build.manifest): its file and the chunks it imports statically. */
interface ManifestChunk {
  readonly file: string
  readonly imports?: readonly string[]
  readonly css?: readonly string[]
}
type Manifest = Readonly<Record<string, ManifestChunk>>

/** The build's manifest, or none (a build without one: the page then loads its parts as it asks for them). */
const manifestOf = async (uiDir: string): Promise<Manifest> =>
  readFile(join(uiDir, '.vite', 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => ({}))

/** The flows a public calculator waits for (ui/main.tsx lazyModules.wizard and its screen scope), as manifest keys. */
const CALCULATOR_MODULES = [
  '../adapters/core-wiring/wizard.module.ts',
  '../adapters/captcha/client.module.ts',
  '../adapters/core-wiring/campaign-screen.module.ts',
  'features/wizard/PublicCalculator.tsx',
]

/**
 * Issue #51 item 2: the modules a public page with a calculator asks for only after the shell has run (the page's
 * chunk, then the wizard's bindings, then the calculator's form), named in its HTML so that the browser fetches them
 * beside the shell and the price list, not one after another.
 */
export const pageModules = (path: string): readonly string[] =>
  path === '/'
    ? ['features/landing/LandingPage.tsx', '../adapters/core-wiring/landing.module.ts', ...CALCULATOR_MODULES]
    : pricesInBrowser(path)
      ? ['features/shell/PlaceCalculatorScreen.tsx', ...CALCULATOR_MODULES]
      : []

/** The modulepreload links of some modules and every chunk they import statically, each once, then their styles. */
export const modulePreloads = (manifest: Manifest, modules: readonly string[]): string[] => {
  const files = new Set<string>()
  const styles = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string): void => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    if (chunk.file.endsWith('.js')) files.add(chunk.file)
    for (const style of chunk.css ?? []) styles.add(style)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of modules) visit(key)
  // A lazy chunk's styles are fetched when it is imported (Vite's preload helper): preloaded, they are there by then.
  return [
    ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/app/${escapeXml(file)}">`),
    ...[...styles].map((file) => `<link rel="preload" as="style" href="/app/${escapeXml(file)}">`),
  ]
}

/**
 * The page a visitor meets at an address the site does not have (issue #47: it answered raw JSON): the built
 * index.html with the site's header, the title and the ways on in its root, not for indexing; the app then draws
 * the same page (NotFoundPage) in the site's frame. The caller answers it with status 404. Made once per build folder.
 */
export const notFoundPage = async (uiDir: string): Promise<string> => {
  const known = notFoundPages.get(uiDir)
  if (known) return known
  const page = (await builtIndex(uiDir))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeXml(NOT_FOUND_HEAD.title)}</title>`)
    .replace(/\s*<\/head>/, '\n    <meta name="robots" content="noindex" />\n  </head>')
    .replace('<div id="root"></div>', `<div id="root">${notFoundBody()}</div>`)
  notFoundPages.set(uiDir, page)
  return page
}
const notFoundPages = new Map<string, string>()

/**
 * The page's own head tags, for the cabinet's HTML as the server sends it: the title, the description, the
 * canonical address and the Open Graph card (what a shared link shows).
 */
export const headTags = (path: string, publicUrl: string): { title: string; tags: string } | undefined => {
  const head = pageHead(path)
  if (!head) return undefined
  const url = escapeXml(publicUrl + path)
  // The price list is read with the page's code, not after it (the cabinet's fetch sends its credentials, so the
  // preload does too, or the browser would not reuse it).
  // Only the page's place's price list (issue #51 item 2), as its calculator asks for it (LiveQuoteStore).
  const place = calculatorPlaceOf(path)
  const preload = place
    ? [`<link rel="preload" href="${placeReferencePath(place)}" as="fetch" crossorigin="use-credentials" />`]
    : []
  const title = escapeXml(head.title)
  const description = escapeXml(head.description)
  return {
    title: `<title>${title}</title>`,
    tags: [
      `<link rel="canonical" href="${url}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Табло" />`,
      `<meta property="og:locale" content="ru_RU" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${url}" />`,
      `<meta name="description" content="${description}" />`,
      ...preload,
    ].join('\n    '),
  }
}

/** The public pages' calculators of the server's container: its price list in force, its calculators, its clock. */
export const calculatorPreviewsOf = (container: Container): CalculatorPreviews => {
  const quotes = container.get(QuoteService)
  const clock = container.get<Clock>(Clock)
  return calculatorPreviews(
    () => quotes.reference(),
    container.get(CalculatorRegistry),
    () => clock.today(),
  )
}

@injectable()
export class SiteIndexRoutes implements RouteContribution {
  constructor(@inject(AccountSettings) private readonly settings: AccountSettings) {}

  register(app: FastifyInstance): void {
    siteIndexRoutes(app, this.settings.publicUrl)
  }
}
