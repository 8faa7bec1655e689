/** One-way password hashing with a per-password salt (scrypt by default). */
export interface PasswordHasher {
  /** A self-describing hash string that carries its own salt and parameters. */
  hash(password: string): Promise<string>
  /** True when the password matches the hash; never throws for a wrong password. */
  verify(password: string, hash: string): Promise<boolean>
}
export const PasswordHasher = Symbol.for('tablo.PasswordHasher')
