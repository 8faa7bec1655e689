import { describe, expect, it } from 'vitest'
import {
  decodeCampaignRequest,
  decodeEmptyRequest,
  decodeListQuery,
  decodePaymentRequest,
} from './campaign.contract'

describe('campaign wire contract (house style 9)', () => {
  it('accepts a campaign and ignores a client-sent price; refuses unknown fields and blank names', () => {
    const ok = decodeCampaignRequest({ name: ' Весна ', calculation: { months: ['2027-01'] }, taxesSum: 999 })
    expect(ok.ok).toBe(true)
    expect(decodeCampaignRequest({ name: ' ', calculation: {} })).toMatchObject({
      ok: false,
      error: { errors: { name: 'required' } },
    })
    expect(decodeCampaignRequest({ name: 'x', calculation: {}, price: 1 })).toMatchObject({
      ok: false,
      error: { errors: { price: 'unknown field' } },
    })
    expect(decodeCampaignRequest({ name: 'x', calculation: [] }).ok).toBe(false)
    expect(decodeCampaignRequest({ name: 'x', calculation: {}, partners: ['not-a-uuid'] }).ok).toBe(false)
  })

  it('reads the list query: defaults, bounds and sort both ways', () => {
    expect(decodeListQuery({})).toEqual({
      ok: true,
      value: { limit: 100, offset: 0, sort: 'startDate', states: [] },
    })
    expect(
      decodeListQuery({ limit: '5', offset: '10', sort: '-startDate', state: 'moderation,approved' }),
    ).toEqual({
      ok: true,
      value: { limit: 5, offset: 10, sort: '-startDate', states: ['moderation', 'approved'] },
    })
    expect(decodeListQuery({ limit: '1001' })).toMatchObject({
      ok: false,
      error: { errors: { limit: 'wrong format' } },
    })
    expect(decodeListQuery({ limit: '-1', sort: 'name', state: 'nope', x: '1' })).toMatchObject({
      ok: false,
      error: {
        errors: { limit: 'wrong format', sort: 'wrong format', state: 'wrong format', x: 'unknown field' },
      },
    })
  })

  it('payload-less calls take only an empty object; payments only the two states', () => {
    expect(decodeEmptyRequest({})).toEqual({ ok: true, value: {} })
    for (const v of [false, null, [], 'x', 0]) expect(decodeEmptyRequest(v).ok).toBe(false)
    expect(decodeEmptyRequest({ a: 1 })).toMatchObject({
      ok: false,
      error: { errors: { a: 'unknown field' } },
    })
    expect(decodePaymentRequest({ paymentState: 'paid' }).ok).toBe(true)
    expect(decodePaymentRequest({ paymentState: 'notPaid' }).ok).toBe(false)
  })
})
