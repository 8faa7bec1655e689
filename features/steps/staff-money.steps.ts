import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { StaffDesk } from '../../core/campaign/staff-desk'
import { CAMPAIGN_STATE_LABELS, PAYMENT_STATE_LABELS } from '../../core/campaign/campaign-state.labels'
import {
  aCampaignFacts,
  memoryCampaignState,
  memoryUnitOfWork,
} from '../../core/campaign/testing/campaign-records.memory'
import { MemoryStaffRecords, staffExtrasOf } from '../../core/campaign/testing/staff-records.memory'
import { writeBankStatement } from '../../core/payments/bank-statement'
import { StatementImport, type StatementImportResult } from '../../core/payments/statement-import'
import { aBankPayment, aStatement } from '../../core/payments/testing/bank-payments'
import type { StaffViewer } from '../../core/staff/staff-viewer'
import type { TabloWorld } from '../support/world'

const MODERATOR: StaffViewer = { id: 'maria', fullName: 'Мария', roles: ['moderator'] }
const ACCOUNTANT: StaffViewer = { id: 'bella', fullName: 'Бэлла', roles: ['accountant'] }
const INVOICE = '17'

/** The core's staff desk over campaigns in memory, one campaign with its invoice (world slot 'staffMoney'). */
class MoneyDesk {
  readonly state = memoryCampaignState()
  readonly desk = new StaffDesk({
    uow: memoryUnitOfWork(this.state, (s) => new MemoryStaffRecords(s)),
    reads: new MemoryStaffRecords(this.state),
    clock: { now: () => new Date('2026-11-24T09:00:00Z'), today: () => '2026-11-24' },
    ids: { newId: () => crypto.randomUUID(), newSecret: () => 'secret' },
  })
  readonly statements = new StatementImport({
    records: {
      invoices: (numbers) =>
        Promise.resolve(
          numbers.includes(INVOICE)
            ? [
                {
                  number: INVOICE,
                  campaignId: this.id,
                  campaignName: 'Весна',
                  total: this.total,
                  paid: this.campaign().paymentState === 'paid',
                },
              ]
            : [],
        ),
      taken: (ids) => Promise.resolve(new Set(ids.filter((i) => staffExtrasOf(this.state).payments.has(i)))),
    },
    desk: this.desk,
  })
  id = ''
  total = 0 as never
  file = ''
  result: StatementImportResult | undefined

  campaign() {
    const found = this.state.campaigns.get(this.id)
    assert.ok(found, 'no campaign')
    return found
  }

  async decides(who: 'accountant' | 'moderator'): Promise<void> {
    const done =
      who === 'moderator'
        ? await this.desk.act(MODERATOR, this.id, 'approve', null)
        : await this.desk.markPayment(ACCOUNTANT, this.id, 'paid')
    assert.ok(done.ok, done.ok ? '' : done.error.message)
  }

  async imports(file: string): Promise<void> {
    this.file = file
    const done = await this.statements.import(ACCOUNTANT, file)
    assert.ok(done.ok, done.ok ? '' : done.error.message)
    this.result = done.value
  }

  reads(): string {
    const c = this.campaign()
    return `${CAMPAIGN_STATE_LABELS[c.state]}, ${PAYMENT_STATE_LABELS[c.paymentState]}`
  }
}
const money = (world: TabloWorld) => world.slot('staffMoney', () => new MoneyDesk())
/** '1 250,00 ₽' in kopecks. */
const kopecksOf = (text: string): number => {
  const m = /^(\d[\d\s]*),(\d{2})\s*₽$/.exec(text.trim())
  assert.ok(m, `not a sum: ${text}`)
  return Number((m[1] ?? '').replace(/\s/g, '')) * 100 + Number(m[2])
}
const listed = (text: string) => (text === '' ? [] : text.split(';').map((t) => t.trim()))

Given(
  'a campaign on moderation for the money desk, its invoice issued for {}',
  function (this: TabloWorld, sum: string) {
    const m = money(this)
    const total = kopecksOf(sum)
    const campaign = aCampaignFacts({ state: 'moderation', totalSumWithoutTaxes: total, taxesSum: 0 })
    m.state.campaigns.set(campaign.id, campaign)
    m.id = campaign.id
    m.total = total as never
  },
)
Given('the moderator has agreed it', async function (this: TabloWorld) {
  await money(this).decides('moderator')
})
When('the {word} decides first', async function (this: TabloWorld, who: 'accountant' | 'moderator') {
  await money(this).decides(who)
})
When('the {word} decides next', async function (this: TabloWorld, who: 'accountant' | 'moderator') {
  await money(this).decides(who)
})
Then('the campaign reads {string}', function (this: TabloWorld, words: string) {
  assert.equal(money(this).reads(), words)
})
When(
  'the accountant imports a bank statement with a payment of {} {string}',
  async function (this: TabloWorld, sum: string, purpose: string) {
    await money(this).imports(writeBankStatement(aStatement(aBankPayment(purpose, kopecksOf(sum)))))
  },
)
When('the accountant imports the same bank statement again', async function (this: TabloWorld) {
  await money(this).imports(money(this).file)
})
Then(
  'the statement paid the invoices {string} and left for a person {string}',
  function (this: TabloWorld, paid: string, left: string) {
    const r = money(this).result
    assert.deepEqual(
      r?.matched.map((m) => m.invoiceNumber),
      listed(paid),
    )
    assert.deepEqual(
      r?.unmatched.map((u) => u.reason.replace(/\u00a0/g, ' ')),
      listed(left),
    )
  },
)
Then('the statement counted {int} payment taken before', function (this: TabloWorld, repeated: number) {
  assert.equal(money(this).result?.repeated, repeated)
})
