import type { AgencyRecord } from '../../../core/ports/advertiser-terms.port'
import type { AgencyWire } from '../../../core/staff/agency-terms'

/**
 * An agency on the staff desk's wire (core/staff/agency-terms.ts; issue #49 item 1: written at the edge): its
 * account's id as `_id`, and its terms or null. A discount without a last day is `expirationDate: null`, never an
 * absent field, so that the desk's form can tell «бессрочно» from a day it forgot.
 */
export const agencyWire = (record: AgencyRecord): AgencyWire => ({
  _id: record.id,
  name: record.name,
  email: record.email,
  terms: record.terms && {
    discountPercent: record.terms.discountPercent,
    advertisePlaces: [...record.terms.advertisePlaces],
    expirationDate: record.terms.expirationDate,
    ignoreGlobalDiscountFactors: record.terms.ignoreGlobalDiscountFactors,
  },
})
