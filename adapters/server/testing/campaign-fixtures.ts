import { randomBytes, randomUUID } from 'node:crypto'
import type { Clock } from '../../../core/ports/clock.port'
import type { StaffRole } from '../../../core/staff/staff-roles'
import type { SqlDatabase } from '../../database/sql-database'
import { Sha256TokenDigest } from '../../node-crypto/node-ids'

/** A clock the tests move by hand: Moscow's today is the date part of `at`. */
export class PinnedClock implements Clock {
  constructor(private at: string = '2026-11-22') {}
  now(): Date {
    return new Date(`${this.at}T09:00:00Z`)
  }
  today(): string {
    return this.at
  }
  set(date: string): void {
    this.at = date
  }
}

export interface Actor {
  readonly id: string
  readonly token: string
}

const digest = new Sha256TokenDigest()

/**
 * An active account with a live session, written straight to the database (signing in over HTTP is the
 * account tests' business; here hundreds of advertisers are needed fast). `moderator` makes a staff member who
 * may do everything (a superuser: the tests written before the staff roles of issue #48 meant that);
 * `staffRoles` makes one with exactly those roles.
 */
export const makeAccount = async (
  db: SqlDatabase,
  options: { moderator?: boolean; staffRoles?: readonly StaffRole[]; observerOf?: string } = {},
): Promise<Actor> => {
  const id = randomUUID()
  const token = randomBytes(32).toString('base64url')
  const roles = options.staffRoles ?? (options.moderator === true ? ['superuser'] : [])
  await db.query(
    `insert into accounts (id, email, full_name, password_hash, status, is_observer, is_moderator, staff_roles,
       observer_of, created_at)
     values ($1, $2, 'Тест Тестов', 'x', 'active', $3, $4, $5::text[], $6, now())`,
    [
      id,
      `${id}@example.ru`,
      options.observerOf !== undefined,
      roles.length > 0,
      [...roles],
      options.observerOf ?? null,
    ],
  )
  await db.query(
    `insert into sessions (token_digest, account_id, expires_at) values ($1, $2, '2100-01-01')`,
    [digest.digest(token), id],
  )
  return { id, token }
}

/** A partner of the owner (the partners call only accepts the owner's own). */
export const makePartner = async (db: SqlDatabase, ownerId: string, name: string): Promise<string> => {
  const id = randomUUID()
  await db.query(`insert into partners (id, owner_id, name, brand) values ($1, $2, $3, 'Бренд')`, [
    id,
    ownerId,
    name,
  ])
  return id
}

/** Calculator inputs of the three places the lifecycle tests cover (priced by the core calculators). */
export const CALCULATIONS = {
  metroMonitors: {
    mode: 'video',
    startDate: '2027-01-10',
    endDate: '2027-01-20',
    clipDuration: 10,
    frequency: 2,
    presentationCount: 200000,
  },
  transitShelter: {
    months: ['2027-01'],
    stops: [
      { inventoryNumber: 'ОСТ-000007-A', side: 'a', region: 'ЮАО' },
      { inventoryNumber: 'ОСТ-000007-B', side: 'b', region: 'ЮАО' },
    ],
  },
  metroStickers: { startDate: '2027-01-01', endDate: '2027-01-31', formatId: 'A3', stickerCount: 2 },
} as const
