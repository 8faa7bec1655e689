import { describe, expect, it } from 'vitest'
import type { InvoiceSummary } from '../../../core/documents/invoicing'
import type { Kopecks } from '../../../core/shared/money'
import { invoicesWire, invoiceWire } from './invoices.wire'

const invoice = (id: string, over: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id,
  number: '1001',
  campaignId: 'c-1',
  campaignName: 'Зима',
  issuedOn: '2026-11-20',
  payUntil: '2026-11-25',
  net: 102_850_50 as Kopecks,
  taxes: 22_627_11 as Kopecks,
  paymentState: 'partiallyPaid',
  legalEntityId: 'le-1',
  buyerName: 'ООО «Ромашка»',
  replacedBy: null,
  ...over,
})

describe('invoices on the wire (cabinet §7; issue #49 item 1: written at the edge)', () => {
  it('writes the sums in roubles with their total, the payment state named, the PDF’s link', () => {
    expect(invoiceWire(invoice('i-1'))).toEqual({
      _id: 'i-1',
      number: '1001',
      campaignId: 'c-1',
      campaignName: 'Зима',
      issuedOn: '2026-11-20',
      payUntil: '2026-11-25',
      totalSumWithoutTaxes: 102_850.5,
      taxesSum: 22_627.11,
      totalSum: 125_477.61,
      paymentState: { _id: 'partiallyPaid', name: 'Частично оплачена' },
      downloadUrl: '/api/v1/clients/invoices/i-1/pdf',
      legalEntityId: 'le-1',
      buyerName: 'ООО «Ромашка»',
      replacedBy: null,
    })
    expect(invoiceWire(invoice('i-0', { replacedBy: '1002' })).replacedBy).toBe('1002')
  })

  it('writes a page in its order with the count of all, an entity removed as null', () => {
    const page = invoicesWire({ items: [invoice('i-2', { legalEntityId: null }), invoice('i-1')], count: 9 })
    expect(page.count).toBe(9)
    expect(page.items.map((i) => [i._id, i.legalEntityId])).toEqual([
      ['i-2', null],
      ['i-1', 'le-1'],
    ])
    expect(page.items[0]).not.toHaveProperty('net')
  })
})
