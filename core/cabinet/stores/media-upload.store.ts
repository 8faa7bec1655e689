import { match } from 'ts-pattern'
import type { FilePart, HttpClient, HttpMethod, MultipartRequest } from '../../ports/http.port'
import { anyDecoder } from '../../shared/plain-decoders'
import { UploadStore } from '../../shared/upload-progress'

const enc = encodeURIComponent
const CC = '/api/v1/clients/commercial-campaigns'
const ADV = '/api/v1/advertisers/advertising-campaigns'

/** Where a file goes (R-API-17); every upload sends form data and reports its progress. */
export type UploadTarget =
  | { readonly kind: 'campaignVideo'; readonly campaignId: string }
  | { readonly kind: 'campaignImages'; readonly place: string; readonly campaignId: string }
  | { readonly kind: 'scheduleVideo'; readonly campaignId: string; readonly scheduleId: string }
  | {
      readonly kind: 'cityFormatVideo'
      readonly schedule: 'cityFormatSchedule' | 'cityFormatStandaloneSchedule'
      readonly scheduleId: string
      readonly videoId: string
    }
  | { readonly kind: 'mediaFacadeVideo'; readonly campaignId: string; readonly videoId: string }
  | { readonly kind: 'mediaLibraryReplace'; readonly mediaKind: string; readonly mediaId: string }

/** The method and path of each upload, as the spec lists them (R-API-17). */
export const uploadCall = (target: UploadTarget): { readonly method: HttpMethod; readonly path: string } =>
  match(target)
    .with({ kind: 'campaignVideo' }, (t) => ({
      method: 'PATCH' as const,
      path: `${CC}/${enc(t.campaignId)}/video`,
    }))
    .with({ kind: 'campaignImages' }, (t) => ({
      method: 'POST' as const,
      path: `${CC}/${enc(t.place)}/${enc(t.campaignId)}/images`,
    }))
    .with({ kind: 'scheduleVideo' }, (t) => ({
      method: 'POST' as const,
      path: `${CC}/${enc(t.campaignId)}/${enc(t.scheduleId)}/video`,
    }))
    .with({ kind: 'cityFormatVideo' }, (t) => ({
      method: 'PATCH' as const,
      path: `${ADV}/${t.schedule}/${enc(t.scheduleId)}/video/${enc(t.videoId)}`,
    }))
    .with({ kind: 'mediaFacadeVideo' }, (t) => ({
      method: 'POST' as const,
      path: `${ADV}/mediaFacade/${enc(t.campaignId)}/videoSchedule/${enc(t.videoId)}/upload`,
    }))
    .with({ kind: 'mediaLibraryReplace' }, (t) => ({
      method: 'PATCH' as const,
      path: `/api/v1/clients/media-library/${enc(t.mediaKind)}/${enc(t.mediaId)}/replace`,
    }))
    .exhaustive()

/**
 * One media upload: the file goes as the form field `file` (R-API-02), progress shows capped at 99 until
 * the answer (R-ASYNC-12), a failure keeps the response data (R-ERR-17).
 */
export class MediaUploadStore extends UploadStore<unknown> {
  constructor(private readonly http: HttpClient) {
    super()
  }

  send(target: UploadTarget, file: FilePart, fields: Readonly<Record<string, string>> = {}): Promise<void> {
    const request: MultipartRequest = { ...uploadCall(target), form: { ...fields, file } }
    return this.follow(this.http.multipart(request, anyDecoder))
  }
}

/**
 * R-API-15: attaching a library media to a schedule item is a form of mediaId, scheduleId and
 * advertisingCampaignId, PATCH {campaignId}/attach.
 */
export const attachRequest = (campaignId: string, mediaId: string, scheduleId: string): MultipartRequest => ({
  method: 'PATCH',
  path: `${CC}/${enc(campaignId)}/attach`,
  form: { mediaId, scheduleId, advertisingCampaignId: campaignId },
})

/** Sends the attach form (R-API-15); emits the answer's data. */
export const attachMedia = (http: HttpClient, campaignId: string, mediaId: string, scheduleId: string) =>
  http.multipart(attachRequest(campaignId, mediaId, scheduleId), anyDecoder).result
