import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildMp4 } from './mp4-builder'
import { Mp4Walker } from './mp4-walker'

const walk = (file: Uint8Array, cuts: readonly number[]) => {
  const walker = new Mp4Walker()
  let at = 0
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    walker.push(file.subarray(at, Math.max(at, cut)))
    at = Math.max(at, cut)
  }
  walker.push(file.subarray(at))
  return walker.finish()
}

describe('MP4 walker', () => {
  it('reads resolution, duration and codec however the bytes are chunked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 4096 }),
        fc.integer({ min: 16, max: 4096 }),
        fc.integer({ min: 1, max: 600_000 }),
        fc.constantFrom('avc1', 'hvc1'),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (width, height, ms, codec, mediaBytes, rawCuts) => {
          const file = buildMp4({ width, height, durationSeconds: ms / 1000, codec, mediaBytes })
          const outcome = walk(
            file,
            rawCuts.map((c) => c % (file.length + 1)),
          )
          expect(outcome).toEqual({ ok: true, facts: { width, height, durationSeconds: ms / 1000, codec } })
        },
      ),
    )
  })
  it('calls a file cut anywhere truncated, and a non-MP4 not an MP4', () => {
    const file = buildMp4({ width: 1920, height: 1080, durationSeconds: 10, mediaBytes: 1000 })
    fc.assert(
      fc.property(fc.integer({ min: 40, max: file.length - 1 }), (end) => {
        expect(walk(file.subarray(0, end), [])).toEqual({ ok: false, reason: 'truncated' })
      }),
    )
    expect(walk(file.subarray(0, 412), []), 'cut at the end of moov, before mdat (seed -1456753296)').toEqual(
      {
        ok: false,
        reason: 'truncated',
      },
    )
    expect(
      walk(
        Uint8Array.from('hello, this is not a video at all', (c) => c.charCodeAt(0)),
        [],
      ),
    ).toMatchObject({
      ok: false,
    })
    expect(walk(file.subarray(0, 3), [])).toEqual({ ok: false, reason: 'notMp4' })
  })
})
