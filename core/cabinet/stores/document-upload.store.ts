import { Schema } from 'effect'
import {
  afterDocumentUpload,
  DOCUMENT_STATUSES,
  MEDIA_STATUSES,
  type DocumentStatus,
  type MediaStatus,
} from '../../campaign/media-status'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { decoderOf } from '../../shared/decoder'
import type { Result } from '../../shared/result'
import { StateStore } from '../../shared/store'
import { toServerFailure, type ServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'

/** A document category as POST .../documents/{mediaId}/category takes it (R-API-24). */
export interface DocumentCategory {
  readonly mediaId: string
  readonly documentId: string
  readonly typeId: string
  readonly typeSubId?: string
}

export interface DocumentUploadState {
  readonly documentStatus: DocumentStatus
  readonly mediaStatus: MediaStatus
}

/** What the link answers beside the link: the statuses after it, when the server says them (ours does). */
const LinkAnswer = Schema.Struct({
  status: Schema.optionalKey(Schema.Literals(DOCUMENT_STATUSES)),
  mediaStatus: Schema.optionalKey(Schema.NullOr(Schema.Literals(MEDIA_STATUSES))),
})
type LinkAnswer = typeof LinkAnswer.Type
const decodeLinkAnswer = decoderOf(LinkAnswer, { allowUnknown: true })

/**
 * The upload of one document of one media item (POST .../documents/{mediaId}/category, R-API-24): success
 * applies R-STATE-13/14 (afterDocumentUpload of core/campaign), or takes the statuses the server answered, which
 * know what another window changed meanwhile; a failure keeps the statuses and carries it.
 */
export class DocumentUploadStore extends StateStore<DocumentUploadState> {
  readonly upload: AsyncAction<DocumentCategory, LinkAnswer, ServerFailure>

  constructor(http: HttpClient, initial: DocumentUploadState) {
    super(initial)
    this.upload = new AsyncAction(
      (category) =>
        http.json(
          { method: 'POST', path: API.documentCategory(category.mediaId), body: category },
          decodeLinkAnswer,
        ),
      toServerFailure,
    )
  }

  async send(category: DocumentCategory): Promise<Result<true, ServerFailure>> {
    const outcome = await this.upload.run(category)
    if (!outcome.ok) return outcome
    const { documentStatus, mediaStatus } = this.getSnapshot()
    const predicted = afterDocumentUpload(documentStatus, mediaStatus)
    this.set({
      documentStatus: outcome.value.status ?? predicted.documentStatus,
      mediaStatus: outcome.value.mediaStatus ?? predicted.mediaStatus,
    })
    return { ok: true, value: true }
  }
}
