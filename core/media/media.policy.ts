import type { Account } from '../session/account'

/**
 * Who may touch a media library (cabinet §6, decided as for the advertiser's other data): advertisers,
 * agencies and small businesses manage their own; an observer reads the library of the advertiser who invited
 * it and never writes; staff own no library (they moderate through the staff API).
 */
export type MediaAccess = { readonly ownerId: string; readonly write: boolean } | undefined

export const mediaAccess = (actor: Account): MediaAccess => {
  if (actor.isModerator) return undefined
  if (actor.isObserver) return actor.observerOf ? { ownerId: actor.observerOf, write: false } : undefined
  return { ownerId: actor.id, write: true }
}
