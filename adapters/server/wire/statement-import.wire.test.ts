import { describe, expect, it } from 'vitest'
import { aBankPayment } from '../../../core/payments/testing/bank-payments'
import { statementImportWire } from './statement-import.wire'

describe('a bank statement’s import on the wire (issue #48; issue #49 item 1: written at the edge)', () => {
  it('lists each payment in roubles with the fields the desk shows, and keeps the counts', () => {
    const paid = aBankPayment('Оплата по счету № 12', 1_234_56, { number: '7' })
    const left = aBankPayment('Оплата', 99, { number: '8', payerName: 'ИП Иванов', payerInn: '500100732259' })
    const wire = statementImportWire({
      period: { startDate: '2026-12-01', endDate: '2026-12-31' },
      matched: [{ payment: paid, invoiceNumber: '12', campaignId: 'c-12', campaignName: 'Весна' }],
      unmatched: [
        {
          payment: left,
          reason: 'В назначении нет номера счёта',
          code: 'no invoice number',
          invoiceNumber: null,
          campaignId: null,
        },
      ],
      repeated: 2,
      outgoing: 3,
    })
    expect(wire).toEqual({
      period: { startDate: '2026-12-01', endDate: '2026-12-31' },
      matched: [
        {
          payment: {
            number: '7',
            date: '2026-12-03',
            amount: 1234.56,
            payerName: 'ООО «Ромашка»',
            payerInn: '7701234567',
            purpose: 'Оплата по счету № 12',
          },
          invoiceNumber: '12',
          campaignId: 'c-12',
          campaignName: 'Весна',
        },
      ],
      unmatched: [
        {
          payment: {
            number: '8',
            date: '2026-12-03',
            amount: 0.99,
            payerName: 'ИП Иванов',
            payerInn: '500100732259',
            purpose: 'Оплата',
          },
          reason: 'В назначении нет номера счёта',
          code: 'no invoice number',
          invoiceNumber: null,
          campaignId: null,
        },
      ],
      repeated: 2,
      outgoing: 3,
    })
  })
})
