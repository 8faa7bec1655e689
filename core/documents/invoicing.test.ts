import { describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES, PAYMENT_STATES } from '../campaign/campaign-state'
import type { Account } from '../session/account'
import { ANNA_ID, anAccount } from '../session/testing/account.fixture'
import type { Kopecks } from '../shared/money'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import type { InvoiceDocument } from './invoice.document'
import { AGENCY_CLIENT_REQUIRED, invoiceRefusal, NOT_CLIENTS_ENTITY } from './invoice.rules'
import {
  Invoicing,
  type Buyer,
  type AnnexDocument,
  type InvoicedCampaign,
  type InvoiceRecords,
  type InvoiceSummary,
  type NewInvoice,
} from './invoicing'

const OWNER = ANNA_ID
const CAMPAIGN = '22222222-2222-4222-8222-222222222222'
const ENTITY = '33333333-3333-4333-8333-333333333333'
const CLIENTS_ENTITY = '55555555-5555-4555-8555-555555555555'
const CLIENT = 'partner-1'

const account = anAccount
const buyer: Buyer = {
  partnerId: null,
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
const setUp = (campaign: Partial<InvoicedCampaign> = {}, invoices: InvoiceSummary[] = []) => {
  const inserted: NewInvoice[] = []
  const listed: (string | undefined)[] = []
  const printed: (InvoiceDocument | AnnexDocument)[] = []
  const row: InvoicedCampaign = {
    id: CAMPAIGN,
    ownerId: OWNER,
    place: 'metroMonitors',
    state: 'draft',
    paymentState: 'notPaid',
    reservationState: 'notReserved',
    partners: [],
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
    buyer: async (owner, entity) =>
      owner !== OWNER
        ? undefined
        : entity === ENTITY
          ? buyer
          : entity === CLIENTS_ENTITY
            ? { ...buyer, name: 'ООО «Вкусный дом»', partnerId: CLIENT }
            : undefined,
    nextNumber: async () => '1001',
    insert: async (invoice) => {
      inserted.push(invoice)
      return { id: 'i-1', number: invoice.number } as InvoiceSummary
    },
    list: async (_owner, _page, campaignId) => {
      listed.push(campaignId)
      return { items: invoices, count: invoices.length }
    },
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
    reference: { load: async () => DEMO_REFERENCE },
  })
  return { invoicing, inserted, printed, listed }
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

  /** A campaign of 122 000 ₽ with VAT and a print order of 3 500 ₽ с НДС. */
  const withPrint = {
    campaign: {
      name: 'Зима',
      place: 'lightBoxes',
      periodsPrice: [],
      totalWithoutTaxes: 100_000_00 as Kopecks,
      taxes: 22_000_00 as Kopecks,
      printOrder: { name: 'Печать в типографии', quantity: 2, totalPrice: 3_500_00 as Kopecks },
    },
  }

  it('puts the print order on the invoice, its own line, VAT taken out at the campaign’s rate (issue #47)', async () => {
    const { invoicing, inserted, printed } = setUp(withPrint)
    expect((await invoicing.issue(account(), 'metroMonitors', CAMPAIGN, { legalEntityId: ENTITY })).ok).toBe(
      true,
    )
    // 2027-01-01 start: 22 % (DEMO_REFERENCE); 3 500 ₽ holds 631,15 ₽ of VAT.
    expect(inserted[0]).toEqual(expect.objectContaining({ net: 102_868_85, taxes: 22_631_15 }))
    const drawn = printed[0] as InvoiceDocument
    expect(drawn.total).toBe(125_500_00)
    expect(drawn.lines.map((l) => l.amount)).toEqual([100_000_00, 2_868_85])
  })

  it('invoices a transit-shelter campaign only once its reservation is confirmed (R-ERR-15)', async () => {
    for (const reservationState of ['notReserved', 'reserved', 'canceled'] as const) {
      const { invoicing, inserted } = setUp({ place: 'transitShelter', reservationState })
      const refused = await invoicing.issue(account(), 'transitShelter', CAMPAIGN, { legalEntityId: ENTITY })
      expect(refused.ok ? undefined : [refused.error.code, refused.error.errors]).toEqual([
        'wrong state',
        { reservationStatus: 'not_reservation' },
      ])
      expect(refused.ok ? '' : refused.error.message).toMatch(/Счёт будет выставлен после подтверждения/)
      expect(inserted).toEqual([])
    }
    const { invoicing } = setUp({ place: 'transitShelter', reservationState: 'confirmed' })
    expect((await invoicing.issue(account(), 'transitShelter', CAMPAIGN, { legalEntityId: ENTITY })).ok).toBe(
      true,
    )
  })

  it('makes an agency’s invoice out to its client’s legal entity, never its own or another’s', async () => {
    const agency = account({ isAgency: true })
    const refusedWith = async (partners: string[], legalEntityId: string) => {
      const { invoicing, inserted } = setUp({ partners })
      const r = await invoicing.issue(agency, 'metroMonitors', CAMPAIGN, { legalEntityId })
      return r.ok ? inserted.map((i) => i.legalEntityId) : r.error.message
    }
    expect(await refusedWith([], CLIENTS_ENTITY)).toBe(AGENCY_CLIENT_REQUIRED)
    expect(await refusedWith([CLIENT], ENTITY)).toBe(NOT_CLIENTS_ENTITY)
    expect(await refusedWith(['partner-2'], CLIENTS_ENTITY)).toBe(NOT_CLIENTS_ENTITY)
    expect(await refusedWith([CLIENT], CLIENTS_ENTITY)).toEqual([CLIENTS_ENTITY])
    // An advertiser's own campaign takes any of its legal entities.
    const { invoicing } = setUp({ partners: [CLIENT] })
    expect((await invoicing.issue(account(), 'metroMonitors', CAMPAIGN, { legalEntityId: ENTITY })).ok).toBe(
      true,
    )
  })

  it('lists one campaign’s invoices when asked, refusing an id that is not one', async () => {
    const { invoicing, listed } = setUp()
    expect((await invoicing.list(account(), { campaignId: CAMPAIGN, limit: '1' })).ok).toBe(true)
    expect((await invoicing.list(account(), {})).ok).toBe(true)
    expect(listed).toEqual([CAMPAIGN, undefined])
    const bad = await invoicing.list(account(), { campaignId: 'x' })
    expect(bad.ok ? undefined : bad.error.errors).toEqual({ campaignId: 'wrong format' })
  })

  it('issues the latest invoice again to its entity when the money changed, and only then', async () => {
    const latest = (roubles: number, legalEntityId: string | null = ENTITY) =>
      ({ id: 'i-0', net: (roubles - 20_000) * 100, taxes: 20_000_00, legalEntityId }) as InvoiceSummary
    const renewed = async (campaign: Partial<InvoicedCampaign>, invoices: InvoiceSummary[]) => {
      const { invoicing, inserted } = setUp(campaign, invoices)
      await invoicing.renew(account(), CAMPAIGN)
      return inserted.map((i) => [i.legalEntityId, i.net + i.taxes])
    }
    expect(await renewed(withPrint, [latest(122_000)])).toEqual([[ENTITY, 125_500_00]])
    expect(await renewed(withPrint, [latest(125_500)])).toEqual([])
    expect(await renewed(withPrint, [])).toEqual([])
    expect(await renewed(withPrint, [latest(122_000, null)])).toEqual([])
    expect(await renewed({ ...withPrint, paymentState: 'partiallyPaid' }, [latest(122_000)])).toEqual([])
  })

  it('issued again for what the latest invoice already says, answers that invoice: one bill for one sum', async () => {
    const standing: InvoiceSummary = {
      id: 'i-0',
      number: '1000',
      campaignId: CAMPAIGN,
      campaignName: 'Зима',
      issuedOn: '2026-11-22',
      payUntil: '2026-11-27',
      net: 100_000_00 as Kopecks,
      taxes: 22_000_00 as Kopecks,
      paymentState: 'notPaid',
      legalEntityId: ENTITY,
      buyerName: buyer.name,
      replacedBy: null,
    }
    const issuedOver = async (latest: InvoiceSummary) => {
      const { invoicing, inserted } = setUp({}, [latest])
      const issued = await invoicing.issue(account(), 'metroMonitors', CAMPAIGN, { legalEntityId: ENTITY })
      return { id: issued.ok ? issued.value.id : undefined, inserted: inserted.length }
    }
    expect(await issuedOver(standing)).toEqual({ id: 'i-0', inserted: 0 })
    // Anything the new one would say otherwise makes a new invoice: the money, the buyer, a day to pay by gone.
    expect(await issuedOver({ ...standing, taxes: 21_000_00 as Kopecks })).toEqual({ id: 'i-1', inserted: 1 })
    expect(await issuedOver({ ...standing, legalEntityId: CLIENTS_ENTITY })).toEqual({
      id: 'i-1',
      inserted: 1,
    })
    expect(await issuedOver({ ...standing, buyerName: 'ООО «Было»' })).toEqual({ id: 'i-1', inserted: 1 })
    expect(await issuedOver({ ...standing, payUntil: '2026-11-23' })).toEqual({ id: 'i-1', inserted: 1 })
    expect(await issuedOver({ ...standing, payUntil: '2026-11-24' })).toEqual({ id: 'i-0', inserted: 0 })
  })
})
