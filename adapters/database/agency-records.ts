import type { AgencyRecord, AgencyRecords } from '../../core/ports/advertiser-terms.port'
import type { AgencyTerms } from '../../core/staff/agency-terms'
import { isUuid } from '../../core/shared/uuid'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

interface AgencyRow {
  id: string
  full_name: string
  email: string
  discount_percent: string | number | null
  advertise_places: string[] | null
  expiration_date: string | null
  ignore_global_discount_factors: boolean | null
}

/** The agency accounts with their terms, if any; numeric and date read as the pricing reader reads them. */
const SELECT = `select a.id, a.full_name, a.email, t.discount_percent, t.advertise_places,
         to_char(t.expiration_date, 'YYYY-MM-DD') as expiration_date, t.ignore_global_discount_factors
  from accounts a left join advertiser_terms t on t.account_id = a.id
  where a.is_agency`

const recordOf = (row: AgencyRow): AgencyRecord => ({
  id: row.id,
  name: row.full_name,
  email: row.email,
  terms:
    row.discount_percent === null
      ? null
      : {
          discountPercent: Number(row.discount_percent),
          advertisePlaces: row.advertise_places ?? [],
          expirationDate: row.expiration_date,
          ignoreGlobalDiscountFactors: row.ignore_global_discount_factors ?? false,
        },
})

// The test and CI clusters are initialised with the C locale and PGlite carries no ICU, so no Russian collation
// can be counted on in SQL: the list (every agency, tens of rows) is put in Russian order here instead, the same on
// both databases ('ё' beside 'е', case ignored), then by e-mail.
const russian = new Intl.Collator('ru', { sensitivity: 'base' })
const byName = (a: AgencyRecord, b: AgencyRecord): number =>
  russian.compare(a.name, b.name) || russian.compare(a.email, b.email)

/** The staff desk's agencies and their personal discounts (core/staff/agency-desk.ts), in advertiser_terms. */
@injectable()
export class SqlAgencyRecords implements AgencyRecords {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async agencies(): Promise<AgencyRecord[]> {
    return (await this.db.query<AgencyRow>(SELECT)).map(recordOf).sort(byName)
  }

  async agency(id: string): Promise<AgencyRecord | undefined> {
    // accounts.id is a uuid: anything else would be a database error, and is simply no agency.
    if (!isUuid(id)) return undefined
    const [row] = await this.db.query<AgencyRow>(`${SELECT} and a.id = $1`, [id])
    return row ? recordOf(row) : undefined
  }

  async setTerms(id: string, terms: AgencyTerms | null): Promise<void> {
    if (!isUuid(id)) return
    if (terms === null) {
      await this.db.query('delete from advertiser_terms where account_id = $1', [id])
      return
    }
    // One statement, so a calculation reads the old terms or the new ones, never half of each; the select writes
    // nothing for an account that is not (or no longer) an agency, whatever the caller checked before.
    await this.db.query(
      `insert into advertiser_terms
         (account_id, discount_percent, advertise_places, expiration_date, ignore_global_discount_factors)
       select a.id, $2::numeric, $3::text[], $4::date, $5::boolean from accounts a where a.id = $1 and a.is_agency
       on conflict (account_id) do update set
         discount_percent = excluded.discount_percent,
         advertise_places = excluded.advertise_places,
         expiration_date = excluded.expiration_date,
         ignore_global_discount_factors = excluded.ignore_global_discount_factors`,
      [
        id,
        terms.discountPercent,
        [...terms.advertisePlaces],
        terms.expirationDate,
        terms.ignoreGlobalDiscountFactors,
      ],
    )
  }
}
