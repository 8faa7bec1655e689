import { describe, expect, it } from 'vitest'
import type { IsoDate } from '../ports/clock.port'
import { anAccount } from '../session/testing/account.fixture'
import { MediaLibrary } from './media-library.service'
import type { MediaRepository } from './media-repository.port'
import { aMediaItem, MemoryMediaRepository, memoryCreativeState } from './testing/creative-records.memory'

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
