import assert from 'node:assert/strict'
import { Given, Then } from '@cucumber/cucumber'
import { CAMPAIGN_STATES } from '../../core/campaign/campaign-state'
import {
  CAMPAIGN_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from '../../core/campaign/campaign-state.labels'
import { MEDIA_TYPES } from '../../core/campaign/media-type.catalogue'
import { WIZARD_STEPS } from '../../core/campaign/wizard.steps'
import { stepTitle } from '../../core/campaign/wizard.titles'
import {
  formatDisplayDate,
  formatMediaDateTime,
  fromWireDate,
  parseDisplayDate,
  parseMediaDateTime,
  toWireDate,
} from '../../core/format/date.format'
import {
  isAuthenticatedPageMobile,
  isCalculatorMobile,
  sliderWidth,
} from '../../core/format/layout.constants'
import {
  capLimit,
  firstPage,
  GRAPHQL_LIMITS,
  REST_LIST_LIMITS,
  type GraphQLList,
  type RestList,
} from '../../core/format/list-limits.constants'
import { CURRENCY, LOCALE, TIME_ZONE } from '../../core/format/locale.constants'
import { formatNumber, formatWireRoubles } from '../../core/format/number.format'
import { paymentDeadline } from '../../core/format/payment-deadline'
import { parseTimeInterval } from '../../core/format/time-interval'
import type { TabloWorld } from '../support/world'
import { day, failure, plain, scene, value, yes } from './campaign.world'

/** 'HH:mm' UTC on 'DD.MM.YYYY' as an ISO instant. */
const instant = (time: string, date: string): string => `${day(date)}T${time}:00.000Z`

Then('the locale is {string} and the time zone is {string}', function (locale: string, zone: string) {
  assert.deepEqual([LOCALE, TIME_ZONE], [locale, zone])
})

Then(
  'every campaign state, payment state, reservation state, media type and wizard step title is written in Russian',
  function () {
    const texts = [
      ...CAMPAIGN_STATES.map((s) => CAMPAIGN_STATE_LABELS[s]),
      ...Object.values(PAYMENT_STATE_LABELS),
      ...Object.values(RESERVATION_STATE_LABELS),
      ...MEDIA_TYPES.map((t) => t.name),
      ...WIZARD_STEPS.flatMap((s) => [stepTitle(s, 'busMonitors'), stepTitle(s, 'metroMonitors')]),
    ]
    for (const text of texts) assert.match(text, /^[А-ЯЁа-яё][А-ЯЁа-яё .]*$/, text)
  },
)

Then(/^the number (-?[\d.]+) is shown as "([^"]+)"$/, function (n: string, shown: string) {
  assert.equal(plain(value(formatNumber(Number(n)))), shown)
})

Then(
  /^([\d.]+) roubles are shown as "([^"]+)" with the rouble sign and "([^"]+)" without$/,
  function (roubles: string, signed: string, bare: string) {
    assert.equal(plain(value(formatWireRoubles(Number(roubles)))), signed)
    assert.equal(plain(value(formatWireRoubles(Number(roubles), { sign: false }))), bare)
  },
)

Then('the currency is {string}', function (currency: string) {
  assert.equal(CURRENCY, currency)
})

Then(
  'a moment at {word} UTC on {word} is shown as {word}',
  function (time: string, date: string, shown: string) {
    assert.equal(value(formatDisplayDate(instant(time, date))), shown)
  },
)

Then(
  'the start date {string} is refused with {string} on the field {string}',
  function (text: string, code: string, field: string) {
    const e = failure(parseDisplayDate(text, field))
    assert.deepEqual([e.code, e.field], [code, field])
  },
)

Then(
  'the date {word} is sent as {string} and read back as {word}',
  function (date: string, wire: string, back: string) {
    assert.equal(value(toWireDate(day(date))), wire)
    assert.equal(value(formatDisplayDate(value(fromWireDate(wire)))), back)
  },
)

Then('the time slot {string} is {word}', function (slot: string, verdict: string) {
  assert.equal(parseTimeInterval(slot).ok, verdict === 'accepted')
})

Given('today in Moscow is {word}', function (this: TabloWorld, today: string) {
  scene(this).today = day(today)
})

Then('the invoice deadline reads {string}', function (this: TabloWorld, text: string) {
  const today = scene(this).today
  assert.equal(value(paymentDeadline({ today: () => today })).text, text)
})

Then(
  /^the REST list "([\w ]+)" is asked for (\d+) items from offset 0$/,
  function (list: string, limit: string) {
    const page = list in REST_LIST_LIMITS ? firstPage(list as RestList) : firstPage()
    assert.deepEqual(page, { limit: Number(limit), offset: 0 })
  },
)

Then('a request for {int} items gets at most {int}', function (requested: number, cap: number) {
  assert.equal(capLimit(requested), cap)
})

Then('the GraphQL query {string} is limited to {int}', function (query: string, limit: number) {
  assert.equal(GRAPHQL_LIMITS[query as GraphQLList], limit)
})

Then(
  'a media item added at {word} UTC on {word} shows {string}',
  function (time: string, date: string, shown: string) {
    assert.equal(value(formatMediaDateTime(instant(time, date))), shown)
  },
)

Then('{string} reads back as {word} UTC on {word}', function (shown: string, time: string, date: string) {
  assert.equal(value(parseMediaDateTime(shown)), instant(time, date))
})

Then(
  'a screen {int} px wide has the mobile calculator: {word}, mobile logged-in pages: {word}, a slider of {int} px',
  function (width: number, calc: string, pages: string, slider: number) {
    assert.deepEqual(
      [isCalculatorMobile(width), isAuthenticatedPageMobile(width), sliderWidth(width)],
      [yes(calc), yes(pages), slider],
    )
  },
)
