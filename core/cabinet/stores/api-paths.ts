import type { AdvertisePlace } from '../../campaign/advertise-place'
import { CAPTCHA_CHALLENGE_PATH } from '../../ports/captcha.port'

/**
 * The REST paths the cabinet stores call (cabinet §7). Where the spec names a call but not its path
 * (notification reads, setAllowed, prolongation, the offer archive list) the path here is our choice,
 * following the spec's `{place}/{id}/action` pattern.
 */
const enc = encodeURIComponent
const CLIENT_CAMPAIGNS = '/api/v1/clients/commercial-campaigns'

export const API = {
  // R-API-10
  campaigns: CLIENT_CAMPAIGNS,
  createCampaign: (place: AdvertisePlace) => `${CLIENT_CAMPAIGNS}/${place}`,
  updateCampaign: (place: AdvertisePlace, id: string) => `${CLIENT_CAMPAIGNS}/${place}/${enc(id)}`,
  deleteCampaign: (id: string) => `${CLIENT_CAMPAIGNS}/${enc(id)}`,
  sendApplication: (place: AdvertisePlace, id: string) =>
    `${CLIENT_CAMPAIGNS}/${place}/${enc(id)}/application`,
  // Issue #48 item 7: a rejected campaign, changed since, sent to moderation again.
  resubmission: (place: AdvertisePlace, id: string) => `${CLIENT_CAMPAIGNS}/${place}/${enc(id)}/resubmission`,
  // R-API-12, the partners half: the advertiser a campaign is booked for
  campaignPartners: (place: AdvertisePlace, id: string) => `${CLIENT_CAMPAIGNS}/${place}/${enc(id)}/partners`,
  campaignPartner: (place: AdvertisePlace, id: string, partnerId: string) =>
    `${CLIENT_CAMPAIGNS}/${place}/${enc(id)}/partners/${enc(partnerId)}`,
  // R-API-13
  prolongation: (place: AdvertisePlace, id: string) => `${CLIENT_CAMPAIGNS}/${place}/${enc(id)}/prolongation`,
  setAllowed: (id: string) => `${CLIENT_CAMPAIGNS}/${enc(id)}/setAllowed`,
  changeScheduleDate: (id: string) => `${CLIENT_CAMPAIGNS}/metroMonitors/${enc(id)}/changeScheduleDate`,
  // R-API-14
  campaignsReport: '/api/v1/clients/campaigns-report',
  // R-API-08, R-ASYNC-09..11
  notifications: '/api/v1/clients/notifications',
  readNotification: (id: string) => `/api/v1/clients/notifications/${enc(id)}/read`,
  readAllNotifications: '/api/v1/clients/notifications/readAll',
  // R-ASYNC-13
  revokeConsent: '/api/v1/clients/profile/revocation-of-personal-data',
  // R-API-24
  documentCategory: (mediaId: string) => `/api/v1/clients/documents/${enc(mediaId)}/category`,
  // R-API-26, R-PLAN-04
  consolidatedMediaPlan: '/api/v1/clients/media-plan/getConsolidatedReport',
  // R-API-18
  videoDownloadUrl: (id: string) => `/api/v1/advertisers/video/${enc(id)}/download-url`,
  // R-ROUTE-12
  externalAuthorization: '/api/v1/clients/auth/externalAuthorization',
  // R-VAL-08, R-VAL-09
  registerValidate: '/api/v1/clients/register/validate',
  fastOrder: '/api/v1/clients/profile/fastOrder',
  // The landing's fast order and question (RULES.md decision 9, R-API-25)
  publicApplication: '/api/v1/applications',
  publicQuestion: '/api/v1/public/feedback/file',
  landingDocs: '/api/v1/public/landing-docs',
  // The self-hosted captcha's challenge (core/ports/captcha.port.ts)
  captcha: CAPTCHA_CHALLENGE_PATH,
  // R-HEAD-15, R-HEAD-17
  offerArchive: '/api/v1/public/offer',
  offerDocument: (fileName: string) => `/api/v1/public/offer/${enc(fileName)}`,
  // R-API-20
  videoPoster: (place: AdvertisePlace, campaignId: string) =>
    `/api/v1/commercial-campaigns/${place}/${enc(campaignId)}/video/thumb/1`,
  videoSource: (place: AdvertisePlace, campaignId: string) =>
    `/api/v1/commercial-campaigns/${place}/${enc(campaignId)}/video/`,
  // R-API-23
  cityFormatThumb: (videoId: string) => `/api/v1/clients/video/${enc(videoId)}/thumb`,
  crystalLightThumb: (imageId: string) => `/api/v1/media-images/${enc(imageId)}/thumb`,
  standaloneCityFormatThumb: (videoId: string) => `/api/v1/advertisers/video/${enc(videoId)}/thumb`,
} as const
