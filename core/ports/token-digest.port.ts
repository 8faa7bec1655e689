/**
 * Session and link tokens are stored only as digests, so a leaked table cannot be replayed.
 */
export interface TokenDigest {
  /** A deterministic digest of a token (SHA-256, hex). */
  digest(token: string): string
}
export const TokenDigest = Symbol.for('tablo.TokenDigest')
