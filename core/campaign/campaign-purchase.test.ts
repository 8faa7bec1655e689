import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import { ANNA_ID } from '../session/testing/account.fixture'
import type { Kopecks } from '../shared/money'
import type { InventoryFacts } from './bought-catalogue.port'
import { placeCalculation } from './campaign.aggregate.calculation'
import { CampaignPurchases, type PurchaseEvent, type PurchaseInvoice } from './campaign-purchase'
import type { CampaignViewer } from './campaign-access'
import { aCampaign } from './testing/campaign-aggregate.fixture'

const invoice: PurchaseInvoice = {
  id: 'inv-1',
  number: 'СЧ-1',
  issuedOn: '2026-12-01',
  payUntil: '2026-12-04',
  net: 10_000 as Kopecks,
  taxes: 2_200 as Kopecks,
}
const moved: PurchaseEvent = {
  event: 'state',
  from: 'draft',
  to: 'moderation',
  reason: null,
  at: '2026-12-01T09:00:00Z',
}

/** Anna's light-box campaign, paid, and the purchase as the page's use case reads it, recording what it asked. */
const setup = () => {
  const campaign = aCampaign({
    calculation: placeCalculation('lightBoxes', {}),
    paymentState: 'paid',
    startDate: '2027-01-01',
    endDate: '2027-01-31',
    periodsPrice: [
      {
        scheduleId: 'LB-002',
        periods: [{ startDate: '2027-01-01', endDate: '2027-01-31', totalPeriodPrice: 100 }],
      },
    ],
    totalSumWithoutTaxes: 10_000,
  })
  const asked: { facts: (readonly string[])[]; invoices: string[]; history: string[] } = {
    facts: [],
    invoices: [],
    history: [],
  }
  const station: InventoryFacts = {
    inventoryNumber: null,
    name: null,
    station: 'Театральная (Замоскворецкая)',
    line: 'Замоскворецкая',
    address: null,
    side: null,
    formatId: null,
  }
  const purchases = new CampaignPurchases({
    reads: { campaign: (id) => Promise.resolve(id === campaign.facts.id ? campaign : undefined) },
    catalogue: {
      facts: (ids) => {
        asked.facts.push(ids)
        return Promise.resolve(new Map(ids.filter((id) => id === 'S299').map((id) => [id, station])))
      },
    },
    reference: { load: () => Promise.resolve(DEMO_REFERENCE) },
    records: {
      invoices: (id) => {
        asked.invoices.push(id)
        return Promise.resolve([invoice])
      },
      history: (id) => {
        asked.history.push(id)
        return Promise.resolve([moved])
      },
    },
  })
  return { campaign, purchases, asked }
}

const anna: CampaignViewer = { id: ANNA_ID, isObserver: false, isModerator: false }

describe('a campaign’s purchase as its page shows it (R-SCREEN-05, issue #47 item 4)', () => {
  it('shows the owner each item where it is, the totals, the invoices as paid or not, and the history', async () => {
    const { campaign, purchases, asked } = setup()
    const outcome = await purchases.of(anna, campaign.facts.id)
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.value.items.map((i) => [i.inventoryNumber, i.where, i.line, i.price])).toEqual([
      ['LB-002', 'Театральная (Замоскворецкая)', 'Замоскворецкая', 10_000],
    ])
    expect(outcome.value.totals).toEqual({ price: 10_000, ots: null, grp: null })
    expect(outcome.value.invoices).toEqual([{ ...invoice, paymentState: 'paid', replacedBy: null }])
    expect(outcome.value.history).toEqual([moved])
    expect(asked.facts).toEqual([['LB-002', 'S299']])
    expect(asked.invoices).toEqual([campaign.facts.id])
  })

  it('shows an observer the items and the history, never the invoices (R-ROLE-08)', async () => {
    const { campaign, purchases, asked } = setup()
    const observer: CampaignViewer = { id: 'obs', isObserver: true, observerOf: ANNA_ID, isModerator: false }
    const outcome = await purchases.of(observer, campaign.facts.id)
    expect(outcome.ok && outcome.value.invoices).toEqual([])
    expect(outcome.ok && outcome.value.items.length).toBe(1)
    expect(outcome.ok && outcome.value.history).toEqual([moved])
    expect(asked.invoices).toEqual([])
  })

  it('tells anyone else, or of a campaign that is not there, that it is not found, reading nothing more', async () => {
    const { campaign, purchases, asked } = setup()
    const stranger: CampaignViewer = { id: 'someone-else', isObserver: false, isModerator: false }
    for (const [viewer, id] of [
      [stranger, campaign.facts.id],
      [anna, 'no-such-campaign'],
    ] as const) {
      const outcome = await purchases.of(viewer, id)
      expect(outcome.ok).toBe(false)
      expect(!outcome.ok && outcome.error.message).toBe('Рекламная кампания не найдена')
    }
    expect(asked).toEqual({ facts: [], invoices: [], history: [] })
  })
})
