import { Schema } from 'effect'
import { firstValueFrom } from 'rxjs'
import { PAYMENT_STATES } from '../../campaign/campaign-state'
import type { HttpClient } from '../../ports/http.port'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'

const API = '/api/v1/clients'

export const Invoice = Schema.Struct({
  _id: Schema.String,
  number: Schema.String,
  campaignId: Schema.String,
  campaignName: Schema.String,
  issuedOn: Schema.String,
  payUntil: Schema.String,
  totalSumWithoutTaxes: Schema.Number,
  taxesSum: Schema.Number,
  totalSum: Schema.Number,
  paymentState: Schema.Struct({ _id: Schema.Literals(PAYMENT_STATES), name: Schema.String }),
  downloadUrl: Schema.String,
  /** The legal entity it is made out to and its name (issue #47); absent from older answers. */
  legalEntityId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  buyerName: Schema.optionalKey(Schema.String),
  /** The number of the invoice issued after it for the same campaign, which replaces it; null for the latest. */
  replacedBy: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type Invoice = typeof Invoice.Type

const Annex = Schema.Struct({
  campaignId: Schema.String,
  campaignName: Schema.String,
  number: Schema.String,
  downloadUrl: Schema.String,
})
export type Annex = typeof Annex.Type

/** One invoice as the server answers it (the list's item, the issue call's answer). */
export const invoiceDecoder = decoderOf(Invoice, { allowUnknown: true })
const invoicesDecoder = decoderOf(Schema.Struct({ items: Schema.Array(Invoice), count: Schema.Number }), {
  allowUnknown: true,
})
const annexesDecoder = decoderOf(Schema.Struct({ items: Schema.Array(Annex), count: Schema.Number }), {
  allowUnknown: true,
})

/** R-CONST-07: the bills screen reads 100 invoices a page. */
export const INVOICE_PAGE = 100
export const BILLS_LOAD_ERROR = 'Не удалось загрузить счета. Проверьте соединение и обновите страницу.'

export interface BillsState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly invoices: readonly Invoice[]
  readonly count: number
  readonly page: number
  readonly annexes: readonly Annex[]
  readonly error: string | undefined
}

/**
 * The bills (R-SCREEN-10, R-SCREEN-52): the account's invoices, newest first, 100 a page, each with its payment
 * state and 'оплатить до' day, and the annexes of the invoiced campaigns. A failed load keeps what was shown.
 */
export class BillsStore extends StateStore<BillsState> {
  constructor(private readonly http: HttpClient) {
    super({ status: 'idle', invoices: [], count: 0, page: 1, annexes: [], error: undefined })
  }

  async load(page = this.getSnapshot().page): Promise<void> {
    const at = Math.max(1, Math.floor(page))
    this.set({ ...this.getSnapshot(), status: 'loading', page: at, error: undefined })
    try {
      const [invoices, annexes] = await Promise.all([
        firstValueFrom(
          this.http.json(
            {
              method: 'GET',
              path: `${API}/invoices`,
              query: { limit: INVOICE_PAGE, offset: (at - 1) * INVOICE_PAGE },
            },
            invoicesDecoder,
          ),
        ),
        firstValueFrom(this.http.json({ method: 'GET', path: `${API}/annexes` }, annexesDecoder)),
      ])
      this.set({
        ...this.getSnapshot(),
        status: 'ready',
        invoices: invoices.items,
        count: invoices.count,
        annexes: annexes.items,
      })
    } catch {
      this.set({ ...this.getSnapshot(), status: 'error', error: BILLS_LOAD_ERROR })
    }
  }
}
