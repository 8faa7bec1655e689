import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import type { Campaign } from '../../core/contract/campaign.answer'
import { applicationRefusal } from '../../core/campaign/campaign-moderation'
import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import type { ReservationStateId } from '../../core/campaign/campaign-state'
import type { Invoice } from '../../core/cabinet/stores/bills.store'
import { legalEntityTitle } from '../../core/cabinet/validation/legal-entity.labels'
import { paymentStep } from '../../core/cabinet/view/payment.view-model'
import { requisitesForm, type RequisitesDraft } from '../../core/cabinet/view/requisites-form.view-model'
import { buildInvoice, type InvoiceDocument } from '../../core/documents/invoice.document'
import { buyerRefusal, reservationRefusal } from '../../core/documents/invoice.rules'
import { parseDisplayDate } from '../../core/format/date.format'
import { formatRoubles, type Kopecks } from '../../core/shared/money'
import type { Refusal } from '../../core/shared/refusal'
import type { TabloWorld } from '../support/world'

// Issue #47's money, read by the product owner: the rules of core/campaign (amountDue, applicationRefusal),
// core/documents (the invoice and its rules) and the requisites step's view-models, through small tasks.

interface MoneyScene {
  net: Kopecks
  vat: Kopecks
  print?: { name: string; quantity: number; total: Kopecks }
  invoice?: InvoiceDocument
  invoices: Invoice[]
  refusal?: Refusal | undefined
  requisites?: RequisitesDraft
  /** The requisites form was sent (its messages show from then on). */
  attempted: boolean
}
const scene = (world: TabloWorld) =>
  world.slot<MoneyScene>('moneyOwed', () => ({
    net: 0 as Kopecks,
    vat: 0 as Kopecks,
    invoices: [],
    attempted: false,
  }))

const plain = (s: string) => s.replace(/[\u00a0\s]+/g, ' ').trim()
const kopecksOf = (money: string) =>
  Math.round(Number(plain(money).replace(/[ ₽]/g, '').replace(',', '.')) * 100) as Kopecks
const roubles = (k: Kopecks) => k / 100

// ---- tasks
const campaignOf = (
  s: MoneyScene,
): Pick<Campaign, 'partners' | 'taxesSum' | 'totalSumWithoutTaxes' | 'typographyOrder' | 'paymentState'> => ({
  partners: [],
  totalSumWithoutTaxes: roubles(s.net),
  taxesSum: roubles(s.vat),
  typographyOrder: s.print && {
    _id: 'standard',
    name: s.print.name,
    quantity: s.print.quantity,
    totalPrice: roubles(s.print.total),
  },
  paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
})
const issueBill = (s: MoneyScene, rate: number, on: string) => {
  const today = parseDisplayDate(on)
  assert.ok(today.ok, on)
  s.invoice = buildInvoice({
    number: '1',
    today: today.value,
    buyer: {
      name: 'ООО «Ромашка»',
      inn: '7701234567',
      kpp: '',
      address: '',
      bankName: '',
      bik: '',
      correspondingAccount: '',
      checkingAccount: '',
    },
    campaign: {
      name: 'Кампания',
      place: 'lightBoxes',
      periodsPrice: [],
      totalWithoutTaxes: s.net,
      taxes: s.vat,
      vatRate: rate / 100,
      ...(s.print
        ? { printOrder: { name: s.print.name, quantity: s.print.quantity, totalPrice: s.print.total } }
        : {}),
    },
  })
}
const requisitesStep = (s: MoneyScene) =>
  paymentStep({ campaign: campaignOf(s), entities: [], partners: [], invoices: s.invoices, isAgency: false })
const answerOf = (refusal: { message: string } | undefined) =>
  refusal ? `refused: ${refusal.message}` : 'allowed'
const expectAnswer = (actual: string, expected: string) =>
  expected === 'allowed'
    ? assert.equal(actual, 'allowed')
    : assert.ok(
        actual.startsWith('refused: ') && actual.includes(expected.replace(/^refused: "|"$/g, '')),
        actual,
      )
const CREATIVES: Record<string, { kind: 'image' | 'video'; status: 'noStatus' | 'rejected' }[]> = {
  'no creative': [],
  'a layout': [{ kind: 'image', status: 'noStatus' }],
  'a clip': [{ kind: 'video', status: 'noStatus' }],
  'a rejected layout': [{ kind: 'image', status: 'rejected' }],
}
const ORGANISATION: RequisitesDraft = { formOfBusiness: 'legalEntityOrg', basisId: 'charter', values: {} }

// ---- steps
Given(
  'a campaign owing {string} without VAT and {string} of VAT',
  function (this: TabloWorld, net: string, vat: string) {
    Object.assign(scene(this), { net: kopecksOf(net), vat: kopecksOf(vat) })
  },
)
Given(
  /^a print order "([^"]+)" of (\d+) posters for "([^"]+)" with VAT(?: is placed)?$/,
  function (this: TabloWorld, name: string, n: string, total: string) {
    scene(this).print = { name, quantity: Number(n), total: kopecksOf(total) }
  },
)
When('its bill is issued at {int} % VAT on {word}', function (this: TabloWorld, rate: number, on: string) {
  issueBill(scene(this), rate, on)
})
Then("the bill's lines are {string} and {string}", function (this: TabloWorld, a: string, b: string) {
  assert.deepEqual(
    scene(this).invoice?.lines.map((l) => plain(formatRoubles(l.amount))),
    [a, b],
  )
})
Then("the bill's print line reads {string}", function (this: TabloWorld, title: string) {
  assert.equal(plain(scene(this).invoice?.lines.at(-1)?.title ?? ''), title)
})
Then(
  'the bill has {string} of VAT and totals {string}',
  function (this: TabloWorld, vat: string, total: string) {
    const bill = scene(this).invoice!
    assert.deepEqual([plain(formatRoubles(bill.taxes)), plain(formatRoubles(bill.total))], [vat, total])
  },
)
Given('its latest invoice was issued for {string}', function (this: TabloWorld, sum: string) {
  scene(this).invoices = [
    { _id: 'i1', number: '1', totalSum: roubles(kopecksOf(sum)), payUntil: '2026-11-27' } as Invoice,
  ]
})
Then('the requisites step shows that invoice as current', function (this: TabloWorld) {
  assert.equal(requisitesStep(scene(this)).invoice?.outdated, false)
})
Then('the requisites step owes {string}', function (this: TabloWorld, sum: string) {
  assert.equal(plain(formatRoubles(requisitesStep(scene(this)).due.total)), sum)
})
Then('the requisites step asks to issue the invoice again', function (this: TabloWorld) {
  assert.deepEqual(
    [requisitesStep(scene(this)).invoice?.outdated, requisitesStep(scene(this)).action],
    [true, 'Выставить заново'],
  )
})
Given(
  'a transit-shelter campaign whose reservation is {word}',
  function (this: TabloWorld, reservation: string) {
    scene(this).refusal = reservationRefusal('transitShelter', reservation as ReservationStateId)
  },
)
Then(/^invoicing it is (.+)$/, function (this: TabloWorld, answer: string) {
  expectAnswer(answerOf(scene(this).refusal), answer)
})
Given(/^an agency campaign for the client (nobody|"[^"]+")$/, function (this: TabloWorld, client: string) {
  scene(this).requisites = { ...ORGANISATION, partnerId: client === 'nobody' ? '' : client.replace(/"/g, '') }
})
Then(
  /^invoicing it to the requisites of (the agency|"[^"]+") is (.+)$/,
  function (this: TabloWorld, owner: string, answer: string) {
    const client = scene(this).requisites?.partnerId
    const refusal = buyerRefusal(true, client ? [client] : [], {
      partnerId: owner === 'the agency' ? null : owner.replace(/"/g, ''),
    })
    expectAnswer(answerOf(refusal), answer)
  },
)
Given(/^a draft "(\w+)" campaign with (.+)$/, function (this: TabloWorld, place: string, creatives: string) {
  scene(this).refusal = applicationRefusal(place as AdvertisePlace, CREATIVES[creatives] ?? []) as
    Refusal | undefined
})
Then(/^sending it to moderation is (.+)$/, function (this: TabloWorld, answer: string) {
  expectAnswer(answerOf(scene(this).refusal), answer)
})
Given(
  'the requisites of an organisation with the name {string} and the INN {string}',
  function (this: TabloWorld, name: string, inn: string) {
    scene(this).requisites = { ...ORGANISATION, values: { name, inn } }
  },
)
When('the requisites are sent', function (this: TabloWorld) {
  scene(this).attempted = true
})
Then('the form says {string}', function (this: TabloWorld, summary: string) {
  assert.equal(requisitesForm(scene(this).requisites!, { attempted: scene(this).attempted }).summary, summary)
})
Then('the field {string} reads {string}', function (this: TabloWorld, label: string, message: string) {
  assert.equal(
    requisitesForm(scene(this).requisites!, { attempted: scene(this).attempted }).fields.find(
      (f) => f.label === label,
    )?.error,
    message,
  )
})
Then(
  'an organisation {string} with the INN {string} is listed as {string}',
  function (name: string, inn: string, title: string) {
    assert.equal(legalEntityTitle({ name, formOfBusiness: 'legalEntityOrg', inn }), title)
  },
)
