import { describe, expect, it } from 'vitest'
import {
  afterDocumentUpload,
  DEFAULT_MEDIA_STATUS,
  DOCUMENT_STATUSES,
  MEDIA_STATUS_LABELS,
  MEDIA_STATUSES,
  sendMediaToModeration,
  statusOnCampaign,
} from './media-status'

describe('document upload (R-STATE-13, R-STATE-14)', () => {
  it('always leaves the document loaded', () => {
    for (const s of DOCUMENT_STATUSES)
      expect(afterDocumentUpload(s, 'approved').documentStatus).toBe('loaded')
  })
  it('puts the media back on moderation only after rework or requested', () => {
    expect(afterDocumentUpload('rework', 'rejected').mediaStatus).toBe('moderation')
    expect(afterDocumentUpload('requested', 'noStatus').mediaStatus).toBe('moderation')
    expect(afterDocumentUpload('revision', 'rejected').mediaStatus).toBe('rejected')
    expect(afterDocumentUpload('notLoaded', 'approved').mediaStatus).toBe('approved')
    expect(afterDocumentUpload('loaded', 'approved')).toEqual({
      documentStatus: 'loaded',
      mediaStatus: 'approved',
    })
  })
  it('has the document statuses of R-STATE-12', () => {
    expect(DOCUMENT_STATUSES).toEqual(['loaded', 'rework', 'requested', 'revision', 'notLoaded'])
  })
})

describe('sending media to moderation (R-STATE-10, R-STATE-11)', () => {
  it('replaces noStatus or rejected with moderation', () => {
    expect(sendMediaToModeration('noStatus')).toEqual({ ok: true, value: 'moderation' })
    expect(sendMediaToModeration('rejected')).toEqual({ ok: true, value: 'moderation' })
  })
  it('refuses media under review or approved', () => {
    for (const status of ['moderation', 'primaryModeration', 'secondaryModeration'] as const)
      expect(sendMediaToModeration(status)).toEqual({
        ok: false,
        error: { code: 'alreadyOnModeration', message: 'Материал уже на модерации', field: 'status' },
      })
    expect(sendMediaToModeration('approved')).toEqual({
      ok: false,
      error: { code: 'alreadyApproved', message: 'Материал уже согласован', field: 'status' },
    })
  })
  it('starts a new item with no status; the statuses and their labels are those of states.feature', () => {
    expect(DEFAULT_MEDIA_STATUS).toBe('noStatus')
    expect(MEDIA_STATUSES).toEqual([
      'noStatus',
      'moderation',
      'primaryModeration',
      'secondaryModeration',
      'approved',
      'rejected',
    ])
    expect(MEDIA_STATUS_LABELS).toEqual({
      noStatus: 'Без статуса',
      moderation: 'На модерации',
      primaryModeration: 'На первичной модерации',
      secondaryModeration: 'На вторичной модерации',
      approved: 'Согласовано',
      rejected: 'Отклонено',
    })
  })
})

describe('a library file placed on a campaign (R-API-15)', () => {
  it('goes to moderation when never sent, keeps a status under review or approved, and a rejected one is refused', () => {
    expect(statusOnCampaign('noStatus')).toEqual({ ok: true, value: 'moderation' })
    for (const kept of ['moderation', 'primaryModeration', 'secondaryModeration', 'approved'] as const)
      expect(statusOnCampaign(kept)).toEqual({ ok: true, value: kept })
    expect(statusOnCampaign('rejected')).toMatchObject({
      ok: false,
      error: { code: 'rejected', message: 'Материал отклонён модератором: загрузите новый файл' },
    })
  })
})
