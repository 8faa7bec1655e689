import { pageTitle } from '../view/chrome'
import { CATALOGUE_TITLE } from './catalogue-pages'
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
  staffAgencies: 'Агентства',
  catalogue: CATALOGUE_TITLE,
  catalogueFormat: CATALOGUE_TITLE,
}

/** The landing's own title and heading (R-SCREEN-72). */
export const LANDING_TITLE = 'Реклама в метро и на улицах Москвы'

/** The preview of a creative (R-SCREEN-43): the spec names only its path. */
export const PREVIEW_TITLE = 'Предпросмотр материалов'

/**
 * The screens titled by the place they show (a place page, a format's page): their titles read the catalogue of
 * place names, which only their own chunks carry (page-title.ts documentTitle), so the shell that titles every
 * other page loads none of the places (issue #51: every page's first bytes).
 */
export const TITLED_BY_PLACE: readonly ScreenId[] = ['placeCalculator', 'catalogueFormat']

/** The tab's title the shell gives a screen (R-HEAD-22); undefined for a screen that titles itself by its place. */
export const shellTitle = (screen: ScreenId): string | undefined =>
  TITLED_BY_PLACE.includes(screen) ? undefined : pageTitle(SCREEN_TITLES[screen])
