import { describe, expect, it } from 'vitest'
import { creativeCampaignWire } from './staff-media.wire'

describe('a creative’s campaigns on the back office’s wire (issue #49 item 1: written at the edge)', () => {
  it('writes the campaign’s id as _id and its place as advertisePlace, nothing else', () => {
    expect(
      creativeCampaignWire({ id: 'c-1', name: 'Весна', place: 'metroStickers', state: 'moderation' }),
    ).toEqual({ _id: 'c-1', name: 'Весна', advertisePlace: 'metroStickers', state: 'moderation' })
  })
})
