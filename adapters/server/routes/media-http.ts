import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { downloadFileName } from '../../../core/media/media-calls'
import type { MediaWithDocuments } from '../../../core/media/media-library.service'
import type { MediaItem, StoredFile } from '../../../core/media/media.entities'
import {
  emptyUpload,
  MAX_UPLOAD_BYTES,
  type UploadKind,
  type UploadRefusal,
} from '../../../core/media/upload.rules'
import type { FileStorage } from '../../../core/ports/file-storage.port'
import { receiveUpload } from '../../files/upload-receiver'
import { refuseAndClose } from '../multipart-guard'
import { sendFailure } from '../reply'

/** The wire shape of a library item (cabinet §3 "Media": _id, type static|video, status, name, path, hash). */
export const wireMedia = (m: MediaItem & { readonly documents?: MediaWithDocuments['documents'] }) => ({
  _id: m.id,
  mediaId: m.id,
  type: m.kind === 'image' ? 'static' : m.kind,
  kind: m.kind,
  status: m.status,
  name: m.name,
  hash: m.hash,
  mimeType: m.mimeType,
  size: m.sizeBytes,
  width: m.width ?? null,
  height: m.height ?? null,
  duration: m.durationSeconds ?? null,
  codec: m.codec ?? null,
  moderationReason: m.moderationReason ?? null,
  path:
    m.kind === 'image'
      ? `/api/v1/media-images/${m.id}`
      : m.kind === 'document'
        ? `/api/v1/clients/documents/${m.id}/download`
        : null,
  thumb:
    m.kind === 'image'
      ? `/api/v1/media-images/${m.id}/thumb`
      : m.kind === 'video'
        ? `/api/v1/clients/video/${m.id}/thumb`
        : null,
  documents: (m.documents ?? []).map((d) => ({
    documentId: d.documentId,
    typeId: d.typeId,
    typeSubId: d.typeSubId ?? null,
    status: d.status,
  })),
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
})

const REFUSAL_STATUS: Readonly<Record<UploadRefusal['code'], number>> = {
  tooLarge: 413,
  wrongFormat: 415,
  mislabelled: 415,
  damaged: 400,
  empty: 400,
}

/** Whether a domain error is an upload refusal (its answer is {@link refuseUpload}'s). */
export const isUploadRefusal = (error: { readonly code: string }): error is UploadRefusal =>
  Object.hasOwn(REFUSAL_STATUS, error.code)

/** Answers a refused upload: 413 too large, 415 wrong or mislabelled type, 400 damaged or missing. */
export const refuseUpload = (reply: FastifyReply, r: UploadRefusal): FastifyReply =>
  sendFailure(reply, REFUSAL_STATUS[r.code], r.message, { file: r.code })

export interface ReceivedUpload {
  readonly file: StoredFile
  readonly fileName: string
  /** The text fields sent before the file. */
  readonly fields: Readonly<Record<string, string>>
}

/**
 * Reads the one file of a multipart request (field `file`, R-API-02) into the storage, streaming; answers the
 * refusal (413 too large, 415 wrong or mislabelled type, 400 damaged or missing) and undefined when refused.
 */
export const readUpload = async (
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  kind: UploadKind,
): Promise<ReceivedUpload | undefined> => {
  const refuse = (r: UploadRefusal) => {
    // Refused before the whole body came (its first bytes, its size): answered now, the rest never read.
    if (request.raw.complete) void refuseUpload(reply, r)
    else void refuseAndClose(request, reply, REFUSAL_STATUS[r.code], r.message, { file: r.code })
    return undefined
  }
  if (!request.isMultipart()) return refuse(emptyUpload())
  const part = await request.file({
    limits: { fileSize: MAX_UPLOAD_BYTES[kind], files: 1, fields: 20, fieldSize: 10_000 },
    throwFileSizeLimit: false,
  })
  if (!part) return refuse(emptyUpload())
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(part.fields)) {
    const single = Array.isArray(value) ? value[0] : value
    if (single && single.type === 'field' && typeof single.value === 'string') fields[name] = single.value
  }
  const received = await receiveUpload(storage, kind, {
    fileName: part.filename,
    declaredType: part.mimetype,
    stream: part.file,
    truncated: () => part.file.truncated,
    leaveRest: true,
  })
  if (!received.ok) return refuse(received.error)
  return { file: received.value, fileName: part.filename, fields }
}

/** Deletes the stored bytes of a file (after a refusal or a removal). */
export const deleteFiles = async (
  storage: FileStorage,
  file: Pick<StoredFile, 'storageKey' | 'thumbKey'>,
) => {
  await storage.delete(file.storageKey)
  if (file.thumbKey) await storage.delete(file.thumbKey)
}

/** A download saved under the item's name with its type's extension (R-API-22). */
export const contentDisposition = (name: string, mimeType: string): string => {
  const file = downloadFileName(name, mimeType)
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`
}

/** Streams a stored file, or answers 404 when its bytes are gone. */
export const sendStored = async (
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  type: string,
  disposition?: string,
): Promise<FastifyReply> => {
  const [body, size] = await Promise.all([storage.get(key), storage.size(key)])
  if (!body) return sendFailure(reply, 404, 'Файл не найден', {})
  if (disposition) reply.header('Content-Disposition', disposition)
  if (size !== undefined) reply.header('Content-Length', size)
  return reply.type(type).header('Cache-Control', 'private, max-age=60').send(Readable.from(body))
}
