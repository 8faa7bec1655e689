import {
  MEDIA_STATUS_LABELS,
  UNDER_REVIEW,
  type DocumentStatus,
  type MediaStatus,
} from '../campaign/media-status'
import type { AdvertisePlace } from '../campaign/advertise-place'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'

/**
 * Staff moderation of creatives and their documents (issue 6 §3 "approve or reject … a creative with a reason").
 * The spec shows no moderator screens; these rules are ours and the scenarios of features/media say so.
 */
export type Verdict = 'approve' | 'reject'

export { UNDER_REVIEW }

export type ModerationError = DomainError<'notOnModeration' | 'documentNotLoaded' | 'alreadyChecked'> & {
  readonly field: 'status'
}
const refused = (code: ModerationError['code'], message: string): ModerationError =>
  domainError(code, message, 'status') as ModerationError

/**
 * A creative under review is approved or rejected; one not sent to moderation, or already decided, is refused
 * (it must be sent again first — R-STATE-11).
 */
export const moderateMedia = (
  status: MediaStatus,
  verdict: Verdict,
): Result<MediaStatus, ModerationError> => {
  if (!UNDER_REVIEW.includes(status))
    return err(
      refused('notOnModeration', `Материал не на модерации (статус «${MEDIA_STATUS_LABELS[status]}»)`),
    )
  return ok(verdict === 'approve' ? 'approved' : 'rejected')
}

/** What the document statuses (R-STATE-12) mean in the back office (choice). */
export const DOCUMENT_STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = {
  notLoaded: 'Не загружен',
  loaded: 'Загружен, ждёт проверки',
  revision: 'Проверен',
  rework: 'На доработке',
  requested: 'Запрошен',
}

/**
 * A loaded document is checked: approved it becomes revision ("checked"); rejected it goes to rework and the
 * creative it belongs to is rejected too, since it cannot run without it — a new upload of the document puts
 * the creative back on moderation (R-STATE-14). A document already checked may still be sent to rework; one
 * not loaded (notLoaded, rework, requested) waits for the advertiser and cannot be decided.
 */
export const moderateDocument = (
  document: DocumentStatus,
  media: MediaStatus,
  verdict: Verdict,
): Result<
  { readonly documentStatus: DocumentStatus; readonly mediaStatus: MediaStatus },
  ModerationError
> => {
  if (document !== 'loaded' && document !== 'revision')
    return err(
      refused(
        'documentNotLoaded',
        `Документ ещё не загружен (статус «${DOCUMENT_STATUS_LABELS[document]}»): решать нечего`,
      ),
    )
  if (verdict === 'approve')
    return document === 'revision'
      ? err(refused('alreadyChecked', 'Документ уже проверен'))
      : ok({ documentStatus: 'revision', mediaStatus: media })
  return ok({ documentStatus: 'rework', mediaStatus: 'rejected' })
}

/** The notification the owner reads after a decision on a creative. */
export const mediaNotice = (name: string, verdict: Verdict, reason: string | null): string =>
  verdict === 'approve'
    ? `Материал «${name}» согласован`
    : `Материал «${name}» отклонён${reason ? `. Причина: ${reason}` : ''}`

/** The notification the owner reads after a decision on a document of a creative. */
export const documentNotice = (
  document: string,
  media: string,
  verdict: Verdict,
  reason: string | null,
): string =>
  verdict === 'approve'
    ? `Документ «${document}» к материалу «${media}» проверен`
    : `Документ «${document}» к материалу «${media}» отправлен на доработку${reason ? `. Причина: ${reason}` : ''}`

/** R-LIST-05: the photo-report QR code exists for metro stickers only. */
export const hasPhotoReportQr = (place: AdvertisePlace | string): boolean => place === 'metroStickers'

/** Where the QR code of a sticker campaign leads: the photo report page of the cabinet (choice). */
export const photoReportUrl = (publicUrl: string, campaignId: string): string =>
  `${publicUrl.replace(/\/$/, '')}/app/campaigns/${encodeURIComponent(campaignId)}/photo-report`

export const NO_QR_MESSAGE = 'QR-код фотоотчёта есть только у кампаний со стикерами в метро'
