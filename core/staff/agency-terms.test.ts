import { describe, expect, it } from 'vitest'
import { MAX_ADVERTISER_PERCENT } from '../pricing/rules/discounts'
import {
  AGENCIES_PATH,
  AGENCY_TERMS_MESSAGES as M,
  agencyTermsPath,
  decodeAgencyTermsBody,
  DISCOUNT_PLACES,
  MIN_AGENCY_PERCENT,
} from './agency-terms'

const TODAY = '2026-11-22'
const decode = (body: unknown) => decodeAgencyTermsBody(body, TODAY)
/** The refusal of a body: its sentence and field codes (a body that holds fails the test). */
const refused = (body: unknown) => {
  const decoded = decode(body)
  if (decoded.ok) throw new Error(`accepted ${JSON.stringify(body)}`)
  return decoded.error
}
const percent = (discountPercent: unknown) => decode({ discountPercent })

describe("an agency's personal terms as staff set them (R-DISC-08, R-DISC-09)", () => {
  it('names its calls under the staff API, the id escaped', () => {
    expect(AGENCIES_PATH).toBe('/api/v1/staff/agencies')
    expect(agencyTermsPath('a/b')).toBe('/api/v1/staff/agencies/a%2Fb/terms')
  })

  it('takes a percent from 0.01 to 90 and refuses just outside either bound', () => {
    expect(MIN_AGENCY_PERCENT).toBe(0.01)
    expect(MAX_ADVERTISER_PERCENT).toBe(90)
    for (const value of [0.01, 1, 45.5, 89.99, 90]) expect(percent(value)).toMatchObject({ ok: true })
    for (const value of [0, 0.009, -1, 90.01, 100])
      expect(refused({ discountPercent: value })).toEqual({
        message: M.percentRange,
        errors: { discountPercent: 'out of range' },
      })
    expect(M.percentRange).toBe('Скидка — от 0,01 до 90 %')
  })

  it('takes at most two decimals, and keeps them as the kopecks of a percent', () => {
    expect(refused({ discountPercent: 12.345 })).toEqual({
      message: M.percentStep,
      errors: { discountPercent: 'wrong format' },
    })
    // Binary fractions: 0.1 + 0.2 is two decimals as a person typed them, and is kept rounded.
    const sum = percent(0.1 + 0.2)
    expect(sum.ok && sum.value.discountPercent).toBe(0.3)
    const kept = percent(33.33)
    expect(kept.ok && kept.value.discountPercent).toBe(33.33)
  })

  it('requires the percent, a number, not a string', () => {
    for (const body of [{}, { discountPercent: null }])
      expect(refused(body)).toEqual({ message: M.percentRequired, errors: { discountPercent: 'required' } })
    for (const value of ['10', true, Number.NaN, Number.POSITIVE_INFINITY])
      expect(refused({ discountPercent: value })).toEqual({
        message: M.malformed,
        errors: { discountPercent: 'wrong format' },
      })
  })

  it('defaults to every place, for good, with the global factors', () => {
    expect(percent(10)).toEqual({
      ok: true,
      value: {
        discountPercent: 10,
        advertisePlaces: [],
        expirationDate: null,
        ignoreGlobalDiscountFactors: false,
      },
    })
    expect(
      decode({
        discountPercent: 10,
        advertisePlaces: null,
        expirationDate: null,
        ignoreGlobalDiscountFactors: null,
      }),
    ).toEqual(percent(10))
  })

  it('names each priced place once, in the order given, and refuses an unknown one', () => {
    expect(DISCOUNT_PLACES).toContain('metroMonitors')
    const places = decode({
      discountPercent: 10,
      advertisePlaces: ['metroStickers', 'metroMonitors', 'metroStickers'],
    })
    expect(places.ok && places.value.advertisePlaces).toEqual(['metroStickers', 'metroMonitors'])
    expect(refused({ discountPercent: 10, advertisePlaces: ['metroMonitors', 'moon'] })).toEqual({
      message: M.unknownPlace,
      errors: { advertisePlaces: 'unknown place' },
    })
    for (const advertisePlaces of ['metroMonitors', [1], {}])
      expect(refused({ discountPercent: 10, advertisePlaces }).errors).toEqual({
        advertisePlaces: 'wrong format',
      })
  })

  it('takes a last day from today on, a real day only', () => {
    const today = decode({ discountPercent: 10, expirationDate: TODAY })
    expect(today.ok && today.value.expirationDate).toBe(TODAY)
    expect(refused({ discountPercent: 10, expirationDate: '2026-11-21' })).toEqual({
      message: M.datePast,
      errors: { expirationDate: 'in the past' },
    })
    for (const expirationDate of ['2027-02-30', '2027-13-01', '22.11.2027', '2027-01-01T00:00:00Z', 20270101])
      expect(refused({ discountPercent: 10, expirationDate })).toEqual({
        message: M.dateFormat,
        errors: { expirationDate: 'wrong format' },
      })
    const leap = decode({ discountPercent: 10, expirationDate: '2028-02-29' })
    expect(leap.ok).toBe(true)
  })

  it('takes the exemption from the global factors as a boolean only', () => {
    const ignoring = decode({ discountPercent: 10, ignoreGlobalDiscountFactors: true })
    expect(ignoring.ok && ignoring.value.ignoreGlobalDiscountFactors).toBe(true)
    expect(refused({ discountPercent: 10, ignoreGlobalDiscountFactors: 'yes' }).errors).toEqual({
      ignoreGlobalDiscountFactors: 'wrong format',
    })
  })

  it('refuses a field it does not know, and a body that is not an object', () => {
    expect(refused({ discountPercent: 10, agencyFee: 5, isAgency: true })).toEqual({
      message: M.malformed,
      errors: { agencyFee: 'unknown field', isAgency: 'unknown field' },
    })
    for (const body of [undefined, null, 10, 'x', [10]])
      expect(refused(body)).toEqual({ message: M.malformed, errors: { _: 'wrong format' } })
  })
})
