import type { AdvertisePlace } from '../campaign/advertise-place'
import {
  acceptsImage,
  acceptsVideo,
  checkCreative,
  clipDurations,
  seconds,
  VIDEO_CODECS,
  type CreativeProblem,
} from '../media/creative-check'
import type { MediaItem } from '../media/media.entities'
import { formatMegabytes, MAX_UPLOAD_BYTES } from '../media/upload.rules'
import { VIDEO_FORMATS } from '../places/media'
import { NO_LIMIT } from './staff-desk.contract'

/**
 * The format's requirements beside each creative on the staff desk's review (issue #48; R-FMT-01 resolution,
 * R-FMT-02 and R-FMT-04 duration, the upload's size and type limits): the same checks the upload ran
 * (core/media/creative-check.ts, upload.rules.ts), read again from the facts the server measured, so the moderator
 * sees what the advertiser was told.
 */

/** One requirement of the place's format as the review lists it. */
export interface Requirement {
  readonly label: string
  readonly value: string
}

/** One check of a creative: what the format asks, what the file is, and whether it fits. */
export interface CreativeCheck {
  readonly label: string
  readonly expected: string
  readonly actual: string
  readonly ok: boolean
}

const TYPE = 'Тип файла'
const RESOLUTION = 'Разрешение'
const DURATION = 'Длительность'
const SIZE = 'Размер файла'

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'video/mp4': 'MP4',
}

const formatOf = (place: AdvertisePlace): { readonly width: number; readonly height: number } | undefined =>
  (VIDEO_FORMATS as Partial<Record<AdvertisePlace, { width: number; height: number }>>)[place]

/** The types the place takes, as a person reads them. */
const typesOf = (place: AdvertisePlace): string =>
  [acceptsVideo(place) ? 'видео MP4 (H.264)' : '', acceptsImage(place) ? 'изображение JPEG или PNG' : '']
    .filter((t) => t !== '')
    .join(' или ')

/** The clip lengths a video of the place may have: the bought length when known, else the place's range. */
const durationsOf = (place: AdvertisePlace, clipSeconds: number | undefined): string => {
  if (clipSeconds !== undefined) return `${seconds(clipSeconds)} с`
  const lengths = clipDurations(place)
  return `от ${lengths[0] ?? 0} до ${lengths.at(-1) ?? 0} с`
}

const MB = 1024 * 1024
/** A file's size as a person reads it: '12,4 МБ'; under a megabyte in kilobytes, '86 КБ'. */
export const fileSize = (bytes: number): string =>
  bytes < MB
    ? `${Math.max(1, Math.ceil(bytes / 1024))} КБ`
    : `${(Math.round((bytes / MB) * 10) / 10).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} МБ`

/** What the place's format asks of a creative (its screens' resolution, the clip length, the file). */
export const requirementsOf = (place: AdvertisePlace, clipSeconds?: number): Requirement[] => {
  const format = formatOf(place)
  const video = acceptsVideo(place)
  const image = acceptsImage(place)
  return [
    { label: TYPE, value: typesOf(place) },
    {
      label: RESOLUTION,
      value: format ? `${format.width}×${format.height}` : NO_LIMIT,
    },
    ...(video ? [{ label: DURATION, value: durationsOf(place, clipSeconds) }] : []),
    {
      label: SIZE,
      value: [
        video ? `видео до ${formatMegabytes(MAX_UPLOAD_BYTES.video)}` : '',
        image ? `изображение до ${formatMegabytes(MAX_UPLOAD_BYTES.image)}` : '',
      ]
        .filter((t) => t !== '')
        .join(', '),
    },
  ]
}

const has = (problems: readonly CreativeProblem[], ...fields: CreativeProblem['field'][]) =>
  !problems.some((p) => fields.includes(p.field))

/** A creative of the library checked against the place, with what was measured beside what is asked. */
export const creativeChecks = (
  place: AdvertisePlace,
  item: Pick<MediaItem, 'kind' | 'mimeType' | 'sizeBytes' | 'width' | 'height' | 'durationSeconds' | 'codec'>,
  clipSeconds?: number,
): CreativeCheck[] => {
  if (item.kind === 'document') return []
  const problems = checkCreative(
    place,
    {
      kind: item.kind,
      mime: item.mimeType,
      ...(item.width !== undefined ? { width: item.width } : {}),
      ...(item.height !== undefined ? { height: item.height } : {}),
      ...(item.durationSeconds !== undefined ? { durationSeconds: item.durationSeconds } : {}),
      ...(item.codec !== undefined ? { codec: item.codec } : {}),
    },
    clipSeconds,
  )
  const format = formatOf(place)
  const codec = item.codec === undefined ? '' : ` (${VIDEO_CODECS[item.codec] ?? item.codec})`
  const limit = MAX_UPLOAD_BYTES[item.kind]
  const measured =
    item.width !== undefined && item.height !== undefined ? `${item.width}×${item.height}` : 'не измерено'
  return [
    {
      label: TYPE,
      expected: typesOf(place),
      actual: `${TYPE_NAMES[item.mimeType] ?? item.mimeType}${codec}`,
      ok: has(problems, 'type', 'codec'),
    },
    {
      label: RESOLUTION,
      expected: item.kind === 'video' && format ? `${format.width}×${format.height}` : NO_LIMIT,
      actual: measured,
      ok: has(problems, 'resolution'),
    },
    ...(item.kind === 'video'
      ? [
          {
            label: DURATION,
            expected: durationsOf(place, clipSeconds),
            actual: `${seconds(item.durationSeconds ?? 0)} с`,
            ok: has(problems, 'duration'),
          },
        ]
      : []),
    {
      label: SIZE,
      expected: `до ${formatMegabytes(limit)}`,
      actual: fileSize(item.sizeBytes),
      ok: item.sizeBytes <= limit,
    },
  ]
}
