import type { AdvertisePlace } from '../campaign/advertise-place'
import { VIDEO_FORMATS } from '../places/media'
import { CLIP_DURATIONS, GROUND_VIDEO_DURATIONS } from '../pricing/rules/formats'

/** What the server read from a creative's own bytes (never what the browser claimed). */
export interface CreativeProbe {
  readonly kind: 'image' | 'video'
  /** The sniffed type: image/jpeg, image/png, video/mp4. */
  readonly mime: string
  readonly width?: number
  readonly height?: number
  readonly durationSeconds?: number
  /** The sample entry of the video track: avc1 (H.264), hvc1 (H.265), ... */
  readonly codec?: string
}

export interface CreativeProblem {
  readonly field: 'type' | 'resolution' | 'duration' | 'codec'
  readonly message: string
}

/** Screens take video only; their format is R-FMT-01's table. */
const SCREEN_PLACES = Object.keys(VIDEO_FORMATS) as readonly AdvertisePlace[]
/**
 * Places that take video besides the screens of R-FMT-01 (cards with video thumbnails, cabinet §7). The spec
 * names no resolution for them, so only the type, codec and duration are checked (choice).
 */
const OTHER_VIDEO_PLACES: readonly AdvertisePlace[] = ['cityFormatStandalone', 'mediaFacade']

export const acceptsVideo = (place: AdvertisePlace): boolean =>
  SCREEN_PLACES.includes(place) || OTHER_VIDEO_PLACES.includes(place)
/** Print and light-box places take still images; their pixel size is not named in the spec (not checked). */
export const acceptsImage = (place: AdvertisePlace): boolean => !SCREEN_PLACES.includes(place)

/** Codecs the screens play: H.264 in MP4 (choice; the spec names no codec). */
export const VIDEO_CODECS: Readonly<Record<string, string>> = { avc1: 'H.264', avc3: 'H.264' }

/** R-FMT-02, R-FMT-04: the clip lengths a place sells, in seconds. */
export const clipDurations = (place: AdvertisePlace): readonly number[] =>
  place === 'groundTransportation' || place === 'groundTransportationTram'
    ? GROUND_VIDEO_DURATIONS
    : CLIP_DURATIONS

/** A clip is measured to half a second: a 15.04 s encode is a 15 s clip. */
const DURATION_TOLERANCE = 0.5

/** A length in seconds as the checks and the preview write it: '15', '3,2' (to a tenth, ru-RU). */
export const seconds = (value: number): string =>
  (Math.round(value * 10) / 10).toLocaleString('ru-RU', { maximumFractionDigits: 1 })

/**
 * The technical check of a creative against its place's format (pricing §9; R-FMT-01 resolution, R-FMT-02 and
 * R-FMT-04 duration): every problem found, with the message the advertiser reads. `clipSeconds` is the bought
 * clip length when known; otherwise any length the place sells is fine.
 */
export const checkCreative = (
  place: AdvertisePlace,
  probe: CreativeProbe,
  clipSeconds?: number,
): readonly CreativeProblem[] => {
  if (probe.kind === 'video' && !acceptsVideo(place))
    return [{ field: 'type', message: 'Для этого места нужно изображение JPEG или PNG, а не видео' }]
  if (probe.kind === 'image' && !acceptsImage(place))
    return [{ field: 'type', message: 'Для экранов нужен видеоролик MP4 (H.264), а не изображение' }]
  if (probe.kind === 'image') return []
  const problems: CreativeProblem[] = []
  const format = (VIDEO_FORMATS as Partial<Record<AdvertisePlace, { width: number; height: number }>>)[place]
  if (format && (probe.width !== format.width || probe.height !== format.height))
    problems.push({
      field: 'resolution',
      message: `Разрешение ${probe.width ?? '?'}×${probe.height ?? '?'} не подходит: нужно ${format.width}×${format.height}`,
    })
  if (probe.codec !== undefined && !(probe.codec in VIDEO_CODECS))
    problems.push({ field: 'codec', message: `Кодек ${probe.codec} не подходит: нужен H.264` })
  const duration = durationProblem(place, probe.durationSeconds ?? 0, clipSeconds)
  if (duration) problems.push(duration)
  return problems
}

const durationProblem = (
  place: AdvertisePlace,
  actual: number,
  clipSeconds: number | undefined,
): CreativeProblem | undefined => {
  if (clipSeconds !== undefined) {
    return Math.abs(actual - clipSeconds) <= DURATION_TOLERANCE
      ? undefined
      : {
          field: 'duration',
          message: `Длительность ${seconds(actual)} с не подходит: нужно ${seconds(clipSeconds)} с`,
        }
  }
  const lengths = clipDurations(place)
  const min = lengths[0] ?? 0
  const max = lengths.at(-1) ?? 0
  return actual >= min - DURATION_TOLERANCE && actual <= max + DURATION_TOLERANCE
    ? undefined
    : {
        field: 'duration',
        message: `Длительность ${seconds(actual)} с не подходит: нужно от ${min} до ${max} с`,
      }
}
