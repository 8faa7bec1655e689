import { describe, expect, it } from 'vitest'
import type { LegalEntityRow } from '../../advertiser/advertiser.store'
import type { Invoice } from '../stores/bills.store'
import { AGENCY_NEEDS_CLIENT, paymentStep, type PaymentStepInput } from './payment.view-model'

const entity = (id: string, name: string, partnerId: string | null = null): LegalEntityRow => ({
  _id: id,
  name,
  inn: '7701234567',
  formOfBusiness: 'legalEntityOrg',
  basisId: 'charter',
  isAllowedToShow: true,
  partnerId,
})
const invoice = (totalSum: number, legalEntityId = 'own-2'): Invoice => ({
  _id: 'i1',
  number: '42',
  campaignId: 'c1',
  campaignName: 'Окна',
  issuedOn: '2026-11-24',
  payUntil: '2026-11-29',
  totalSumWithoutTaxes: totalSum / 1.22,
  taxesSum: totalSum - totalSum / 1.22,
  totalSum,
  paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
  downloadUrl: '/api/v1/clients/invoices/i1/pdf',
  legalEntityId,
  buyerName: 'ООО «Ромашка»',
})
const input = (over: Partial<PaymentStepInput> = {}): PaymentStepInput => ({
  campaign: {
    partners: [],
    totalSumWithoutTaxes: 10_000,
    taxesSum: 2_200,
    typographyOrder: null,
    paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
  },
  entities: [
    entity('own-1', 'ООО «Ромашка»'),
    entity('own-2', 'ИП Лютикова'),
    entity('client', 'ООО «Дом»', 'p1'),
  ],
  partners: [{ _id: 'p1', name: 'ООО «Вкусный дом»', brand: 'Вкусный дом' }],
  invoices: [],
  isAgency: false,
  ...over,
})
const withPrint = {
  ...input().campaign,
  typographyOrder: { _id: 'standard', name: 'Печать в типографии', quantity: 2, totalPrice: 3_500 },
}

describe('the payment step (R-SCREEN-03; issue #47)', () => {
  it('owes the campaign with VAT and the print order, its own line', () => {
    expect(paymentStep(input()).due).toEqual({ campaign: 12_200_00, total: 12_200_00 })
    expect(paymentStep(input({ campaign: withPrint })).due).toEqual({
      campaign: 12_200_00,
      print: { label: 'Печать «Печать в типографии», 2 шт.', total: 3_500_00 },
      total: 15_700_00,
    })
  })

  it('lists an advertiser’s own legal entities by name and form, never the form’s id (R-ENT-10)', () => {
    const view = paymentStep(input())
    expect(view.entities.map((e) => e.name)).toEqual([
      'ООО «Ромашка» (организация), ИНН 7701234567',
      'ИП Лютикова (организация), ИНН 7701234567',
    ])
    expect(view.preferred).toBe('own-1')
    expect(view.action).toBe('Выставить счёт')
    expect(view.blocked).toBeUndefined()
  })

  it('reads back the latest invoice: its entity first, and outdated once the print changed what is owed', () => {
    const issued = paymentStep(input({ invoices: [invoice(12_200)] }))
    expect(issued.invoice).toMatchObject({ number: '42', total: 12_200_00, outdated: false, paid: false })
    expect(issued.preferred).toBe('own-2')
    expect(issued.action).toBe('Выставить заново')
    const printed = paymentStep(input({ campaign: withPrint, invoices: [invoice(12_200)] }))
    expect(printed.invoice?.outdated).toBe(true)
    expect(paymentStep(input({ campaign: withPrint, invoices: [invoice(15_700)] })).invoice?.outdated).toBe(
      false,
    )
  })

  it('invoices an agency’s campaign to its client only, and asks for the client first', () => {
    const agency = { ...input().campaign, partners: ['p1'] }
    const view = paymentStep(input({ isAgency: true, campaign: agency }))
    expect(view.client).toEqual({ id: 'p1', name: 'ООО «Вкусный дом» — Вкусный дом' })
    expect(view.entities.map((e) => e.id)).toEqual(['client'])
    expect(paymentStep(input({ isAgency: true, campaign: agency, entities: [] })).noEntity).toBe(
      'Нет реквизитов рекламодателя ООО «Вкусный дом»: добавьте его юридическое лицо, на него выставляется счёт.',
    )
    const none = paymentStep(input({ isAgency: true }))
    expect(none.blocked).toBe(AGENCY_NEEDS_CLIENT)
    expect(none.entities).toEqual([])
  })

  it('issues nothing more for a paid campaign, still showing its invoice', () => {
    const paid = { ...input().campaign, paymentState: { _id: 'paid' as const, name: 'Оплачено' } }
    const view = paymentStep(input({ campaign: paid, invoices: [invoice(12_200)] }))
    expect(view.blocked).toBe('Кампания оплачена: новый счёт не нужен.')
    expect(view.invoice).toMatchObject({ paid: true, outdated: false })
  })
})
