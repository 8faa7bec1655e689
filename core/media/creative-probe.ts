import { fileTypeFromBuffer } from 'file-type/core'
import { imageSize } from 'image-size'
import { err, ok, type Result } from '../shared/result'
import type { CreativeProbe } from './creative-check'
import { Mp4Walker } from './mp4-walker'
import {
  ACCEPTED_TYPES,
  damaged,
  emptyUpload,
  judgeUpload,
  MAX_UPLOAD_BYTES,
  notACreative,
  tooLarge,
  type UploadRefusal,
} from './upload.rules'

/** file-type reads at most this many leading bytes. */
export const SNIFF_BYTES = 4100

/** A file on the user's own computer, read a slice at a time: the browser's File is one as it is. */
export interface LocalFile {
  readonly name: string
  /** The type the browser labelled it with (may be empty or wrong: the bytes decide). */
  readonly type: string
  readonly size: number
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> }
}

/** A video is read a megabyte at a time: only its small movie header is kept. */
const SLICE_BYTES = 1024 * 1024

async function* chunksOf(file: LocalFile): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < file.size; at += SLICE_BYTES)
    yield new Uint8Array(await file.slice(at, Math.min(file.size, at + SLICE_BYTES)).arrayBuffer())
}

export interface ProbedCreative {
  readonly name: string
  readonly sizeBytes: number
  readonly probe: CreativeProbe
}

const concat = (parts: readonly Uint8Array[], length: number): Uint8Array => {
  const out = new Uint8Array(length)
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

const kindOf = (sniffed: string | undefined): 'image' | 'video' | undefined =>
  sniffed === undefined
    ? undefined
    : ACCEPTED_TYPES.image.includes(sniffed)
      ? 'image'
      : ACCEPTED_TYPES.video.includes(sniffed)
        ? 'video'
        : undefined

/**
 * Reads a creative as the upload does (R-SCREEN-43, the public preview): its type from its own first bytes, the
 * same size limits and label check, an image's pixel size, and a video's resolution, length and codec from its
 * MP4 boxes (a cut file is damaged) — so what the preview says is what the library would say, with nothing sent.
 */
export const probeCreative = async (file: LocalFile): Promise<Result<ProbedCreative, UploadRefusal>> => {
  if (file.size === 0) return err(emptyUpload())
  const parts: Uint8Array[] = []
  let length = 0
  let kind: 'image' | 'video' | undefined
  let sniffed: string | undefined
  let walker: Mp4Walker | undefined
  const decide = async (): Promise<Result<'image' | 'video', UploadRefusal>> => {
    sniffed = (await fileTypeFromBuffer(concat(parts, length).subarray(0, SNIFF_BYTES)))?.mime
    const found = kindOf(sniffed)
    if (!found) return err(notACreative(sniffed))
    const judged = judgeUpload({ kind: found, fileName: file.name, declaredType: file.type, sniffed })
    if (!judged.ok) return judged
    if (file.size > MAX_UPLOAD_BYTES[found]) return err(tooLarge(found))
    return ok(found)
  }
  const begin = async (): Promise<UploadRefusal | undefined> => {
    const decided = await decide()
    if (!decided.ok) return decided.error
    kind = decided.value
    if (kind === 'video') {
      walker = new Mp4Walker()
      for (const part of parts) walker.push(part)
    }
    return undefined
  }
  for await (const chunk of chunksOf(file)) {
    if (walker) {
      walker.push(chunk)
      continue
    }
    parts.push(chunk)
    length += chunk.length
    if (kind === undefined && length >= SNIFF_BYTES) {
      const refused = await begin()
      if (refused) return err(refused)
    }
  }
  if (length === 0) return err(emptyUpload())
  if (kind === undefined) {
    const refused = await begin()
    if (refused) return err(refused)
  }
  const base = { name: file.name, sizeBytes: file.size }
  const mime = sniffed ?? ''
  if (walker) {
    const movie = walker.finish()
    if (!movie.ok) return err(damaged())
    const { width, height, durationSeconds, codec } = movie.facts
    return ok({
      ...base,
      probe: { kind: 'video', mime, width, height, durationSeconds, ...(codec ? { codec } : {}) },
    })
  }
  try {
    const size = imageSize(concat(parts, length))
    if (!size.width || !size.height) return err(damaged())
    return ok({ ...base, probe: { kind: 'image', mime, width: size.width, height: size.height } })
  } catch {
    return err(damaged())
  }
}
