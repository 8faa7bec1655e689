import { AccountRepository } from '../../core/ports/account-repository.port'
import { Clock } from '../../core/ports/clock.port'
import { Ids } from '../../core/ports/ids.port'
import { PasswordHasher } from '../../core/ports/password-hasher.port'
import type { Account } from '../../core/session/account'
import { isStaffRole } from '../../core/staff/staff-roles'
import type { Container } from '../container/di'
import { SqlDatabase } from '../database/sql-database'

export const DEMO_PASSWORD = 'tablo-demo-2026'

/** The demo accounts a newcomer can sign in with at once; created at first start, never overwritten. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@tablo.local', fullName: 'Анна Рекламова', role: 'advertiser' },
  { email: 'agency@tablo.local', fullName: 'Агентство «Светофор»', role: 'agency' },
  { email: 'observer@tablo.local', fullName: 'Олег Наблюдателев', role: 'observer' },
  { email: 'moderator@tablo.local', fullName: 'Мария Модераторова', role: 'moderator' },
  // Issue #48: the staff desk's other roles (core/staff/staff-roles.ts).
  { email: 'accountant@tablo.local', fullName: 'Бэлла Бухгалтерова', role: 'accountant' },
  { email: 'admin@tablo.local', fullName: 'Алексей Администраторов', role: 'superuser' },
] as const

/** Answers the e-mails it created. */
export const seedDemoAccounts = async (container: Container): Promise<string[]> => {
  const accounts = container.get<AccountRepository>(AccountRepository)
  const hasher = container.get<PasswordHasher>(PasswordHasher)
  const ids = container.get<Ids>(Ids)
  const clock = container.get<Clock>(Clock)
  const db = container.get<SqlDatabase>(SqlDatabase)
  const created: string[] = []
  for (const demo of DEMO_ACCOUNTS) {
    if (await accounts.findByEmail(demo.email)) continue
    const account: Account = {
      id: ids.newId(),
      email: demo.email,
      fullName: demo.fullName,
      phone: undefined,
      passwordHash: await hasher.hash(DEMO_PASSWORD),
      status: 'active',
      isAgency: demo.role === 'agency',
      isMSB: false,
      isObserver: demo.role === 'observer',
      isModerator: isStaffRole(demo.role),
      staffRoles: isStaffRole(demo.role) ? [demo.role] : [],
      createdAt: clock.now(),
    }
    if (await accounts.insert(account)) created.push(demo.email)
    if (demo.role === 'agency') {
      // The demo agency's personal discount (R-DISC-08): 10 % on every place until the end of 2027.
      await db.query(
        `insert into advertiser_terms (account_id, discount_percent, advertise_places, expiration_date)
         values ($1, 10, '{}', '2027-12-31') on conflict do nothing`,
        [account.id],
      )
    }
  }
  return created
}
