import { describe, expect, it } from 'vitest'
import {
  CAMPAIGN_NAME_MAX,
  decodeCampaignRequest,
  decodeCancelRequest,
  decodeEmptyRequest,
  decodeListQuery,
  decodePartnerRequest,
  decodePaymentRequest,
  decodeProlongationRequest,
  decodeRejectRequest,
  decodeScheduleDateRequest,
  decodeSetAllowedRequest,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  MAX_PARTNERS,
  MAX_SPACES,
} from './campaign.contract'

const UUID = '3f2b8c1e-9a4d-4e6b-8f0a-1c2d3e4f5a6b'
const errorsOf = (r: { ok: boolean; error?: { errors: unknown } } | { ok: true }) =>
  r.ok ? 'ok' : (r as { error: { errors: unknown } }).error.errors

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

describe('campaign wire contract: limits and edges', () => {
  const base = { name: 'Весна', calculation: {} }
  it('takes a name of up to 200 characters, partners up to 50 uuids, spaces up to 2000 numbers of up to 64', () => {
    expect([CAMPAIGN_NAME_MAX, MAX_PARTNERS, MAX_SPACES]).toEqual([200, 50, 2000])
    expect(errorsOf(decodeCampaignRequest({ ...base, name: 'я'.repeat(200) }))).toBe('ok')
    expect(errorsOf(decodeCampaignRequest({ ...base, name: 'я'.repeat(201) }))).toEqual({
      name: 'wrong format',
    })
    expect(errorsOf(decodeCampaignRequest({ ...base, brandName: 'я'.repeat(200) }))).toBe('ok')
    expect(errorsOf(decodeCampaignRequest({ ...base, brandName: 'я'.repeat(201) }))).toEqual({
      brandName: 'wrong format',
    })
    expect(errorsOf(decodeCampaignRequest({ ...base, brandName: '' }))).toBe('ok')
    expect(errorsOf(decodeCampaignRequest({ ...base, partners: Array(50).fill(UUID) }))).toBe('ok')
    expect(errorsOf(decodeCampaignRequest({ ...base, partners: Array(51).fill(UUID) }))).toEqual({
      partners: 'wrong format',
    })
    expect(errorsOf(decodeCampaignRequest({ ...base, spaces: Array(2000).fill('M-1') }))).toBe('ok')
    expect(errorsOf(decodeCampaignRequest({ ...base, spaces: Array(2001).fill('M-1') }))).toEqual({
      spaces: 'wrong format',
    })
    expect(errorsOf(decodeCampaignRequest({ ...base, spaces: ['x'.repeat(64)] }))).toBe('ok')
    expect(errorsOf(decodeCampaignRequest({ ...base, spaces: ['x'.repeat(65)] }))).toEqual({
      'spaces.0': 'wrong format',
    })
    expect(errorsOf(decodeCampaignRequest({ ...base, spaces: [' '] }))).toEqual({ 'spaces.0': 'required' })
    expect(errorsOf(decodeCampaignRequest({ calculation: {} }))).toEqual({ name: 'required' })
    expect(decodeCampaignRequest({ name: 'x', calculation: {} })).toEqual({
      ok: true,
      value: { name: 'x', calculation: {} },
    })
  })

  it('takes a partner by uuid only, in either case', () => {
    expect(decodePartnerRequest({ partnerId: UUID.toUpperCase() }).ok).toBe(true)
    expect(errorsOf(decodePartnerRequest({ partnerId: `${UUID}0` }))).toEqual({ partnerId: 'wrong format' })
  })

  it('takes start/stop with an optional explicit value and schedule id of up to 64', () => {
    expect(decodeSetAllowedRequest({})).toEqual({ ok: true, value: {} })
    expect(decodeSetAllowedRequest({ isAllowed: false, scheduleId: 's'.repeat(64) }).ok).toBe(true)
    expect(errorsOf(decodeSetAllowedRequest({ scheduleId: 's'.repeat(65) }))).toEqual({
      scheduleId: 'wrong format',
    })
    expect(errorsOf(decodeSetAllowedRequest({ isAllowed: 'yes' }))).toEqual({ isAllowed: 'wrong format' })
  })

  it('takes schedule dates as real calendar days YYYY-MM-DD', () => {
    expect(decodeScheduleDateRequest({ startDate: '2028-02-29', endDate: '2026-12-31' }).ok).toBe(true)
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-1-01',
      '02.01.2026',
      'x2026-01-01',
      '2026-01-01x',
    ])
      expect(errorsOf(decodeScheduleDateRequest({ startDate: bad, endDate: '2026-12-31' })), bad).toEqual({
        startDate: 'wrong format',
      })
  })

  it('takes a prolongation with or without a new name and calculator input', () => {
    expect(decodeProlongationRequest({})).toEqual({ ok: true, value: {} })
    expect(decodeProlongationRequest({ name: 'Лето', calculation: { months: [] } }).ok).toBe(true)
    expect(errorsOf(decodeProlongationRequest({ name: ' ' }))).toEqual({ name: 'required' })
  })

  it('needs a reason of up to 2000 characters to reject, and takes one optionally to cancel', () => {
    expect(decodeRejectRequest({ reason: 'р'.repeat(2000) }).ok).toBe(true)
    expect(errorsOf(decodeRejectRequest({ reason: 'р'.repeat(2001) }))).toEqual({ reason: 'wrong format' })
    expect(errorsOf(decodeRejectRequest({ reason: '  ' }))).toEqual({ reason: 'required' })
    expect(errorsOf(decodeRejectRequest({}))).toEqual({ reason: 'required' })
    expect(decodeCancelRequest({})).toEqual({ ok: true, value: {} })
    expect(errorsOf(decodeCancelRequest({ reason: '' }))).toEqual({ reason: 'required' })
  })

  it('reads a page of 1 to 1000 campaigns from offset 0 on, digits only', () => {
    expect([LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX]).toEqual([100, 1000])
    expect(decodeListQuery({ limit: '1', offset: '0' })).toMatchObject({
      ok: true,
      value: { limit: 1, offset: 0 },
    })
    expect(decodeListQuery({ limit: '1000', offset: '999999999' })).toMatchObject({
      ok: true,
      value: { limit: 1000, offset: 999_999_999 },
    })
    expect(errorsOf(decodeListQuery({ limit: '1001' }))).toEqual({ limit: 'wrong format' })
    expect(decodeListQuery({ limit: '0' })).toEqual({
      ok: false,
      error: { message: 'Некорректные данные', errors: { limit: 'wrong format' } },
    })
    for (const bad of ['1.5', ' 5', '5 ', '1e3', '0x10', '1234567890', 5])
      expect(errorsOf(decodeListQuery({ offset: bad })), String(bad)).toEqual({ offset: 'wrong format' })
    expect(errorsOf(decodeListQuery({ offset: '1000000000' }))).toEqual({ offset: 'wrong format' })
    expect(errorsOf(decodeListQuery({ state: ['moderation'] }))).toEqual({ state: 'wrong format' })
    expect(errorsOf(decodeListQuery({ sort: 'name' }))).toEqual({ sort: 'wrong format' })
    expect(errorsOf(decodeListQuery({ state: 'draft,paused' }))).toEqual({ state: 'wrong format' })
    expect(errorsOf(decodeListQuery({ sort: 'startDate', limit: undefined }))).toBe('ok')
    expect(decodeListQuery('limit=5')).toMatchObject({ ok: true, value: { limit: 100 } })
    expect(decodeListQuery(null)).toMatchObject({ ok: true, value: { limit: 100 } })
  })

  it('answers a payload-less call with a stray field or a non-object in the API’s words', () => {
    expect(decodeEmptyRequest([])).toEqual({
      ok: false,
      error: { message: 'Некорректные данные', errors: { _: 'wrong format' } },
    })
    expect(decodeEmptyRequest(null)).toEqual({
      ok: false,
      error: { message: 'Некорректные данные', errors: { _: 'wrong format' } },
    })
    expect(decodeEmptyRequest({ a: 1, b: 2 })).toEqual({
      ok: false,
      error: { message: 'Некорректные данные', errors: { a: 'unknown field', b: 'unknown field' } },
    })
    expect(errorsOf(decodePaymentRequest({ paymentState: 'partiallyPaid' }))).toBe('ok')
  })
})
