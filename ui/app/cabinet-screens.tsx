import { lazyNamed } from './lazy-named'
import { PUBLIC_SCREENS, screen, type ScreenTable } from './screens'

/**
 * Every built screen a signed-in person can open: the public ones (./screens.tsx) and the cabinet's and the staff
 * desk's, each its own lazy chunk. Listed here, in the signed-in shell's chunk, not in the first bytes every page
 * loads (issue #51).
 */
export const CABINET_SCREENS: ScreenTable = {
  ...PUBLIC_SCREENS,
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
  staffQueue: screen(() => import('../features/staff/QueueScreen'), 'QueueScreen'),
  staffReview: screen(() => import('../features/staff/ReviewScreen'), 'ReviewScreen'),
  staffPayments: screen(() => import('../features/staff/PaymentsScreen'), 'PaymentsScreen'),
  staffAgencies: screen(() => import('../features/staff/AgenciesScreen'), 'AgenciesScreen'),
}

/** What frames the staff desk's screens (issue #48): its header, its stores; a chunk of its own. */
export const StaffFrame = lazyNamed(() => import('../features/staff/StaffFrame'), 'StaffFrame')
