import type { Account } from '../account'

/** The advertiser the unit tests act as (an active account, not an agency); override what a case needs. */
export const ANNA_ID = '11111111-1111-4111-8111-111111111111'

export const anAccount = (over: Partial<Account> = {}): Account => ({
  id: ANNA_ID,
  email: 'anna@example.ru',
  fullName: 'Анна Петрова',
  phone: undefined,
  passwordHash: '',
  status: 'active',
  isAgency: false,
  isMSB: false,
  isObserver: false,
  isModerator: false,
  createdAt: new Date('2026-01-10T09:00:00Z'),
  ...over,
})
