import type { AccountRepository } from '../../core/ports/account-repository.port'
import type { Account, AccountStatus } from '../../core/session/account'
import { isStaffRole } from '../../core/staff/staff-roles'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

interface AccountRow {
  id: string
  email: string
  full_name: string
  phone: string | null
  password_hash: string
  status: AccountStatus
  is_agency: boolean
  is_msb: boolean
  is_observer: boolean
  is_moderator: boolean
  staff_roles: string[] | string | null
  observer_of: string | null
  created_at: Date | string
}

/** text[] as the drivers answer it: an array, or PostgreSQL's literal '{a,b}' from a driver that leaves it. */
const rolesOf = (value: AccountRow['staff_roles']) =>
  (typeof value === 'string' ? value.replace(/^\{|\}$/g, '').split(',') : (value ?? [])).filter(isStaffRole)

const toAccount = (r: AccountRow): Account => ({
  id: r.id,
  email: r.email,
  fullName: r.full_name,
  phone: r.phone ?? undefined,
  passwordHash: r.password_hash,
  status: r.status,
  isAgency: r.is_agency,
  isMSB: r.is_msb,
  isObserver: r.is_observer,
  isModerator: r.is_moderator,
  staffRoles: rolesOf(r.staff_roles),
  observerOf: r.observer_of ?? undefined,
  createdAt: new Date(r.created_at),
})

@injectable()
export class SqlAccountRepository implements AccountRepository {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async findByEmail(email: string): Promise<Account | undefined> {
    const rows = await this.db.query<AccountRow>('select * from accounts where lower(email) = lower($1)', [
      email,
    ])
    return rows[0] && toAccount(rows[0])
  }

  async findById(id: string): Promise<Account | undefined> {
    const rows = await this.db.query<AccountRow>('select * from accounts where id = $1', [id])
    return rows[0] && toAccount(rows[0])
  }

  async insert(a: Account): Promise<boolean> {
    const rows = await this.db.query(
      `insert into accounts (id, email, full_name, phone, password_hash, status, is_agency, is_msb, is_observer,
         is_moderator, staff_roles, observer_of, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12, $13)
       on conflict do nothing
       returning id`,
      [
        a.id,
        a.email,
        a.fullName,
        a.phone ?? null,
        a.passwordHash,
        a.status,
        a.isAgency,
        a.isMSB,
        a.isObserver,
        a.isModerator,
        [...(a.staffRoles ?? [])],
        a.observerOf ?? null,
        a.createdAt.toISOString(),
      ],
    )
    return rows.length === 1
  }

  async setStatus(id: string, status: AccountStatus): Promise<void> {
    await this.db.query('update accounts set status = $2 where id = $1', [id, status])
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.query('update accounts set password_hash = $2 where id = $1', [id, passwordHash])
  }

  async updateProfile(id: string, changes: { fullName?: string; phone?: string | undefined }): Promise<void> {
    await this.db.query(
      `update accounts set
         full_name = case when $2 then $3 else full_name end,
         phone = case when $4 then $5 else phone end
       where id = $1`,
      [
        id,
        changes.fullName !== undefined,
        changes.fullName ?? null,
        'phone' in changes,
        changes.phone ?? null,
      ],
    )
  }

  async revokeConsent(id: string, at: Date): Promise<void> {
    await this.db.query(
      `update accounts set full_name = 'Данные удалены', phone = null, status = 'blocked', consent_revoked_at = $2
       where id = $1`,
      [id, at.toISOString()],
    )
  }
}
