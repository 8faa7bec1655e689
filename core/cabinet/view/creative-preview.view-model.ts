import { pluralForm } from '../../format/plural'
import type { AdvertisePlace } from '../../campaign/advertise-place'
import { acceptsImage, acceptsVideo, checkCreative, seconds, VIDEO_CODECS } from '../../media/creative-check'
import type { ProbedCreative } from '../../media/creative-probe'
import { FORMATS } from '../../inventory/formats.catalogue'
import { fileSizeLabel } from '../stores/media-library.store'

/** One format of the preview: the creative in the format's frame, and what the upload's check says of it. */
export interface PreviewFrame {
  readonly place: AdvertisePlace
  readonly title: string
  /** The format's width over its height: the frame the creative is drawn in. */
  readonly aspect: number
  readonly fits: boolean
  /** Why it does not fit (the library's own messages), or a note on a fit that crops. */
  readonly notes: readonly string[]
}

export interface CreativePreview {
  /** '1920×1080, 15 с, H.264, 12,4 МБ'. */
  readonly facts: string
  readonly kindLabel: string
  /** 'Подходит для 7 форматов из 14'. */
  readonly summary: string
  /** The formats it fits first, then the others, each in the catalogue's order. */
  readonly frames: readonly PreviewFrame[]
}

/** The proportions a print must keep to within this share before its edges visibly crop or leave margins. */
const ASPECT_TOLERANCE = 0.02

/** Genitive after 'из': из 1 формата, из 3 форматов, из 14 форматов. */
const formatsWord = (n: number): string =>
  pluralForm(n, { one: 'формата', few: 'форматов', many: 'форматов' })

const ratioText = (width: number, height: number): string => {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  const d = gcd(width, height)
  const [w, h] = [width / d, height / d]
  return w <= 50 && h <= 50
    ? `${w}:${h}`
    : (width / height).toLocaleString('ru-RU', { maximumFractionDigits: 2 })
}

/** The active formats of the catalogue that a campaign can carry a creative to (pricing §3, §9). */
const PREVIEW_FORMATS = FORMATS.filter((f) => f.isActive)

/**
 * The public preview of a creative (R-SCREEN-43, `/preview-minio`; the spec names the path only, the content is
 * our choice): the file read as the upload reads it, drawn in the frame of every format Tablo sells, with the
 * upload's own technical check per place (pricing §9, R-FMT-01, R-FMT-02, R-FMT-04). Print sizes are not in the
 * spec, so a still image fits any print format; a print whose proportions differ gets a note, not a refusal.
 */
export const creativePreview = (file: ProbedCreative): CreativePreview => {
  const { probe } = file
  const size = probe.width && probe.height ? `${probe.width}×${probe.height}` : ''
  const codec = probe.codec ? (VIDEO_CODECS[probe.codec] ?? probe.codec) : ''
  const facts = [
    size,
    probe.durationSeconds !== undefined ? `${seconds(probe.durationSeconds)} с` : '',
    codec,
    fileSizeLabel(file.sizeBytes),
  ]
    .filter(Boolean)
    .join(', ')
  const frames = PREVIEW_FORMATS.map((format): PreviewFrame => {
    const place = format.id as AdvertisePlace
    const problems = checkCreative(place, probe).map((p) => p.message)
    const notes = [...problems]
    const print = probe.kind === 'image' && acceptsImage(place) && !acceptsVideo(place)
    if (print && probe.width && probe.height) {
      const own = probe.width / probe.height
      const wanted = format.width / format.height
      if (Math.abs(own / wanted - 1) > ASPECT_TOLERANCE)
        notes.push(
          `Пропорции макета ${ratioText(probe.width, probe.height)}, у формата — ${ratioText(format.width, format.height)}: края обрежутся или останутся поля`,
        )
    }
    return {
      place,
      title: format.displayName,
      aspect: format.width / format.height,
      fits: problems.length === 0,
      notes,
    }
  })
  const fitting = frames.filter((f) => f.fits)
  return {
    facts,
    kindLabel: probe.kind === 'video' ? 'Видеоролик' : 'Изображение',
    summary:
      fitting.length === 0
        ? `Не подходит ни для одного из ${frames.length} ${formatsWord(frames.length)}`
        : `Подходит для ${fitting.length} ${formatsWord(fitting.length)} из ${frames.length}`,
    frames: [...fitting, ...frames.filter((f) => !f.fits)],
  }
}
