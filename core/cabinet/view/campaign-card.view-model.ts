import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { Partner } from '../../contract/cabinet.answer'
import type { Campaign } from '../../contract/campaign.answer'
import { campaignLink } from '../routing/campaign.link'
import { addMoney, formatRoubles, fromRoubles, type Kopecks } from '../../shared/money'
import { API } from '../stores/api-paths'
import { displayPeriod } from '../../format/display-date'

/** R-LIST-14: the card kind follows the place; the four metro places share one kind. */
export type CardKind =
  | 'mediaFacade'
  | 'groundTransportation'
  | 'groundTransportationTram'
  | 'cityFormat'
  | 'cristalLight'
  | 'navigationSign'
  | 'metro'
  | 'cityFormatStandalone'
  | 'monitorsStandalone'
  | 'cityFormatGroup'
  | 'default'

const SHARED_METRO: readonly AdvertisePlace[] = [
  'metroStickers',
  'lightBoxes',
  'monitorsTram',
  'metroMonitors',
]
const OWN_KIND: readonly CardKind[] = [
  'mediaFacade',
  'groundTransportation',
  'groundTransportationTram',
  'cityFormat',
  'cristalLight',
  'navigationSign',
  'cityFormatStandalone',
  'monitorsStandalone',
  'cityFormatGroup',
]

export const cardKind = (place: AdvertisePlace): CardKind =>
  SHARED_METRO.includes(place)
    ? 'metro'
    : (((OWN_KIND as readonly string[]).includes(place) ? place : 'default') as CardKind)

/** R-LIST-17: cost = taxesSum + totalSumWithoutTaxes, each rouble amount taken to kopecks first. */
export const campaignCost = (c: Pick<Campaign, 'taxesSum' | 'totalSumWithoutTaxes'>): Kopecks =>
  addMoney(fromRoubles(c.taxesSum), fromRoubles(c.totalSumWithoutTaxes))

/**
 * R-LIST-18: partners shown as name/brand; a brand equal to the name is not repeated ('Acme', not
 * 'Acme/Acme'), and identical entries appear once, in first-seen order.
 */
export const partnerBrandLines = (partners: readonly Pick<Partner, 'name' | 'brand'>[]): string[] => {
  const lines = partners.map((p) => {
    const parts = [p.name.trim(), p.brand.trim()].filter((x) => x !== '')
    return [...new Set(parts)].join('/')
  })
  return [...new Set(lines.filter((l) => l !== ''))]
}

/** R-LIST-20: a draft, or a campaign whose video is still being made, shows the placeholder, not its media. */
const showsMedia = (c: Pick<Campaign, 'state'>): boolean =>
  c.state._id !== 'movieCreation' && c.state._id !== 'draft'

/** R-LIST-19, R-LIST-20: a player only for an uploaded video outside movieCreation; a draft shows the placeholder. */
export const showsPlayer = (c: Pick<Campaign, 'isVideoUploaded' | 'state'>): boolean =>
  c.isVideoUploaded === true && showsMedia(c)

/** R-LIST-22 */
export const VIDEO_FAILED_NOTICE = 'Не удалось загрузить видео'

/**
 * R-API-20 names the player's poster and source paths. Both are the signed-in reader's only, and an element's
 * poster or src cannot carry the session (issue #47: a black box): the card fetches the poster with the session
 * (MediaLinksStore) and plays the campaign's first video, `videoId`, from its signed one-hour link (R-API-18).
 */
export type CardMedia =
  | {
      readonly kind: 'player'
      readonly poster: string
      readonly source: string
      readonly videoId?: string
      readonly notice?: string
    }
  /** The campaign's layout as a still picture, fetched with the session like the poster (R-LIST-23). */
  | { readonly kind: 'thumbnail'; readonly path: string }
  | { readonly kind: 'placeholder' }

export type CampaignCard =
  | { readonly kind: 'simple'; readonly name: string; readonly stateName: string; readonly period: string }
  | {
      readonly kind: CardKind
      readonly individualId: string
      readonly stateName: string | undefined
      readonly reservationStatus: string | undefined
      readonly period: string
      readonly cost: string | undefined
      readonly partnerBrand: readonly string[]
      readonly media: CardMedia
      readonly qrDownload: boolean
      readonly link: string | null
    }

export interface CardContext {
  readonly isObserver: boolean
  readonly isAgency?: boolean
  readonly partners: readonly Pick<Partner, '_id' | 'name' | 'brand'>[]
  readonly typographyInvoiceDownloaded: boolean
  /** The player reported that the video could not be loaded (R-LIST-22). */
  readonly videoFailed?: boolean
  /** The card's thumbnail could not be loaded (R-LIST-23): the placeholder stands in. */
  readonly thumbnailFailed?: boolean
}

/** Whether the kind's video card shows the video's own thumbnail as its poster (R-API-23). */
const postsThumbnail = (kind: CardKind): kind is 'cityFormat' | 'cityFormatStandalone' =>
  kind === 'cityFormat' || kind === 'cityFormatStandalone'

/**
 * The card's media (R-LIST-19..23, R-API-20, R-API-23): the player for an uploaded video, its poster the video's
 * thumbnail on city-format cards; else the layout's thumbnail when the campaign has an image — R-API-23 names it
 * for crystal light; our choice: every printed or lit place's card shows its layout the same way, from the same
 * call; else, or when the thumbnail failed, the placeholder. An observer gets no link to the advertiser's files
 * (R-ROLE-08): the campaign's poster alone, no layout.
 */
const cardMedia = (c: Campaign, kind: CardKind, ctx: CardContext): CardMedia => {
  const videoId = ctx.isObserver ? undefined : c.advertiser?.videos?.[0]?._id
  if (showsPlayer(c)) {
    const poster = postsThumbnail(kind) && videoId ? cardThumbnail(kind, videoId, false) : 'placeholder'
    return {
      kind: 'player',
      poster: poster === 'placeholder' ? API.videoPoster(c.advertisePlace, c._id) : poster,
      source: API.videoSource(c.advertisePlace, c._id),
      ...(videoId ? { videoId } : {}),
      ...(ctx.videoFailed ? { notice: VIDEO_FAILED_NOTICE } : {}),
    }
  }
  const imageId = ctx.isObserver || !showsMedia(c) ? undefined : c.advertiser?.images?.[0]?._id
  const path = cardThumbnail('cristalLight', imageId, ctx.thumbnailFailed ?? false)
  return path === 'placeholder' ? { kind: 'placeholder' } : { kind: 'thumbnail', path }
}

/**
 * A campaign's card (R-LIST-14..22). Without unitedSchedule entries it is the simple card (R-LIST-15).
 * Observers' standalone city-format cards hide cost and status lines (R-LIST-11); an observer's card has no
 * link (R-LINK-12).
 */
export const campaignCard = (c: Campaign, ctx: CardContext): CampaignCard => {
  const period = displayPeriod(c.startDate, c.endDate)
  if ((c.unitedSchedule?.length ?? 0) === 0)
    return { kind: 'simple', name: c.name, stateName: c.state.name, period }
  const reduced = ctx.isObserver && c.advertisePlace === 'cityFormatStandalone'
  const own = ctx.partners.filter((p) => c.partners.includes(p._id))
  const kind = cardKind(c.advertisePlace)
  return {
    kind,
    individualId: String(c.individualIndex ?? c._id),
    stateName: reduced ? undefined : c.state.name,
    reservationStatus: reduced ? undefined : c.reservationStatus.name,
    period,
    cost: reduced ? undefined : formatRoubles(campaignCost(c)),
    partnerBrand: partnerBrandLines(own),
    media: cardMedia(c, kind, ctx),
    qrDownload: c.advertisePlace === 'metroStickers',
    link: cardLink(c, ctx),
  }
}

/**
 * Where a card leads: the campaign's link (R-LINK-01..10); a campaign whose link rules give no wizard link (a
 * transit-shelter one with its reservation confirmed, R-LINK-09, which is the one waiting for its invoice; a
 * special project, R-LINK-11) still opens its own page, so every card can be opened. Choice: R-LINK-09/11 say
 * there is no wizard link, not that the campaign cannot be reached. An observer's card has none (R-LINK-12).
 */
export const cardLink = (
  c: Campaign,
  ctx: Pick<CardContext, 'isObserver' | 'isAgency' | 'typographyInvoiceDownloaded'>,
): string | null => {
  if (ctx.isObserver) return null
  const link = campaignLink(c, {
    isObserver: false,
    isAgency: ctx.isAgency,
    typographyInvoiceDownloaded: ctx.typographyInvoiceDownloaded,
  })
  return link ?? `/campaigns/${encodeURIComponent(c._id)}`
}

/** R-LIST-23, R-API-23: a card thumbnail, or the placeholder when it failed or there is no media. */
export const cardThumbnail = (
  kind: 'cityFormat' | 'cristalLight' | 'cityFormatStandalone',
  mediaId: string | undefined,
  failed: boolean,
): string | 'placeholder' => {
  if (mediaId === undefined || failed) return 'placeholder'
  if (kind === 'cristalLight') return API.crystalLightThumb(mediaId)
  return kind === 'cityFormat' ? API.cityFormatThumb(mediaId) : API.standaloneCityFormatThumb(mediaId)
}

/**
 * R-LIST-21 (open): the media-plan button of a city-format card is enabled only when every reference list
 * it is built from is non-empty; our choice of lists: the screens, their formats and the campaign's
 * schedule entries.
 */
export const CITY_FORMAT_PLAN_LISTS = ['screens', 'formats', 'schedule'] as const
export const mediaPlanButtonEnabled = (
  lists: Readonly<Record<(typeof CITY_FORMAT_PLAN_LISTS)[number], readonly unknown[] | undefined>>,
): boolean => CITY_FORMAT_PLAN_LISTS.every((name) => (lists[name]?.length ?? 0) > 0)
