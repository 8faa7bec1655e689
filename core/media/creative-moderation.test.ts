import { describe, expect, it } from 'vitest'
import { DOCUMENT_STATUSES, MEDIA_STATUSES, afterDocumentUpload } from '../campaign/media-status'
import { decodeCreativeQueue, decodeDocumentQueue } from './creative-queue.contract'
import {
  documentNotice,
  hasPhotoReportQr,
  mediaNotice,
  moderateDocument,
  moderateMedia,
  photoReportUrl,
} from './creative-moderation'

describe('staff decisions on a creative (issue 6 §3; R-STATE-10, R-STATE-11)', () => {
  it('approves or rejects only a creative under review', () => {
    for (const status of MEDIA_STATUSES) {
      const under = ['moderation', 'primaryModeration', 'secondaryModeration'].includes(status)
      expect(moderateMedia(status, 'approve')).toEqual(
        under ? { ok: true, value: 'approved' } : expect.objectContaining({ ok: false }),
      )
      expect(moderateMedia(status, 'reject')).toEqual(
        under ? { ok: true, value: 'rejected' } : expect.objectContaining({ ok: false }),
      )
    }
    expect(moderateMedia('noStatus', 'approve')).toMatchObject({
      error: { code: 'notOnModeration', message: 'Материал не на модерации (статус «Без статуса»)' },
    })
  })

  it('words the notice with the reason of a rejection', () => {
    expect(mediaNotice('Ролик.mp4', 'approve', null)).toBe('Материал «Ролик.mp4» согласован')
    expect(mediaNotice('Ролик.mp4', 'reject', 'Нет маркировки')).toBe(
      'Материал «Ролик.mp4» отклонён. Причина: Нет маркировки',
    )
  })
})

describe('staff decisions on a document (R-STATE-12, R-STATE-14)', () => {
  it('checks a loaded document (revision) and sends a loaded or checked one to rework, rejecting the creative', () => {
    expect(moderateDocument('loaded', 'moderation', 'approve')).toEqual({
      ok: true,
      value: { documentStatus: 'revision', mediaStatus: 'moderation' },
    })
    expect(moderateDocument('loaded', 'approved', 'reject')).toEqual({
      ok: true,
      value: { documentStatus: 'rework', mediaStatus: 'rejected' },
    })
    expect(moderateDocument('revision', 'approved', 'reject')).toMatchObject({
      ok: true,
      value: { documentStatus: 'rework' },
    })
    expect(moderateDocument('revision', 'approved', 'approve')).toMatchObject({
      ok: false,
      error: { code: 'alreadyChecked' },
    })
    for (const waiting of ['notLoaded', 'rework', 'requested'] as const)
      for (const verdict of ['approve', 'reject'] as const)
        expect(moderateDocument(waiting, 'moderation', verdict)).toMatchObject({
          ok: false,
          error: { code: 'documentNotLoaded' },
        })
  })

  it('a document back from rework puts the rejected creative on moderation again', () => {
    const rework = moderateDocument('loaded', 'moderation', 'reject')
    expect(rework.ok && afterDocumentUpload(rework.value.documentStatus, rework.value.mediaStatus)).toEqual({
      documentStatus: 'loaded',
      mediaStatus: 'moderation',
    })
  })

  it('words the document notices', () => {
    expect(documentNotice('Лицензия.pdf', 'Макет.png', 'approve', null)).toBe(
      'Документ «Лицензия.pdf» к материалу «Макет.png» проверен',
    )
    expect(documentNotice('Лицензия.pdf', 'Макет.png', 'reject', 'Нечитаемо')).toBe(
      'Документ «Лицензия.pdf» к материалу «Макет.png» отправлен на доработку. Причина: Нечитаемо',
    )
  })
})

describe('the photo-report QR code (R-LIST-05)', () => {
  it('is for metro stickers only and leads to the campaign photo report', () => {
    expect(['metroStickers', 'lightBoxes', 'metroMonitors'].map(hasPhotoReportQr)).toEqual([
      true,
      false,
      false,
    ])
    expect(photoReportUrl('https://tablo.ru/', 'c1')).toBe('https://tablo.ru/app/campaigns/c1/photo-report')
  })
})

describe('the staff queues', () => {
  it('default to what waits for a decision and refuse what they do not know', () => {
    expect(decodeCreativeQueue({})).toEqual({
      ok: true,
      value: {
        statuses: ['moderation', 'primaryModeration', 'secondaryModeration'],
        kind: undefined,
        limit: 50,
        offset: 0,
      },
    })
    expect(
      decodeCreativeQueue({ status: 'rejected,approved', kind: 'video', limit: '5', offset: '10' }),
    ).toEqual({
      ok: true,
      value: { statuses: ['rejected', 'approved'], kind: 'video', limit: 5, offset: 10 },
    })
    expect(decodeCreativeQueue({ status: 'bogus', limit: '0', sort: 'x' })).toMatchObject({
      ok: false,
      error: { errors: { status: 'wrong format', limit: 'wrong format', sort: 'unknown field' } },
    })
    expect(decodeCreativeQueue({ kind: 'document' }).ok).toBe(false)
    expect(decodeDocumentQueue({})).toMatchObject({ ok: true, value: { statuses: ['loaded'] } })
    expect(decodeDocumentQueue({ status: DOCUMENT_STATUSES.join(',') }).ok).toBe(true)
    expect(decodeDocumentQueue({ status: '' }).ok).toBe(false)
  })
})
