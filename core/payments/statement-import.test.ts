import { describe, expect, it } from 'vitest'
import type { Outcome } from '../campaign/campaign-records.port'
import { kopecks } from '../shared/money'
import { refusal } from '../shared/refusal'
import { ok } from '../shared/result'
import type { StaffViewer } from '../staff/staff-viewer'
import { writeBankStatement, type BankPayment } from './bank-statement'
import { aBankPayment, aStatement } from './testing/bank-payments'
import {
  paymentIdentity,
  StatementImport,
  type PaymentReceipt,
  type StatementInvoice,
} from './statement-import'
import type { CampaignAggregate } from '../campaign/campaign.aggregate'

const ACCOUNTANT: StaffViewer = { id: 'b', fullName: 'Бэлла', roles: ['accountant'] }
const pay = (number: string, purpose: string, amount: number) => aBankPayment(purpose, amount, { number })
const file = (...payments: BankPayment[]) => writeBankStatement(aStatement(...payments))
const invoice = (number: string, total: number): StatementInvoice => ({
  number,
  campaignId: `c-${number}`,
  campaignName: `Кампания ${number}`,
  total: kopecks(total),
  paid: false,
})

/** The import over invoices in memory and a desk that answers each campaign as told. */
const importer = (
  invoices: StatementInvoice[],
  answers: Record<string, Outcome<CampaignAggregate>> = {},
  taken: string[] = [],
) => {
  const marks: { campaignId: string; reason: string | null; receipt?: PaymentReceipt }[] = []
  const statements = new StatementImport({
    records: {
      invoices: (numbers) => Promise.resolve(invoices.filter((i) => numbers.includes(i.number))),
      taken: (ids) => Promise.resolve(new Set(ids.filter((i) => taken.includes(i)))),
    },
    desk: {
      markPayment: (_viewer, campaignId, _state, reason, receipt) => {
        marks.push({ campaignId, reason, ...(receipt ? { receipt } : {}) })
        return Promise.resolve(answers[campaignId] ?? ok({} as CampaignAggregate))
      },
    },
  })
  return { statements, marks }
}

describe('a bank statement imported on the staff desk (issue #48)', () => {
  it('marks each matched invoice’s campaign paid through the desk, with the payment as its reason and receipt', async () => {
    const { statements, marks } = importer([invoice('12', 50_000)])
    const result = await statements.import(ACCOUNTANT, file(pay('7', 'Оплата по счету № 12', 50_000)))
    expect(result.ok && result.value.matched).toEqual([
      {
        payment: expect.objectContaining({
          number: '7',
          date: '2026-12-03',
          amount: 50_000,
          payerName: 'ООО «Ромашка»',
          payerInn: '7701234567',
          purpose: 'Оплата по счету № 12',
        }),
        invoiceNumber: '12',
        campaignId: 'c-12',
        campaignName: 'Кампания 12',
      },
    ])
    expect(marks).toEqual([
      {
        campaignId: 'c-12',
        reason: 'Банковская выписка: платёжное поручение № 7 от 03.12.2026, ООО «Ромашка»',
        receipt: expect.objectContaining({
          identity: paymentIdentity(pay('7', '', 50_000)),
          invoiceNumber: '12',
        }),
      },
    ])
  })

  it('counts payments taken before as repeats, and lists a refused mark with the desk’s reason', async () => {
    const taken = pay('1', 'Оплата по счету № 12', 50_000)
    const { statements, marks } = importer(
      [invoice('12', 50_000), invoice('13', 70_000), invoice('14', 90_000)],
      {
        'c-13': refusal('wrong state', 'Не все скедлы подтверждены', {}),
        'c-14': refusal('already done', 'Этот платёж уже учтён', {}),
      },
      [paymentIdentity(taken)],
    )
    const result = await statements.import(
      ACCOUNTANT,
      file(taken, pay('2', 'Оплата по счету № 13', 70_000), pay('3', 'Оплата по счету № 14', 90_000)),
    )
    expect(marks.map((m) => m.campaignId)).toEqual(['c-13', 'c-14'])
    expect(result.ok && [result.value.matched, result.value.repeated]).toEqual([[], 2])
    expect(result.ok && result.value.unmatched).toMatchObject([
      { code: 'refused', reason: 'Не все скедлы подтверждены', invoiceNumber: '13', campaignId: 'c-13' },
    ])
  })

  it('refuses a malformed file naming its line, and anyone whose role takes no payments', async () => {
    const { statements, marks } = importer([invoice('12', 50_000)])
    const broken = file(pay('7', 'Оплата по счету № 12', 50_000)).replace('Дата=03.12.2026', 'Дата=3 декабря')
    const refused = await statements.import(ACCOUNTANT, broken)
    expect(refused.ok ? undefined : refused.error).toMatchObject({
      code: 'invalid input',
      message: expect.stringMatching(
        /^Выписка не прочитана: строка \d+: Дата «3 декабря»: ожидается ДД\.ММ\.ГГГГ$/,
      ),
    })
    const moderator = await statements.import({ ...ACCOUNTANT, roles: ['moderator'] }, file())
    expect(moderator.ok ? undefined : moderator.error.code).toBe('forbidden')
    expect(marks).toEqual([])
  })
})
