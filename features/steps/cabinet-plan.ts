import assert from 'node:assert/strict'
import { Subject } from 'rxjs'
import { Given, Then, When } from '@cucumber/cucumber'
import { MediaPlanDownloadStore, mediaPlanPath } from '../../core/cabinet/stores/media-plan-download.store'
import type { MediaPlanSelectionStore } from '../../core/cabinet/stores/media-plan-selection.store'
import type { ListView } from '../../core/cabinet/view/campaign-table.view-model'
import {
  MEDIA_PLAN_RESET_DIALOG,
  mediaPlanExit,
  mediaPlanScreen,
} from '../../core/cabinet/view/media-plan-screen.view-model'
import { summaryRow } from '../../core/campaign/media-plan-summary'
import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import type { MediaPlanSummaryEntry } from '../../core/campaign/media-plan-summary.entity'
import { parseDisplayDate } from '../../core/format/date.format'
import { fromRoubles } from '../../core/shared/money'
import type { TabloWorld } from '../support/world'
import { cabinet, list } from './cabinet-actor'
import { mediaPlanReport } from './call-glossary'

const CONSOLIDATED = '/api/v1/clients/media-plan/getConsolidatedReport'
const day = (text: string): string => {
  const parsed = parseDisplayDate(text)
  if (!parsed.ok) throw new Error(`not a date: ${text}`)
  return parsed.value
}
const money = (text: string) => fromRoubles(Number(text.replace(/[\s\u00a0₽]/g, '').replace(',', '.')))
const period = (text: string) => {
  const [startDate = '', endDate = ''] = text.split('–')
  return { startDate: day(startDate), endDate: day(endDate) }
}

Then(
  /^the consolidated media plan of (\d+) campaigns in the (cards|table) view is titled "([^"]+)"$/,
  function (this: TabloWorld, count: string, view: ListView, title: string) {
    const screen = mediaPlanScreen(view, Number(count))
    cabinet(this).values['screen'] = screen
    assert.equal(screen?.title, title)
  },
)

Then(
  /^it offers to switch to the (cards|table) view, links back to "([^"]+)" and shows the badge (\d+)$/,
  function (this: TabloWorld, other: string, back: string, badge: string) {
    const screen = cabinet(this).values['screen'] as ReturnType<typeof mediaPlanScreen>
    assert.deepEqual([screen?.otherView, screen?.backLink, screen?.badge], [other, back, Number(badge)])
  },
)

When('the consolidated media plan is downloaded', async function (this: TabloWorld) {
  const scene = cabinet(this)
  scene.http.answer('POST', CONSOLIDATED, { file: 'plan.xlsx' })
  const selection = scene.values['selection'] as MediaPlanSelectionStore
  await new MediaPlanDownloadStore(scene.http).consolidated(selection.getSnapshot().selected)
})

Then(
  'the consolidated report was asked for with the campaigns {string}',
  function (this: TabloWorld, campaigns: string) {
    const body = cabinet(this).http.callsTo('POST', CONSOLIDATED)[0]?.body as {
      advertisingCampaignId: string
      advertisePlace: string
    }[]
    assert.deepEqual(
      body.map((e) => `${e.advertisingCampaignId} ${e.advertisePlace}`),
      list(campaigns),
    )
  },
)

Then(
  'the media plan of a {string} campaign comes from the {string}',
  (place: AdvertisePlace, report: string) => {
    assert.equal(mediaPlanPath(place), mediaPlanReport(report))
  },
)

Given(
  'the server takes its time with the media plan of the {string} campaign {string}',
  function (this: TabloWorld, place: AdvertisePlace, _id: string) {
    const answer = new Subject<unknown>()
    cabinet(this).http.answer('POST', mediaPlanPath(place), () => answer)
    cabinet(this).values['answer'] = answer
  },
)

When(
  'the advertiser starts downloading the media plan of the {string} campaign {string}',
  function (this: TabloWorld, place: AdvertisePlace, id: string) {
    const scene = cabinet(this)
    const store = new MediaPlanDownloadStore(scene.http)
    scene.values['download'] = store.campaign(id, place)
    scene.values['downloads'] = store
  },
)

When('the server delivers the media plan', async function (this: TabloWorld) {
  ;(cabinet(this).values['answer'] as Subject<unknown>).next({ file: 'plan.xlsx' })
  await cabinet(this).values['download']
})

Then(
  'the media plan of {string} is downloading: {word}',
  function (this: TabloWorld, id: string, downloading: string) {
    assert.equal(
      (cabinet(this).values['downloads'] as MediaPlanDownloadStore).isDownloading(id),
      downloading === 'yes',
    )
  },
)

Then(
  'the reset button is red and asks {string} with {string} and {string}',
  (question: string, back: string, confirm: string) => {
    assert.deepEqual(MEDIA_PLAN_RESET_DIALOG, { question, back, confirm, tone: 'danger' })
  },
)

Then(
  /^with (\d+) campaigns selected the consolidated media plan (?:sends them to "([^"]+)"|stays)$/,
  (count: string, to: string | null | undefined) => {
    assert.equal(mediaPlanExit(Number(count)), to ?? undefined)
  },
)

Then(
  'with the current selection the consolidated media plan sends them to {string}',
  function (this: TabloWorld, to: string) {
    assert.equal(mediaPlanExit((cabinet(this).values['selection'] as MediaPlanSelectionStore).count), to)
  },
)

const SUMMARY: readonly [RegExp, (m: RegExpExecArray) => MediaPlanSummaryEntry][] = [
  [
    /^a sticker package on (.+), (\S+–\S+), (\S+), (\d+) stickers at (.+ ₽), (\d+) packages, launched (\S+)$/,
    (m) => ({
      kind: 'stickerPackage',
      metroLine: m[1]!,
      period: period(m[2]!),
      format: m[3]!,
      stickerCount: Number(m[4]),
      packagePrice: money(m[5]!),
      packageCount: Number(m[6]),
      launchDate: day(m[7]!),
    }),
  ],
  [
    /^a light box at (.+), (\S+–\S+), (\S+), number (\S+) at (.+ ₽)$/,
    (m) => ({
      kind: 'lightBox',
      station: m[1]!,
      period: period(m[2]!),
      format: m[3]!,
      number: m[4]!,
      price: money(m[5]!),
    }),
  ],
  [
    /^a crystal light at (.+), (\S+–\S+), (\S+), inventory (\S+) at (.+ ₽)$/,
    (m) => ({
      kind: 'crystalLight',
      station: m[1]!,
      period: period(m[2]!),
      format: m[3]!,
      inventoryNumber: m[4]!,
      price: money(m[5]!),
    }),
  ],
  [
    /^a print item (.+) at (.+ ₽) with delivery at (.+ ₽)$/,
    (m) => ({ kind: 'printItem', name: m[1]!, printPrice: money(m[2]!), deliveryPrice: money(m[3]!) }),
  ],
]

Then(/^the summary line of (.+) reads "([^"]+)"$/, (kind: string, row: string) => {
  const found = SUMMARY.map(([re, make]) => {
    const m = re.exec(kind)
    return m ? make(m) : undefined
  }).find((e) => e !== undefined)
  if (!found) throw new Error(`unknown summary line: ${kind}`)
  const shown = summaryRow(found)
    .map((c) => `${c.label}: ${c.value}`)
    .join('; ')
    .replace(/\u00a0/g, ' ')
  assert.equal(shown, row)
})
