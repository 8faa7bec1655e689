import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeVideoSchedulePatch, decodeVideoScheduleRequest } from './video-schedule.contract'
import {
  currentVideoId,
  mayChangeCreatives,
  patchedEntry,
  replaceVideo,
  validateVideoScheduleEntry,
  type VideoScheduleEntry,
} from './video-schedule'
import { propertyReach } from '../testing/property-reach'

const campaign = { state: 'approved', startDate: '2027-01-10', endDate: '2027-01-20' } as const
const entry = (
  id: string,
  startDate: string,
  endDate: string,
  videos: [string, number][],
  scheduleId = 'main',
): VideoScheduleEntry => ({
  id,
  scheduleId,
  startDate,
  endDate,
  videos: videos.map(([advertiseVideoId, share]) => ({ advertiseVideoId, share })),
})
const draft = (startDate: string, endDate: string, videos: [string, number][], scheduleId = 'main') => {
  const { id: _id, ...rest } = entry('x', startDate, endDate, videos, scheduleId)
  return rest
}
const refusal = (r: ReturnType<typeof validateVideoScheduleEntry>) => (r.ok ? 'ok' : r.error.code)

describe('the video rotation plan: validation', () => {
  it('accepts an entry inside the campaign with shares up to 100 %', () => {
    expect(
      refusal(
        validateVideoScheduleEntry(
          campaign,
          [],
          draft('2027-01-10', '2027-01-20', [
            ['a', 60],
            ['b', 40],
          ]),
        ),
      ),
    ).toBe('ok')
    expect(
      refusal(validateVideoScheduleEntry(campaign, [], draft('2027-01-15', '2027-01-15', [['a', 1]]))),
    ).toBe('ok')
  })

  it('refuses a period running backwards or leaving the campaign, naming the campaign period', () => {
    expect(
      validateVideoScheduleEntry(campaign, [], draft('2027-01-15', '2027-01-12', [['a', 50]])),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalidPeriod', errors: { endDate: 'invalidPeriod' } },
    })
    const early = validateVideoScheduleEntry(campaign, [], draft('2027-01-09', '2027-01-12', [['a', 50]]))
    expect(early).toMatchObject({
      ok: false,
      error: {
        code: 'outOfPeriod',
        message: 'Период показа должен быть внутри периода кампании: с 10.01.2027 по 20.01.2027',
        errors: { startDate: 'outOfPeriod' },
      },
    })
    expect(
      validateVideoScheduleEntry(campaign, [], draft('2027-01-12', '2027-01-21', [['a', 50]])),
    ).toMatchObject({
      ok: false,
      error: { errors: { endDate: 'outOfPeriod' } },
    })
  })

  it('refuses an entry overlapping another of the same slot, by one day even; another slot is free', () => {
    const others = [entry('e1', '2027-01-10', '2027-01-14', [['a', 100]])]
    expect(
      refusal(validateVideoScheduleEntry(campaign, others, draft('2027-01-14', '2027-01-16', [['b', 10]]))),
    ).toBe('overlap')
    expect(
      refusal(validateVideoScheduleEntry(campaign, others, draft('2027-01-15', '2027-01-16', [['b', 10]]))),
    ).toBe('ok')
    expect(
      refusal(
        validateVideoScheduleEntry(campaign, others, draft('2027-01-12', '2027-01-16', [['b', 10]], 'other')),
      ),
    ).toBe('ok')
  })

  it('refuses shares over 100 % in sum and a video listed twice', () => {
    expect(
      validateVideoScheduleEntry(
        campaign,
        [],
        draft('2027-01-10', '2027-01-12', [
          ['a', 51],
          ['b', 50],
        ]),
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'sharesOver100', message: 'Доли роликов в сумме 101%: должно быть не больше 100%' },
    })
    expect(
      refusal(
        validateVideoScheduleEntry(
          campaign,
          [],
          draft('2027-01-10', '2027-01-12', [
            ['a', 10],
            ['a', 10],
          ]),
        ),
      ),
    ).toBe('duplicate')
  })

  it('changes nothing of a completed or canceled campaign', () => {
    for (const state of ['completed', 'canceled', 'techCanceled'] as const)
      expect(
        refusal(
          validateVideoScheduleEntry(
            { ...campaign, state },
            [],
            draft('2027-01-10', '2027-01-12', [['a', 10]]),
          ),
        ),
      ).toBe('campaignClosed')
    expect(mayChangeCreatives('completed')).toMatchObject({
      ok: false,
      error: { message: 'Кампания в статусе «Завершена»: ролики и план показа менять нельзя' },
    })
    for (const state of ['draft', 'moderation', 'approved', 'waitingForLaunch', 'active'] as const)
      expect(mayChangeCreatives(state).ok).toBe(true)
  })

  it('never accepts a plan whose entries of a slot overlap or whose shares pass 100 % (property)', () => {
    // Issue #49: with days drawn apart for the start and the end, ids that repeat and shares up to 100 each, the
    // plan held an entry in 24 % of runs. Now periods start before they end, mostly inside the campaign, videos
    // differ and shares of 10..40 % (three pass 100 %), so most plans hold two entries or more, and every refusal is
    // still drawn: outside, overlapping, over 100 %.
    const day = fc.integer({ min: 8, max: 22 })
    const at = (d: number) => `2027-01-${String(d).padStart(2, '0')}`
    const candidate = fc
      .record({
        scheduleId: fc.constantFrom('main', 'other'),
        period: fc.tuple(day, fc.integer({ min: 0, max: 3 })),
        videos: fc.uniqueArray(
          fc.record({
            advertiseVideoId: fc.constantFrom('a', 'b', 'c'),
            share: fc.integer({ min: 10, max: 40 }),
          }),
          { minLength: 1, maxLength: 3, selector: (v) => v.advertiseVideoId },
        ),
      })
      .map(({ scheduleId, period: [start, length], videos }) => ({
        scheduleId,
        startDate: at(start),
        endDate: at(start + length),
        videos,
      }))
    const reach = propertyReach('video plan', 'a plan of two entries or more')
    fc.assert(
      fc.property(fc.array(candidate, { minLength: 6, maxLength: 12 }), (drafts) => {
        const plan: VideoScheduleEntry[] = []
        for (const [i, d] of drafts.entries()) {
          const r = validateVideoScheduleEntry(campaign, plan, d)
          if (r.ok) plan.push({ id: `e${i}`, ...r.value })
        }
        reach.reached(plan.length >= 2)
        for (const e of plan) {
          expect(
            e.startDate >= campaign.startDate && e.endDate <= campaign.endDate && e.startDate <= e.endDate,
          ).toBe(true)
          expect(e.videos.reduce((n, v) => n + v.share, 0)).toBeLessThanOrEqual(100)
          for (const o of plan)
            if (o !== e && o.scheduleId === e.scheduleId)
              expect(o.endDate < e.startDate || e.endDate < o.startDate).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
    reach.report()
  })
})

describe('the video rotation plan: changes and the player', () => {
  it('a patch keeps what it does not name', () => {
    const e = entry('e1', '2027-01-10', '2027-01-14', [['a', 100]])
    expect(patchedEntry(e, { endDate: '2027-01-12' })).toEqual({
      ...draft('2027-01-10', '2027-01-12', [['a', 100]]),
    })
  })

  it('a re-uploaded video takes its predecessor’s place and share in every entry that plays it', () => {
    const plan = [
      entry('e1', '2027-01-10', '2027-01-12', [
        ['a', 60],
        ['b', 40],
      ]),
      entry('e2', '2027-01-13', '2027-01-14', [['b', 100]]),
      entry('e3', '2027-01-15', '2027-01-16', [
        ['a', 30],
        ['c', 20],
      ]),
    ]
    expect(replaceVideo(plan, 'a', 'c')).toEqual([
      entry('e1', '2027-01-10', '2027-01-12', [
        ['c', 60],
        ['b', 40],
      ]),
      entry('e3', '2027-01-15', '2027-01-16', [['c', 50]]),
    ])
  })

  it('plays today’s biggest share, else the video attached last', () => {
    const plan = [
      entry('e1', '2027-01-10', '2027-01-12', [
        ['a', 30],
        ['b', 70],
      ]),
      entry('e2', '2027-01-10', '2027-01-20', [['c', 50]], 'other'),
    ]
    expect(currentVideoId(plan, ['z', 'y'], '2027-01-11')).toBe('b')
    expect(currentVideoId(plan, ['z', 'y'], '2027-01-15')).toBe('c')
    expect(currentVideoId(plan, ['z', 'y'], '2027-01-25')).toBe('y')
    expect(currentVideoId([], [], '2027-01-25')).toBeUndefined()
  })
})

describe('the videoSchedule bodies', () => {
  const video = '0b5e3c1e-8a53-4cf0-9a55-7a7f41a2f8f0'
  it('decodes a whole entry and names every bad field', () => {
    expect(
      decodeVideoScheduleRequest({
        startDate: '2027-01-10',
        endDate: '2027-01-12',
        videos: [{ advertiseVideoId: video, share: 100 }],
      }).ok,
    ).toBe(true)
    const bad = decodeVideoScheduleRequest({
      startDate: '2026-13-01',
      endDate: '2027-02-30',
      videos: [{ advertiseVideoId: 'x', share: 1.5 }],
      price: 1,
    })
    expect(bad).toMatchObject({
      ok: false,
      error: {
        errors: {
          startDate: 'wrong format',
          endDate: 'wrong format',
          'videos.0.advertiseVideoId': 'wrong format',
          'videos.0.share': 'wrong format',
          price: 'unknown field',
        },
      },
    })
    expect(
      decodeVideoScheduleRequest({ startDate: '2027-01-10', endDate: '2027-01-12', videos: [] }).ok,
    ).toBe(false)
  })

  it('refuses an empty patch', () => {
    expect(decodeVideoSchedulePatch({})).toMatchObject({ ok: false, error: { errors: { _: 'required' } } })
    expect(decodeVideoSchedulePatch({ endDate: '2027-01-12' }).ok).toBe(true)
  })
})
