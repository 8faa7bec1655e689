import type {
  LinkPurpose,
  LinkTokenRepository,
  SessionRecord,
  SessionRepository,
} from '../../core/ports/session-repository.port'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

interface SessionRow {
  token_digest: string
  account_id: string
  expires_at: Date | string
  revoked_at: Date | string | null
}

@injectable()
export class SqlSessionRepository implements SessionRepository {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async create(s: { tokenDigest: string; accountId: string; expiresAt: Date }): Promise<void> {
    await this.db.query('insert into sessions (token_digest, account_id, expires_at) values ($1, $2, $3)', [
      s.tokenDigest,
      s.accountId,
      s.expiresAt.toISOString(),
    ])
  }

  async find(tokenDigest: string): Promise<SessionRecord | undefined> {
    const [row] = await this.db.query<SessionRow>('select * from sessions where token_digest = $1', [
      tokenDigest,
    ])
    if (!row) return undefined
    return {
      tokenDigest: row.token_digest,
      accountId: row.account_id,
      expiresAt: new Date(row.expires_at),
      revokedAt: row.revoked_at === null ? undefined : new Date(row.revoked_at),
    }
  }

  async revoke(tokenDigest: string, at: Date): Promise<void> {
    await this.db.query(
      'update sessions set revoked_at = $2 where token_digest = $1 and revoked_at is null',
      [tokenDigest, at.toISOString()],
    )
  }

  async revokeAll(accountId: string, at: Date): Promise<void> {
    await this.db.query('update sessions set revoked_at = $2 where account_id = $1 and revoked_at is null', [
      accountId,
      at.toISOString(),
    ])
  }
}

@injectable()
export class SqlLinkTokenRepository implements LinkTokenRepository {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async create(l: {
    tokenDigest: string
    purpose: LinkPurpose
    accountId: string
    expiresAt: Date
  }): Promise<void> {
    await this.db.query(
      'insert into link_tokens (token_digest, purpose, account_id, expires_at) values ($1, $2, $3, $4)',
      [l.tokenDigest, l.purpose, l.accountId, l.expiresAt.toISOString()],
    )
  }

  /** One statement marks the link used, so two clicks racing each other cannot both succeed. */
  async consume(tokenDigest: string, purpose: LinkPurpose, now: Date): Promise<string | undefined> {
    const [row] = await this.db.query<{ account_id: string }>(
      `update link_tokens set used_at = $3
       where token_digest = $1 and purpose = $2 and used_at is null and expires_at > $3
       returning account_id`,
      [tokenDigest, purpose, now.toISOString()],
    )
    return row?.account_id
  }

  async peek(tokenDigest: string, purpose: LinkPurpose, now: Date): Promise<string | undefined> {
    const [row] = await this.db.query<{ account_id: string }>(
      `select account_id from link_tokens
       where token_digest = $1 and purpose = $2 and used_at is null and expires_at > $3`,
      [tokenDigest, purpose, now.toISOString()],
    )
    return row?.account_id
  }
}
