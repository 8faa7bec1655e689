import { describe, expect, it } from 'vitest'
import type { IsoDate } from '../ports/clock.port'
import { anAccount } from '../session/testing/account.fixture'
import { MediaLibrary, replacedDocument } from './media-library.service'
import type { MediaRepository } from './media-repository.port'
import { campaignFacts } from '../campaign/testing/campaign-aggregate.fixture'
import {
  aMediaItem,
  attachCreative,
  linkDocument,
  planEntry,
  MemoryMediaRepository,
  memoryCreativeState,
} from './testing/creative-records.memory'

const clock = { now: () => new Date('2026-11-27T09:00:00Z'), today: () => '2026-11-27' as IsoDate }

const libraryOver = (media: MediaRepository) =>
  new MediaLibrary({
    media,
    clock,
    ids: { newId: () => 'id', newSecret: () => 'secret' },
    posters: { requestPoster: async () => undefined },
  })

describe('MediaLibrary.toModeration (R-STATE-10: a creative is sent once, guarded by the status read)', () => {
  it('sends a creative without status to moderation', async () => {
    const state = memoryCreativeState([], [aMediaItem()])
    const sent = await libraryOver(new MemoryMediaRepository(state)).toModeration(
      anAccount(),
      aMediaItem().id,
    )
    expect(sent.ok && sent.value.status).toBe('moderation')
    expect(state.media.get(aMediaItem().id)?.status).toBe('moderation')
  })

  it('refuses as changed when the status moved between the read and the write, and writes nothing', async () => {
    const state = memoryCreativeState([], [aMediaItem()])
    const repository = new MemoryMediaRepository(state)
    const late: MediaRepository = Object.assign(Object.create(repository) as MemoryMediaRepository, {
      find: async (ownerId: string, id: string) => {
        const read = await repository.find(ownerId, id)
        // A moderator decided meanwhile.
        state.media.set(id, { ...aMediaItem(), status: 'approved' })
        return read
      },
    })
    const sent = await libraryOver(late).toModeration(anAccount(), aMediaItem().id)
    expect(sent.ok ? undefined : sent.error.code).toBe('changed')
    expect(state.media.get(aMediaItem().id)?.status).toBe('approved')
  })
})

describe('MediaLibrary.linkDocument (R-STATE-13/14: a new file for a returned document takes its place)', () => {
  const creative = aMediaItem({ kind: 'image', mimeType: 'image/png', status: 'rejected' })
  const document = (id: string) =>
    aMediaItem({ id, kind: 'document', name: `${id}.pdf`, mimeType: 'application/pdf' })
  const OLD = '55555555-5555-4555-8555-555555555555'
  const NEW = '66666666-6666-4666-8666-666666666666'
  const returned = (status: 'rework' | 'loaded', typeSubId: string | undefined = 'certificate') => {
    const state = memoryCreativeState([], [creative, document(OLD), document(NEW)])
    linkDocument(state, { mediaId: creative.id, documentId: OLD, typeId: 'trademark', typeSubId, status })
    return state
  }
  const link = (state: ReturnType<typeof returned>, typeSubId: string | undefined = 'certificate') =>
    libraryOver(new MemoryMediaRepository(state)).linkDocument(anAccount(), {
      mediaId: creative.id,
      documentId: NEW,
      typeId: 'trademark',
      typeSubId,
    })

  it('replaces a document sent to rework under the same category and puts the creative back on moderation', async () => {
    const state = returned('rework')
    expect(await link(state)).toEqual({
      ok: true,
      value: {
        mediaId: creative.id,
        documentId: NEW,
        typeId: 'trademark',
        typeSubId: 'certificate',
        status: 'loaded',
      },
    })
    expect([...state.documents.keys()]).toEqual([`${creative.id}|${NEW}`])
    expect(state.media.get(creative.id)?.status).toBe('moderation')
  })

  it('adds beside a loaded document, or one under another kind of the category, and leaves the creative', async () => {
    for (const [state, sub] of [
      [returned('loaded'), 'certificate'],
      [returned('rework'), 'license'],
    ] as const) {
      expect((await link(state, sub)).ok).toBe(true)
      expect(state.documents.size).toBe(2)
      expect(state.media.get(creative.id)?.status).toBe('rejected')
    }
  })

  it('names no replacement for a document linked already', () => {
    const links = [
      { mediaId: 'm', documentId: OLD, typeId: 'other', typeSubId: undefined, status: 'rework' as const },
    ]
    expect(
      replacedDocument(links, { documentId: OLD, typeId: 'other', typeSubId: undefined }),
    ).toBeUndefined()
    expect(replacedDocument(links, { documentId: NEW, typeId: 'other', typeSubId: '' })).toBe(OLD)
  })
})

describe('MediaLibrary.remove: a file a campaign uses stays (choice: fileInUse)', () => {
  const clip = aMediaItem()
  const at = new Date('2026-11-20T09:00:00Z')
  const used = (state: 'draft' | 'completed', how: 'attached' | 'planned') => {
    const campaign = campaignFacts({ state, name: 'Весна' })
    const memory = memoryCreativeState([campaign], [clip])
    if (how === 'attached')
      attachCreative(memory, { campaignId: campaign.id, scheduleId: campaign.id, mediaId: clip.id, at })
    else
      planEntry(memory, campaign.id, {
        id: 'e1',
        scheduleId: campaign.id,
        startDate: '2026-12-01',
        endDate: '2026-12-05',
        videos: [{ advertiseVideoId: clip.id, share: 100 }],
      })
    return memory
  }

  it('refuses while a campaign has it attached, or planned in one not finished, naming the campaign', async () => {
    for (const [state, how] of [
      ['draft', 'attached'],
      ['completed', 'attached'],
      ['draft', 'planned'],
    ] as const) {
      const memory = used(state, how)
      const removed = await libraryOver(new MemoryMediaRepository(memory)).remove(anAccount(), clip.id)
      expect(removed).toMatchObject({
        ok: false,
        error: {
          code: 'already in use',
          message: 'Файл нельзя удалить: он используется в кампании «Весна». Сначала замените его там.',
        },
      })
      expect(memory.media.has(clip.id)).toBe(true)
    }
  })

  it('removes it once no campaign uses it, or only a finished one planned it', async () => {
    const memory = used('completed', 'planned')
    const removed = await libraryOver(new MemoryMediaRepository(memory)).remove(anAccount(), clip.id)
    expect(removed.ok).toBe(true)
    expect(memory.media.has(clip.id)).toBe(false)
  })
})
