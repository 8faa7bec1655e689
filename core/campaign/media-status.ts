import type { CampaignBadgeClass } from './campaign-state.labels'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'

/**
 * Media statuses (R-STATE-10, open on the full set). Choice: noStatus (default, never sent), moderation (sent,
 * waiting for a moderator), primaryModeration and secondaryModeration (the two review rounds), approved,
 * rejected.
 */
export const MEDIA_STATUSES = [
  'noStatus',
  'moderation',
  'primaryModeration',
  'secondaryModeration',
  'approved',
  'rejected',
] as const
export type MediaStatus = (typeof MEDIA_STATUSES)[number]
export const DEFAULT_MEDIA_STATUS: MediaStatus = 'noStatus'

export const MEDIA_STATUS_LABELS: Readonly<Record<MediaStatus, string>> = {
  noStatus: 'Без статуса',
  moderation: 'На модерации',
  primaryModeration: 'На первичной модерации',
  secondaryModeration: 'На вторичной модерации',
  approved: 'Согласовано',
  rejected: 'Отклонено',
}

/** The badge class of each media status, in the campaign statuses' colours (R-STATE-03). */
export const MEDIA_STATUS_TONE: Readonly<Record<MediaStatus, CampaignBadgeClass>> = {
  noStatus: 'create',
  moderation: 'moderation',
  primaryModeration: 'moderation',
  secondaryModeration: 'moderation',
  approved: 'current',
  rejected: 'rejected',
}

/** Statuses in which a moderator is looking at the media (R-STATE-10, R-STATE-11). */
export const UNDER_REVIEW: readonly MediaStatus[] = ['moderation', 'primaryModeration', 'secondaryModeration']

export type SendToModerationError = DomainError<'alreadyOnModeration' | 'alreadyApproved'> & {
  readonly field: 'status'
}

/**
 * Sending an image or a video to moderation replaces its status (R-STATE-11, open on the new value). Choice:
 * the new status is 'moderation'; media already under review or approved cannot be sent again.
 */
export const sendMediaToModeration = (status: MediaStatus): Result<MediaStatus, SendToModerationError> => {
  if (UNDER_REVIEW.includes(status))
    return err(
      domainError('alreadyOnModeration', 'Материал уже на модерации', 'status') as SendToModerationError,
    )
  if (status === 'approved')
    return err(domainError('alreadyApproved', 'Материал уже согласован', 'status') as SendToModerationError)
  return ok('moderation')
}

export type PlaceOnCampaignError = DomainError<'rejected'> & { readonly field: 'status' }

/**
 * A library file placed on a campaign (an upload, or one picked from the media library, R-API-15): one never sent
 * goes to moderation with it; one under review or approved keeps its status, since moderation judges the file, not
 * the campaign (choice, features/media/library-attach.feature); a rejected one cannot be placed: a new file is needed.
 */
export const statusOnCampaign = (status: MediaStatus): Result<MediaStatus, PlaceOnCampaignError> =>
  status === 'rejected'
    ? err(
        domainError(
          'rejected',
          'Материал отклонён модератором: загрузите новый файл',
          'status',
        ) as PlaceOnCampaignError,
      )
    : ok(status === 'noStatus' ? 'moderation' : status)

/** Document statuses (R-STATE-12). */
export const DOCUMENT_STATUSES = ['loaded', 'rework', 'requested', 'revision', 'notLoaded'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

/** The badge class of each document status, in the campaign statuses' colours: waiting, checked, to be replaced. */
export const DOCUMENT_STATUS_TONE: Readonly<Record<DocumentStatus, CampaignBadgeClass>> = {
  notLoaded: 'create',
  loaded: 'moderation',
  revision: 'current',
  rework: 'rejected',
  requested: 'rejected',
}

/** Statuses in which a document waits for the advertiser to upload it (sent back or asked for, R-STATE-14). */
export const AWAITING_UPLOAD: readonly DocumentStatus[] = ['rework', 'requested']

/**
 * Uploading a document sets its status to loaded (R-STATE-13); when the document had been sent back
 * (rework) or asked for (requested), the media goes back on moderation (R-STATE-14).
 */
export const afterDocumentUpload = (
  previousDocumentStatus: DocumentStatus,
  mediaStatus: MediaStatus,
): { readonly documentStatus: DocumentStatus; readonly mediaStatus: MediaStatus } => ({
  documentStatus: 'loaded',
  mediaStatus: AWAITING_UPLOAD.includes(previousDocumentStatus) ? 'moderation' : mediaStatus,
})
