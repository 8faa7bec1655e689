import type { ComponentType, LazyExoticComponent } from 'react'
import type { ScreenId } from '../../core/cabinet/routing/route.table'

import { lazyNamed } from './lazy-named'
import type { ScreenProps } from './screen-props'

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>

const screen = <K extends string>(
  load: () => Promise<Record<K, ComponentType<ScreenProps>>>,
  name: K,
): Screen => lazyNamed(load, name)

/**
 * The built screens, each its own lazy chunk (route-level code splitting): a screen's code is fetched when the
 * router first renders it, and no screen pulls in another's. A screen missing here shows the shell's
 * not-built page.
 */
export const SCREENS: Partial<Record<ScreenId, Screen>> = {
  home: screen(() => import('../features/shell/HomePage'), 'HomeScreen'),
  wizard: screen(() => import('../features/wizard/WizardScreen'), 'WizardScreen'),
  campaign: screen(() => import('../features/campaigns/CampaignScreen'), 'CampaignScreen'),
  campaigns: screen(() => import('../features/campaigns/CampaignsScreen'), 'CampaignsScreen'),
  advertisers: screen(() => import('../features/advertisers/AdvertisersScreen'), 'AdvertisersScreen'),
  advertiser: screen(() => import('../features/advertisers/AdvertisersScreen'), 'AdvertiserScreen'),
  documents: screen(() => import('../features/content/ContentScreens'), 'DocumentsScreen'),
  faq: screen(() => import('../features/content/ContentScreens'), 'FaqScreen'),
  social: screen(() => import('../features/content/ContentScreens'), 'SocialScreen'),
  activities: screen(() => import('../features/content/ContentScreens'), 'ActivitiesScreen'),
  campaignStats: screen(() => import('../features/campaigns/StatisticsScreen'), 'StatisticsScreen'),
  mediaPlan: screen(() => import('../features/campaigns/MediaPlanScreen'), 'MediaPlanScreen'),
  news: screen(() => import('../features/news/NewsScreens'), 'NewsScreen'),
  newsItem: screen(() => import('../features/news/NewsScreens'), 'NewsItemScreen'),
  discounts: screen(() => import('../features/discounts/DiscountsScreen'), 'DiscountsScreen'),
  media: screen(() => import('../features/media/MediaLibraryScreen'), 'MediaLibraryScreen'),
  material: screen(() => import('../features/media/MaterialScreen'), 'MaterialScreen'),
  bills: screen(() => import('../features/bills/BillsScreen'), 'BillsScreen'),
  notifications: screen(() => import('../features/notifications/NotificationsScreen'), 'NotificationsScreen'),
  profile: screen(() => import('../features/profile/ProfilePage'), 'ProfileScreen'),
  login: screen(() => import('../features/session/LoginPage'), 'LoginScreen'),
  signIn: screen(() => import('../features/session/RestorePage'), 'RestoreScreen'),
  msbAuthorization: screen(() => import('../features/session/MsbPages'), 'MsbAuthorizationScreen'),
  msbConfirm: screen(() => import('../features/session/MsbPages'), 'MsbConfirmScreen'),
  signInConfirmMsb: screen(() => import('../features/session/MsbPages'), 'SignInConfirmMsbScreen'),
  oauthReturn: screen(() => import('../features/session/MsbPages'), 'OAuthReturnScreen'),
  signInConfirm: screen(() => import('../features/session/ConfirmPage'), 'ConfirmScreen'),
  placeCalculator: screen(() => import('../features/shell/PlaceCalculatorScreen'), 'PlaceCalculatorScreen'),
  entrance: screen(() => import('../features/session/EntrancePage'), 'EntranceScreen'),
  notFound: screen(() => import('../features/shell/NotFoundPage'), 'NotFoundScreen'),
  staffQueue: screen(() => import('../features/staff/QueueScreen'), 'QueueScreen'),
  staffReview: screen(() => import('../features/staff/ReviewScreen'), 'ReviewScreen'),
  staffPayments: screen(() => import('../features/staff/PaymentsScreen'), 'PaymentsScreen'),
  catalogue: screen(() => import('../features/catalogue/CatalogueScreen'), 'CatalogueScreen'),
  catalogueFormat: screen(() => import('../features/catalogue/FormatScreen'), 'CatalogueFormatScreen'),
}

/** What frames the staff desk's screens (issue #48): its header, its stores; a chunk of its own. */
export const StaffFrame = lazyNamed(() => import('../features/staff/StaffFrame'), 'StaffFrame')
