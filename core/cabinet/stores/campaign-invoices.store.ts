import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { serverSentence } from '../errors/server-failure'
import { API } from './api-paths'
import { invoiceDecoder, type Invoice } from './bills.store'

export interface InvoiceRequest {
  readonly place: string
  readonly campaignId: string
  readonly legalEntityId: string
}

/** Said when no answer came: the invoice may not exist, so the user is told to look before asking again. */
export const INVOICE_NOT_ISSUED =
  'Счёт не выставлен: нет связи с сервером. Проверьте раздел «Счета» и повторите.'

/**
 * The wizard's payment step (issue #15 item 5): the invoice of a campaign to a legal entity of the profile,
 * POST commercial-campaigns/{place}/{id}/invoice. A refusal is the server's sentence ('Кампания уже оплачена').
 */
export class InvoiceIssueStore extends AsyncAction<InvoiceRequest, Invoice, string> {
  constructor(http: HttpClient) {
    super(
      ({ place, campaignId, legalEntityId }) =>
        http.json(
          {
            method: 'POST',
            path: `${API.campaigns}/${encodeURIComponent(place)}/${encodeURIComponent(campaignId)}/invoice`,
            body: { legalEntityId },
          },
          invoiceDecoder,
        ),
      (cause) => serverSentence(cause, INVOICE_NOT_ISSUED),
    )
  }
}
