import { beforeEach, describe, expect, it } from 'vitest'
import { aCampaignFacts } from '../campaign/testing/campaign-records.memory'
import type { DocumentStatus, MediaStatus } from '../campaign/media-status'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import { ANNA_ID } from '../session/testing/account.fixture'
import { StaffMedia } from './staff-media.service'
import {
  aMediaItem,
  attachCreative,
  linkDocument,
  MemoryCreativeRecords,
  memoryCreativeState,
  memoryCreativeUnitOfWork,
  type MemoryCreativeState,
} from './testing/creative-records.memory'

const STAFF = '99999999-9999-4999-8999-999999999999'
const CAMPAIGN = '22222222-2222-4222-8222-222222222222'
const VIDEO = '44444444-4444-4444-8444-444444444444'
const IMAGE = '55555555-5555-4555-8555-555555555555'
const DOC = '66666666-6666-4666-8666-666666666666'
const NOTICE = '77777777-7777-4777-8777-777777777777'
const now = new Date('2026-11-27T10:00:00Z')
const clock: Clock = { now: () => now, today: () => '2026-11-27' }
const ids: Ids = { newId: () => NOTICE, newSecret: () => 'secret' }

let state: MemoryCreativeState
let staff: StaffMedia

const setUp = (video: MediaStatus, document?: DocumentStatus) => {
  state = memoryCreativeState(
    [aCampaignFacts({ id: CAMPAIGN, place: 'metroMonitors' })],
    [
      aMediaItem({ id: VIDEO, status: video, updatedAt: new Date('2026-11-21T09:00:00Z') }),
      aMediaItem({ id: IMAGE, kind: 'image', name: 'Картинка', status: 'moderation' }),
      aMediaItem({ id: DOC, kind: 'document', name: 'Лицензия.pdf', status: 'noStatus' }),
    ],
  )
  attachCreative(state, { campaignId: CAMPAIGN, scheduleId: CAMPAIGN, mediaId: VIDEO, at: now })
  if (document)
    linkDocument(state, {
      mediaId: VIDEO,
      documentId: DOC,
      typeId: 'license',
      typeSubId: undefined,
      status: document,
    })
  staff = new StaffMedia({
    uow: memoryCreativeUnitOfWork(state),
    reads: new MemoryCreativeRecords(state),
    clock,
    ids,
  })
}

const snapshot = () => ({
  media: new Map(state.media),
  reasons: new Map(state.reasons),
  documents: new Map(state.documents),
  mediaEvents: [...state.mediaEvents],
  notifications: [...state.notifications],
})

describe('the back office reads creatives', () => {
  beforeEach(() => setUp('moderation', 'loaded'))

  it('lists what waits for moderation, oldest change first, documents left out', async () => {
    const page = await staff.queue({ statuses: ['moderation'], kind: undefined, limit: 10, offset: 0 })
    expect(page.count).toBe(2)
    expect(page.items.map((c) => c.item.id)).toEqual([IMAGE, VIDEO])
    const videos = await staff.queue({ statuses: ['moderation'], kind: 'video', limit: 10, offset: 0 })
    expect(videos.items.map((c) => c.item.id)).toEqual([VIDEO])
  })

  it('reads a creative with its owner, documents and campaigns; a document or a bad id is none', async () => {
    expect(await staff.creative(VIDEO)).toMatchObject({
      item: { id: VIDEO },
      ownerEmail: 'anna@example.ru',
      moderationReason: null,
      documents: [
        { documentId: DOC, name: 'Лицензия.pdf', typeId: 'license', typeSubId: null, status: 'loaded' },
      ],
      campaigns: [{ id: CAMPAIGN, name: 'Весна', place: 'metroMonitors', state: 'draft' }],
    })
    expect(await staff.creative(DOC)).toBeUndefined()
    expect(await staff.item('not-a-uuid')).toBeUndefined()
    expect((await staff.item(DOC))?.kind).toBe('document')
  })

  it('lists the documents waiting for a check', async () => {
    const page = await staff.documents({ statuses: ['loaded'], limit: 10, offset: 0 })
    expect(page).toEqual({
      count: 1,
      items: [
        expect.objectContaining({
          mediaId: VIDEO,
          documentId: DOC,
          documentName: 'Лицензия.pdf',
          ownerId: ANNA_ID,
          status: 'loaded',
        }),
      ],
    })
  })
})

describe('decideMedia: a creative under review is approved or rejected', () => {
  it('rejects with the reason kept, the event logged and the owner told', async () => {
    setUp('moderation')
    expect(await staff.decideMedia(STAFF, VIDEO, 'reject', 'Нет маркировки')).toEqual({
      ok: true,
      value: true,
    })
    expect(state.media.get(VIDEO)?.status).toBe('rejected')
    expect(state.reasons.get(VIDEO)).toBe('Нет маркировки')
    expect(state.mediaEvents).toEqual([
      {
        mediaId: VIDEO,
        campaignId: CAMPAIGN,
        event: 'reject',
        actor: 'moderator',
        actorId: STAFF,
        from: 'moderation',
        to: 'rejected',
        reason: 'Нет маркировки',
        at: now,
      },
    ])
    expect(state.notifications).toEqual([
      {
        id: NOTICE,
        ownerId: ANNA_ID,
        campaignId: CAMPAIGN,
        message: 'Материал «Ролик» отклонён. Причина: Нет маркировки',
        at: now,
      },
    ])
  })

  it('approves from any review round and clears the reason', async () => {
    setUp('secondaryModeration')
    state.reasons.set(VIDEO, 'старая причина')
    expect((await staff.decideMedia(STAFF, VIDEO, 'approve', null)).ok).toBe(true)
    expect(state.media.get(VIDEO)?.status).toBe('approved')
    expect(state.reasons.get(VIDEO)).toBeNull()
    expect(state.notifications.map((n) => n.message)).toEqual(['Материал «Ролик» согласован'])
  })

  it('refuses a creative not on moderation as wrong state, changing nothing', async () => {
    setUp('approved')
    const before = snapshot()
    const done = await staff.decideMedia(STAFF, VIDEO, 'reject', 'поздно')
    expect(done.ok ? undefined : done.error).toEqual({
      code: 'wrong state',
      message: 'Материал не на модерации (статус «Согласовано»)',
      errors: { status: 'notOnModeration' },
    })
    expect(snapshot()).toEqual(before)
  })

  it('answers a document, an unknown id and a bad id as not found', async () => {
    setUp('moderation')
    const before = snapshot()
    for (const id of [DOC, STAFF, 'nope']) {
      const done = await staff.decideMedia(STAFF, id, 'approve', null)
      expect(done.ok ? undefined : done.error).toEqual({
        code: 'not found',
        message: 'Материал не найден',
        errors: { mediaId: 'not found' },
      })
    }
    expect(snapshot()).toEqual(before)
  })
})

describe('decideDocument: a loaded document of a creative is checked', () => {
  it('approves a loaded document to revision, the creative as it was', async () => {
    setUp('moderation', 'loaded')
    expect((await staff.decideDocument(STAFF, VIDEO, DOC, 'approve', null)).ok).toBe(true)
    expect(state.documents.get(`${VIDEO}|${DOC}`)?.status).toBe('revision')
    expect(state.media.get(VIDEO)?.status).toBe('moderation')
    expect(state.mediaEvents).toMatchObject([
      { mediaId: VIDEO, documentId: DOC, event: 'document:approve', from: 'loaded', to: 'revision' },
    ])
    expect(state.notifications.map((n) => n.message)).toEqual([
      'Документ «Лицензия.pdf» к материалу «Ролик» проверен',
    ])
  })

  it('sends a document to rework and rejects its creative with the reason', async () => {
    setUp('approved', 'revision')
    expect((await staff.decideDocument(STAFF, VIDEO, DOC, 'reject', 'Просрочена')).ok).toBe(true)
    expect(state.documents.get(`${VIDEO}|${DOC}`)?.status).toBe('rework')
    expect(state.media.get(VIDEO)?.status).toBe('rejected')
    expect(state.reasons.get(VIDEO)).toBe('Просрочена')
  })

  it('refuses a document not loaded or already checked, changing nothing', async () => {
    setUp('moderation', 'requested')
    let before = snapshot()
    const waiting = await staff.decideDocument(STAFF, VIDEO, DOC, 'approve', null)
    expect(waiting.ok ? undefined : waiting.error).toMatchObject({
      code: 'wrong state',
      errors: { status: 'documentNotLoaded' },
    })
    expect(snapshot()).toEqual(before)
    setUp('moderation', 'revision')
    before = snapshot()
    const checked = await staff.decideDocument(STAFF, VIDEO, DOC, 'approve', null)
    expect(checked.ok ? undefined : checked.error).toEqual({
      code: 'wrong state',
      message: 'Документ уже проверен',
      errors: { status: 'alreadyChecked' },
    })
    expect(snapshot()).toEqual(before)
  })

  it('answers a link that is not there as not found', async () => {
    setUp('moderation')
    const done = await staff.decideDocument(STAFF, VIDEO, DOC, 'approve', null)
    expect(done.ok ? undefined : done.error).toEqual({
      code: 'not found',
      message: 'Документ не найден',
      errors: { documentId: 'not found' },
    })
    expect(state.mediaEvents).toEqual([])
  })

  it('rolls the document back when the creative moved meanwhile', async () => {
    setUp('approved', 'revision')
    const before = snapshot()
    const racing = new MemoryCreativeRecords(state)
    // The creative leaves 'approved' between the read and its guarded move.
    racing.lockDocument = async (mediaId, documentId) => {
      const row = await MemoryCreativeRecords.prototype.lockDocument.call(racing, mediaId, documentId)
      const item = state.media.get(VIDEO)
      if (item) state.media.set(VIDEO, { ...item, status: 'moderation' })
      return row
    }
    const raced = new StaffMedia({
      uow: { run: (work) => memoryCreativeUnitOfWork(state).run(() => work(racing)) },
      reads: racing,
      clock,
      ids,
    })
    const done = await raced.decideDocument(STAFF, VIDEO, DOC, 'reject', 'Просрочена')
    expect(done.ok ? undefined : done.error.code).toBe('changed')
    expect(snapshot()).toEqual(before)
  })
})
