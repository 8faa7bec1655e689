import type { Observer } from '../advertiser/advertiser.entities'

/** Observer accounts an advertiser invited (cabinet §6): they see that advertiser's campaigns only. */
export interface ObserverRepository {
  list(advertiserId: string): Promise<Observer[]>
  /** Detaches the observer from the advertiser and blocks the observer's account. */
  remove(advertiserId: string, observerId: string): Promise<boolean>
}
export const ObserverRepository = Symbol.for('tablo.ObserverRepository')
