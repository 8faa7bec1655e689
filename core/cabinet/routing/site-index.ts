import { pageTitle } from '../view/chrome'
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
}

const PAGE_HEADS: Readonly<Record<string, Omit<PageHead, 'heading'> & { heading?: string }>> = {
  [LANDING_PATH]: {
    title: 'Реклама в метро и на улицах Москвы',
    description:
      'Мониторы и стикеры в метро, световые короба, остановки, медиафасады и наземный транспорт Москвы: расчёт стоимости онлайн и бронирование без менеджера.',
  },
  '/app/login': {
    title: 'Вход',
    description:
      'Вход в кабинет Табло: рекламные кампании в метро и на улицах Москвы, счета и статистика показов.',
  },
  '/app/msb-authorization': {
    title: 'Регистрация для малого бизнеса',
    description:
      'Регистрация в Табло по e-mail: рассчитайте рекламу в Москве и забронируйте её без менеджера.',
  },
  '/app/preview-minio': {
    title: 'Предпросмотр материалов',
    description:
      'Как ролик или макет будет выглядеть на рекламных носителях Табло в метро и на улицах Москвы.',
  },
}

/** The head of a listed page (undefined for any other path): its title and a sentence on what it offers. */
export const pageHead = (path: string): PageHead | undefined => {
  if (!INDEXED_PATHS.includes(path)) return undefined
  const own = PAGE_HEADS[path]
  if (own) return { heading: own.title, ...own, title: pageTitle(own.title) }
  const place = PLACE_OF_PAGE[path.slice('/app/'.length)]
  if (!place) return undefined
  return {
    title: pageTitle(place.title),
    description: `${place.title} в Москве: расчёт стоимости онлайн, бронирование и оплата рекламы в Табло.`,
    heading: `Калькулятор: ${place.title}`,
  }
}

/**
 * What a listed page shows before its script runs, inside the app's root (React replaces it on start): the
 * heading and the sentence of its head, and on the landing the links to the public place pages, so a crawler
 * finds them and a slow phone reads something at once. Escaped for HTML.
 */
export const prerenderedBody = (path: string): string | undefined => {
  const head = pageHead(path)
  if (!head) return undefined
  const links =
    path === LANDING_PATH
      ? `<ul>${PUBLIC_CALCULATOR_PAGES.flatMap((page) => {
          const place = PLACE_OF_PAGE[page]
          return place ? [`<li><a href="/app/${page}">${escapeXml(place.title)}</a></li>`] : []
        }).join('')}</ul>`
      : ''
  return `<main><h1>${escapeXml(head.heading)}</h1><p>${escapeXml(head.description)}</p>${links}</main>`
}
