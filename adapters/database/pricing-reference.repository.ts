import type { PricingReference } from '../../core/ports/pricing-reference.port'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import {
  PricingReferenceData,
  type PricingReferenceData as ReferenceData,
} from '../../core/pricing/reference/pricing-reference.schema'
import { decoderOf } from '../../core/shared/decoder'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

const decodeReference = decoderOf(PricingReferenceData)
/** Reads hit memory; a manager's new version is seen within this time. */
const CACHE_MS = 5_000

/** The reference data in force: the newest stored version, decoded by the core's schema. */
@injectable()
export class SqlPricingReference implements PricingReference {
  private cached: { data: ReferenceData; at: number } | undefined

  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  current(): ReferenceData | undefined {
    return this.cached && Date.now() - this.cached.at < CACHE_MS ? this.cached.data : undefined
  }

  async load(): Promise<ReferenceData> {
    const now = Date.now()
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.data
    const [row] = await this.db.query<{ data: unknown }>(
      'select data from pricing_reference order by id desc limit 1',
    )
    if (!row) throw new Error('Справочник цен пуст: сервер не засеял его при старте')
    const decoded = decodeReference(typeof row.data === 'string' ? JSON.parse(row.data) : row.data)
    if (!decoded.ok) throw new Error(`Справочник цен повреждён: ${JSON.stringify(decoded.error.errors)}`)
    this.cached = { data: decoded.value, at: now }
    return decoded.value
  }

  /** Stores a new version (the staff's edit); it is in force for every later read. */
  async publish(data: ReferenceData): Promise<void> {
    await this.db.query('insert into pricing_reference (version, data) values ($1, $2)', [
      data.version,
      JSON.stringify(data),
    ])
    this.cached = undefined
  }
}

/** The product cannot price without reference data: the bundled set is stored at first start. */
export const ensurePricingReference = async (db: SqlDatabase): Promise<boolean> => {
  const [row] = await db.query<{ n: string | number }>('select count(*) as n from pricing_reference')
  if (Number(row?.n ?? 0) > 0) return false
  await db.query('insert into pricing_reference (version, data) values ($1, $2)', [
    DEMO_REFERENCE.version,
    JSON.stringify(DEMO_REFERENCE),
  ])
  return true
}
