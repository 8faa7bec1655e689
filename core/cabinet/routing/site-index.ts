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
  'Стоимость считается сразу, по ценам прайс-листа. Чтобы забронировать, войдите по e-mail — это займёт минуту, и кампания откроется с тем же выбором; ваши скидки учтутся в кабинете.'
export const PLACE_PAGE_LOGIN = { href: '/login', text: 'Уже есть кабинет? Войти' } as const

const PAGE_HEADS: Readonly<Record<string, Omit<PageHead, 'heading' | 'intro'> & { intro?: string }>> = {
  [LANDING_PATH]: {
    title: 'Реклама в метро и на улицах Москвы',
    intro: LANDING_INTRO,
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

/** What a listed page shows before its script runs, and while its code loads: its heading and first paragraph. */
interface PrerenderedPage {
  /** The landing's hero type, or a page's column. */
  readonly landing: boolean
  readonly heading: string
  readonly intro: string
  /** A public calculator page's link to the login, inside its first paragraph. */
  readonly login: { readonly href: string; readonly text: string } | undefined
  /** On the landing, the public place pages, so a crawler finds them. */
  readonly links: readonly { readonly href: string; readonly title: string }[]
}

const prerenderedPage = (path: string): PrerenderedPage | undefined => {
  const head = pageHead(path)
  if (!head) return undefined
  const landing = path === LANDING_PATH
  return {
    landing,
    heading: head.heading,
    intro: head.intro,
    login: head.intro === PLACE_PAGE_INTRO ? PLACE_PAGE_LOGIN : undefined,
    links: landing
      ? PUBLIC_CALCULATOR_PAGES.flatMap((page) => {
          const place = PLACE_OF_PAGE[page]
          return place ? [{ href: `/app/${page}`, title: place.title }] : []
        })
      : [],
  }
}

/** The class of a prerendered page's main element; the global stylesheet sets its type (ui/app/theme.ts). */
const prerenderedClass = (page: PrerenderedPage): string =>
  page.landing ? 'prerendered prerendered-landing' : 'prerendered'

/**
 * A listed page as the server sends it, inside the app's root: the heading and first paragraph as the page shows
 * them, in its type, so a crawler and a slow phone read the page at once; React keeps this same markup while the
 * page's code loads (ui/app/PrerenderedPage.tsx), so nothing blanks or jumps. Escaped for HTML.
 */
export const prerenderedBody = (path: string): string | undefined => {
  const page = prerenderedPage(path)
  if (!page) return undefined
  const links = page.links.length
    ? `<ul>${page.links.map((l) => `<li><a href="${l.href}">${escapeXml(l.title)}</a></li>`).join('')}</ul>`
    : ''
  const login = page.login ? `<a href="/app${page.login.href}">${escapeXml(page.login.text)}</a>` : ''
  const intro = page.login ? `${page.intro} ` : page.intro
  return `<main class="${prerenderedClass(page)}"><h1>${escapeXml(page.heading)}</h1><p>${escapeXml(intro)}${login}</p>${links}</main>`
}
