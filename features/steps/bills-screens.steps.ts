import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { Invoice } from '../../core/cabinet/stores/bills.store'
import {
  annexFileName,
  annexTitle,
  invoiceFileName,
  payByDate,
} from '../../core/cabinet/view/bills.view-model'
import { PAYMENT_BADGE } from '../../core/cabinet/view/campaign-table.view-model'
import { pageCountOf } from '../../core/cabinet/view/pagination'
import { formatDisplayDate } from '../../core/format/date.format'
import { ApiFailure } from '../../core/shared/api-failure'
import { formatRoubles, fromRoubles } from '../../core/shared/money'
import type { TabloWorld } from '../support/world'
import { callsNamed, plain, scene } from './money-media-scene'

// The bills screen with its invoices and annexes (R-SCREEN-10, R-SCREEN-52), and the invoice desk of the
// wizard's payment step (R-SCREEN-52).

const INVOICES = '/api/v1/clients/invoices'
const ANNEXES = '/api/v1/clients/annexes'

const shownDate = (iso: string): string => {
  const r = formatDisplayDate(iso)
  return r.ok ? r.value : '—'
}
const money = (roubles: number): string => plain(formatRoubles(fromRoubles(roubles)))
/** "the first" | "the 201st" -> the offset. */
const offsetOf = (nth: string): number => (nth === 'first' ? 0 : Number(nth.replace(/\D/g, '')) - 1)

// ------------------------------------------------------------------------------------------- the bills screen

const invoiceOf = (row: Record<string, string>): Invoice => ({
  _id: `i-${row['number']}`,
  number: row['number'] ?? '',
  campaignId: `c-${row['number']}`,
  campaignName: row['campaign'] ?? '',
  issuedOn: row['issued'] ?? '',
  payUntil: row['pay until'] ?? '',
  totalSumWithoutTaxes: Number(row['without VAT']),
  taxesSum: Number(row['VAT']),
  totalSum: Number(row['with VAT']),
  paymentState: { _id: row['payment'] as Invoice['paymentState']['_id'], name: row['state name'] ?? '' },
  downloadUrl: `${INVOICES}/i-${row['number']}/pdf`,
})

Given(
  "the bills screen's server holds {int} invoices, this page of them:",
  function (this: TabloWorld, count: number, table: DataTable) {
    scene(this).http.answer('GET', INVOICES, { items: table.hashes().map(invoiceOf), count })
  },
)

Given("the bills screen's server holds the annexes:", function (this: TabloWorld, table: DataTable) {
  const items = table.hashes().map((r) => ({
    campaignId: `c-${r['number']}`,
    campaignName: r['campaign'],
    number: r['number'],
    downloadUrl: r['file'],
  }))
  scene(this).http.answer('GET', ANNEXES, { items, count: items.length })
})

Given(
  "the bills screen's server holds annex {int} of the campaign {string}",
  function (this: TabloWorld, number: number, campaign: string) {
    const annex = { campaignId: `c-${number}`, campaignName: campaign, number: String(number) }
    scene(this).http.answer('GET', ANNEXES, {
      items: [{ ...annex, downloadUrl: `${ANNEXES}/c-${number}/pdf` }],
      count: 1,
    })
  },
)

Given("the bills screen's server holds no annexes", function (this: TabloWorld) {
  scene(this).http.answer('GET', ANNEXES, { items: [], count: 0 })
})

Given("the bills screen's server cannot be reached", function (this: TabloWorld) {
  scene(this).http.fail('GET', INVOICES, new ApiFailure(0, 'Failed to fetch'))
})

When(/^the bills screen (?:opens|is loaded again)$/, async function (this: TabloWorld) {
  await scene(this).bills.load()
})

When('the bills screen turns to page {int}', async function (this: TabloWorld, page: number) {
  await scene(this).bills.load(page)
})

Then(
  /^the bills screen asked for (\d+) invoices from the (first|\d+(?:st|nd|rd|th))$/,
  function (this: TabloWorld, limit: string, nth: string) {
    assert.deepEqual(scene(this).http.callsTo('GET', INVOICES).at(-1)?.query, {
      limit: Number(limit),
      offset: offsetOf(nth),
    })
  },
)

Then(
  'the bills screen counts {int} invoices on {int} pages',
  function (this: TabloWorld, count: number, pages: number) {
    const { count: shown } = scene(this).bills.getSnapshot()
    assert.deepEqual([shown, pageCountOf(shown, 100)], [count, pages])
  },
)

Then('the bills screen is on page {int}', function (this: TabloWorld, page: number) {
  assert.equal(scene(this).bills.getSnapshot().page, page)
})

Then('the bills screen shows the invoices:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this)
      .bills.getSnapshot()
      .invoices.map((i) => ({
        '№ счёта': i.number,
        Кампания: i.campaignName,
        Выставлен: shownDate(i.issuedOn),
        'Оплатить до': shownDate(i.payUntil),
        'Сумма с НДС': money(i.totalSum),
        Оплата: i.paymentState.name,
        badge: PAYMENT_BADGE[i.paymentState._id],
      })),
    table.hashes(),
  )
})

Then('the bills screen shows the annexes:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this)
      .bills.getSnapshot()
      .annexes.map((a) => ({ number: a.number, campaign: a.campaignName, file: a.downloadUrl })),
    table.hashes(),
  )
})

Then('the bills screen gives the days to pay by:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this)
      .bills.getSnapshot()
      .invoices.map((i) => {
        const day = payByDate(i)
        return { '№ счёта': i.number, 'Оплатить до': day === null ? '—' : shownDate(day) }
      }),
    table.hashes(),
  )
})

Then(
  'the bills screen saves invoice {int} as {string}',
  function (this: TabloWorld, number: number, fileName: string) {
    const invoice = scene(this)
      .bills.getSnapshot()
      .invoices.find((i) => i.number === String(number))
    assert.ok(invoice, `no invoice ${number}`)
    assert.equal(invoiceFileName(invoice.number), fileName)
  },
)

Then(
  'the bills screen lists the annex as {string}, saved as {string}',
  function (this: TabloWorld, title: string, fileName: string) {
    assert.deepEqual(
      scene(this)
        .bills.getSnapshot()
        .annexes.map((a) => [annexTitle(a), annexFileName(a.number)]),
      [[title, fileName]],
    )
  },
)

Then('the bills screen says {string}', function (this: TabloWorld, message: string) {
  const state = scene(this).bills.getSnapshot()
  assert.deepEqual([state.status, state.error], ['error', message])
})

Then('the bills screen still shows the invoices {string}', function (this: TabloWorld, numbers: string) {
  assert.deepEqual(
    scene(this)
      .bills.getSnapshot()
      .invoices.map((i) => i.number),
    numbers.split(',').map((n) => n.trim()),
  )
})

// ------------------------------------------------------------------------------------------ the invoice desk

const invoicePath = (place: string, id: string) =>
  `/api/v1/clients/commercial-campaigns/${place}/${id}/invoice`

Given(
  /^the invoice desk will issue invoice "([^"]+)" of ([\d\s]+,\d\d) ₽ to pay by (\S+) for the "([^"]+)" campaign "([^"]+)"$/,
  function (this: TabloWorld, number: string, sum: string, payUntil: string, place: string, id: string) {
    scene(this).http.answer(
      'POST',
      invoicePath(place, id),
      invoiceOf({
        number,
        campaign: id,
        issued: '2026-11-22',
        'pay until': payUntil,
        'without VAT': '0',
        VAT: '0',
        'with VAT': sum.replace(/\s/g, '').replace(',', '.'),
        payment: 'notPaid',
        'state name': 'Не оплачен',
      }),
    )
  },
)

Given(
  /^the invoice desk's server answers (?:(\d+) "([^"]*)"|nothing)$/,
  function (this: TabloWorld, status: string | undefined, message: string | undefined) {
    scene(this).http.fail(
      'POST',
      invoicePath('lightBoxes', 'c-19'),
      status === undefined
        ? new ApiFailure(0, 'Failed to fetch')
        : new ApiFailure(Number(status), message ?? ''),
    )
  },
)

When(
  'the invoice desk issues the invoice of the {string} campaign {string} to the legal entity {string}',
  async function (this: TabloWorld, place: string, campaignId: string, legalEntityId: string) {
    await scene(this).invoice.run({ place, campaignId, legalEntityId })
  },
)

Then('the invoice desk asked {string} with:', function (this: TabloWorld, call: string, table: DataTable) {
  assert.deepEqual(
    callsNamed(this, call).map((c) => c.body),
    [table.rowsHash()],
  )
})

Then('the invoice desk shows:', function (this: TabloWorld, table: DataTable) {
  const invoice = scene(this).invoice.getSnapshot().value
  assert.ok(invoice, 'no invoice issued')
  assert.deepEqual(
    {
      'Счёт №': invoice.number,
      'Сумма с НДС': money(invoice.totalSum),
      'Оплатить до': shownDate(invoice.payUntil),
    },
    table.rowsHash(),
  )
})

Then('the invoice desk says {string}', function (this: TabloWorld, message: string) {
  const state = scene(this).invoice.getSnapshot()
  assert.deepEqual([state.status, state.error], ['error', message])
})
