/** Failed sign-ins per e-mail, for throttling (issue 5: login throttling). */
export interface LoginAttempts {
  recordFailure(email: string, at: Date): Promise<void>
  countSince(email: string, since: Date): Promise<number>
  clear(email: string): Promise<void>
}
export const LoginAttempts = Symbol.for('tablo.LoginAttempts')
