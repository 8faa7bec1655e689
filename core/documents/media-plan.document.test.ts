import { describe, expect, it } from 'vitest'
import type { Kopecks } from '../shared/money'
import {
  campaignMediaPlan,
  consolidatedMediaPlan,
  summaryEntries,
  type MediaPlanCampaign,
} from './media-plan.document'

const campaign = (over: Partial<MediaPlanCampaign> = {}): MediaPlanCampaign => ({
  id: 'c1',
  number: 12,
  name: 'Лайтбоксы весной',
  place: 'lightBoxes',
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  calculation: { station: 'Тверская', formatId: '120x180' },
  spaces: ['ЛБ-1', 'ЛБ-2', 'ЛБ-3'],
  periodsPrice: [
    {
      scheduleId: 's',
      periods: [{ startDate: '2027-03-01', endDate: '2027-03-31', totalPeriodPrice: 1000.01, ots: 1234.4 }],
    },
  ],
  totalWithoutTaxes: 100_001 as Kopecks,
  taxes: 22_000 as Kopecks,
  ...over,
})

describe('media plan document', () => {
  it('light boxes share the net total by inventory number, to the kopeck', () => {
    const entries = summaryEntries(campaign())
    expect(entries.map((e) => (e.kind === 'lightBox' ? e.number : ''))).toEqual(['ЛБ-1', 'ЛБ-2', 'ЛБ-3'])
    expect(entries.reduce((s, e) => s + (e.kind === 'lightBox' ? e.price : 0), 0)).toBe(100_001)
  })

  it('the plan sheet has the period row, rounded OTS and the totals with VAT', () => {
    const [plan, boxes] = campaignMediaPlan(campaign())
    expect(plan?.rows[0]).toEqual([
      12,
      'Лайтбоксы весной',
      'Лайтбоксы',
      '01.03.2027',
      '31.03.2027',
      'ЛБ-1, ЛБ-2, ЛБ-3',
      1234,
      1000.01,
    ])
    expect(plan?.rows.slice(-3).map((r) => r[7])).toEqual([1000.01, 220, 1220.01])
    expect(boxes?.title).toBe('Лайтбоксы')
    expect(boxes?.rows[0]?.[0]).toBe('Тверская')
  })

  it('a place without summary packages has the plan sheet only; the consolidated plan adds campaigns up', () => {
    const monitors = campaign({
      place: 'metroMonitors',
      spaces: [],
      totalWithoutTaxes: 50_000 as Kopecks,
      taxes: 0 as Kopecks,
    })
    expect(campaignMediaPlan(monitors).map((s) => s.title)).toEqual(['Медиаплан'])
    const both = consolidatedMediaPlan([campaign(), monitors])
    expect(both[0]?.rows.at(-3)?.[7]).toBe(1500.01)
    expect(both.map((s) => s.title)).toEqual(['Сводный медиаплан', 'Лайтбоксы'])
  })
})
