import { CATALOGUE_PATH, CATALOGUE_TITLE } from '../routing/catalogue-pages'
import { isAdvertisePlace } from '../../campaign/advertise-place'
import { buildQuery } from '../../shared/query-string'
import { PREVIEW_TITLE } from '../routing/screen-titles'
import { footerLinks } from './chrome'
import { landingPlaces } from './landing.view-model'
import type { SiteLink } from './public-header.view-model'

/**
 * The public site as one site (issue #47 item 7): the landing's header (public-header.view-model) and footer
 * frame every page a visitor meets — the landing, the public place pages, sign-in and registration, the choice of
 * entrance, the page that is not there. Addresses are the site's (the cabinet under /app, R-ROUTE-01).
 */

/** The landing's sections a footer link leads to (their ids on the landing). */
export const LANDING_SECTIONS = {
  places: 'landing-places',
  news: 'landing-news',
  docs: 'landing-docs',
  order: 'landing-order',
  question: 'landing-question',
} as const

export interface SiteFooterGroup {
  readonly title: string
  readonly links: readonly SiteLink[]
}

/**
 * The public footer. The cabinet's footer (R-HEAD-13) leads to screens a visitor cannot open (R-ROUTE-10 sends
 * them to the login), so the site's own footer, our choice, offers what a visitor may open: every public
 * calculator and the preview, the landing's news, documents, fast order and question form, the advertising law,
 * and R-HEAD-13's four contact mailboxes.
 */
export const publicFooter = (): readonly SiteFooterGroup[] => {
  const cabinet = footerLinks(undefined)
  const law = cabinet.find((l) => l.id === 'advertisingLaw')
  const section = (label: string, id: string): SiteLink => ({ label, href: `/#${id}` })
  return [
    {
      title: 'Рассчитать стоимость',
      links: [
        ...landingPlaces().map((p) => ({ label: p.title, href: p.href })),
        { label: PREVIEW_TITLE, href: '/app/preview-minio' },
      ],
    },
    {
      title: 'Табло',
      links: [
        section('Новости', LANDING_SECTIONS.news),
        section('Документы', LANDING_SECTIONS.docs),
        section('Быстрый заказ', LANDING_SECTIONS.order),
        section('Задать вопрос', LANDING_SECTIONS.question),
        // Issue #50 item 5: every format, its sizes, requirements and list price.
        { label: CATALOGUE_TITLE, href: `/app${CATALOGUE_PATH}` },
        ...(law?.target.kind === 'external'
          ? [{ label: law.label, href: law.target.href, external: true as const }]
          : []),
      ],
    },
    {
      title: 'Связаться с нами',
      links: cabinet.flatMap((l) =>
        l.target.kind === 'mail'
          ? [{ label: `${l.label}: ${l.target.address}`, href: `mailto:${l.target.address}` }]
          : [],
      ),
    },
  ]
}

/** One of the two ways in, as the choice of entrance offers it. */
export interface Entrance {
  readonly id: 'cabinet' | 'smallBusiness'
  readonly title: string
  readonly text: string
  /** Addresses inside the cabinet (relative to /app). */
  readonly actions: readonly SiteLink[]
}

/**
 * The neutral choice a visitor meets on booking (issue #47): the cabinet with a password for advertisers and
 * agencies, or the small-business entrance by e-mail, side by side and alike. The booking is already kept in this
 * browser (keepAutoFlow), so either way the wizard opens on it after sign-in (R-ROUTE-14); the small-business
 * link carries the calculatorAutoFlow query on as before (R-ROUTE-11).
 */
export const entrances = (query: Readonly<Record<string, string>> = {}): readonly Entrance[] => {
  const place = query['calculatorAutoFlow']
  const carried =
    place !== undefined && isAdvertisePlace(place) ? `?${buildQuery({ calculatorAutoFlow: place })}` : ''
  return [
    {
      id: 'cabinet',
      title: 'Рекламодателям и агентствам',
      text: 'Кабинет с паролем: кампании на ваше юрлицо или на клиентов агентства, счета, медиапланы и статистика.',
      actions: [
        { label: 'Войти', href: '/login' },
        { label: 'Зарегистрироваться', href: '/login?tab=register' },
      ],
    },
    {
      id: 'smallBusiness',
      title: 'Малому бизнесу',
      text: 'Вход по e-mail: новому адресу придёт письмо со ссылкой, пароль задаётся по ней. Кампания — на ваше имя или ИП.',
      actions: [{ label: 'Продолжить по e-mail', href: `/msb-authorization${carried}` }],
    },
  ]
}

/**
 * The page that is not there (issue #47: an unknown address answered raw JSON): said plainly, with the ways on a
 * visitor most likely wants, in the site's frame. The server answers it with status 404.
 */
export const NOT_FOUND_PAGE = {
  text: 'Такой страницы на сайте нет: возможно, в адресе опечатка или страница переехала.',
  links: [
    { label: 'На главную', href: '/' },
    { label: 'Рассчитать стоимость рекламы', href: `/#${LANDING_SECTIONS.places}` },
    { label: 'Войти в кабинет', href: '/app/login' },
  ],
} as const satisfies { readonly text: string; readonly links: readonly SiteLink[] }
