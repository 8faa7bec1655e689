import type { Account, AccountStatus } from '../session/account'

/** Accounts as the server keeps them. */
export interface AccountRepository {
  findByEmail(email: string): Promise<Account | undefined>
  findById(id: string): Promise<Account | undefined>
  /** Inserts a new account; answers false when the e-mail is already taken (the database decides, not a read). */
  insert(account: Account): Promise<boolean>
  setStatus(id: string, status: AccountStatus): Promise<void>
  setPasswordHash(id: string, passwordHash: string): Promise<void>
  updateProfile(id: string, changes: { fullName?: string; phone?: string | undefined }): Promise<void>
  /**
   * Revocation of personal-data consent: the name and phone are erased, the account is blocked and the time
   * recorded; the e-mail stays as the legal record of past campaigns.
   */
  revokeConsent(id: string, at: Date): Promise<void>
}
export const AccountRepository = Symbol.for('tablo.AccountRepository')
