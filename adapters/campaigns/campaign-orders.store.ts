import type { PaymentOrder } from '../../core/campaign/campaign-payments'
import type { NewScheduleItem } from '../../core/campaign/campaign-schedule'
import type { TypographyOrder, TypographyPackage } from '../../core/campaign/campaign-typography'
import type { Kopecks } from '../../core/shared/money'
import type { SqlDatabase } from '../database/sql-database'

/** A payment order as stored, with the number of the invoice it pays. */
export interface PaymentOrderRow {
  id: string
  invoice_id: string
  invoice_number: string
  legal_entity_id: string | null
  number: string
  paid_on: string
  amount: string
  confirmed_at: Date | string | null
  created_at: Date | string
}

export const listPaymentOrders = (db: SqlDatabase, campaignId: string): Promise<PaymentOrderRow[]> =>
  db.query<PaymentOrderRow>(
    `select p.id, p.invoice_id, i.number::text as invoice_number, p.legal_entity_id, p.number,
            p.paid_on::text as paid_on, p.amount::text as amount, p.confirmed_at, p.created_at
       from payment_orders p join invoices i on i.id = p.invoice_id
      where p.campaign_id = $1 order by p.created_at, p.id`,
    [campaignId],
  )

export const paymentOrderOf = (r: PaymentOrderRow): PaymentOrder => ({
  id: r.id,
  amount: Number(r.amount) as Kopecks,
  date: r.paid_on,
  number: r.number,
  confirmed: r.confirmed_at !== null,
})

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString()

/** A payment order on the wire: roubles, its state ('pending' until staff confirm it). */
export const wirePaymentOrder = (r: PaymentOrderRow) => ({
  _id: r.id,
  invoiceId: r.invoice_id,
  invoiceNumber: r.invoice_number,
  legalEntityId: r.legal_entity_id,
  number: r.number,
  date: r.paid_on,
  amount: Number(r.amount) / 100,
  state: r.confirmed_at === null ? ('pending' as const) : ('confirmed' as const),
  confirmedAt: r.confirmed_at === null ? null : iso(r.confirmed_at),
  createdAt: iso(r.created_at),
})

/** An invoice of the campaign: the one named, else the latest issued. */
export const invoiceOfCampaign = async (
  db: SqlDatabase,
  campaignId: string,
  invoiceId: string | undefined,
): Promise<{ id: string; issued_on: string; legal_entity_id: string | null } | undefined> => {
  const [row] = await db.query<{ id: string; issued_on: string; legal_entity_id: string | null }>(
    `select id, issued_on::text as issued_on, legal_entity_id from invoices
      where campaign_id = $1 and ($2::uuid is null or id = $2::uuid) order by number desc limit 1`,
    [campaignId, invoiceId ?? null],
  )
  return row
}

export const ownsLegalEntity = async (db: SqlDatabase, ownerId: string, id: string): Promise<boolean> =>
  (await db.query('select 1 from legal_entities where id = $1 and owner_id = $2', [id, ownerId])).length === 1

export interface StoredPaymentOrder {
  readonly id: string
  readonly campaignId: string
  readonly invoiceId: string
  readonly legalEntityId: string | null
  readonly number: string
  readonly date: string
  readonly amount: Kopecks
}

export const insertPaymentOrder = async (db: SqlDatabase, o: StoredPaymentOrder, at: Date): Promise<void> => {
  await db.query(
    `insert into payment_orders (id, campaign_id, invoice_id, legal_entity_id, number, paid_on, amount, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [o.id, o.campaignId, o.invoiceId, o.legalEntityId, o.number, o.date, o.amount, at],
  )
}

/** Corrects an order still unconfirmed; answers false when it was confirmed meanwhile (nothing changed). */
export const updatePaymentOrder = async (
  db: SqlDatabase,
  o: StoredPaymentOrder,
  at: Date,
): Promise<boolean> =>
  (
    await db.query(
      `update payment_orders set invoice_id = $3, legal_entity_id = $4, number = $5, paid_on = $6, amount = $7,
              updated_at = $8
        where id = $1 and campaign_id = $2 and confirmed_at is null returning id`,
      [o.id, o.campaignId, o.invoiceId, o.legalEntityId, o.number, o.date, o.amount, at],
    )
  ).length === 1

/** A package of the typography reference (the one GET /api/v1/typography lists), if it is there. */
export const typographyPackage = async (
  db: SqlDatabase,
  id: string,
): Promise<TypographyPackage | undefined> => {
  const [row] = await db.query<{ data: TypographyPackage | string }>(
    "select data from reference_entries where kind = 'typography' and id = $1",
    [id],
  )
  if (!row) return undefined
  return typeof row.data === 'string' ? (JSON.parse(row.data) as TypographyPackage) : row.data
}

/** Places the campaign's typography order, replacing an earlier one. */
export const saveTypographyOrder = async (
  db: SqlDatabase,
  campaignId: string,
  o: TypographyOrder,
  at: Date,
): Promise<void> => {
  await db.query(
    `insert into campaign_typography_orders
       (campaign_id, typography_id, name, quantity, unit_price, delivery_price, total_price, ordered_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (campaign_id) do update set typography_id = excluded.typography_id, name = excluded.name,
       quantity = excluded.quantity, unit_price = excluded.unit_price, delivery_price = excluded.delivery_price,
       total_price = excluded.total_price, ordered_at = excluded.ordered_at`,
    [campaignId, o.typographyId, o.name, o.quantity, o.unitPrice, o.deliveryPrice, o.totalPrice, at],
  )
}

export const countScheduleItems = async (db: SqlDatabase, campaignId: string): Promise<number> => {
  const [row] = await db.query<{ n: string }>(
    'select count(*)::text as n from campaign_schedules where campaign_id = $1',
    [campaignId],
  )
  return Number(row?.n ?? 0)
}

export const insertScheduleItem = async (
  db: SqlDatabase,
  id: string,
  campaignId: string,
  item: NewScheduleItem,
  at: Date,
): Promise<void> => {
  const { list, ...fields } = item
  await db.query(
    'insert into campaign_schedules (id, campaign_id, list, item, created_at) values ($1, $2, $3, $4, $5)',
    [id, campaignId, list, JSON.stringify(fields), at],
  )
}

/**
 * Records an order event in the campaign's log and, when it has something to tell the advertiser, the
 * notification for it (one per event, like the trigger of migration 0040 writes for state changes).
 */
export const recordOrderEvent = async (
  db: SqlDatabase,
  e: {
    readonly campaignId: string
    readonly ownerId: string
    readonly event: string
    readonly actorId: string
    readonly reason?: string
    readonly notice?: { readonly id: string; readonly message: string }
  },
  at: Date,
): Promise<void> => {
  const [event] = await db.query<{ id: string }>(
    `insert into campaign_events (campaign_id, event, actor, actor_id, reason, at)
     values ($1, $2, 'advertiser', $3, $4, $5) returning id::text as id`,
    [e.campaignId, e.event, e.actorId, e.reason ?? null, at],
  )
  if (e.notice && event)
    await db.query(
      `insert into notifications (id, account_id, campaign_id, event_id, message, is_read, created_at)
       values ($1, $2, $3, $4, $5, false, $6)`,
      [e.notice.id, e.ownerId, e.campaignId, event.id, e.notice.message, at],
    )
}
