import { describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES, PAYMENT_STATES } from '../campaign/campaign-state'
import type { Account } from '../session/account'
import { ANNA_ID, anAccount } from '../session/testing/account.fixture'
import type { Kopecks } from '../shared/money'
import type { InvoiceDocument, Requisites } from './invoice.document'
import {
  invoiceRefusal,
  Invoicing,
  type AnnexDocument,
  type InvoicedCampaign,
  type InvoiceRecords,
  type InvoiceSummary,
  type NewInvoice,
} from './invoicing'

const OWNER = ANNA_ID
const CAMPAIGN = '22222222-2222-4222-8222-222222222222'
const ENTITY = '33333333-3333-4333-8333-333333333333'

const account = anAccount
const buyer: Requisites = {
  name: 'ООО «Ромашка»',
  inn: '7701234567',
  kpp: '770101001',
  address: 'Москва',
  bankName: 'Банк',
  bik: '044525225',
  correspondingAccount: '30101810400000000225',
  checkingAccount: '40702810938000000001',
}

/** In-memory invoice records: a test double of the database port, inside this unit test only. */
const setUp = (campaign: Partial<InvoicedCampaign> = {}) => {
  const inserted: NewInvoice[] = []
  const printed: (InvoiceDocument | AnnexDocument)[] = []
  const row: InvoicedCampaign = {
    id: CAMPAIGN,
    ownerId: OWNER,
    place: 'metroMonitors',
    state: 'draft',
    paymentState: 'notPaid',
    individualIndex: 17,
    startDate: '2027-01-01',
    endDate: '2027-01-31',
    campaign: {
      name: 'Зима',
      place: 'metroMonitors',
      periodsPrice: [],
      totalWithoutTaxes: 100_000_00 as Kopecks,
      taxes: 22_000_00 as Kopecks,
    },
    ...campaign,
  }
  const records: InvoiceRecords = {
    campaign: async (id) => (id === CAMPAIGN ? row : undefined),
    buyer: async (owner, entity) => (owner === OWNER && entity === ENTITY ? buyer : undefined),
    nextNumber: async () => '1001',
    insert: async (invoice) => {
      inserted.push(invoice)
      return { _id: 'i-1', number: invoice.number } as InvoiceSummary
    },
    list: async () => ({ items: [], count: 0 }),
    pdf: async () => undefined,
    annexed: async () => [],
    annexBuyerName: async () => 'ООО «Ромашка»',
  }
  const invoicing = new Invoicing({
    records,
    printer: {
      invoice: async (d) => {
        printed.push(d)
        return new Uint8Array([1])
      },
      annex: async (d) => {
        printed.push(d)
        return new Uint8Array([2])
      },
    },
    clock: { now: () => new Date('2026-11-24T09:00:00Z'), today: () => '2026-11-24' },
  })
  return { invoicing, inserted, printed }
}

describe('invoicing (issue #17 part 1: the use case in core)', () => {
  it('issues the owner’s invoice: numbered, dated today, payable in five days, for the campaign’s money', async () => {
    const { invoicing, inserted } = setUp()
    const issued = await invoicing.issue(account(), 'metroMonitors', CAMPAIGN, { legalEntityId: ENTITY })
    expect(issued.ok).toBe(true)
    expect(inserted).toEqual([
      expect.objectContaining({
        number: '1001',
        campaignId: CAMPAIGN,
        ownerId: OWNER,
        legalEntityId: ENTITY,
        issuedOn: '2026-11-24',
        payUntil: '2026-11-29',
        net: 100_000_00,
        taxes: 22_000_00,
      }),
    ])
  })

  it('refuses, storing nothing: an observer, a bad body, another place, a missing entity', async () => {
    const cases: [Account, string, unknown, string, Record<string, string>][] = [
      [
        account({ isObserver: true }),
        'metroMonitors',
        { legalEntityId: ENTITY },
        'forbidden',
        { _: 'forbidden' },
      ],
      [account(), 'metroMonitors', {}, 'invalid input', { legalEntityId: 'required' }],
      [
        account(),
        'metroMonitors',
        { legalEntityId: 'x', more: 1 },
        'invalid input',
        {
          legalEntityId: 'wrong format',
          more: 'unknown field',
        },
      ],
      [
        account(),
        'lightBoxes',
        { legalEntityId: ENTITY },
        'campaign not found',
        { advertisingCampaignId: 'not found' },
      ],
      [
        account({ id: '44444444-4444-4444-8444-444444444444' }),
        'metroMonitors',
        { legalEntityId: ENTITY },
        'campaign not found',
        {
          advertisingCampaignId: 'not found',
        },
      ],
      [account(), 'metroMonitors', { legalEntityId: CAMPAIGN }, 'not found', { legalEntityId: 'not found' }],
    ]
    for (const [viewer, place, body, code, errors] of cases) {
      const { invoicing, inserted, printed } = setUp()
      const issued = await invoicing.issue(viewer, place, CAMPAIGN, body)
      expect(issued.ok ? undefined : { code: issued.error.code, errors: issued.error.errors }).toEqual({
        code,
        errors,
      })
      expect([inserted, printed]).toEqual([[], []])
    }
  })

  it('invoices every state but the four that are over or ending, and never a paid campaign', () => {
    const over = new Set(['canceled', 'techCanceled', 'completed', 'cancellation'])
    for (const state of CAMPAIGN_STATES)
      for (const payment of PAYMENT_STATES) {
        const refused = invoiceRefusal(state, payment)
        const expected = over.has(state) ? 'wrong state' : payment === 'paid' ? 'already done' : undefined
        expect(refused?.code, `${state}, ${payment}`).toBe(expected)
      }
  })

  it('draws the annex with the campaign’s own number and period, and refuses it to an observer', async () => {
    const { invoicing, printed } = setUp()
    const annex = await invoicing.annexPdf(account(), CAMPAIGN)
    expect(annex.ok && annex.value.name).toBe('annex-17')
    expect(printed).toEqual([
      expect.objectContaining({
        number: 17,
        today: '2026-11-24',
        startDate: '2027-01-01',
        endDate: '2027-01-31',
      }),
    ])
    const refused = await invoicing.annexPdf(account({ isObserver: true }), CAMPAIGN)
    expect(refused.ok ? undefined : refused.error.code).toBe('forbidden')
  })
})
