import type { AdvertiserTermsRepository } from '../../core/ports/advertiser-terms.port'
import type { AdvertiserTerms } from '../../core/pricing/rules/discounts'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

interface TermsRow {
  is_agency: boolean
  discount_percent: string | number | null
  advertise_places: string[] | null
  expiration_date: string | Date | null
  ignore_global_discount_factors: boolean | null
}

const isoDay = (value: string | Date): string =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)

@injectable()
export class SqlAdvertiserTerms implements AdvertiserTermsRepository {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async termsOf(accountId: string): Promise<AdvertiserTerms | undefined> {
    const [row] = await this.db.query<TermsRow>(
      `select a.is_agency, t.discount_percent, t.advertise_places, to_char(t.expiration_date, 'YYYY-MM-DD') as expiration_date,
              t.ignore_global_discount_factors
       from accounts a left join advertiser_terms t on t.account_id = a.id where a.id = $1`,
      [accountId],
    )
    if (!row) return undefined
    return {
      isAgency: row.is_agency,
      ...(row.discount_percent === null
        ? {}
        : {
            discount: {
              value: Number(row.discount_percent),
              advertisePlaces: row.advertise_places ?? [],
              ...(row.expiration_date ? { expirationDate: isoDay(row.expiration_date) } : {}),
            },
          }),
      ...(row.ignore_global_discount_factors ? { ignoreGlobalDiscountFactors: true } : {}),
    }
  }
}
