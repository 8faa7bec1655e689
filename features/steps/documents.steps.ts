import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { buildInvoice, type InvoiceDocument } from '../../core/documents/invoice.document'
import { parseDisplayDate } from '../../core/format/date.format'
import {
  mayMarkNotificationsRead,
  notificationsOwnerOf,
  type NotificationViewer,
} from '../../core/notifications/notification.access'
import { formatRoubles, type Kopecks } from '../../core/shared/money'
import { dailyStatistics } from '../../core/statistics/campaign-statistics'
import type { TabloWorld } from '../support/world'

interface DocumentsScene {
  net: Kopecks
  vat: Kopecks
  periods: number[]
  invoice?: InvoiceDocument
  observer?: NotificationViewer
  ots: number
}
const scene = (world: TabloWorld) =>
  world.slot<DocumentsScene>('documents', () => ({
    net: 0 as Kopecks,
    vat: 0 as Kopecks,
    periods: [],
    ots: 0,
  }))

const plain = (s: string) => s.replace(/[\u00a0\s]+/g, ' ').trim()
const kopecksOf = (money: string) =>
  Math.round(Number(plain(money).replace(/[ ₽]/g, '').replace(',', '.')) * 100) as Kopecks
const isoOf = (shown: string) => {
  const d = parseDisplayDate(shown)
  assert.ok(d.ok, shown)
  return d.value
}
const BUYER = {
  name: 'ООО «Ромашка»',
  inn: '7701234567',
  kpp: '',
  address: '',
  bankName: '',
  bik: '',
  correspondingAccount: '',
  checkingAccount: '',
}

Given(
  'a campaign priced at {string} without VAT and {string} of VAT',
  function (this: TabloWorld, net: string, vat: string) {
    Object.assign(scene(this), { net: kopecksOf(net), vat: kopecksOf(vat) })
  },
)
Given(
  'its periods are priced {string}, {string} and {string} roubles',
  function (this: TabloWorld, a: string, b: string, c: string) {
    scene(this).periods = [a, b, c].map((p) => Number(p.replace(',', '.')))
  },
)
When(/^an invoice is issued for it on (\d\d\.\d\d\.\d{4})$/, function (this: TabloWorld, issued: string) {
  const s = scene(this)
  s.invoice = buildInvoice({
    number: '1',
    today: isoOf(issued),
    buyer: BUYER,
    campaign: {
      name: 'Кампания',
      place: 'metroMonitors',
      periodsPrice: [
        {
          scheduleId: 's',
          periods: s.periods.map((p) => ({
            startDate: '2027-01-01',
            endDate: '2027-01-31',
            totalPeriodPrice: p,
          })),
        },
      ],
      totalWithoutTaxes: s.net,
      taxes: s.vat,
    },
  })
})
Then('the invoice says {string}', function (this: TabloWorld, text: string) {
  assert.equal(scene(this).invoice?.payUntilText, text)
})
Then('the invoice totals {string}', function (this: TabloWorld, total: string) {
  assert.equal(plain(formatRoubles(scene(this).invoice!.total)), plain(total))
})
Then(
  'the invoice lines are {string}, {string} and {string}',
  function (this: TabloWorld, a: string, b: string, c: string) {
    assert.deepEqual(
      scene(this).invoice?.lines.map((l) => plain(formatRoubles(l.amount))),
      [a, b, c].map(plain),
    )
  },
)

Given('an observer invited by the advertiser {string}', function (this: TabloWorld, advertiser: string) {
  scene(this).observer = { id: 'observer', isObserver: true, observerOf: advertiser }
})
Then('the observer reads the notifications of {string}', function (this: TabloWorld, advertiser: string) {
  assert.equal(notificationsOwnerOf(scene(this).observer!), advertiser)
})
Then('the observer may not mark notifications read', function (this: TabloWorld) {
  assert.equal(mayMarkNotificationsRead(scene(this).observer!), false)
})
Then('the advertiser {string} may mark notifications read', function (this: TabloWorld, advertiser: string) {
  assert.equal(mayMarkNotificationsRead({ id: advertiser, isObserver: false }), true)
})

Given('the plays of a day reach {int} contacts', function (this: TabloWorld, ots: number) {
  scene(this).ots = ots
})
Then('the GRP of that day is {float}', function (this: TabloWorld, grp: number) {
  const s = dailyStatistics(
    [{ day: '2027-01-10', plays: 1, ots: scene(this).ots }],
    '2027-01-10',
    '2027-01-10',
    10_287_500,
  )
  assert.equal(s.days[0]?.grp, grp)
})
