import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { MEDIA_CALLS } from '../../../core/media/media-calls'
import { decodeGetMedia, decodeRename } from '../../../core/media/media.contract'
import { MediaLibrary } from '../../../core/media/media-library.service'
import type { MediaItem } from '../../../core/media/media.entities'
import { MediaRepository } from '../../../core/media/media-repository.port'
import { MAX_UPLOAD_BYTES } from '../../../core/media/upload.rules'
import { Clock } from '../../../core/ports/clock.port'
import { FileStorage } from '../../../core/ports/file-storage.port'
import { AccountService } from '../../../core/session/account.service'
import { forbidden } from '../../../core/shared/common-errors'
import { inject, injectable } from '../../container/di'
import { DownloadLinks } from '../../files/download-links'
import { currentPoster } from '../../files/video-posters'
import { decodeBody, sendData, sendDomainError, sendFailure, sendResult, signedIn } from '../reply'
import { uuidOr } from '../../../core/shared/uuid'
import { DocumentRoutes } from './documents.routes'
import { RouteContribution } from './route-contribution'
import { contentDisposition, deleteFiles, readUpload, sendStored, wireMedia } from './media-http'

const KINDS = ['image', 'video'] as const
type LibraryKind = (typeof KINDS)[number]
const libraryKind = (text: string): LibraryKind | undefined => KINDS.find((k) => k === text)

const pageNumber = (text: unknown, fallback: number, max: number): number => {
  const n = typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : fallback
  return Math.min(n, max)
}
const clipSeconds = (text: string | undefined): number | undefined => {
  const n = text !== undefined && /^\d{1,3}(\.\d+)?$/.test(text) ? Number(text) : undefined
  return n !== undefined && n > 0 ? n : undefined
}

/**
 * The media library, its files and thumbnails, and the documents (cabinet §7 "Media and documents"; R-API-17,
 * R-API-21..24). Registered in a scope of its own with the multipart parser, so other routes are unaffected.
 */
@injectable()
export class MediaRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(MediaLibrary) private readonly library: MediaLibrary,
    @inject(FileStorage) private readonly storage: FileStorage,
    @inject(DownloadLinks) private readonly links: DownloadLinks,
    @inject(MediaRepository) private readonly repository: MediaRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(DocumentRoutes) private readonly documents: DocumentRoutes,
  ) {}

  async register(app: FastifyInstance): Promise<void> {
    await app.register(async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES.video, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
      })
      const { accounts, library, storage, links, repository, clock } = this
      libraryRoutes(scope, { accounts, library, storage, links, repository, clock })
      this.documents.register(scope)
    })
  }
}

interface LibraryCalls {
  readonly accounts: AccountService
  readonly library: MediaLibrary
  readonly storage: FileStorage
  readonly links: DownloadLinks
  readonly repository: MediaRepository
  readonly clock: Clock
}

const libraryRoutes = (app: FastifyInstance, calls: LibraryCalls): void => {
  const { accounts, library, storage, links, repository, clock } = calls

  app.get<{ Querystring: Record<string, string> }>(MEDIA_CALLS.list.path, async (request, reply) => {
    const actor = await signedIn(accounts, request, reply)
    if (!actor) return reply
    const kind = request.query.kind ? libraryKind(request.query.kind) : undefined
    if (request.query.kind && !kind)
      return sendFailure(reply, 400, 'Проверьте поля: kind', { kind: 'wrong format' })
    const limit = Math.max(1, pageNumber(request.query.limit, 20, 100))
    const offset = pageNumber(request.query.offset, 0, 1_000_000)
    const page = await library.list(actor, { ...(kind ? { kind } : {}), limit, offset })
    if (!page.ok) return sendDomainError(reply, page.error)
    return sendData(reply, { list: page.value.items.map(wireMedia), total: page.value.total, limit, offset })
  })

  app.post(MEDIA_CALLS.getMedia.path, async (request, reply) => {
    const actor = await signedIn(accounts, request, reply)
    const input = actor && decodeBody(request, reply, decodeGetMedia)
    if (!actor || !input) return reply
    const found = await library.getMany(actor, input.ids.map(uuidOr))
    return sendResult(reply, found.ok ? { ok: true, value: found.value.map(wireMedia) } : found)
  })

  app.get<{ Querystring: Record<string, string> }>(MEDIA_CALLS.listForAttach.path, async (request, reply) => {
    const actor = await signedIn(accounts, request, reply)
    if (!actor) return reply
    const found = await library.listForAttach(
      actor,
      request.query.advertisePlace ?? '',
      clipSeconds(request.query.clipDuration),
    )
    return sendResult(reply, found.ok ? { ok: true, value: found.value.map(wireMedia) } : found)
  })

  app.post<{ Params: { kind: string } }>(MEDIA_CALLS.upload.path, async (request, reply) => {
    const kind = libraryKind(request.params.kind)
    if (!kind) return sendFailure(reply, 404, 'Нет такого адреса', {})
    const actor = await signedIn(accounts, request, reply)
    if (!actor) return reply
    if (!library.mayWrite(actor)) return sendDomainError(reply, forbidden())
    const upload = await readUpload(request, reply, storage, kind)
    if (!upload) return reply
    const added = await library.add(actor, {
      kind,
      name: upload.fields.name ?? upload.fileName,
      file: upload.file,
      ...(upload.fields.advertisePlace ? { place: upload.fields.advertisePlace } : {}),
      ...(clipSeconds(upload.fields.clipDuration)
        ? { clipSeconds: clipSeconds(upload.fields.clipDuration) }
        : {}),
    })
    if (!added.ok) {
      await deleteFiles(storage, upload.file)
      return sendDomainError(reply, added.error)
    }
    return sendData(reply, wireMedia(added.value), 201)
  })

  app.patch<{ Params: { kind: string; mediaId: string } }>(
    MEDIA_CALLS.replace.path,
    async (request, reply) => {
      const kind = libraryKind(request.params.kind)
      if (!kind) return sendFailure(reply, 404, 'Нет такого адреса', {})
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      if (!library.mayWrite(actor)) return sendDomainError(reply, forbidden())
      const current = await library.get(actor, uuidOr(request.params.mediaId))
      if (!current.ok || current.value.kind !== kind) return sendFailure(reply, 404, 'Файл не найден', {})
      const upload = await readUpload(request, reply, storage, kind)
      if (!upload) return reply
      const replaced = await library.replace(
        actor,
        current.value.id,
        kind,
        upload.file,
        upload.fields.advertisePlace,
      )
      if (!replaced.ok) {
        await deleteFiles(storage, upload.file)
        return sendDomainError(reply, replaced.error)
      }
      await deleteFiles(storage, replaced.value.previous)
      return sendData(reply, wireMedia(replaced.value.item))
    },
  )

  app.delete<{ Params: { kind: string; id: string } }>(MEDIA_CALLS.remove.path, async (request, reply) => {
    const kind = libraryKind(request.params.kind)
    if (!kind) return sendFailure(reply, 404, 'Нет такого адреса', {})
    const actor = await signedIn(accounts, request, reply)
    if (!actor) return reply
    const removed = await library.remove(actor, uuidOr(request.params.id), kind)
    if (!removed.ok) return sendDomainError(reply, removed.error)
    await deleteFiles(storage, removed.value)
    return sendData(reply, { done: true })
  })

  app.put<{ Params: { id: string } }>(MEDIA_CALLS.toModeration.path, async (request, reply) => {
    const actor = await signedIn(accounts, request, reply)
    if (!actor) return reply
    const sent = await library.toModeration(actor, uuidOr(request.params.id))
    return sendResult(reply, sent.ok ? { ok: true, value: wireMedia(sent.value) } : sent)
  })

  app.put<{ Params: { id: string } }>(MEDIA_CALLS.rename.path, async (request, reply) => {
    const actor = await signedIn(accounts, request, reply)
    const input = actor && decodeBody(request, reply, decodeRename)
    if (!actor || !input) return reply
    const renamed = await library.rename(actor, uuidOr(request.params.id), input.name)
    return sendResult(reply, renamed.ok ? { ok: true, value: wireMedia(renamed.value) } : renamed)
  })

  /** An own item of one kind, or undefined after answering 401/403/404. */
  const ownItem = async (
    request: Parameters<typeof signedIn>[1],
    reply: Parameters<typeof signedIn>[2],
    id: string,
    kind: MediaItem['kind'],
  ): Promise<MediaItem | undefined> => {
    const actor = await signedIn(accounts, request, reply)
    if (!actor) return undefined
    const found = await library.get(actor, uuidOr(id))
    if (!found.ok) return void sendDomainError(reply, found.error)
    if (found.value.kind !== kind) return void sendFailure(reply, 404, 'Файл не найден', {})
    return found.value
  }

  // R-API-22: the image itself, saved under its name.
  app.get<{ Params: { id: string } }>(MEDIA_CALLS.imageFile.path, async (request, reply) => {
    const item = await ownItem(request, reply, request.params.id, 'image')
    if (!item) return reply
    return sendStored(
      reply,
      storage,
      item.storageKey,
      item.mimeType,
      contentDisposition(item.name, item.mimeType),
    )
  })

  // R-API-23: card thumbnails.
  app.get<{ Params: { id: string } }>(MEDIA_CALLS.imageThumb.path, async (request, reply) => {
    const item = await ownItem(request, reply, request.params.id, 'image')
    if (!item) return reply
    if (!item.thumbKey) return sendFailure(reply, 404, 'Миниатюры нет', {})
    return sendStored(reply, storage, item.thumbKey, 'image/jpeg')
  })
  for (const path of [MEDIA_CALLS.cityFormatThumb.path, MEDIA_CALLS.standaloneThumb.path])
    app.get<{ Params: { id: string } }>(path, async (request, reply) => {
      const item = await ownItem(request, reply, request.params.id, 'video')
      if (!item) return reply
      return reply
        .type('image/png')
        .header('Cache-Control', 'private, max-age=60')
        .send(await currentPoster(storage, item))
    })

  // R-API-18: a signed link the browser opens without the bearer token.
  app.get<{ Params: { id: string } }>(MEDIA_CALLS.videoDownloadUrl.path, async (request, reply) => {
    const item = await ownItem(request, reply, request.params.id, 'video')
    if (!item) return reply
    const { expires, signature } = links.sign(`${item.ownerId}/${item.id}`, clock.now())
    const query = new URLSearchParams({ owner: item.ownerId, expires: String(expires), signature })
    const downloadUrl = `${request.protocol}://${request.host}/api/v1/advertisers/video/${item.id}/file?${query}`
    return sendData(reply, { downloadUrl })
  })
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    MEDIA_CALLS.videoFile.path,
    async (request, reply) => {
      const { owner, expires, signature } = request.query
      const id = uuidOr(request.params.id)
      if (!owner || !links.verify(`${owner}/${id}`, expires, signature, clock.now()))
        return sendFailure(reply, 403, 'Ссылка недействительна или устарела: получите новую', {})
      const item = await repository.find(uuidOr(owner), id)
      if (!item || item.kind !== 'video') return sendFailure(reply, 404, 'Файл не найден', {})
      return sendStored(
        reply,
        storage,
        item.storageKey,
        item.mimeType,
        contentDisposition(item.name, item.mimeType),
      )
    },
  )
}
