import { placeName, type NamedPlace } from '../../campaign/place-names'
import { pageTitle } from '../view/chrome'
import { CATALOGUE_TITLE, catalogueFormatTitle } from './catalogue-pages'
import { PLACE_OF_PAGE, PREVIEW_PAGE } from './place-pages'
import type { ScreenId } from './route.table'

/** What each screen is called: its tab's title (R-HEAD-22) and the heading of a section not built yet. */
export const SCREEN_TITLES: Readonly<Record<ScreenId, string>> = {
  home: 'Главная',
  wizard: 'Новая кампания',
  campaigns: 'Рекламные кампании',
  campaign: 'Кампания',
  campaignStats: 'Статистика кампании',
  mediaPlan: 'Сводный медиаплан',
  advertisers: 'Рекламодатели',
  advertiser: 'Рекламодатель',
  bills: 'Счета',
  notifications: 'Оповещения',
  profile: 'Личный кабинет',
  documents: 'Документы',
  social: 'Социальная реклама',
  faq: 'Вопросы и ответы',
  activities: 'Виды деятельности',
  mediaStep: 'Материалы',
  calcStop: 'Калькулятор остановок',
  media: 'Медиатека',
  material: 'Материал',
  news: 'Новости',
  newsItem: 'Новость',
  discounts: 'Скидки',
  placeCalculator: 'Калькулятор',
  msbAuthorization: 'Вход для малого бизнеса',
  msbConfirm: 'Подтверждение',
  signInConfirmMsb: 'Подтверждение',
  signInConfirm: 'Подтверждение регистрации',
  signIn: 'Восстановление пароля',
  login: 'Вход',
  oauthReturn: 'Вход через внешний сервис',
  entrance: 'Вход или регистрация',
  notFound: 'Страница не найдена',
  staffQueue: 'Очередь на проверку',
  staffReview: 'Проверка кампании',
  staffPayments: 'Банковские выписки',
  catalogue: CATALOGUE_TITLE,
  catalogueFormat: CATALOGUE_TITLE,
}

/** The landing's own title and heading (R-SCREEN-72). */
export const LANDING_TITLE = 'Реклама в метро и на улицах Москвы'

/** The preview of a creative (R-SCREEN-43): the spec names only its path. */
export const PREVIEW_TITLE = 'Предпросмотр материалов'

/**
 * The places of the pages a manager prices (the place-info catalogue describes them), for their titles: the name
 * is the one catalogue's (core/campaign/place-names.ts), as the page's heading. Here, not read from that
 * catalogue, so the shell that titles every page carries none of the pages' texts (issue #14: the login's bytes);
 * a test keeps the two the same.
 */
export const MANAGER_PRICED_PAGES: Readonly<Record<string, NamedPlace>> = {
  'beauty-monitors': 'beautySalonMonitors',
  'video-taxi': 'videoTaxi',
  ooh: 'gmg',
  'mail-russia': 'mailRussia',
  'bus-branding': 'busMonitorsBranding',
  'metro-novosibirsk': 'metroNovosibirsk',
  cdek: 'cdek',
  pews: 'pews',
  'dixie-monitor': 'dixieMonitor',
  'advertising-stand': 'advertisingStand',
  'outdoor-novosibirsk': 'outdoorNovosibirsk',
  'bus-branding-novosibirsk': 'busBrandingNovosibirsk',
}

/** A place page's subject: its place by the catalogue's name, the preview, or 'Калькулятор' for a page unknown. */
export const placePageTitle = (page: string): string => {
  if (page === PREVIEW_PAGE) return PREVIEW_TITLE
  if (Object.hasOwn(PLACE_OF_PAGE, page)) return PLACE_OF_PAGE[page]?.title ?? SCREEN_TITLES.placeCalculator
  const place = Object.hasOwn(MANAGER_PRICED_PAGES, page) ? MANAGER_PRICED_PAGES[page] : undefined
  return place ? placeName(place) : SCREEN_TITLES.placeCalculator
}

/** What a rendered screen is called: a place page by its place, any other by the screen's title. */
export const screenTitle = (screen: ScreenId, params: Readonly<Record<string, string>> = {}): string =>
  screen === 'placeCalculator'
    ? placePageTitle(params['page'] ?? '')
    : screen === 'catalogueFormat'
      ? catalogueFormatTitle(params['place'] ?? '')
      : SCREEN_TITLES[screen]

/**
 * The browser tab's title of a screen (R-HEAD-22: prefixed with the product's name), one per page: every place
 * page its own ('Табло — Лайтбоксы'), never the one 'Табло — Калькулятор' for all (issue #47). The server's first
 * answer of a listed page carries the same (site-index pageHead).
 */
export const documentTitle = (screen: ScreenId, params: Readonly<Record<string, string>> = {}): string =>
  pageTitle(screenTitle(screen, params))
