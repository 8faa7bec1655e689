import { API } from '../../core/cabinet/stores/api-paths'
import type { ReferenceCall } from '../../core/inventory/inventory-calls'
import type { HttpMethod } from '../../core/ports/http.port'

/**
 * The glossary between the features' business words and the server calls behind them. The features speak
 * as a product owner does ("cities", "sign-in", "prolong the lightBoxes campaign c-1"); the spec's method and
 * path for each of those words is written here, once, and the step definitions look it up.
 *
 * Two kinds of entry. Where a feature *expects* the core to call a path (the cabinet's calls, uploads,
 * media calls, media plans, thumbnails, account calls), the entry is the spec's path written out: deriving
 * it from the core's own table would make the scenario compare the core with itself. Where a feature only
 * *names* a call the core then judges (reference lists, token needs), the entry points at the core's table.
 */

/** A server call as the spec lists it. */
export interface ServerCall {
  readonly method: HttpMethod
  readonly path: string
}

const call = (method: HttpMethod, path: string): ServerCall => ({ method, path })

/** Looks a business name up; a name the glossary lacks is a typo in a feature, so it fails loudly. */
const lookUp = <T>(family: string, table: Readonly<Record<string, T>>, name: string): T => {
  const entry = Object.hasOwn(table, name) ? table[name] : undefined
  if (entry === undefined) {
    throw new Error(
      `"${name}" is not in the glossary of ${family}; it knows: ${Object.keys(table).join('; ')}`,
    )
  }
  return entry
}

/** R-API-27, R-ROLE-01, R-CONST-07: the reference lists, each the key of its rule in REFERENCE_CALLS. */
const REFERENCE_LISTS = {
  packages: '/api/v1/data-packages',
  'formats, public': '/api/v1/public/data-formats',
  'package sizes': '/api/v1/data-package-sizes',
  places: '/api/v1/data-places',
  // The spec names "a public variant" of the places without its path.
  'places, public': '/api/v1/public/data-places',
  districts: '/api/v1/regions',
  cities: '/api/v1/cities',
  routes: '/api/v1/routes',
  'standalone monitors': '/api/v1/clients/monitors-standalone',
  'base plans': '/api/v1/base-plans',
  'campaign states': '/api/v1/commercial-campaign-states',
  'metro lines, public': '/api/v1/public/metro-lines',
  'metro lines': '/api/v1/metro-lines',
  'metro stations': '/api/v1/metro-stations',
  // R-ROLE-01 makes the stations public; the spec leaves the public path open.
  'metro stations, public': '/api/v1/public/metro-stations',
  typography: '/api/v1/typography',
  'legal entity bases': '/api/v1/legal-entity-basis',
  'forms of business, public': '/api/v1/public/form-of-business',
  'video packages': '/api/v1/data-video-packages',
  'landing documents, public': '/api/v1/public/landing-docs',
  // R-ROLE-01 makes the turns tiles public; the spec leaves their path open.
  'turns tiles, public': '/api/v1/public/turns-tiles',
  // R-API-08 names a news list without its path.
  news: '/api/v1/news',
} as const satisfies Record<string, ReferenceCall>

export const referenceList = (name: string): ReferenceCall => lookUp('reference lists', REFERENCE_LISTS, name)

/** R-API-08, R-API-10, R-API-12, R-API-13, R-API-14, R-API-15, R-API-24: the calls behind the cabinet's actions. */
const CABINET_CALLS = {
  'create a metroStickers campaign': call('POST', '/api/v1/clients/commercial-campaigns/metroStickers'),
  'update the metroStickers campaign c-1': call(
    'PUT',
    '/api/v1/clients/commercial-campaigns/metroStickers/c-1',
  ),
  'delete the campaign c-1': call('DELETE', '/api/v1/clients/commercial-campaigns/c-1'),
  'send the application of the cdek campaign c-1': call(
    'POST',
    '/api/v1/clients/commercial-campaigns/cdek/c-1/application',
  ),
  // The spec names a prolongation POST, not its path.
  'prolong the lightBoxes campaign c-1': call(
    'POST',
    '/api/v1/clients/commercial-campaigns/lightBoxes/c-1/prolongation',
  ),
  // The spec names a setAllowed PATCH, not its path.
  'start or stop a schedule item of the campaign c-1': call(
    'PATCH',
    '/api/v1/clients/commercial-campaigns/c-1/setAllowed',
  ),
  'move the dates of a metro monitors schedule of c-1': call(
    'PUT',
    '/api/v1/clients/commercial-campaigns/metroMonitors/c-1/changeScheduleDate',
  ),
  'generate a campaigns report': call('POST', '/api/v1/clients/campaigns-report'),
  'load the notifications': call('GET', '/api/v1/clients/notifications'),
  // The spec leaves the notification reads' paths open.
  'mark the notification n-1 read': call('POST', '/api/v1/clients/notifications/n-1/read'),
  'mark all notifications read': call('POST', '/api/v1/clients/notifications/readAll'),
  'upload a document for the media m-1': call('POST', '/api/v1/clients/documents/m-1/category'),
  'attach a library media to the campaign c-1': call(
    'PATCH',
    '/api/v1/clients/commercial-campaigns/c-1/attach',
  ),
  // R-API-12: partners under {id}/partners, behind the spec's {place} as every campaign action is.
  'add the partner p-2 to the metroMonitors campaign c-1': call(
    'POST',
    '/api/v1/clients/commercial-campaigns/metroMonitors/c-1/partners',
  ),
  'remove the partner p-1 from the metroMonitors campaign c-1': call(
    'DELETE',
    '/api/v1/clients/commercial-campaigns/metroMonitors/c-1/partners/p-1',
  ),
  // R-API-12: payments under {id}/payments; a correction names its order.
  'load the payment orders of the campaign c-1': call(
    'GET',
    '/api/v1/clients/commercial-campaigns/c-1/payments',
  ),
  'declare a payment order for the campaign c-1': call(
    'POST',
    '/api/v1/clients/commercial-campaigns/c-1/payments',
  ),
  'correct the payment order o-1 of the campaign c-1': call(
    'PUT',
    '/api/v1/clients/commercial-campaigns/c-1/payments/o-1',
  ),
} as const satisfies Record<string, ServerCall>

export const cabinetCall = (action: string): ServerCall => lookUp('cabinet calls', CABINET_CALLS, action)

/** R-API-17: where each upload is sent. */
const UPLOADS = {
  'the video of the campaign c-1': call('PATCH', '/api/v1/clients/commercial-campaigns/c-1/video'),
  'images of the metroStickers campaign c-1': call(
    'POST',
    '/api/v1/clients/commercial-campaigns/metroStickers/c-1/images',
  ),
  'the video of the schedule s-1 of the campaign c-1': call(
    'POST',
    '/api/v1/clients/commercial-campaigns/c-1/s-1/video',
  ),
  'the video v-1 of the city-format schedule s-1': call(
    'PATCH',
    '/api/v1/advertisers/advertising-campaigns/cityFormatSchedule/s-1/video/v-1',
  ),
  'the video v-1 of the standalone schedule s-1': call(
    'PATCH',
    '/api/v1/advertisers/advertising-campaigns/cityFormatStandaloneSchedule/s-1/video/v-1',
  ),
  'the media-facade video v-1 of the campaign c-1': call(
    'POST',
    '/api/v1/advertisers/advertising-campaigns/mediaFacade/c-1/videoSchedule/v-1/upload',
  ),
  'a replacement of the library video m-1': call('PATCH', '/api/v1/clients/media-library/video/m-1/replace'),
} as const satisfies Record<string, ServerCall>

export const uploadCall = (what: string): ServerCall => lookUp('uploads', UPLOADS, what)

/** R-API-15, R-API-17, R-API-18, R-API-21..24: the media-library, image, thumbnail and document calls. */
const MEDIA = {
  list: call('GET', '/api/v1/clients/media-library'),
  getMedia: call('POST', '/api/v1/clients/media-library/getMedia'),
  // The spec names an image POST, not its path.
  upload: call('POST', '/api/v1/clients/media-library/:kind'),
  // The spec names an image DELETE, not its path.
  remove: call('DELETE', '/api/v1/clients/media-library/:kind/:id'),
  // The spec names toModeration, not its path.
  toModeration: call('PUT', '/api/v1/clients/media-library/:id/toModeration'),
  // The spec names rename, not its path.
  rename: call('PUT', '/api/v1/clients/media-library/:id/rename'),
  // The spec names listForAttach, not its path.
  listForAttach: call('GET', '/api/v1/clients/media-library/listForAttach'),
  replace: call('PATCH', '/api/v1/clients/media-library/:kind/:mediaId/replace'),
  imageFile: call('GET', '/api/v1/media-images/:id'),
  imageThumb: call('GET', '/api/v1/media-images/:id/thumb'),
  cityFormatThumb: call('GET', '/api/v1/clients/video/:id/thumb'),
  standaloneThumb: call('GET', '/api/v1/advertisers/video/:id/thumb'),
  videoDownloadUrl: call('GET', '/api/v1/advertisers/video/:id/download-url'),
  // The spec names only the download URL; the file it points to is ours.
  videoFile: call('GET', '/api/v1/advertisers/video/:id/file'),
  attach: call('PATCH', '/api/v1/clients/commercial-campaigns/:campaignId/attach'),
  // The spec names the document calls by media; the plain document upload's path is ours.
  documentUpload: call('POST', '/api/v1/clients/documents'),
  documentCategories: call('GET', '/api/v1/clients/documents/categories'),
  linkDocument: call('POST', '/api/v1/clients/documents/:mediaId/category'),
  unlinkDocument: call('DELETE', '/api/v1/clients/documents/:mediaId/category'),
  // The spec names a document PUT by id, not its path.
  renameDocument: call('PUT', '/api/v1/clients/documents/:id'),
  // The spec names a document DELETE by id, not its path.
  removeDocument: call('DELETE', '/api/v1/clients/documents/:id'),
  // The spec names a document download, not its path.
  downloadDocument: call('GET', '/api/v1/clients/documents/:id/download'),
} as const satisfies Record<string, ServerCall>

export const mediaCall = (name: string): ServerCall => lookUp('media calls', MEDIA, name)

/** R-API-23: the card thumbnails, each a media call's path for one media id. */
const THUMBNAILS = {
  "a city-format video's poster": MEDIA.cityFormatThumb,
  "a crystal-light image's thumbnail": MEDIA.imageThumb,
  "a standalone city-format video's poster": MEDIA.standaloneThumb,
} as const satisfies Record<string, ServerCall>

export const thumbnail = (name: string, mediaId: string): string =>
  lookUp('thumbnails', THUMBNAILS, name).path.replace(':id', mediaId)

/** R-API-26: the report each place's media plan comes from. */
const MEDIA_PLANS = {
  'stickers report': '/api/v1/clients/media-plan/getReportStickers',
  'metro monitors plan': '/api/v1/clients/media-plan/metroMonitors',
  'navigation signs report': '/api/v1/clients/media-plan/getReportNavigationSigns',
  'tram monitors report': '/api/v1/clients/media-plan/getReportTramsMonitors',
  'standalone monitors report': '/api/v1/clients/media-plan/getReportStandaloneMonitors',
  'bus monitors report': '/api/v1/clients/media-plan/getReportBusMonitors',
  'transit shelters report': '/api/v1/clients/media-plan/getReportTransitShelters',
  'light boxes plan': '/api/v1/clients/media-plan/lightBoxes',
  // The spec names the advertiser variants without their paths.
  "advertisers' city-format plan": '/api/v1/advertisers/media-plan/cityFormat',
} as const satisfies Record<string, string>

export const mediaPlanReport = (name: string): string => lookUp('media plans', MEDIA_PLANS, name)

/** R-API-06, R-API-08: the account calls. */
const ACCOUNT_CALLS = {
  registration: call('POST', '/api/v1/clients/register'),
  'registration confirmation': call('POST', '/api/v1/clients/register/confirm'),
  'sign-in': call('POST', '/api/v1/clients/auth'),
  profile: call('GET', '/api/v1/clients/profile'),
  'password recovery': call('POST', '/api/v1/clients/recover'),
  // The spec names no sign-out call.
  'sign-out': call('POST', '/api/v1/clients/logout'),
} as const satisfies Record<string, ServerCall>

export const accountCall = (name: string): ServerCall => lookUp('account calls', ACCOUNT_CALLS, name)

/** R-ROLE-01: calls judged by whether they need a sign-in token. */
const TOKEN_CALLS = {
  'places, public': REFERENCE_LISTS['places, public'],
  'metro lines, public': REFERENCE_LISTS['metro lines, public'],
  'landing documents, public': REFERENCE_LISTS['landing documents, public'],
  // R-API-26: "public variants also exist"; the spec leaves their paths open.
  'metro stickers media plan, public': '/api/v1/public/media-plan/metroStickers',
  profile: ACCOUNT_CALLS.profile.path,
  'campaign list': API.campaigns,
} as const satisfies Record<string, string>

export const tokenCall = (name: string): string => lookUp('token-judged calls', TOKEN_CALLS, name)
