import { createHash, randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { imageSize } from 'image-size'
import type { StoredFile } from '../../core/media/media.entities'
import { SNIFF_BYTES } from '../../core/media/creative-probe'
import { Mp4Walker } from '../../core/media/mp4-walker'
import {
  damaged,
  emptyUpload,
  judgeUpload,
  MAX_UPLOAD_BYTES,
  tooLarge,
  type UploadKind,
  type UploadRefusal,
} from '../../core/media/upload.rules'
import type { FileStorage } from '../../core/ports/file-storage.port'
import { err, ok, type Result } from '../../core/shared/result'
import { makeThumbnail } from './thumbnails'

export interface IncomingFile {
  readonly fileName: string
  readonly declaredType: string
  readonly stream: AsyncIterable<Uint8Array>
  /** Whether the multipart parser cut the file at the size limit. */
  readonly truncated: () => boolean
  /**
   * A refused file's rest is left unread: the caller answers at once and closes the connection (issue #53: a
   * file whose first bytes rule it out is not received whole). Otherwise it is read to the end first.
   */
  readonly leaveRest?: boolean
}

class TooLarge extends Error {}

/** Consumes whatever is left of the request's file, so the answer can be sent on a clean connection. */
const drain = async (rest: AsyncIterator<Uint8Array>): Promise<void> => {
  for (let next = await rest.next(); !next.done; next = await rest.next());
}

/**
 * Streams one uploaded file into the storage (issue 6 part 5): sniffs its first bytes before anything is
 * stored, counts and hashes it as it passes, reads MP4 headers on the way, then checks the stored file can be
 * decoded (images: a thumbnail is made from it). Any refusal removes what was stored: nothing changes.
 */
export const receiveUpload = async (
  storage: FileStorage,
  kind: UploadKind,
  incoming: IncomingFile,
): Promise<Result<StoredFile, UploadRefusal>> => {
  const iterator = incoming.stream[Symbol.asyncIterator]()
  const head: Uint8Array[] = []
  let headLength = 0
  while (headLength < SNIFF_BYTES) {
    const next = await iterator.next()
    if (next.done) break
    head.push(next.value)
    headLength += next.value.length
  }
  if (headLength === 0) return err(emptyUpload())
  const headBytes = Buffer.concat(head)
  const sniffed = (await fileTypeFromBuffer(headBytes))?.mime
  const judged = judgeUpload({
    kind,
    fileName: incoming.fileName,
    declaredType: incoming.declaredType,
    sniffed,
  })
  if (!judged.ok) {
    if (!incoming.leaveRest) await drain(iterator)
    return judged
  }

  const id = randomUUID()
  const key = `media/${kind}/${id}`
  const hash = createHash('sha256')
  const walker = judged.value === 'video/mp4' ? new Mp4Walker() : undefined
  const limit = MAX_UPLOAD_BYTES[kind]
  let size = 0
  let tail = Buffer.alloc(0)
  const observe = (chunk: Uint8Array): Uint8Array => {
    size += chunk.length
    if (size > limit) throw new TooLarge()
    hash.update(chunk)
    walker?.push(chunk)
    tail = Buffer.concat([tail, chunk]).subarray(-1024)
    return chunk
  }
  const body = (async function* () {
    for (const chunk of head) yield observe(chunk)
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield observe(next.value)
  })()

  try {
    await storage.put(key, body)
  } catch (cause) {
    await storage.delete(key)
    if (cause instanceof TooLarge) {
      if (!incoming.leaveRest) await drain(iterator)
      return err(tooLarge(kind))
    }
    throw cause
  }
  const refuse = async (refusal: UploadRefusal, keys: readonly string[] = [key]) => {
    await Promise.all(keys.map((k) => storage.delete(k)))
    return err(refusal)
  }
  if (incoming.truncated()) return refuse(tooLarge(kind))

  const file = {
    storageKey: key,
    mimeType: judged.value,
    sizeBytes: size,
    hash: hash.digest('hex'),
  }
  if (walker) {
    const movie = walker.finish()
    if (!movie.ok) return refuse(damaged())
    return ok({
      ...file,
      thumbKey: undefined,
      width: movie.facts.width,
      height: movie.facts.height,
      durationSeconds: Math.round(movie.facts.durationSeconds * 1000) / 1000,
      codec: movie.facts.codec,
    })
  }
  if (judged.value === 'application/pdf') {
    if (!tail.includes('%%EOF')) return refuse(damaged())
    return ok({
      ...file,
      thumbKey: undefined,
      width: undefined,
      height: undefined,
      durationSeconds: undefined,
      codec: undefined,
    })
  }
  const dimensions = safeImageSize(headBytes)
  const thumbKey = `thumbs/${id}.jpg`
  const thumb = await makeThumbnail(storage, key, thumbKey)
  if (!thumb || !dimensions) return refuse(damaged(), [key, thumbKey])
  return ok({ ...file, thumbKey, ...dimensions, durationSeconds: undefined, codec: undefined })
}

const safeImageSize = (head: Buffer): { width: number; height: number } | undefined => {
  try {
    const size = imageSize(head)
    return size.width && size.height ? { width: size.width, height: size.height } : undefined
  } catch {
    return undefined
  }
}
