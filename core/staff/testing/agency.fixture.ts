import type { AgencyTermsWire, AgencyWire } from '../agency-terms'

/** The demo agency's terms as the seed writes them (adapters/server/seed.ts): 10 % on every place to the end of 2027. */
export const SEEDED_AGENCY_TERMS: AgencyTermsWire = {
  discountPercent: 10,
  advertisePlaces: [],
  expirationDate: '2027-12-31',
  ignoreGlobalDiscountFactors: false,
}

/** The demo agency on the desk's list, with an id of the test's choosing. */
export const seededAgency = (id: string): AgencyWire => ({
  _id: id,
  name: 'Агентство «Светофор»',
  email: 'agency@tablo.local',
  terms: SEEDED_AGENCY_TERMS,
})
