import { describe, expect, it } from 'vitest'
import { afterDocumentUpload, DOCUMENT_STATUSES, sendMediaToModeration } from './media-status'

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
  })
})

describe('sending media to moderation (R-STATE-10, R-STATE-11)', () => {
  it('replaces noStatus or rejected with moderation', () => {
    expect(sendMediaToModeration('noStatus')).toEqual({ ok: true, value: 'moderation' })
    expect(sendMediaToModeration('rejected')).toEqual({ ok: true, value: 'moderation' })
  })
  it('refuses media under review or approved', () => {
    expect(sendMediaToModeration('primaryModeration')).toMatchObject({
      ok: false,
      error: { code: 'alreadyOnModeration' },
    })
    expect(sendMediaToModeration('approved')).toMatchObject({ ok: false, error: { code: 'alreadyApproved' } })
  })
})
