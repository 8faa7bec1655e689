import type { AdvertisePlace } from '../../campaign/advertise-place'
import { pageTitle } from '../view/chrome'
import { LANDING_PREVIEW } from '../view/landing.view-model'
import { PUBLIC_HEADER, publicHeaderLinks } from '../view/public-header.view-model'
import { NOT_FOUND_PAGE } from '../view/public-site.view-model'
import { documentTitle } from './page-title'
import { LANDING_TITLE, PREVIEW_TITLE, SCREEN_TITLES } from './screen-titles'
import { PLACE_OF_PAGE } from './place-pages'
import { PUBLIC_CALCULATOR_PAGES } from './route.table'

/**
 * What search engines are told (issue #16: found and shared). The pages a visitor sees signed out and that say
 * something on their own — sign-in, the small-business registration and the eight public calculator pages
 * (R-ROUTE-07) — are listed in the sitemap and allowed; the rest of the cabinet, the API and the links that carry
 * a one-time token are not for crawling. Paths are the site's (the cabinet lives under /app, R-ROUTE-01).
 */
const SIGNED_OUT_PAGES = ['/login', '/msb-authorization'] as const

/** The landing at the site's root (R-SCREEN-72), then the cabinet's public pages. */
export const LANDING_PATH = '/'

export const INDEXED_PATHS: readonly string[] = [
  LANDING_PATH,
  ...[...SIGNED_OUT_PAGES, ...PUBLIC_CALCULATOR_PAGES.map((page) => `/${page}`)].map((path) => `/app${path}`),
]

/** robots.txt: the listed pages and the files they load allowed, everything else under /app and /api not. */
export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    ...INDEXED_PATHS.map((path) => `Allow: ${path}$`),
    'Allow: /api/v1/public/offer/',
    'Allow: /app/assets/',
    'Disallow: /app/',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')

/** Text as it may stand in XML or HTML, in an element or an attribute. */
export const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`)

/** sitemap.xml (sitemaps.org 0.9): each listed page by its canonical address. */
export const sitemapXml = (publicUrl: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXED_PATHS.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')

/** What a listed page says of itself before any script runs: for a search engine and a link preview. */
export interface PageHead {
  readonly title: string
  readonly description: string
  /** The page's heading, in the HTML before any script runs (what a search engine and a slow phone see). */
  readonly heading: string
  /**
   * The page's first paragraph, word for word as the page shows it: the HTML before any script carries it in the
   * page's own type, so the first paint is already the page's largest text and React's copy is not a later one.
   */
  readonly intro: string
}

/** The landing's first paragraph (the hero under its heading). */
export const LANDING_INTRO =
  'Мониторы и стикеры в вагонах, световые короба, остановки, медиафасады и наземный транспорт: посчитайте стоимость сразу, по прайс-листу, и забронируйте без звонка менеджеру.'
/** A public calculator page's first paragraph, before the link to the login (PLACE_PAGE_LOGIN). */
export const PLACE_PAGE_INTRO =
  'Стоимость считается сразу, по ценам прайс-листа. Чтобы забронировать, войдите в кабинет или по e-mail — кампания откроется с тем же выбором, а ваши скидки учтутся в кабинете.'
export const PLACE_PAGE_LOGIN = { href: '/login', text: 'Уже есть кабинет? Войти' } as const

const PAGE_HEADS: Readonly<Record<string, Omit<PageHead, 'heading' | 'intro'> & { intro?: string }>> = {
  [LANDING_PATH]: {
    title: LANDING_TITLE,
    intro: LANDING_INTRO,
    description:
      'Мониторы и стикеры в метро, световые короба, остановки, медиафасады и наземный транспорт Москвы: расчёт стоимости онлайн и бронирование без менеджера.',
  },
  '/app/login': {
    title: SCREEN_TITLES.login,
    description:
      'Вход в кабинет Табло: рекламные кампании в метро и на улицах Москвы, счета и статистика показов.',
  },
  '/app/msb-authorization': {
    title: SCREEN_TITLES.msbAuthorization,
    description:
      'Регистрация в Табло по e-mail: рассчитайте рекламу в Москве и забронируйте её без менеджера.',
  },
  '/app/preview-minio': {
    title: PREVIEW_TITLE,
    description:
      'Как ролик или макет будет выглядеть на рекламных носителях Табло в метро и на улицах Москвы.',
  },
}

/**
 * The listed pages that price in the browser (the landing's preview and the public calculators): their first
 * answer asks the browser to fetch the price list at once, beside the page's code, so the calculator comes with
 * its price (issue #47: the landing's calculator was a grey skeleton for seconds).
 */
export const pricesInBrowser = (path: string): boolean =>
  path === LANDING_PATH ||
  (path.startsWith('/app/') && Object.hasOwn(PLACE_OF_PAGE, path.slice('/app/'.length)))

/** The place whose calculator a listed page shows signed out: the landing's preview or a public place page's. */
export const calculatorPlaceOf = (path: string): AdvertisePlace | undefined =>
  !pricesInBrowser(path)
    ? undefined
    : path === LANDING_PATH
      ? LANDING_PREVIEW.place
      : PLACE_OF_PAGE[path.slice('/app/'.length)]?.place

/** The head of a listed page (undefined for any other path): its title and a sentence on what it offers. */
export const pageHead = (path: string): PageHead | undefined => {
  if (!INDEXED_PATHS.includes(path)) return undefined
  const own = PAGE_HEADS[path]
  if (own) return { heading: own.title, intro: own.description, ...own, title: pageTitle(own.title) }
  const place = PLACE_OF_PAGE[path.slice('/app/'.length)]
  if (!place) return undefined
  return {
    title: pageTitle(place.title),
    description: `${place.title} в Москве: расчёт стоимости онлайн, бронирование и оплата рекламы в Табло.`,
    heading: `Калькулятор: ${place.title}`,
    intro: PLACE_PAGE_INTRO,
  }
}

/**
 * The public site's header as the server sends it before any script (the `site-header` classes of the global
 * stylesheet, ui/app/theme.ts): the visitor's entrances, as PublicHeader draws them, so the page under it does not
 * move when React's copy replaces it (issue #47: the landing's header on every public page).
 */
export const siteHeaderHtml = (): string =>
  `<header class="site-header"><div class="site-column"><a class="site-brand" href="/" aria-label="${escapeXml(PUBLIC_HEADER.homeLabel)}">${escapeXml(PUBLIC_HEADER.brand)}</a><nav aria-label="${escapeXml(PUBLIC_HEADER.navLabel)}">${publicHeaderLinks(
    false,
  )
    .map((l) => `<a href="${escapeXml(l.href)}">${escapeXml(l.label)}</a>`)
    .join('')}</nav></div></header>`

/**
 * A listed page as the server sends it, inside the app's root: the site's header, then the heading and first paragraph as the page shows
 * them, in its type (the `prerendered` classes of the global stylesheet, ui/app/theme.ts), and on the landing the
 * links to the public place pages, so a crawler and a slow phone read the page at once; React keeps this same
 * markup while the page's code loads (ui/app/PrerenderedPage.tsx), so nothing blanks or jumps. Escaped for HTML.
 * `calculator`: the page's calculator with its defaults and price as the server writes it (issue #51 item 2), under
 * the first paragraph, already HTML.
 */
export const prerenderedBody = (path: string, calculator = ''): string | undefined => {
  const head = pageHead(path)
  if (!head) return undefined
  const landing = path === LANDING_PATH
  const links = landing
    ? `<ul>${PUBLIC_CALCULATOR_PAGES.flatMap((page) => {
        const place = PLACE_OF_PAGE[page]
        return place ? [`<li><a href="/app/${page}">${escapeXml(place.title)}</a></li>`] : []
      }).join('')}</ul>`
    : ''
  const intro =
    head.intro === PLACE_PAGE_INTRO
      ? `${escapeXml(head.intro)} <a href="/app${PLACE_PAGE_LOGIN.href}">${escapeXml(PLACE_PAGE_LOGIN.text)}</a>`
      : escapeXml(head.intro)
  const kind = landing ? 'prerendered prerendered-landing' : 'prerendered'
  return `${siteHeaderHtml()}<main class="${kind}"><h1>${escapeXml(head.heading)}</h1><p>${intro}</p>${calculator}${links}</main>`
}

/** The page that is not there, as the server sends it with status 404: its title and its text in the frame. */
export const NOT_FOUND_HEAD = { title: documentTitle('notFound') } as const

export const notFoundBody = (): string =>
  `${siteHeaderHtml()}<main class="prerendered"><h1>${escapeXml(SCREEN_TITLES.notFound)}</h1><p>${escapeXml(
    NOT_FOUND_PAGE.text,
  )}</p><ul>${NOT_FOUND_PAGE.links
    .map((l) => `<li><a href="${escapeXml(l.href)}">${escapeXml(l.label)}</a></li>`)
    .join('')}</ul></main>`
