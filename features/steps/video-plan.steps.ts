import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import type { MediaRowView } from '../../core/cabinet/stores/media-library.store'
import {
  videoPlanRows,
  videoPlanView,
  type VideoPlanDraft,
} from '../../core/cabinet/view/video-plan.view-model'
import type { VideoPlanEntryWire } from '../../core/contract/video-plan.answer'
import { parseDisplayDate } from '../../core/format/date.format'
import type { TabloWorld } from '../support/world'
import { cabinet } from './cabinet-actor'

interface PlanScene {
  campaign: { _id: string; startDate: string; endDate: string; state: { _id: 'approved' } }
  videos: MediaRowView[]
  entries: VideoPlanEntryWire[]
  says?: string
}
const scene = (world: TabloWorld): PlanScene => cabinet(world).values['videoPlan'] as PlanScene

const iso = (shown: string): string => {
  const day = parseDisplayDate(shown)
  if (!day.ok) throw new Error(`a date must read DD.MM.YYYY: ${shown}`)
  return day.value
}
/** 'Весна.mp4 70, Лето.mp4 30' (a '-' leaves a video's share empty) as the form's shares by video id. */
const sharesOf = (world: TabloWorld, text: string): Record<string, number | string> =>
  Object.fromEntries(
    text.split(', ').map((part) => {
      const [name = '', share = ''] = part.split(' ')
      const video = scene(world).videos.find((v) => v.name === name)
      assert.ok(video, `no video «${name}» in the library`)
      return [video.id, share === '-' ? '' : Number(share)]
    }),
  )

Given(
  'the campaign page of a campaign running from {word} to {word}',
  function (this: TabloWorld, start: string, end: string) {
    cabinet(this).values['videoPlan'] = {
      campaign: { _id: 'c1', startDate: iso(start), endDate: iso(end), state: { _id: 'approved' } },
      videos: [],
      entries: [],
    } satisfies PlanScene
  },
)

Given(
  'the library offers the videos {string} and {string} for it',
  function (this: TabloWorld, a: string, b: string) {
    scene(this).videos = [a, b].map((name, i) => ({ id: `v${i + 1}`, name }) as MediaRowView)
  },
)

Given(
  "the page's plan holds {string} from {word} to {word}",
  function (this: TabloWorld, shares: string, start: string, end: string) {
    const s = scene(this)
    s.entries.push({
      _id: `e${s.entries.length + 1}`,
      scheduleId: s.campaign._id,
      startDate: iso(start),
      endDate: iso(end),
      videos: Object.entries(sharesOf(this, shares)).map(([id, share]) => ({
        advertiseVideoId: id,
        share: Number(share),
        advertiseVideo: { _id: id, name: s.videos.find((v) => v.id === id)?.name ?? '', status: 'approved' },
      })),
    })
  },
)

Then('the plan reads {string}', function (this: TabloWorld, text: string) {
  const said = videoPlanRows(scene(this).entries).map(
    (r) => `${r.period}: ${[...r.videos, ...(r.rest ? [r.rest] : [])].join('; ')}`,
  )
  assert.deepEqual(said, [text])
})

When(
  'the advertiser tries to add {string} from {word} to {word}',
  function (this: TabloWorld, shares: string, start: string, end: string) {
    const s = scene(this)
    const draft: VideoPlanDraft = {
      period: { start: iso(start), end: iso(end) },
      shares: sharesOf(this, shares),
    }
    const form = videoPlanView(s.campaign, s.entries, s.videos, draft, {
      isObserver: false,
      attempted: true,
      refusal: undefined,
    }).form
    s.says = form?.valid ? 'можно отправить' : form?.summary
  },
)

Then('the plan form says {string}', function (this: TabloWorld, text: string) {
  assert.equal(scene(this).says, text)
})
