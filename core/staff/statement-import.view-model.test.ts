import { describe, expect, it } from 'vitest'
import { statementResult } from './statement-import.view-model'
import { statementImport } from '../contract/testing/staff.fixture'

describe('what an imported statement did, for the accountant (issue #48 item 4)', () => {
  it('lists the invoices paid with their campaigns, and the payments left with the reason and where to decide', () => {
    const view = statementResult(statementImport())
    expect(view.title).toBe('Выписка за 27.11.2026 – 28.11.2026')
    expect(view.summary).toBe(
      'Оплачено 1 счёт · 1 платёж ждёт решения · исходящих: 1, они не рассматривались',
    )
    expect(view.matched).toEqual([
      {
        id: 'matched:0:512',
        title: 'п/п № 512 от 27.11.2026',
        amount: 24_000_000,
        payer: 'ООО «Ромашка», ИНН 7701234567',
        purpose: 'Оплата по счёту № 42, в т.ч. НДС',
        invoice: 'Счёт № 42 оплачен',
        campaignName: 'Весна у метро',
        href: '/staff/campaigns/c-1',
      },
    ])
    expect(view.unmatched[0]).toMatchObject({
      title: 'п/п № 513 от 27.11.2026',
      amount: 100_000,
      reason: 'Сумма 1 000,00 ₽ не равна сумме счёта № 43 (5 000,00 ₽)',
      invoice: 'Счёт № 43',
      href: '/staff/campaigns/c-2',
      searchHref: undefined,
    })
  })
  it('counts repeats and a clean statement in Russian; a payment for no campaign has no link', () => {
    const base = statementImport()
    const unmatched = [
      {
        ...base.unmatched[0]!,
        campaignId: null,
        invoiceNumber: null,
        payment: { ...base.unmatched[0]!.payment, payerInn: '' },
      },
    ]
    const view = statementResult({ ...base, matched: [], unmatched, repeated: 3, outgoing: 0 })
    expect(view.summary).toBe(
      'Оплачено 0 счетов · 1 платёж ждёт решения · 3 платежа уже были загружены раньше',
    )
    expect(view.unmatched[0]).toMatchObject({
      href: undefined,
      searchHref: undefined,
      invoice: undefined,
      payer: 'ООО «Ромашка»',
    })
    const withInn = statementResult({
      ...base,
      unmatched: [{ ...unmatched[0]!, payment: base.unmatched[0]!.payment }],
    })
    expect(withInn.unmatched[0]?.searchHref).toBe('/staff?waits=payment&q=7701234567')
    expect(statementResult({ ...base, unmatched: [], repeated: 1, outgoing: 0 }).summary).toBe(
      'Оплачено 1 счёт · все платежи разнесены · 1 платёж уже был загружен раньше',
    )
  })
})
