import { afterDocumentUpload, type DocumentStatus, type MediaStatus } from '../../campaign/media-status'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import type { Result } from '../../shared/result'
import { StateStore } from '../../shared/store'
import { toServerFailure, type ServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { ignoreDecoder } from '../../shared/decoder'

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

/**
 * The upload of one document of one media item (POST .../documents/{mediaId}/category, R-API-24): success
 * applies R-STATE-13/14 (afterDocumentUpload of core/campaign); a failure keeps the statuses and carries it.
 */
export class DocumentUploadStore extends StateStore<DocumentUploadState> {
  readonly upload: AsyncAction<DocumentCategory, true, ServerFailure>

  constructor(http: HttpClient, initial: DocumentUploadState) {
    super(initial)
    this.upload = new AsyncAction(
      (category) =>
        http.json(
          { method: 'POST', path: API.documentCategory(category.mediaId), body: category },
          ignoreDecoder,
        ),
      toServerFailure,
    )
  }

  async send(category: DocumentCategory): Promise<Result<true, ServerFailure>> {
    const outcome = await this.upload.run(category)
    if (outcome.ok) {
      const { documentStatus, mediaStatus } = this.getSnapshot()
      this.set(afterDocumentUpload(documentStatus, mediaStatus))
    }
    return outcome
  }
}
