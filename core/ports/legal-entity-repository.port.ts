import type { StoredLegalEntity } from '../advertiser/advertiser.entities'

/** An advertiser's legal entities (payment requisites); every call is scoped to the owner. */
export interface LegalEntityRepository {
  list(ownerId: string): Promise<StoredLegalEntity[]>
  find(ownerId: string, id: string): Promise<StoredLegalEntity | undefined>
  /** False when the owner already has an entity with this INN and KPP (the database decides). */
  insert(entity: StoredLegalEntity): Promise<boolean>
  /** 'missing' when the owner has no such entity; 'duplicate' when the new INN and KPP are taken. */
  update(entity: StoredLegalEntity): Promise<'updated' | 'missing' | 'duplicate'>
  remove(ownerId: string, id: string): Promise<boolean>
}
export const LegalEntityRepository = Symbol.for('tablo.LegalEntityRepository')
