import type { FastifyInstance, FastifyReply } from 'fastify'
import { Invoicing, type PrintedDocument } from '../../../core/documents/invoicing'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { sendData, sendDomainError, sendRefusal } from '../reply'
import { invoicesWire, invoiceWire } from '../wire/invoices.wire'
import { signedIn } from './campaign.reply'
import { RouteContribution } from './route-contribution'

const API = '/api/v1/clients'

const pdfReply = (reply: FastifyReply, document: PrintedDocument) =>
  reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.name}.pdf"`)
    .send(Buffer.from(document.pdf))

/**
 * Invoices and annexes (issue 6 part 4): the routes of the core's Invoicing use case (core/documents/invoicing.ts),
 * which decides; they only sign the caller in and send the answer or the refusal.
 */
@injectable()
export class InvoiceRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(Invoicing) private readonly invoicing: Invoicing,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, invoicing } = this

    app.post<{ Params: { place: string; id: string } }>(
      `${API}/commercial-campaigns/:place/:id/invoice`,
      async (request, reply) => {
        const viewer = await signedIn(accounts, request, reply)
        if (!viewer) return reply
        const issued = await invoicing.issue(viewer, request.params.place, request.params.id, request.body)
        return issued.ok ? sendData(reply, invoiceWire(issued.value), 201) : sendRefusal(reply, issued.error)
      },
    )

    app.get(`${API}/invoices`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const listed = await invoicing.list(viewer, request.query)
      return listed.ok ? sendData(reply, invoicesWire(listed.value)) : sendDomainError(reply, listed.error)
    })

    app.get<{ Params: { id: string } }>(`${API}/invoices/:id/pdf`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const found = await invoicing.invoicePdf(viewer, request.params.id)
      return found.ok ? pdfReply(reply, found.value) : sendRefusal(reply, found.error)
    })

    app.get(`${API}/annexes`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const annexed = await invoicing.annexes(viewer)
      if (!annexed.ok) return sendRefusal(reply, annexed.error)
      const items = annexed.value.map((a) => ({ ...a, downloadUrl: `${API}/annexes/${a.campaignId}/pdf` }))
      return sendData(reply, { items, count: items.length })
    })

    app.get<{ Params: { id: string } }>(`${API}/annexes/:id/pdf`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const found = await invoicing.annexPdf(viewer, request.params.id)
      return found.ok ? pdfReply(reply, found.value) : sendRefusal(reply, found.error)
    })
  }
}
