import type { Account } from '../session/account'

/**
 * Who may do what in the cabinet's own data (cabinet §6; what staff may do is open — decided here):
 * advertisers, agencies and small businesses manage their own profile, legal entities, partners and
 * observers; an observer only reads its profile (R-ROLE-05..07); staff (moderators) keep their own profile
 * but own no advertiser data — they act through the staff API.
 */
export type AdvertiserAction =
  | 'profile.read'
  | 'profile.update'
  | 'consent.revoke'
  | 'legalEntities.manage'
  | 'partners.manage'
  | 'observers.manage'
  | 'leads.send'

export const isAdvertiserAccount = (a: Account): boolean => !a.isObserver && !a.isModerator

export const may = (actor: Account, action: AdvertiserAction): boolean => {
  switch (action) {
    case 'profile.read':
    case 'consent.revoke':
    case 'leads.send':
      return true
    case 'profile.update':
      return !actor.isObserver
    case 'legalEntities.manage':
    case 'partners.manage':
    case 'observers.manage':
      return isAdvertiserAccount(actor)
  }
}
