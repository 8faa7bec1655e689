import { Schema } from 'effect'
import type { AdvertisePlace } from '../../campaign/advertise-place'
import { MEDIA_STATUS_LABELS, type MediaStatus } from '../../campaign/media-status'
import { acceptsVideo, VIDEO_CODECS } from '../../media/creative-check'
import type { FilePart, HttpClient } from '../../ports/http.port'
import { VIDEO_FORMATS } from '../../places/media'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import { toServerFailure } from '../../shared/server-failure'
import { saysRussian } from '../../shared/text'
import { UPLOAD_ERROR_MESSAGE } from '../validation/server-field-messages'
import { uploadCall } from './media-upload.store'
import { trackUpload } from '../../shared/upload-progress'

/** What the server read from an accepted file (the technical check's facts). */
const AcceptedMedia = Schema.Struct({
  media: Schema.Struct({
    _id: Schema.String,
    name: Schema.String,
    kind: Schema.String,
    width: Schema.NullOr(Schema.Number),
    height: Schema.NullOr(Schema.Number),
    duration: Schema.NullOr(Schema.Number),
    codec: Schema.NullOr(Schema.String),
  }),
})
const acceptedDecoder = decoderOf(AcceptedMedia, { allowUnknown: true })

const AttachedRef = Schema.Struct({ _id: Schema.String, name: Schema.String, status: Schema.String })
const attachedDecoder = decoderOf(
  Schema.Struct({
    advertiser: Schema.Struct({ videos: Schema.Array(AttachedRef), images: Schema.Array(AttachedRef) }),
  }),
  { allowUnknown: true },
)

/** A file the campaign already has, with its moderation status in words. */
export interface AttachedMaterial {
  readonly id: string
  readonly name: string
  readonly status: string
}

/**
 * The files a campaign already has (advertiser.videos and advertiser.images, cabinet §3), so the materials step
 * shows them after a reload or a return, not only what this visit uploaded; a file just checked in this visit is
 * shown with its check instead.
 */
export const attachedMaterials = (
  campaign: unknown,
  checked: readonly MaterialCheck[] = [],
): readonly AttachedMaterial[] => {
  const decoded = attachedDecoder(campaign)
  if (!decoded.ok) return []
  const { videos, images } = decoded.value.advertiser
  return [...videos, ...images]
    .filter((m) => !checked.some((c) => c.name === m.name))
    .map((m) => ({
      id: m._id,
      name: m.name,
      status: MEDIA_STATUS_LABELS[m.status as MediaStatus] ?? m.status,
    }))
}
export type AcceptedMedia = (typeof AcceptedMedia.Type)['media']

/** One file's technical check as the step lists it: accepted with its facts, or refused with the reasons. */
export interface MaterialCheck {
  readonly name: string
  readonly ok: boolean
  readonly text: string
}

export interface MaterialsState {
  readonly uploading?: { readonly name: string; readonly percent: number }
  readonly checks: readonly MaterialCheck[]
}

export const UPLOAD_FAILED = 'Файл не загружен: нет связи с сервером. Попробуйте ещё раз.'

/** What a place's material must be (pricing §9, R-FMT-01/02): said before the user picks a file. */
export const materialRequirement = (
  place: AdvertisePlace,
  clipSeconds: number | undefined,
): { readonly video: boolean; readonly accept: readonly string[]; readonly text: string } => {
  if (!acceptsVideo(place))
    return { video: false, accept: ['image/jpeg', 'image/png'], text: 'Изображение JPEG или PNG' }
  const format = (VIDEO_FORMATS as Partial<Record<string, { width: number; height: number }>>)[place]
  const parts = [
    `Видеоролик MP4 (${[...new Set(Object.values(VIDEO_CODECS))].join(', ')})`,
    ...(format ? [`${format.width}×${format.height}`] : []),
    ...(clipSeconds ? [`${clipSeconds} с`] : []),
  ]
  return { video: true, accept: ['video/mp4'], text: parts.join(', ') }
}

/** An accepted file's facts as the list says them: '1920×1080, 10 с, avc1'. */
export const acceptedText = (m: AcceptedMedia): string =>
  [
    m.width && m.height ? `${m.width}×${m.height}` : undefined,
    m.duration ? `${Math.round(m.duration * 10) / 10} с`.replace('.', ',') : undefined,
    m.codec ?? undefined,
  ]
    .filter(Boolean)
    .join(', ') || 'проверка пройдена'

/**
 * A refusal's reasons: the server's sentence, then each field's message when it says more. Without a field's
 * message R-VAL-19's 'Ошибка загрузки' leads, with the server's sentence after it if it gave one a person can
 * read; only a server not reached is said to be out of reach.
 */
export const refusalText = (cause: unknown): string => {
  const failure = toServerFailure(cause)
  if (failure.status === undefined || failure.status === 0) return UPLOAD_FAILED
  const sentence = failure.message && saysRussian(failure.message) ? failure.message : undefined
  const reasons = Object.values(failure.errors ?? {}).filter(
    (r): r is string => typeof r === 'string' && saysRussian(r) && r !== sentence,
  )
  if (reasons.length === 0) return sentence ? `${UPLOAD_ERROR_MESSAGE}: ${sentence}` : UPLOAD_ERROR_MESSAGE
  return [sentence ?? UPLOAD_ERROR_MESSAGE, ...reasons].join('. ')
}

/**
 * The wizard's materials step (issue #15 item 5): a file goes to the campaign with its progress shown (99 at
 * most until the server answers, R-ASYNC-12); the server's technical check is listed per file, accepted with
 * what it read or refused with why; another file replaces the campaign's material.
 */
export class CampaignMaterialsStore extends StateStore<MaterialsState> {
  constructor(private readonly http: HttpClient) {
    super({ checks: [] })
  }

  upload(place: AdvertisePlace, campaignId: string, file: FilePart): Promise<void> {
    const target = acceptsVideo(place)
      ? ({ kind: 'campaignVideo', campaignId } as const)
      : ({ kind: 'campaignImages', place, campaignId } as const)
    this.set({ ...this.getSnapshot(), uploading: { name: file.name, percent: 0 } })
    const done = (check: MaterialCheck) =>
      this.set({ checks: [check, ...this.getSnapshot().checks.filter((c) => c.name !== check.name)] })
    return new Promise((resolve) => {
      trackUpload(this.http.multipart({ ...uploadCall(target), form: { file } }, acceptedDecoder)).subscribe({
        next: (event) =>
          event.kind === 'done'
            ? done({ name: file.name, ok: true, text: acceptedText(event.value.media) })
            : this.set({ ...this.getSnapshot(), uploading: { name: file.name, percent: event.percent } }),
        error: (cause: unknown) => {
          done({ name: file.name, ok: false, text: refusalText(cause) })
          resolve()
        },
        complete: () => resolve(),
      })
    })
  }

  /** Another campaign's step starts with an empty list. */
  reset(): void {
    this.set({ checks: [] })
  }
}
