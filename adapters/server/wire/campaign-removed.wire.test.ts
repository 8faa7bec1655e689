import { describe, expect, it } from 'vitest'
import { campaignRemovedWire } from './campaign-removed.wire'

describe('a deleted campaign on the wire (issue #49 item 1: written at the edge)', () => {
  it('answers the removed campaign’s id as _id, nothing else', () => {
    expect(campaignRemovedWire('11111111-1111-4111-8111-111111111111')).toEqual({
      _id: '11111111-1111-4111-8111-111111111111',
    })
  })
})
