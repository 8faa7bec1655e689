import { randomUUID } from 'node:crypto'
import { PAYMENT_STATE_LABELS } from '../../core/campaign/campaign-state.labels'
import type { PaymentStateId } from '../../core/campaign/campaign-state'
import type { Requisites } from '../../core/documents/invoice.document'
import type { SqlDatabase } from '../database/sql-database'

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
}

const roubles = (kopecks: string | number) => Number(kopecks) / 100

export const wireInvoice = (r: InvoiceRow) => ({
  _id: r.id,
  number: r.number,
  campaignId: r.campaign_id,
  campaignName: r.campaign_name,
  issuedOn: r.issued_on,
  payUntil: r.pay_until,
  totalSumWithoutTaxes: roubles(r.net),
  taxesSum: roubles(r.taxes),
  totalSum: roubles(Number(r.net) + Number(r.taxes)),
  paymentState: { _id: r.payment_state, name: PAYMENT_STATE_LABELS[r.payment_state] },
  downloadUrl: `/api/v1/clients/invoices/${r.id}/pdf`,
})
export type WireInvoice = ReturnType<typeof wireInvoice>

const SELECT = `select i.id, i.number::text as number, i.campaign_id, c.name as campaign_name,
  i.issued_on::text as issued_on, i.pay_until::text as pay_until, i.total_sum_without_taxes::text as net,
  i.taxes_sum::text as taxes, c.payment_state
  from invoices i join campaigns c on c.id = i.campaign_id`

/** The buyer's requisites from a legal entity of the owner, or undefined when it is not the owner's. */
export const buyerOf = async (
  db: SqlDatabase,
  ownerId: string,
  legalEntityId: string,
): Promise<Requisites | undefined> => {
  const [row] = await db.query<{ fields: Record<string, unknown> | string }>(
    'select fields from legal_entities where id = $1 and owner_id = $2',
    [legalEntityId, ownerId],
  )
  if (!row) return undefined
  const f = (typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields) as Record<string, unknown>
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
  }
}

/** A new invoice number, taken before the PDF is drawn (the number is printed on it). */
export const nextInvoiceNumber = async (db: SqlDatabase): Promise<string> => {
  const [row] = await db.query<{ n: string }>("select nextval('invoice_number_seq')::text as n")
  return row?.n ?? '0'
}

export const insertInvoice = async (
  db: SqlDatabase,
  i: {
    number: string
    campaignId: string
    ownerId: string
    legalEntityId: string
    issuedOn: string
    payUntil: string
    net: number
    taxes: number
    pdf: Buffer
    now: Date
  },
): Promise<WireInvoice> => {
  const id = randomUUID()
  await db.query(
    `insert into invoices (id, number, campaign_id, owner_id, legal_entity_id, issued_on, pay_until,
       total_sum_without_taxes, taxes_sum, pdf, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
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
      i.pdf,
      i.now,
    ],
  )
  const [row] = await db.query<InvoiceRow>(`${SELECT} where i.id = $1`, [id])
  return wireInvoice(row as InvoiceRow)
}

export const listInvoices = async (
  db: SqlDatabase,
  ownerId: string,
  page: { limit: number; offset: number },
): Promise<{ items: WireInvoice[]; count: number }> => {
  const rows = await db.query<InvoiceRow>(
    `${SELECT} where i.owner_id = $1 order by i.number desc limit $2 offset $3`,
    [ownerId, page.limit, page.offset],
  )
  const [count] = await db.query<{ n: string }>(
    'select count(*)::text as n from invoices where owner_id = $1',
    [ownerId],
  )
  return { items: rows.map(wireInvoice), count: Number(count?.n ?? 0) }
}

export const invoicePdfOf = async (
  db: SqlDatabase,
  ownerId: string,
  id: string,
): Promise<{ number: string; pdf: Buffer } | undefined> => {
  const [row] = await db.query<{ number: string; pdf: Uint8Array }>(
    'select number::text as number, pdf from invoices where id = $1 and owner_id = $2',
    [id, ownerId],
  )
  return row ? { number: row.number, pdf: Buffer.from(row.pdf) } : undefined
}
