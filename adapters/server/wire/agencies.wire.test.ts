import { describe, expect, it } from 'vitest'
import { decoderOf } from '../../../core/shared/decoder'
import { AgencyWire } from '../../../core/staff/agency-terms'
import { agencyWire } from './agencies.wire'

// Strict: a field the contract does not name is refused too.
const decodeAgency = decoderOf(AgencyWire)
const decode = (input: unknown): AgencyWire => {
  const decoded = decodeAgency(input)
  if (!decoded.ok) throw new Error(JSON.stringify(decoded.error))
  return decoded.value
}

describe('an agency on the staff desk’s wire (issue #49 item 1: written at the edge)', () => {
  it('writes the account’s id as _id and its terms as they are, which the contract decodes', () => {
    const terms = {
      discountPercent: 12.5,
      advertisePlaces: ['metroMonitors'],
      expirationDate: '2027-12-31',
      ignoreGlobalDiscountFactors: true,
    }
    const wire = agencyWire({ id: 'a-1', name: 'Агентство «Светофор»', email: 'agency@tablo.local', terms })
    expect(wire).toEqual({ _id: 'a-1', name: 'Агентство «Светофор»', email: 'agency@tablo.local', terms })
    expect(decode(wire)).toEqual(wire)
  })

  it('writes no terms as null, and a discount without a last day with expirationDate null', () => {
    const none = agencyWire({ id: 'a-2', name: 'Б', email: 'b@example.ru', terms: null })
    expect(decode(none)).toEqual({ _id: 'a-2', name: 'Б', email: 'b@example.ru', terms: null })
    const open = agencyWire({
      id: 'a-3',
      name: 'В',
      email: 'c@example.ru',
      terms: {
        discountPercent: 5,
        advertisePlaces: [],
        expirationDate: null,
        ignoreGlobalDiscountFactors: false,
      },
    })
    expect(decode(open).terms).toEqual({
      discountPercent: 5,
      advertisePlaces: [],
      expirationDate: null,
      ignoreGlobalDiscountFactors: false,
    })
  })
})
