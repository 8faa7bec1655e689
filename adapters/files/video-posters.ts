import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { MediaItem } from '../../core/media/media.entities'
import type { MediaRepository } from '../../core/media/media-repository.port'
import type { FileStorage } from '../../core/ports/file-storage.port'
import { videoPoster } from './thumbnails'

type PosterFacts = Pick<MediaItem, 'id' | 'hash' | 'name' | 'durationSeconds' | 'width' | 'height'>

/**
 * Where the poster of this version of a video is kept: named by what it shows (the file, its name, length and
 * size), so a poster drawn before a rename or a replacement never passes for the current one.
 */
export const posterKeyOf = (video: PosterFacts): string => {
  const shown = JSON.stringify([video.hash, video.name, video.durationSeconds, video.width, video.height])
  return `posters/${video.id}-${createHash('sha256').update(shown).digest('hex').slice(0, 16)}.png`
}

/** The poster to send: the one kept for this version, or one drawn now while the job has not kept it yet. */
export const currentPoster = async (storage: FileStorage, video: MediaItem): Promise<Buffer> => {
  if (video.thumbKey === posterKeyOf(video)) {
    const kept = await storage.get(video.thumbKey)
    if (kept) {
      const chunks: Buffer[] = []
      for await (const chunk of kept) chunks.push(Buffer.from(chunk))
      return Buffer.concat(chunks)
    }
  }
  return videoPoster(video)
}

/**
 * The poster job: draws the video's poster and keeps it, replacing the one kept before (whose file is deleted).
 * Nothing is kept when the video is gone, or when it changed while the poster was drawn — the change asked for
 * its own poster. Answers what it did.
 */
export const keepPoster = async (
  media: MediaRepository,
  storage: FileStorage,
  ownerId: string,
  mediaId: string,
): Promise<'kept' | 'current' | 'gone' | 'changed'> => {
  const video = await media.find(ownerId, mediaId)
  if (!video || video.kind !== 'video') return 'gone'
  const key = posterKeyOf(video)
  if (video.thumbKey === key) return 'current'
  await storage.put(key, Readable.from([await videoPoster(video)]))
  if (!(await media.swapThumb(ownerId, mediaId, video.thumbKey, key))) {
    // Another run may have kept this very poster meanwhile: its file stays.
    if ((await media.find(ownerId, mediaId))?.thumbKey !== key) await storage.delete(key)
    return 'changed'
  }
  if (video.thumbKey) await storage.delete(video.thumbKey)
  return 'kept'
}
