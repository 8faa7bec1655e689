import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import {
  campaignCard,
  cardKind,
  cardThumbnail,
  mediaPlanButtonEnabled,
  type CampaignCard,
} from '../../core/cabinet/view/campaign-card.view-model'
import {
  DEFAULT_SORT,
  EMPTY_LIST,
  FIRST_CAMPAIGN_CARD,
  listViewOf,
  rowActions,
  statisticsLink,
  tableColumns,
  toggleSort,
} from '../../core/cabinet/view/campaign-table.view-model'
import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import type { Partner } from '../../core/contract/cabinet.answer'
import type { Campaign } from '../../core/contract/campaign.answer'
import { CAMPAIGN_STATE_LABELS } from '../../core/campaign/campaign-state.labels'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import { parseDisplayDate } from '../../core/format/date.format'
import type { TabloWorld } from '../support/world'
import { cabinet, list, yes } from './cabinet-actor'
import { thumbnail } from './call-glossary'

const words = (id: string): string => id.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)
const iso = (day: string): string => {
  const parsed = parseDisplayDate(day)
  if (!parsed.ok) throw new Error(`not a date: ${day}`)
  return `${parsed.value}T00:00:00.000Z`
}
const roubles = (text: string): number => Number(text.replace(/[\s\u00a0₽]/g, '').replace(',', '.'))
const plain = (text: string | undefined): string | undefined => text?.replace(/\u00a0/g, ' ')

const campaign = (world: TabloWorld): Campaign => cabinet(world).values['campaign'] as Campaign
const setCampaign = (world: TabloWorld, change: Partial<Campaign>): void => {
  cabinet(world).values['campaign'] = { ...campaign(world), ...change }
}
const partners = (world: TabloWorld): Partner[] =>
  (cabinet(world).values['partners'] as Partner[] | undefined) ?? []
const card = (world: TabloWorld): CampaignCard => {
  const scene = cabinet(world)
  return campaignCard(campaign(world), {
    isObserver: scene.context.profile?.isObserver === true,
    partners: partners(world),
    typographyInvoiceDownloaded: false,
    videoFailed: scene.values['videoFailed'] === true,
    thumbnailFailed: scene.values['thumbnailFailed'] === true,
  })
}
const full = (world: TabloWorld) => {
  const c = card(world)
  if (c.kind === 'simple') throw new Error('expected a full card')
  return c
}

const newCampaign = (
  place: AdvertisePlace,
  state: CampaignStateId,
  over: Partial<Campaign> = {},
): Campaign => ({
  _id: 'c-1',
  name: 'Кампания',
  advertisePlace: place,
  state: { _id: state, name: CAMPAIGN_STATE_LABELS[state] },
  reservationStatus: { _id: 'notReserved', name: 'Не зарезервирована' },
  paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
  startDate: '2026-03-01T00:00:00.000Z',
  endDate: '2026-03-31T00:00:00.000Z',
  taxesSum: 0,
  totalSumWithoutTaxes: 0,
  partners: [],
  unitedSchedule: [{ _id: 's-1' }],
  ...over,
})

Then('the campaign list asked for {string} shows {word}', (asked: string, view: string) => {
  assert.equal(listViewOf(asked === '' ? {} : { view: asked }), view)
})

Then('the campaign table has the columns {string}', function (this: TabloWorld, columns: string) {
  const observer = cabinet(this).context.profile?.isObserver === true
  assert.deepEqual(
    tableColumns(observer).map((c) => c.label || c.id),
    list(columns),
  )
})

Then('the list is first sorted {string}', (sort: string) => {
  assert.equal(DEFAULT_SORT, sort)
})

Then('sorting by Начало once orders {string} and again {string}', (first: string, second: string) => {
  assert.deepEqual([toggleSort(DEFAULT_SORT), toggleSort(toggleSort(DEFAULT_SORT))], [first, second])
})

Given(
  'a {string} campaign in state {string} with a price per period: {word}',
  function (this: TabloWorld, place: AdvertisePlace, state: CampaignStateId, priced: string) {
    cabinet(this).values['campaign'] = newCampaign(place, state, {
      periodsPrice: yes(priced) ? [{ scheduleId: 's-1', periods: [] }] : [],
    })
  },
)

Then(
  'its table row offers {string} in media-plan mode: {word}',
  function (this: TabloWorld, actions: string, mode: string) {
    const isObserver = cabinet(this).context.profile?.isObserver === true
    assert.deepEqual(
      rowActions(campaign(this), { mediaPlanMode: yes(mode), isObserver }).map(words),
      list(actions),
    )
  },
)

Then('the statistics of the campaign {string} open at {string}', (id: string, link: string) => {
  assert.equal(statisticsLink(id), link)
})

Then('the placeholder card reads {string} and leads to {string}', (text: string, to: string) => {
  assert.deepEqual(FIRST_CAMPAIGN_CARD, { text, to })
})

Then('an empty list reads {string} and {string}', (title: string, text: string) => {
  assert.deepEqual(EMPTY_LIST, { title, text })
})

Then('a {string} campaign gets the {string} card', (place: AdvertisePlace, kind: string) => {
  assert.equal(cardKind(place), kind)
})

Given(
  /^a "(\w+)" campaign "([^"]+)" in state "(\w+)" from (\S+) to (\S+) without a united schedule$/,
  function (
    this: TabloWorld,
    place: AdvertisePlace,
    name: string,
    state: CampaignStateId,
    from: string,
    to: string,
  ) {
    cabinet(this).values['campaign'] = newCampaign(place, state, {
      name,
      startDate: iso(from),
      endDate: iso(to),
      unitedSchedule: [],
    })
  },
)

Then(
  'its card is simple: {string}, {string}, {string}',
  function (this: TabloWorld, name: string, state: string, period: string) {
    assert.deepEqual(card(this), { kind: 'simple', name, stateName: state, period })
  },
)

Given(
  /^a "(\w+)" campaign (\d+) in state "(\w+)", reservation "([^"]+)", from (\S+) to (\S+)$/,
  function (
    this: TabloWorld,
    place: AdvertisePlace,
    index: string,
    state: CampaignStateId,
    reservation: string,
    from: string,
    to: string,
  ) {
    cabinet(this).values['campaign'] = newCampaign(place, state, {
      individualIndex: Number(index),
      reservationStatus: { _id: 'reserved', name: reservation },
      startDate: iso(from),
      endDate: iso(to),
      isVideoUploaded: true,
    })
  },
)

Given(
  /^its taxes are (.+ ₽) and its sum without taxes (.+ ₽)$/,
  function (this: TabloWorld, taxes: string, net: string) {
    setCampaign(this, { taxesSum: roubles(taxes), totalSumWithoutTaxes: roubles(net) })
  },
)

Given('its partners are {string}', function (this: TabloWorld, text: string) {
  const all = list(text).map((entry, i) => {
    const [name = '', brand = ''] = entry.split('/')
    return { _id: `p-${i}`, name, brand }
  })
  cabinet(this).values['partners'] = [...all, { _id: 'p-other', name: 'Чужой', brand: 'Бренд' }]
  setCampaign(this, { partners: all.map((p) => p._id) })
})

Then(
  'its card shows index {string}, state {string}, reservation {string}, period {string}',
  function (this: TabloWorld, index: string, state: string, reservation: string, period: string) {
    const c = full(this)
    assert.deepEqual(
      [c.individualId, c.stateName, c.reservationStatus, c.period],
      [index, state, reservation, period],
    )
  },
)

Then('its card costs {string}', function (this: TabloWorld, cost: string) {
  assert.equal(plain(full(this).cost), cost)
})

Then('its card names the partners {string}', function (this: TabloWorld, names: string) {
  assert.deepEqual(full(this).partnerBrand, list(names))
})

Given('its video was uploaded: {word}', function (this: TabloWorld, uploaded: string) {
  setCampaign(this, { isVideoUploaded: yes(uploaded) })
})

Then(
  "its card shows the player of the campaign's video with its first frame as the poster",
  function (this: TabloWorld) {
    const c = campaign(this)
    assert.deepEqual(full(this).media, {
      kind: 'player',
      poster: `/api/v1/commercial-campaigns/${c.advertisePlace}/${c._id}/video/thumb/1`,
      source: `/api/v1/commercial-campaigns/${c.advertisePlace}/${c._id}/video/`,
    })
  },
)

Then('its card shows the placeholder image', function (this: TabloWorld) {
  assert.deepEqual(full(this).media, { kind: 'placeholder' })
})

When('its video fails to load', function (this: TabloWorld) {
  cabinet(this).values['videoFailed'] = true
})

Then('its card says {string}', function (this: TabloWorld, notice: string) {
  const media = full(this).media
  assert.equal(media.kind === 'player' ? media.notice : undefined, notice)
})

Given('its layout {string} was uploaded', function (this: TabloWorld, id: string) {
  setCampaign(this, { isVideoUploaded: false, advertiser: { images: [{ _id: id, status: 'approved' }] } })
})

When('its thumbnail fails to load', function (this: TabloWorld) {
  cabinet(this).values['thumbnailFailed'] = true
})

Then('its card shows the thumbnail of the layout {string}', function (this: TabloWorld, id: string) {
  assert.deepEqual(full(this).media, { kind: 'thumbnail', path: `/api/v1/media-images/${id}/thumb` })
})

Then('its card offers the QR download: {word}', function (this: TabloWorld, qr: string) {
  assert.equal(full(this).qrDownload, yes(qr))
})

Then(
  'its card shows cost and statuses: {word}, and leads somewhere: {word}',
  function (this: TabloWorld, shown: string, link: string) {
    const c = full(this)
    assert.deepEqual(
      [c.cost !== undefined, c.stateName !== undefined, c.reservationStatus !== undefined, c.link !== null],
      [yes(shown), yes(shown), yes(shown), yes(link)],
    )
  },
)

Then(
  'with {int} screens, {int} formats and {int} schedule entries the media-plan button is enabled: {word}',
  (screens: number, formats: number, schedule: number, enabled: string) => {
    const n = (count: number) => Array.from({ length: count }, (_, i) => i)
    assert.equal(
      mediaPlanButtonEnabled({ screens: n(screens), formats: n(formats), schedule: n(schedule) }),
      yes(enabled),
    )
  },
)

Then(
  'the thumbnail of the {string} card for {string} is {string}, and {string} once it failed',
  (
    kind: 'cityFormat' | 'cristalLight' | 'cityFormatStandalone',
    id: string,
    shown: string,
    fallback: string,
  ) => {
    assert.deepEqual(
      [cardThumbnail(kind, id, false), cardThumbnail(kind, id, true)],
      [thumbnail(shown, id), fallback],
    )
  },
)
