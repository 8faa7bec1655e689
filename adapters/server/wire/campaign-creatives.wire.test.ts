import { describe, expect, it } from 'vitest'
import { videoPlanWire } from './campaign-creatives.wire'

describe('the rotation plan on the wire (cabinet §7 videoSchedule; issue #49 item 1: written at the edge)', () => {
  it('writes each entry with its videos named from the library, null for one gone from it', () => {
    const wire = videoPlanWire({
      entries: [
        {
          id: 'e-1',
          scheduleId: 'c-1',
          startDate: '2026-12-05' as never,
          endDate: '2026-12-10' as never,
          videos: [
            { advertiseVideoId: 'v-1', share: 60 },
            { advertiseVideoId: 'v-gone', share: 40 },
          ],
        },
      ],
      videos: [{ id: 'v-1', name: 'Ролик', status: 'approved' }],
    })
    expect(wire).toEqual([
      {
        _id: 'e-1',
        scheduleId: 'c-1',
        startDate: '2026-12-05',
        endDate: '2026-12-10',
        videos: [
          {
            advertiseVideoId: 'v-1',
            share: 60,
            advertiseVideo: { _id: 'v-1', name: 'Ролик', status: 'approved' },
          },
          { advertiseVideoId: 'v-gone', share: 40, advertiseVideo: null },
        ],
      },
    ])
  })
})
