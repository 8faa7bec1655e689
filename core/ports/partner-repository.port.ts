import type { Partner } from '../advertiser/advertiser.entities'

/** The advertisers (brand and partner) an account books for; scoped to the owner. */
export interface PartnerRepository {
  list(ownerId: string): Promise<Partner[]>
  find(ownerId: string, id: string): Promise<Partner | undefined>
  /** False when the owner already has this name and brand. */
  insert(ownerId: string, partner: Partner): Promise<boolean>
  update(ownerId: string, partner: Partner): Promise<'updated' | 'missing' | 'duplicate'>
  remove(ownerId: string, id: string): Promise<boolean>
}
export const PartnerRepository = Symbol.for('tablo.PartnerRepository')
