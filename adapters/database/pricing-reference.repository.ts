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

/**
 * The reference data in force: the newest stored version, decoded by the core's schema. Once the cache is older
 * than CACHE_MS, the next read asks only for the newest version's id: while it is the same, the decoded version
 * is kept, the same object, so what is built on it stays (the inventory's merge, the quotes kept for a
 * calculation asked again, their compressed answers); only a new id is read whole and decoded. Reads that come
 * while a check is under way wait for that one check.
 */
@injectable()
export class SqlPricingReference implements PricingReference {
  private cached: { data: ReferenceData; id: number; at: number } | undefined
  private checking: Promise<ReferenceData> | undefined
  /** Counts the versions this server published: a check begun before one does not keep what it read. */
  private published = 0

  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  current(): ReferenceData | undefined {
    return this.cached && Date.now() - this.cached.at < CACHE_MS ? this.cached.data : undefined
  }

  load(): Promise<ReferenceData> {
    const data = this.current()
    if (data) return Promise.resolve(data)
    if (this.checking) return this.checking
    const check = this.newest().finally(() => {
      if (this.checking === check) this.checking = undefined
    })
    this.checking = check
    return check
  }

  private async newest(): Promise<ReferenceData> {
    const at = Date.now()
    const kept = this.cached
    const published = this.published
    if (kept) {
      const [newest] = await this.db.query<{ id: number }>(
        'select id from pricing_reference order by id desc limit 1',
      )
      if (newest && Number(newest.id) === kept.id && this.published === published) {
        this.cached = { ...kept, at }
        return kept.data
      }
    }
    const [row] = await this.db.query<{ id: number; data: unknown }>(
      'select id, data from pricing_reference order by id desc limit 1',
    )
    if (!row) throw new Error('Справочник цен пуст: сервер не засеял его при старте')
    const decoded = decodeReference(typeof row.data === 'string' ? JSON.parse(row.data) : row.data)
    if (!decoded.ok) throw new Error(`Справочник цен повреждён: ${JSON.stringify(decoded.error.errors)}`)
    if (this.published === published) this.cached = { data: decoded.value, id: Number(row.id), at }
    return decoded.value
  }

  /** Stores a new version (the staff's edit); it is in force for every later read. */
  async publish(data: ReferenceData): Promise<void> {
    await this.db.query('insert into pricing_reference (version, data) values ($1, $2)', [
      data.version,
      JSON.stringify(data),
    ])
    this.published++
    this.cached = undefined
    this.checking = undefined
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
