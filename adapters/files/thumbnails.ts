import { Readable } from 'node:stream'

/** sharp (~15 MB resident) is loaded with the first image, not with the server (issue 51 item 3). */
const sharpOf = async () => (await import('sharp')).default
import type { FileStorage } from '../../core/ports/file-storage.port'

/** Card thumbnails (R-API-23) are JPEGs this wide. */
export const THUMB_WIDTH = 320

/**
 * Decodes the stored image as a whole — a truncated or corrupt file fails here — and stores a downscaled JPEG
 * beside it. Answers false (storing nothing) when the image cannot be decoded.
 */
export const makeThumbnail = async (
  storage: FileStorage,
  key: string,
  thumbKey: string,
): Promise<boolean> => {
  const source = await storage.get(key)
  if (!source) return false
  try {
    const sharp = await sharpOf()
    const decoder = sharp({ failOn: 'truncated', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 80 })
    Readable.from(source).pipe(decoder)
    const thumbnail = await decoder.toBuffer()
    await storage.put(thumbKey, Readable.from([thumbnail]))
    return true
  } catch {
    return false
  }
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

const clock = (seconds: number): string => {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/**
 * A video's card thumbnail. No video decoder runs in JavaScript here, so the frame is not extracted: the poster
 * is drawn — the file name, duration and resolution on a dark card, in the video's proportions.
 */
export const videoPoster = async (video: {
  readonly name: string
  readonly durationSeconds: number | undefined
  readonly width: number | undefined
  readonly height: number | undefined
}): Promise<Buffer> => {
  const ratio = video.width && video.height ? video.height / video.width : 9 / 16
  const width = THUMB_WIDTH
  const height = Math.max(80, Math.min(640, Math.round(width * ratio)))
  const name = video.name.length > 34 ? `${video.name.slice(0, 33)}…` : video.name
  const facts = [
    video.durationSeconds !== undefined ? clock(video.durationSeconds) : undefined,
    video.width && video.height ? `${video.width}×${video.height}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#1f2430"/>
  <polygon points="${width / 2 - 16},${height / 2 - 34} ${width / 2 - 16},${height / 2 + 2} ${width / 2 + 16},${height / 2 - 16}" fill="#ffffff" opacity="0.85"/>
  <text x="50%" y="${height / 2 + 30}" font-family="sans-serif" font-size="15" fill="#ffffff" text-anchor="middle">${escapeXml(name)}</text>
  <text x="50%" y="${height / 2 + 50}" font-family="sans-serif" font-size="13" fill="#b8c0cc" text-anchor="middle">${escapeXml(facts)}</text>
</svg>`
  return (await sharpOf())(Buffer.from(svg)).png().toBuffer()
}
