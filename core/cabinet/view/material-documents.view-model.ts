import type { CampaignBadgeClass } from '../../campaign/campaign-state.labels'
import { AWAITING_UPLOAD, DOCUMENT_STATUS_TONE, type DocumentStatus } from '../../campaign/media-status'
import { DOCUMENT_STATUS_LABELS } from '../../media/creative-moderation'
import { documentCategoryName, type DocumentCategoryType } from '../../media/document-categories'
import { downloadFileName } from '../../media/media-calls'

/** A document linked to the material, as the material view's «Документы» lists it (R-SCREEN-20, R-API-24). */
export interface MaterialDocumentView {
  readonly documentId: string
  readonly name: string
  readonly typeId: string
  readonly typeSubId: string | undefined
  /** The category in Russian: 'Права на товарный знак — Свидетельство'. */
  readonly category: string
  readonly status: DocumentStatus
  readonly statusLabel: string
  readonly tone: CampaignBadgeClass
  /** Sent back or asked for: the advertiser must upload a new file for it (R-STATE-14). */
  readonly mustReplace: boolean
  /** The download call (R-API-24 GET download), undefined when the file is gone. */
  readonly path: string | undefined
  readonly fileName: string
}

/** What a document sent back or asked for says beside its status. */
export const MUST_REPLACE =
  'Документ нужно заменить: загрузите новый файл, и материал снова уйдёт на модерацию'

/** A link of the material (its document's file, when the library still has it) as the list shows it. */
export const materialDocumentView = (
  link: {
    readonly documentId: string
    readonly typeId: string
    readonly typeSubId: string | null
    readonly status: DocumentStatus
  },
  file: { readonly name: string; readonly mimeType: string; readonly path: string | null } | undefined,
  categories: readonly DocumentCategoryType[],
): MaterialDocumentView => {
  const name = file?.name ?? 'Файл удалён из библиотеки'
  return {
    documentId: link.documentId,
    name,
    typeId: link.typeId,
    typeSubId: link.typeSubId ?? undefined,
    category: documentCategoryName(link.typeId, link.typeSubId, categories),
    status: link.status,
    statusLabel: DOCUMENT_STATUS_LABELS[link.status],
    tone: DOCUMENT_STATUS_TONE[link.status],
    mustReplace: AWAITING_UPLOAD.includes(link.status),
    path: file?.path ?? undefined,
    fileName: file ? downloadFileName(file.name, file.mimeType) : name,
  }
}
