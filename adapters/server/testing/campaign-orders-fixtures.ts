import { randomUUID } from 'node:crypto'
import type { SqlDatabase } from '../../database/sql-database'

/** A legal entity of the owner, written straight to the database (the requisites form is the profile's business). */
export const makeLegalEntity = async (
  db: SqlDatabase,
  ownerId: string,
  inn = '7701234567',
): Promise<string> => {
  const id = randomUUID()
  await db.query(
    `insert into legal_entities (id, owner_id, form_of_business, basis_id, inn, kpp, fields)
     values ($1, $2, 'legalEntityOrg', 'charter', $3, '770101001', $4)`,
    [
      id,
      ownerId,
      inn,
      JSON.stringify({
        name: 'ООО «Ромашка»',
        inn,
        kpp: '770101001',
        address: 'г. Москва, ул. Лесная, д. 5',
        bankName: 'АО «Сбережения»',
        bik: '044525111',
        correspondingAccount: '30101810400000000111',
        checkingAccount: '40702810900000000222',
      }),
    ],
  )
  return id
}

/**
 * A fingerprint of every table a campaign order may write: a refused request must leave it unchanged.
 * Notifications and events are counted with their content, holds and orders compared row by row.
 */
export const ordersSnapshot = async (db: SqlDatabase): Promise<string> => {
  const [row] = await db.query<{ h: string }>(
    `select md5(
       coalesce((select string_agg(t::text, '|' order by t::text) from campaigns t), '') ||
       coalesce((select string_agg(t::text, '|' order by t::text) from campaign_holds t), '') ||
       coalesce((select string_agg(t::text, '|' order by t::text) from payment_orders t), '') ||
       coalesce((select string_agg(t::text, '|' order by t::text) from campaign_typography_orders t), '') ||
       coalesce((select string_agg(t::text, '|' order by t::text) from campaign_schedules t), '') ||
       coalesce((select string_agg(t.id::text, '|' order by t.id) from invoices t), '') ||
       coalesce((select string_agg(e.event || e.campaign_id::text, '|' order by e.id) from campaign_events e), '') ||
       coalesce((select string_agg(n.message, '|' order by n.id) from notifications n), '')) as h`,
  )
  return row!.h
}
