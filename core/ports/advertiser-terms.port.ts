import type { AgencyTerms } from '../staff/agency-terms'
import type { AdvertiserTerms } from '../pricing/rules/discounts'

/** An advertiser's personal pricing terms: agency flag, personal discount, global-factor exemption. */
export interface AdvertiserTermsRepository {
  termsOf(accountId: string): Promise<AdvertiserTerms | undefined>
}
export const AdvertiserTermsRepository = Symbol.for('tablo.AdvertiserTermsRepository')

/** An agency as the staff desk lists it (core/staff/agency-desk.ts): its account, name, address and terms. */
export interface AgencyRecord {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly terms: AgencyTerms | null
}

/** The agencies and their personal terms, read and written by the staff desk (adapters/database). */
export interface AgencyRecords {
  /** Every agency account, by name (Russian collation), then e-mail. */
  agencies(): Promise<AgencyRecord[]>
  /** One agency, or undefined when the account is not there or is not an agency. */
  agency(id: string): Promise<AgencyRecord | undefined>
  /** Writes the terms (null removes them) of an agency, in one statement. */
  setTerms(id: string, terms: AgencyTerms | null): Promise<void>
}
export const AgencyRecords = Symbol.for('tablo.AgencyRecords')
