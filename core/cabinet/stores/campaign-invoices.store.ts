import { Schema } from 'effect'
import { firstValueFrom, type Subscription } from 'rxjs'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import { serverSentence } from '../../shared/server-failure'
import { API } from './api-paths'
import { Invoice, invoiceDecoder, type Invoice as InvoiceRow } from './bills.store'

export interface InvoiceRequest {
  readonly place: string
  readonly campaignId: string
  readonly legalEntityId: string
}

/** Said when no answer came: the invoice may not exist, so the user is told to look before asking again. */
export const INVOICE_NOT_ISSUED =
  'Счёт не выставлен: нет связи с сервером. Проверьте раздел «Счета» и повторите.'
export const INVOICES_NOT_LOADED =
  'Не удалось загрузить счета кампании. Проверьте соединение и обновите страницу.'

/** A campaign has a handful of invoices (one per issue); the newest hundred are more than the step shows. */
const CAMPAIGN_INVOICES = 100

const listDecoder = decoderOf(Schema.Struct({ items: Schema.Array(Invoice) }), { allowUnknown: true })

export interface CampaignInvoicesState {
  readonly campaignId: string | undefined
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  /** The campaign's invoices, newest first, as the server keeps them. */
  readonly invoices: readonly InvoiceRow[]
  readonly error: string | undefined
}

const EMPTY: CampaignInvoicesState = { campaignId: undefined, status: 'idle', invoices: [], error: undefined }

/**
 * The invoices of the campaign on the wizard's payment step (issue #15 item 5; issue #47: an issued invoice stays
 * on its step after a reload): read from the server (GET /clients/invoices?campaignId=…), and issued by
 * POST commercial-campaigns/{place}/{id}/invoice, the answer put first. A refusal is the server's sentence
 * ('Кампания уже оплачена').
 */
export class CampaignInvoicesStore extends StateStore<CampaignInvoicesState> {
  readonly issue: AsyncAction<InvoiceRequest, InvoiceRow, string>
  private readonly issued: Subscription

  constructor(private readonly http: HttpClient) {
    super(EMPTY)
    this.issue = new AsyncAction(
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
    // An invoice just issued is the campaign's newest, whatever the list said before.
    this.issued = this.issue.state$.subscribe((s) => {
      const issued = s.value
      if (s.status !== 'success' || !issued || issued.campaignId !== this.getSnapshot().campaignId) return
      this.set({
        ...this.getSnapshot(),
        invoices: [issued, ...this.getSnapshot().invoices.filter((i) => i._id !== issued._id)],
      })
    })
  }

  /**
   * Reads the campaign's invoices; another campaign's list and issue are dropped first, a failure says why. The step
   * that shows them calls it as it opens, so nothing else resets the store: a reset by the screen around it (whose
   * effects run after the step's) wiped the answer of a step opened directly, which then waited forever.
   */
  async load(campaignId: string): Promise<void> {
    const same = this.getSnapshot().campaignId === campaignId
    if (!same) this.issue.reset()
    this.set({ ...(same ? this.getSnapshot() : EMPTY), campaignId, status: 'loading', error: undefined })
    try {
      const { items } = await firstValueFrom(
        this.http.json(
          {
            method: 'GET',
            path: '/api/v1/clients/invoices',
            query: { campaignId, limit: CAMPAIGN_INVOICES, offset: 0 },
          },
          listDecoder,
        ),
      )
      if (this.getSnapshot().campaignId === campaignId)
        this.set({ campaignId, status: 'ready', invoices: items, error: undefined })
    } catch {
      if (this.getSnapshot().campaignId === campaignId)
        this.set({ ...this.getSnapshot(), status: 'error', error: INVOICES_NOT_LOADED })
    }
  }

  /** Another campaign's step starts with nothing issued. */
  reset(): void {
    this.issue.reset()
    this.set(EMPTY)
  }

  /** Its screen left (issue #49 item 5): an issue answered later no longer reaches the list. */
  dispose(): void {
    this.issued.unsubscribe()
  }
}
