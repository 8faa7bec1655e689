import type { Observer, Partner, StoredLegalEntity } from '../../core/advertiser/advertiser.entities'
import type { LegalEntityRepository } from '../../core/ports/legal-entity-repository.port'
import type { ObserverRepository } from '../../core/ports/observer-repository.port'
import type { PartnerRepository } from '../../core/ports/partner-repository.port'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

/** Unique-index violations are answered, not thrown: the database decides duplicates. */
const UNIQUE_VIOLATION = '23505'
const isUniqueViolation = (cause: unknown): boolean =>
  typeof cause === 'object' && cause !== null && (cause as { code?: string }).code === UNIQUE_VIOLATION

/** An owner-scoped update: updated, missing (no such row for this owner) or duplicate (a unique index said no). */
const updateOwned = async (
  db: SqlDatabase,
  sql: string,
  params: readonly unknown[],
): Promise<'updated' | 'missing' | 'duplicate'> => {
  try {
    return (await db.query(sql, params)).length === 1 ? 'updated' : 'missing'
  } catch (cause) {
    if (isUniqueViolation(cause)) return 'duplicate'
    throw cause
  }
}

interface LegalEntityRow {
  id: string
  owner_id: string
  form_of_business: StoredLegalEntity['formOfBusiness']
  basis_id: StoredLegalEntity['basisId']
  is_allowed_to_show: boolean
  fields: StoredLegalEntity['fields'] | string
  partner_id: string | null
}

const toLegalEntity = (r: LegalEntityRow): StoredLegalEntity => ({
  id: r.id,
  ownerId: r.owner_id,
  formOfBusiness: r.form_of_business,
  basisId: r.basis_id,
  isAllowedToShow: r.is_allowed_to_show,
  fields: typeof r.fields === 'string' ? JSON.parse(r.fields) : r.fields,
  partnerId: r.partner_id ?? null,
})

@injectable()
export class SqlLegalEntityRepository implements LegalEntityRepository {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async list(ownerId: string): Promise<StoredLegalEntity[]> {
    const rows = await this.db.query<LegalEntityRow>(
      'select * from legal_entities where owner_id = $1 order by created_at, id',
      [ownerId],
    )
    return rows.map(toLegalEntity)
  }

  async find(ownerId: string, id: string): Promise<StoredLegalEntity | undefined> {
    const [row] = await this.db.query<LegalEntityRow>(
      'select * from legal_entities where owner_id = $1 and id = $2',
      [ownerId, id],
    )
    return row && toLegalEntity(row)
  }

  async insert(e: StoredLegalEntity): Promise<boolean> {
    const rows = await this.db.query(
      `insert into legal_entities (id, owner_id, form_of_business, basis_id, is_allowed_to_show, inn, kpp, fields,
         partner_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id`,
      [
        e.id,
        e.ownerId,
        e.formOfBusiness,
        e.basisId,
        e.isAllowedToShow,
        e.fields.inn ?? '',
        e.fields.kpp ?? '',
        JSON.stringify(e.fields),
        e.partnerId,
      ],
    )
    return rows.length === 1
  }

  update(e: StoredLegalEntity): Promise<'updated' | 'missing' | 'duplicate'> {
    return updateOwned(
      this.db,
      `update legal_entities set form_of_business = $3, basis_id = $4, is_allowed_to_show = $5, inn = $6, kpp = $7,
         fields = $8, partner_id = $9, updated_at = now()
       where owner_id = $1 and id = $2 returning id`,
      [
        e.ownerId,
        e.id,
        e.formOfBusiness,
        e.basisId,
        e.isAllowedToShow,
        e.fields.inn ?? '',
        e.fields.kpp ?? '',
        JSON.stringify(e.fields),
        e.partnerId,
      ],
    )
  }

  async remove(ownerId: string, id: string): Promise<boolean> {
    return (
      (
        await this.db.query('delete from legal_entities where owner_id = $1 and id = $2 returning id', [
          ownerId,
          id,
        ])
      ).length === 1
    )
  }
}

@injectable()
export class SqlPartnerRepository implements PartnerRepository {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  list(ownerId: string): Promise<Partner[]> {
    return this.db.query<Partner>(
      'select id, name, brand from partners where owner_id = $1 order by created_at, id',
      [ownerId],
    )
  }

  async find(ownerId: string, id: string): Promise<Partner | undefined> {
    const [row] = await this.db.query<Partner>(
      'select id, name, brand from partners where owner_id = $1 and id = $2',
      [ownerId, id],
    )
    return row
  }

  async insert(ownerId: string, p: Partner): Promise<boolean> {
    const rows = await this.db.query(
      'insert into partners (id, owner_id, name, brand) values ($1, $2, $3, $4) on conflict do nothing returning id',
      [p.id, ownerId, p.name, p.brand],
    )
    return rows.length === 1
  }

  update(ownerId: string, p: Partner): Promise<'updated' | 'missing' | 'duplicate'> {
    return updateOwned(
      this.db,
      'update partners set name = $3, brand = $4 where owner_id = $1 and id = $2 returning id',
      [ownerId, p.id, p.name, p.brand],
    )
  }

  async remove(ownerId: string, id: string): Promise<boolean> {
    return (
      (
        await this.db.query('delete from partners where owner_id = $1 and id = $2 returning id', [
          ownerId,
          id,
        ])
      ).length === 1
    )
  }
}

@injectable()
export class SqlObserverRepository implements ObserverRepository {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async list(advertiserId: string): Promise<Observer[]> {
    const rows = await this.db.query<{ id: string; email: string; full_name: string; status: string }>(
      'select id, email, full_name, status from accounts where observer_of = $1 order by created_at, id',
      [advertiserId],
    )
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      fullName: r.full_name,
      isConfirmed: r.status === 'active',
    }))
  }

  async remove(advertiserId: string, observerId: string): Promise<boolean> {
    const rows = await this.db.query(
      `update accounts set observer_of = null, status = 'blocked'
       where id = $2 and observer_of = $1 and is_observer returning id`,
      [advertiserId, observerId],
    )
    return rows.length === 1
  }
}
