import type { FastifyInstance, FastifyReply } from 'fastify'
import { campaignAccess, NOT_FOUND_MESSAGE } from '../../../core/campaign/campaign-access'
import { buildInvoice, type InvoiceCampaign } from '../../../core/documents/invoice.document'
import { decodeNotificationPage } from '../../../core/notifications/notification.access'
import { Clock } from '../../../core/ports/clock.port'
import type { Kopecks } from '../../../core/shared/money'
import { AccountService } from '../../../core/session/account.service'
import type { Account } from '../../../core/session/account'
import type { CampaignRow } from '../../campaigns/campaign.rows'
import { loadCampaign } from '../../campaigns/campaign.store'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { SqlDatabase } from '../../database/sql-database'
import { annexPdf } from '../../documents/annex.pdf'
import { invoicePdf } from '../../documents/invoice.pdf'
import {
  buyerOf,
  insertInvoice,
  invoicePdfOf,
  listInvoices,
  nextInvoiceNumber,
} from '../../documents/invoice.store'
import { sendData, sendFailure, signedIn } from '../reply'
import { isUuid } from '../../../core/shared/uuid'

const API = '/api/v1/clients'
/** R-ROLE-08: an observer gets no invoice link; the server refuses the documents to it as well. */
const OBSERVER_REFUSED = 'Наблюдателю счета и приложения недоступны'
/** A campaign that is over cannot be invoiced; a paid one needs no invoice. */
const NOT_INVOICEABLE = new Set(['canceled', 'techCanceled', 'completed', 'cancellation'])

const invoiceCampaignOf = (row: CampaignRow): InvoiceCampaign => ({
  name: row.name,
  place: row.advertise_place,
  periodsPrice: row.periods_price,
  totalWithoutTaxes: row.total_sum_without_taxes as Kopecks,
  taxes: row.taxes_sum as Kopecks,
})

const pdfReply = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .send(pdf)

/** The owner's campaign, or undefined after answering 404 (not found or not the viewer's). */
const ownCampaign = async (db: SqlDatabase, viewer: Account, id: string, reply: FastifyReply) => {
  const row = isUuid(id) ? await loadCampaign(db, id) : undefined
  if (!row || campaignAccess(viewer, row.owner_id) === 'none') {
    void sendFailure(reply, 404, NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
    return undefined
  }
  return row
}

/**
 * Invoices and annexes (issue 6 part 4): an invoice is issued for a campaign of the owner against one of its
 * legal entities, drawn as a PDF with Cyrillic (DejaVu Sans), stored and listed with the campaign's payment
 * state; the annex of a campaign is drawn on request.
 */
@injectable()
export class InvoiceRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, db, clock } = this

    const writer = async (request: Parameters<typeof signedIn>[1], reply: FastifyReply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return undefined
      if (viewer.isObserver) {
        void sendFailure(reply, 403, OBSERVER_REFUSED, { _: 'forbidden' })
        return undefined
      }
      return viewer
    }

    app.post<{ Params: { place: string; id: string } }>(
      `${API}/commercial-campaigns/:place/:id/invoice`,
      async (request, reply) => {
        const viewer = await writer(request, reply)
        if (!viewer) return reply
        const body = (request.body ?? {}) as Record<string, unknown>
        const legalEntityId = typeof body === 'object' && body !== null ? body['legalEntityId'] : undefined
        const stray =
          typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : ['_']
        const unknown = stray.filter((k) => k !== 'legalEntityId')
        if (!isUuid(legalEntityId) || unknown.length > 0)
          return sendFailure(reply, 400, 'Проверьте поля: legalEntityId', {
            legalEntityId: typeof legalEntityId === 'string' ? 'wrong format' : 'required',
            ...Object.fromEntries(unknown.map((k) => [k, 'unknown field'])),
          })
        const row = await ownCampaign(db, viewer, request.params.id, reply)
        if (!row) return reply
        if (row.advertise_place !== request.params.place)
          return sendFailure(reply, 404, NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
        if (NOT_INVOICEABLE.has(row.state))
          return sendFailure(reply, 409, 'Счёт по этой кампании выставить нельзя', {
            state: 'not invoiceable',
          })
        if (row.payment_state === 'paid')
          return sendFailure(reply, 409, 'Кампания уже оплачена', { paymentState: 'already paid' })
        const buyer = await buyerOf(db, viewer.id, legalEntityId)
        if (!buyer)
          return sendFailure(reply, 404, 'Юридическое лицо не найдено', { legalEntityId: 'not found' })
        const number = await nextInvoiceNumber(db)
        const invoice = buildInvoice({
          number,
          today: clock.today(),
          buyer,
          campaign: invoiceCampaignOf(row),
        })
        const pdf = await invoicePdf(invoice)
        const stored = await insertInvoice(db, {
          number,
          campaignId: row.id,
          ownerId: viewer.id,
          legalEntityId,
          issuedOn: invoice.issuedOn,
          payUntil: invoice.payUntil,
          net: invoice.totalWithoutTaxes,
          taxes: invoice.taxes,
          pdf,
          now: clock.now(),
        })
        return sendData(reply, stored, 201)
      },
    )

    app.get(`${API}/invoices`, async (request, reply) => {
      const viewer = await writer(request, reply)
      if (!viewer) return reply
      const page = decodeNotificationPage(request.query)
      if (!page.ok) return sendFailure(reply, 400, page.error.message, page.error.errors)
      return sendData(reply, await listInvoices(db, viewer.id, page.value))
    })

    app.get<{ Params: { id: string } }>(`${API}/invoices/:id/pdf`, async (request, reply) => {
      const viewer = await writer(request, reply)
      if (!viewer) return reply
      const found = isUuid(request.params.id)
        ? await invoicePdfOf(db, viewer.id, request.params.id)
        : undefined
      if (!found) return sendFailure(reply, 404, 'Счёт не найден', { id: 'not found' })
      return pdfReply(reply, `invoice-${found.number}`, found.pdf)
    })

    app.get(`${API}/annexes`, async (request, reply) => {
      const viewer = await writer(request, reply)
      if (!viewer) return reply
      const rows = await db.query<{ id: string; name: string; number: string }>(
        `select c.id, c.name, c.individual_index::text as number from campaigns c
         where c.owner_id = $1 and exists (select 1 from invoices i where i.campaign_id = c.id)
         order by c.individual_index desc`,
        [viewer.id],
      )
      const items = rows.map((r) => ({
        campaignId: r.id,
        campaignName: r.name,
        number: r.number,
        downloadUrl: `${API}/annexes/${r.id}/pdf`,
      }))
      return sendData(reply, { items, count: items.length })
    })

    app.get<{ Params: { id: string } }>(`${API}/annexes/:id/pdf`, async (request, reply) => {
      const viewer = await writer(request, reply)
      if (!viewer) return reply
      const row = await ownCampaign(db, viewer, request.params.id, reply)
      if (!row) return reply
      const [buyer] = await db.query<{ name: string }>(
        `select coalesce((select le.fields->>'name' from invoices i join legal_entities le on le.id = i.legal_entity_id
           where i.campaign_id = $1 order by i.number desc limit 1), a.full_name) as name
         from accounts a where a.id = $2`,
        [row.id, viewer.id],
      )
      const pdf = await annexPdf({
        number: row.individual_index,
        today: clock.today(),
        buyerName: buyer?.name ?? '',
        startDate: row.start_date,
        endDate: row.end_date,
        campaign: invoiceCampaignOf(row),
      })
      return pdfReply(reply, `annex-${row.individual_index}`, pdf)
    })
  }
}
