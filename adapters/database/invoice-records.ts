import { randomUUID } from 'node:crypto'
import type { PaymentStateId } from '../../core/campaign/campaign-state'
import type {
  AnnexSummary,
  Buyer,
  InvoicedCampaign,
  InvoiceRecords,
  InvoiceSummary,
  NewInvoice,
} from '../../core/documents/invoicing'
import type { NotificationPage } from '../../core/notifications/notification.access'
import type { Kopecks } from '../../core/shared/money'
import { isUuid } from '../../core/shared/uuid'
import { campaignById } from './campaign-records'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

interface InvoiceRow {
  id: string
  number: string
  campaign_id: string
  campaign_name: string
  issued_on: string
  pay_until: string
  net: string
  taxes: string
  payment_state: PaymentStateId
  legal_entity_id: string | null
  buyer_name: string
  replaced_by: string | null
}

const summaryOf = (r: InvoiceRow): InvoiceSummary => ({
  id: r.id,
  number: r.number,
  campaignId: r.campaign_id,
  campaignName: r.campaign_name,
  issuedOn: r.issued_on,
  payUntil: r.pay_until,
  net: Number(r.net) as Kopecks,
  taxes: Number(r.taxes) as Kopecks,
  paymentState: r.payment_state,
  legalEntityId: r.legal_entity_id,
  buyerName: r.buyer_name,
  replacedBy: r.replaced_by,
})

const SELECT = `select i.id, i.number::text as number, i.campaign_id, c.name as campaign_name,
  i.issued_on::text as issued_on, i.pay_until::text as pay_until, i.total_sum_without_taxes::text as net,
  i.taxes_sum::text as taxes, c.payment_state, i.legal_entity_id, i.buyer_name,
  (select min(n.number)::text from invoices n where n.campaign_id = i.campaign_id and n.number > i.number) as replaced_by
  from invoices i join campaigns c on c.id = i.campaign_id`

/** The invoices, and the campaigns and legal entities they are drawn from, over PGlite or PostgreSQL. */
@injectable()
export class SqlInvoiceRecords implements InvoiceRecords {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async campaign(id: string): Promise<InvoicedCampaign | undefined> {
    const found = isUuid(id) ? await campaignById(this.db, id) : undefined
    if (!found) return undefined
    const c = found.facts
    return {
      id: c.id,
      ownerId: c.ownerId,
      place: found.place,
      state: c.state,
      paymentState: c.paymentState,
      reservationState: c.reservationState,
      partners: c.partners,
      individualIndex: c.individualIndex,
      startDate: c.startDate,
      endDate: c.endDate,
      campaign: {
        name: c.name,
        place: found.place,
        periodsPrice: c.periodsPrice,
        totalWithoutTaxes: c.totalSumWithoutTaxes as Kopecks,
        taxes: c.taxesSum as Kopecks,
        printOrder: c.typographyOrder && {
          name: c.typographyOrder.name,
          quantity: Number(c.typographyOrder.quantity),
          totalPrice: Number(c.typographyOrder.totalPrice) as Kopecks,
        },
      },
    }
  }

  async buyer(ownerId: string, legalEntityId: string): Promise<Buyer | undefined> {
    const [row] = await this.db.query<{
      fields: Record<string, unknown> | string
      partner_id: string | null
    }>('select fields, partner_id from legal_entities where id = $1 and owner_id = $2', [
      legalEntityId,
      ownerId,
    ])
    if (!row) return undefined
    const f = (typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields) as Record<
      string,
      unknown
    >
    const text = (key: string) => (typeof f[key] === 'string' ? (f[key] as string) : '')
    return {
      name: text('name'),
      inn: text('inn'),
      kpp: text('kpp'),
      address: text('address'),
      bankName: text('bankName'),
      bik: text('bik'),
      correspondingAccount: text('correspondingAccount'),
      checkingAccount: text('checkingAccount'),
      partnerId: row.partner_id,
    }
  }

  async nextNumber(): Promise<string> {
    const [row] = await this.db.query<{ n: string }>("select nextval('invoice_number_seq')::text as n")
    return row?.n ?? '0'
  }

  async insert(i: NewInvoice & { readonly buyerName: string }): Promise<InvoiceSummary> {
    const id = randomUUID()
    await this.db.query(
      `insert into invoices (id, number, campaign_id, owner_id, legal_entity_id, issued_on, pay_until,
         total_sum_without_taxes, taxes_sum, pdf, created_at, buyer_name)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        i.number,
        i.campaignId,
        i.ownerId,
        i.legalEntityId,
        i.issuedOn,
        i.payUntil,
        i.net,
        i.taxes,
        Buffer.from(i.pdf),
        i.now,
        i.buyerName,
      ],
    )
    const [row] = await this.db.query<InvoiceRow>(`${SELECT} where i.id = $1`, [id])
    return summaryOf(row as InvoiceRow)
  }

  async list(
    ownerId: string,
    page: NotificationPage,
    campaignId?: string,
  ): Promise<{ items: InvoiceSummary[]; count: number }> {
    // $4 null: every invoice of the owner; else the campaign's only.
    const rows = await this.db.query<InvoiceRow>(
      `${SELECT} where i.owner_id = $1 and ($4::uuid is null or i.campaign_id = $4::uuid)
       order by i.number desc limit $2 offset $3`,
      [ownerId, page.limit, page.offset, campaignId ?? null],
    )
    const [count] = await this.db.query<{ n: string }>(
      'select count(*)::text as n from invoices where owner_id = $1 and ($2::uuid is null or campaign_id = $2::uuid)',
      [ownerId, campaignId ?? null],
    )
    return { items: rows.map(summaryOf), count: Number(count?.n ?? 0) }
  }

  async pdf(ownerId: string, id: string): Promise<{ number: string; pdf: Uint8Array } | undefined> {
    if (!isUuid(id)) return undefined
    const [row] = await this.db.query<{ number: string; pdf: Uint8Array }>(
      'select number::text as number, pdf from invoices where id = $1 and owner_id = $2',
      [id, ownerId],
    )
    return row ? { number: row.number, pdf: Buffer.from(row.pdf) } : undefined
  }

  async annexed(ownerId: string): Promise<AnnexSummary[]> {
    const rows = await this.db.query<{ id: string; name: string; number: string }>(
      `select c.id, c.name, c.individual_index::text as number from campaigns c
       where c.owner_id = $1 and exists (select 1 from invoices i where i.campaign_id = c.id)
       order by c.individual_index desc`,
      [ownerId],
    )
    return rows.map((r) => ({ campaignId: r.id, campaignName: r.name, number: r.number }))
  }

  async annexBuyerName(campaignId: string, ownerId: string): Promise<string> {
    const [buyer] = await this.db.query<{ name: string }>(
      `select coalesce((select le.fields->>'name' from invoices i join legal_entities le on le.id = i.legal_entity_id
         where i.campaign_id = $1 order by i.number desc limit 1), a.full_name) as name
       from accounts a where a.id = $2`,
      [campaignId, ownerId],
    )
    return buyer?.name ?? ''
  }
}
