/** A signed-in session, found by the digest of its bearer token. */
export interface SessionRecord {
  readonly tokenDigest: string
  readonly accountId: string
  readonly expiresAt: Date
  readonly revokedAt: Date | undefined
}

/** Sessions and one-time link tokens (confirmation, restore), stored only as digests. */
export interface SessionRepository {
  create(session: { tokenDigest: string; accountId: string; expiresAt: Date }): Promise<void>
  find(tokenDigest: string): Promise<SessionRecord | undefined>
  revoke(tokenDigest: string, at: Date): Promise<void>
  /** Revokes every open session of an account (after a password restore). */
  revokeAll(accountId: string, at: Date): Promise<void>
}
export const SessionRepository = Symbol.for('tablo.SessionRepository')

export type LinkPurpose = 'confirm' | 'restore'

export interface LinkTokenRepository {
  create(link: {
    tokenDigest: string
    purpose: LinkPurpose
    accountId: string
    expiresAt: Date
  }): Promise<void>
  /**
   * Uses a link once: answers its account when the link exists, has this purpose, is unused and not expired at
   * `now`, and marks it used in the same step; otherwise undefined.
   */
  consume(tokenDigest: string, purpose: LinkPurpose, now: Date): Promise<string | undefined>
  /** The account of a usable link, without using it (checkConfirm). */
  peek(tokenDigest: string, purpose: LinkPurpose, now: Date): Promise<string | undefined>
}
export const LinkTokenRepository = Symbol.for('tablo.LinkTokenRepository')
