import { describe, expect, it } from 'vitest'
import {
  decodeCampaignsReport,
  decodeSimulationRequest,
  decodeStatisticsQuery,
  REPORT_CAMPAIGNS_MAX,
} from './campaign-statistics'
import { decodePlays } from './plays.contract'

const A = '0B5F4C1E-2D3A-4B5C-8D9E-0F1A2B3C4D5E'
const errorsOf = (r: { ok: boolean; error?: { errors: unknown } }) => (r.ok ? {} : r.error?.errors)

/** The statistics bodies are decoded by Schemas (issue #17 part 6): the codes each bad field gets. */
describe('statistics requests', () => {
  it('the campaigns report takes a period and optional campaign ids, lower-cased', () => {
    const all = decodeCampaignsReport({ dateFrom: '2027-01-01', dateTo: '2027-01-31' })
    expect(all.ok && all.value).toEqual({ campaignIds: [], dateFrom: '2027-01-01', dateTo: '2027-01-31' })
    const some = decodeCampaignsReport({ campaignIds: [A], dateFrom: '2027-01-01', dateTo: '2027-01-01' })
    expect(some.ok && some.value.campaignIds).toEqual([A.toLowerCase()])
  })

  it('the campaigns report names each bad field, and refuses too many ids or a reversed period', () => {
    expect(
      errorsOf(decodeCampaignsReport({ campaignIds: [A, 'x'], dateFrom: '2027-02-30', extra: 1 })),
    ).toEqual({
      'campaignIds.1': 'wrong format',
      dateFrom: 'wrong format',
      dateTo: 'required',
      extra: 'unknown field',
    })
    const many = Array.from({ length: REPORT_CAMPAIGNS_MAX + 1 }, () => A)
    expect(
      errorsOf(decodeCampaignsReport({ campaignIds: many, dateFrom: '2027-01-01', dateTo: '2027-01-02' })),
    ).toEqual({ campaignIds: 'wrong format' })
    expect(
      decodeCampaignsReport({ campaignIds: many.slice(1), dateFrom: '2027-01-01', dateTo: '2027-01-02' }).ok,
    ).toBe(true)
    const reversed = decodeCampaignsReport({ dateFrom: '2027-01-02', dateTo: '2027-01-01' })
    expect(reversed.ok ? undefined : reversed.error).toEqual({
      message: 'Некорректные параметры отчёта',
      errors: { dateTo: 'wrong range' },
    })
  })

  it('a statistics query needs its campaign unless told otherwise; a year and a day is too long', () => {
    expect(errorsOf(decodeStatisticsQuery({ dateFrom: '2027-01-01', dateTo: '2027-01-02' }))).toEqual({
      campaignId: 'required',
    })
    expect(
      errorsOf(decodeStatisticsQuery({ campaignId: A, dateFrom: '2027-01-01', dateTo: 20270102 })),
    ).toEqual({
      dateTo: 'wrong format',
    })
    const leap = decodeStatisticsQuery({ campaignId: A, dateFrom: '2028-01-01', dateTo: '2028-12-31' })
    expect(leap.ok && leap.value.campaignId).toBe(A.toLowerCase())
  })

  it('the simulator takes a day that exists, or none for today', () => {
    expect(decodeSimulationRequest({}).ok).toBe(true)
    expect(decodeSimulationRequest({ date: '2027-01-10' })).toEqual({
      ok: true,
      value: { date: '2027-01-10' },
    })
    expect(errorsOf(decodeSimulationRequest({ date: '2027-02-29' }))).toEqual({ date: 'wrong format' })
    expect(errorsOf(decodeSimulationRequest({ day: '2027-01-10' }))).toEqual({ day: 'unknown field' })
  })

  it('a batch of plays that is not a list, or empty, is asked for again in a sentence', () => {
    for (const body of [{}, { plays: [] }, { plays: 'many' }]) {
      const r = decodePlays(body)
      expect(r.ok ? undefined : r.error.message).toBe('Передайте от 1 до 1000 показов')
    }
    expect(errorsOf(decodePlays({}))).toEqual({ plays: 'required' })
    expect(errorsOf(decodePlays({ plays: [7] }))).toEqual({ 'plays.0': 'wrong format' })
  })
})
