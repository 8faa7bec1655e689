import type { NewScheduleItem } from '../../core/campaign/campaign-schedule'
import type { TypographyOrder, TypographyPackage } from '../../core/campaign/campaign-typography'
import type {
  CampaignInvoice,
  NewPaymentOrder,
  OrderEvent,
  OrderRecords,
  PaymentOrderRecord,
  StopsUpdate,
  TakenDay,
} from '../../core/campaign/order-records.port'
import type { IsoDate } from '../../core/ports/clock.port'
import type { Kopecks } from '../../core/shared/money'
import { SqlCampaignRecords } from './campaign-records'

/** A payment order as the driver answers it: the amount as text, instants as Date or text. */
interface PaymentOrderRow {
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

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString()

/** A payment order's columns as the port's record names them (issue #49 item 1: the port speaks the domain). */
const paymentOrderRecord = (r: PaymentOrderRow): PaymentOrderRecord => ({
  id: r.id,
  invoiceId: r.invoice_id,
  invoiceNumber: r.invoice_number,
  legalEntityId: r.legal_entity_id,
  number: r.number,
  date: r.paid_on,
  amount: Number(r.amount) as Kopecks,
  confirmedAt: r.confirmed_at === null ? null : iso(r.confirmed_at),
  createdAt: iso(r.created_at),
})

/** An invoice's columns that the payment orders are checked against. */
interface InvoiceRow {
  id: string
  issued_on: string
  legal_entity_id: string | null
}

/**
 * A typography package as the reference keeps and serves it (GET /api/v1/typography, cabinet §3: `_id`); the
 * domain reads it by `id` (issue #49 item 1), so the wire's name stays at this edge.
 */
interface TypographyEntry {
  readonly _id: string
  readonly name: string
  readonly price: number
  readonly deliveryPrice: number
}

const typographyPackageOf = (e: TypographyEntry): TypographyPackage => ({
  id: e._id,
  name: e.name,
  price: e.price,
  deliveryPrice: e.deliveryPrice,
})

/** The campaign records with its orders, over one connection or one transaction of PGlite or PostgreSQL. */
export class SqlOrderRecords extends SqlCampaignRecords implements OrderRecords {
  async paymentOrders(campaignId: string): Promise<PaymentOrderRecord[]> {
    const rows = await this.db.query<PaymentOrderRow>(
      `select p.id, p.invoice_id, i.number::text as invoice_number, p.legal_entity_id, p.number,
              p.paid_on::text as paid_on, p.amount::text as amount, p.confirmed_at, p.created_at
         from payment_orders p join invoices i on i.id = p.invoice_id
        where p.campaign_id = $1 order by p.created_at, p.id`,
      [campaignId],
    )
    return rows.map(paymentOrderRecord)
  }

  async invoiceOf(campaignId: string, invoiceId: string | undefined): Promise<CampaignInvoice | undefined> {
    const [row] = await this.db.query<InvoiceRow>(
      `select id, issued_on::text as issued_on, legal_entity_id from invoices
        where campaign_id = $1 and ($2::uuid is null or id = $2::uuid) order by number desc limit 1`,
      [campaignId, invoiceId ?? null],
    )
    return row && { id: row.id, issuedOn: row.issued_on, legalEntityId: row.legal_entity_id }
  }

  async ownsLegalEntity(ownerId: string, legalEntityId: string): Promise<boolean> {
    const rows = await this.db.query('select 1 from legal_entities where id = $1 and owner_id = $2', [
      legalEntityId,
      ownerId,
    ])
    return rows.length === 1
  }

  async addPaymentOrder(o: NewPaymentOrder, at: Date): Promise<void> {
    await this.db.query(
      `insert into payment_orders (id, campaign_id, invoice_id, legal_entity_id, number, paid_on, amount, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [o.id, o.campaignId, o.invoiceId, o.legalEntityId, o.number, o.date, o.amount, at],
    )
  }

  async correctPaymentOrder(o: NewPaymentOrder, at: Date): Promise<boolean> {
    const rows = await this.db.query(
      `update payment_orders set invoice_id = $3, legal_entity_id = $4, number = $5, paid_on = $6, amount = $7,
              updated_at = $8
        where id = $1 and campaign_id = $2 and confirmed_at is null returning id`,
      [o.id, o.campaignId, o.invoiceId, o.legalEntityId, o.number, o.date, o.amount, at],
    )
    return rows.length === 1
  }

  async typographyPackage(id: string): Promise<TypographyPackage | undefined> {
    const [row] = await this.db.query<{ data: TypographyEntry | string }>(
      "select data from reference_entries where kind = 'typography' and id = $1",
      [id],
    )
    if (!row) return undefined
    return typographyPackageOf(
      typeof row.data === 'string' ? (JSON.parse(row.data) as TypographyEntry) : row.data,
    )
  }

  async saveTypographyOrder(campaignId: string, o: TypographyOrder, at: Date): Promise<void> {
    await this.db.query(
      `insert into campaign_typography_orders
         (campaign_id, typography_id, name, quantity, unit_price, delivery_price, total_price, ordered_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (campaign_id) do update set typography_id = excluded.typography_id, name = excluded.name,
         quantity = excluded.quantity, unit_price = excluded.unit_price, delivery_price = excluded.delivery_price,
         total_price = excluded.total_price, ordered_at = excluded.ordered_at`,
      [campaignId, o.typographyId, o.name, o.quantity, o.unitPrice, o.deliveryPrice, o.totalPrice, at],
    )
  }

  async scheduleItemCount(campaignId: string): Promise<number> {
    const [row] = await this.db.query<{ n: string }>(
      'select count(*)::text as n from campaign_schedules where campaign_id = $1',
      [campaignId],
    )
    return Number(row?.n ?? 0)
  }

  async addScheduleItem(id: string, campaignId: string, item: NewScheduleItem, at: Date): Promise<void> {
    const { list, ...fields } = item
    await this.db.query(
      'insert into campaign_schedules (id, campaign_id, list, item, created_at) values ($1, $2, $3, $4, $5)',
      [id, campaignId, list, JSON.stringify(fields), at],
    )
  }

  /** One notification per event, like the trigger of migration 0040 writes for state changes. */
  async recordOrderEvent(e: OrderEvent, at: Date): Promise<void> {
    const [event] = await this.db.query<{ id: string }>(
      `insert into campaign_events (campaign_id, event, actor, actor_id, reason, at)
       values ($1, $2, 'advertiser', $3, $4, $5) returning id::text as id`,
      [e.campaignId, e.event, e.actorId, e.reason ?? null, at],
    )
    if (e.notice && event)
      await this.db.query(
        `insert into notifications (id, account_id, campaign_id, event_id, message, is_read, created_at)
         values ($1, $2, $3, $4, $5, false, $6)`,
        [e.notice.id, e.ownerId, e.campaignId, event.id, e.notice.message, at],
      )
  }

  async takenDays(
    unitIds: readonly string[],
    from: IsoDate,
    to: IsoDate,
    campaignId: string,
  ): Promise<TakenDay[]> {
    const rows = await this.db.query<{ unit_id: string; day: string }>(
      `select unit_id, day::text as day from campaign_holds
        where unit_id = any($1::text[]) and day between $2::date and $3::date and campaign_id <> $4`,
      [unitIds, from, to, campaignId],
    )
    return rows.map((r) => ({ unitId: r.unit_id, day: r.day }))
  }

  async updateStops(campaignId: string, s: StopsUpdate, at: Date): Promise<void> {
    await this.db.query(
      `update campaigns set reservation_state = $2, start_date = $3, end_date = $4, expiration_date = $5,
         calculation = $6, periods_price = $7, taxes_sum = $8, total_sum_without_taxes = $9, updated_at = $10
       where id = $1`,
      [
        campaignId,
        s.reservationState,
        s.startDate,
        s.endDate,
        s.expirationDate,
        JSON.stringify(s.calculation),
        JSON.stringify(s.periodsPrice),
        s.taxesSum,
        s.totalSumWithoutTaxes,
        at,
      ],
    )
  }
}
