import { placeMedia } from '../places/media'
import type { PlaceMedia } from '../places/place-module'

/** A sellable format (pricing §3 "Format"). */
export interface Format {
  readonly id: string
  readonly name: string
  readonly displayName: string
  readonly productName: string
  readonly width: number
  readonly height: number
  readonly screenRatio: string | null
  readonly resolutionWidth: number | null
  readonly resolutionHeight: number | null
  readonly codec: string | null
  readonly bitrateMin: number | null
  readonly bitrateMax: number | null
  readonly maxDuration: number | null
  readonly fileExtension: string
  readonly isAudio: boolean
  readonly maxAiringsPerDay: number | null
  readonly indexFormatId: string | null
  readonly isActive: boolean
}

/** R-FMT-01: the video formats of pricing §9, with the technical fields of pricing §3, from each place's module. */
const videoFormat = (id: string, f: NonNullable<PlaceMedia['video']>): Format => ({
  id,
  name: id,
  displayName: `${f.name} ${f.width}×${f.height}`,
  productName: id,
  width: f.width,
  height: f.height,
  screenRatio: f.ratio,
  resolutionWidth: f.width,
  resolutionHeight: f.height,
  codec: 'H.264',
  bitrateMin: 2000,
  bitrateMax: 8000,
  maxDuration: f.maxDuration,
  fileExtension: 'mp4',
  isAudio: false,
  maxAiringsPerDay: f.maxAiringsPerDay ?? null,
  indexFormatId: null,
  isActive: true,
})

/** Static formats (millimetres; printed, so no video fields). */
const staticFormat = (id: string, displayName: string, width: number, height: number): Format => ({
  id,
  name: id,
  displayName,
  productName: id,
  width,
  height,
  screenRatio: null,
  resolutionWidth: null,
  resolutionHeight: null,
  codec: null,
  bitrateMin: null,
  bitrateMax: null,
  maxDuration: null,
  fileExtension: 'pdf',
  isAudio: false,
  maxAiringsPerDay: null,
  indexFormatId: null,
  isActive: true,
})

/** Every place's format as its module says (core/places), the videos first, then the printed ones, then the archive's. */
export const FORMATS: readonly Format[] = [
  ...placeMedia().flatMap(({ id, media }) => (media.video ? [videoFormat(id, media.video)] : [])),
  ...placeMedia().flatMap(({ id, media }) =>
    media.printed
      ? [staticFormat(id, media.printed.displayName, media.printed.width, media.printed.height)]
      : [],
  ),
  { ...staticFormat('legacyBoard', 'Щит 3×6 (архив)', 6000, 3000), isActive: false },
]
