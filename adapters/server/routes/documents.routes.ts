import type { FastifyInstance } from 'fastify'
import { MEDIA_CALLS } from '../../../core/media/media-calls'
import { DOCUMENT_CATEGORIES } from '../../../core/media/document-categories'
import { decodeDocumentCategory, decodeRename } from '../../../core/media/media.contract'
import { MediaLibrary } from '../../../core/media/media-library.service'
import { FileStorage } from '../../../core/ports/file-storage.port'
import { AccountService } from '../../../core/session/account.service'
import { forbidden } from '../../../core/shared/common-errors'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { decodeBody, sendData, sendDomainError, sendFailure, sendResult, signedIn } from '../reply'
import { uuidOr } from '../../../core/shared/uuid'
import { contentDisposition, deleteFiles, readUpload, sendStored, wireMedia } from './media-http'

/**
 * Documents of media items (R-API-24; R-STATE-12..14). A document is a file of its own (PDF, JPEG or PNG,
 * uploaded by POST /clients/documents — the spec shows no upload path; ours), linked to a media item under a
 * category by the spec's JSON call.
 */
@injectable()
export class DocumentRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(MediaLibrary) private readonly library: MediaLibrary,
    @inject(FileStorage) private readonly storage: FileStorage,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, library, storage } = this

    app.get(MEDIA_CALLS.documentCategories.path, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      return sendData(reply, DOCUMENT_CATEGORIES)
    })

    app.post(MEDIA_CALLS.documentUpload.path, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      if (!library.mayWrite(actor)) return sendDomainError(reply, forbidden())
      const upload = await readUpload(request, reply, storage, 'document')
      if (!upload) return reply
      const added = await library.add(actor, {
        kind: 'document',
        name: upload.fields.name ?? upload.fileName,
        file: upload.file,
      })
      if (!added.ok) {
        await deleteFiles(storage, upload.file)
        return sendDomainError(reply, added.error)
      }
      return sendData(reply, { ...wireMedia(added.value), documentId: added.value.id }, 201)
    })

    app.post<{ Params: { mediaId: string } }>(MEDIA_CALLS.linkDocument.path, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      const input = actor && decodeBody(request, reply, decodeDocumentCategory)
      if (!actor || !input) return reply
      if (input.mediaId !== request.params.mediaId)
        return sendFailure(reply, 400, 'Проверьте поля: mediaId', { mediaId: 'wrong format' })
      const linked = await library.linkDocument(actor, {
        mediaId: uuidOr(input.mediaId),
        documentId: uuidOr(input.documentId),
        typeId: input.typeId,
        typeSubId: input.typeSubId ?? undefined,
      })
      if (!linked.ok) return sendDomainError(reply, linked.error)
      const media = await library.get(actor, linked.value.mediaId)
      return sendData(reply, {
        ...linked.value,
        typeSubId: linked.value.typeSubId ?? null,
        mediaStatus: media.ok ? media.value.status : null,
      })
    })

    app.delete<{ Params: { mediaId: string }; Querystring: Record<string, string> }>(
      MEDIA_CALLS.unlinkDocument.path,
      async (request, reply) => {
        const actor = await signedIn(accounts, request, reply)
        if (!actor) return reply
        const documentId = request.query.documentId
        if (!documentId)
          return sendFailure(reply, 400, 'Проверьте поля: documentId', { documentId: 'required' })
        return sendResult(
          reply,
          await library.unlinkDocument(actor, uuidOr(request.params.mediaId), uuidOr(documentId)),
        )
      },
    )

    app.put<{ Params: { id: string } }>(MEDIA_CALLS.renameDocument.path, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      const input = actor && decodeBody(request, reply, decodeRename)
      if (!actor || !input) return reply
      const current = await library.get(actor, uuidOr(request.params.id))
      if (current.ok && current.value.kind !== 'document')
        return sendFailure(reply, 404, 'Документ не найден', {})
      const renamed = await library.rename(actor, uuidOr(request.params.id), input.name)
      return sendResult(reply, renamed.ok ? { ok: true, value: wireMedia(renamed.value) } : renamed)
    })

    app.delete<{ Params: { id: string } }>(MEDIA_CALLS.removeDocument.path, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      const removed = await library.remove(actor, uuidOr(request.params.id), 'document')
      if (!removed.ok) return sendDomainError(reply, removed.error)
      await deleteFiles(storage, removed.value)
      return sendData(reply, { done: true })
    })

    app.get<{ Params: { id: string } }>(MEDIA_CALLS.downloadDocument.path, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      const found = await library.get(actor, uuidOr(request.params.id))
      if (!found.ok) return sendDomainError(reply, found.error)
      if (found.value.kind !== 'document') return sendFailure(reply, 404, 'Документ не найден', {})
      const doc = found.value
      return sendStored(
        reply,
        storage,
        doc.storageKey,
        doc.mimeType,
        contentDisposition(doc.name, doc.mimeType),
      )
    })
  }
}
