import type { LoginAttempts } from '../../core/ports/login-attempts.port'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

@injectable()
export class SqlLoginAttempts implements LoginAttempts {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async recordFailure(email: string, at: Date): Promise<void> {
    await this.db.query('insert into login_failures (email, at) values ($1, $2)', [email, at.toISOString()])
  }

  async countSince(email: string, since: Date): Promise<number> {
    const [row] = await this.db.query<{ n: string | number }>(
      'select count(*) as n from login_failures where email = $1 and at > $2',
      [email, since.toISOString()],
    )
    return Number(row?.n ?? 0)
  }

  async clear(email: string): Promise<void> {
    await this.db.query('delete from login_failures where email = $1', [email])
  }
}
