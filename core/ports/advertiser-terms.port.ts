import type { AdvertiserTerms } from '../pricing/rules/discounts'

/** An advertiser's personal pricing terms: agency flag, personal discount, global-factor exemption. */
export interface AdvertiserTermsRepository {
  termsOf(accountId: string): Promise<AdvertiserTerms | undefined>
}
export const AdvertiserTermsRepository = Symbol.for('tablo.AdvertiserTermsRepository')
