import { firstValueFrom } from 'rxjs'
import {
  decodePayments,
  decodePaymentSaved,
  type PaymentSavedWire,
  type PaymentsWire,
} from '../../contract/payments.answer'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { StateStore } from '../../shared/store'
import { fieldErrorsOf, serverSentence, toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'

/** Said when the orders could not be read. */
export const PAYMENTS_NOT_LOADED =
  'Не удалось загрузить платёжные поручения. Проверьте соединение и обновите страницу.'
/** Said when no answer came to a declared order: it may have arrived, so the list is looked at before again. */
export const PAYMENT_NOT_SENT =
  'Поручение не отправлено: нет связи с сервером. Обновите страницу и проверьте список поручений.'

/** The order's fields as the wire takes them (core/campaign/campaign-orders.contract.ts): roubles, YYYY-MM-DD. */
export interface PaymentOrderBody {
  readonly number: string
  readonly date: string
  readonly amount: number
}

export interface PaymentOrderSave {
  readonly campaignId: string
  /** The order corrected (PUT); none declares a new one (POST). */
  readonly paymentId?: string
  readonly body: PaymentOrderBody
}

/** A refusal as the form shows it: the server's sentence, at the field it names when it names one. */
export interface PaymentOrderRefusal {
  readonly message: string
  readonly field: string | undefined
}

export interface PaymentOrdersState {
  readonly campaignId: string | undefined
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  /** The campaign's orders and sums as the server last answered them. */
  readonly payments: PaymentsWire | undefined
  readonly error: string | undefined
}

const EMPTY: PaymentOrdersState = {
  campaignId: undefined,
  status: 'idle',
  payments: undefined,
  error: undefined,
}

const ordersPath = (campaignId: string) => `${API.campaigns}/${encodeURIComponent(campaignId)}/payments`

/**
 * The advertiser's payment orders of one campaign (cabinet §7 "payments: GET, POST, PUT under {id}/payments";
 * R-API-12, the payments half), on the campaign page: read as the page opens, declared (POST) or corrected while
 * unconfirmed (PUT .../payments/{paymentId}). Each save answers the campaign's orders after it, which replace the
 * list, so the sums a person reads are the server's. A refusal is the server's own sentence ('Дата платежа не может
 * быть позже сегодняшней') with the field it names, and changes nothing.
 */
export class PaymentOrdersStore extends StateStore<PaymentOrdersState> {
  readonly save: AsyncAction<PaymentOrderSave, PaymentSavedWire, PaymentOrderRefusal>

  constructor(private readonly http: HttpClient) {
    super(EMPTY)
    this.save = new AsyncAction(
      ({ campaignId, paymentId, body }) =>
        http.json(
          paymentId === undefined
            ? { method: 'POST', path: ordersPath(campaignId), body }
            : { method: 'PUT', path: `${ordersPath(campaignId)}/${encodeURIComponent(paymentId)}`, body },
          decodePaymentSaved,
        ),
      (cause) => ({
        message: serverSentence(cause, PAYMENT_NOT_SENT),
        field: Object.keys(fieldErrorsOf(toServerFailure(cause)))[0],
      }),
    )
  }

  /** Reads the campaign's orders; another campaign's are dropped first, and a save of theirs forgotten. */
  async load(campaignId: string): Promise<void> {
    const same = this.getSnapshot().campaignId === campaignId
    if (!same) this.save.reset()
    this.set({ ...(same ? this.getSnapshot() : EMPTY), campaignId, status: 'loading', error: undefined })
    try {
      const payments = await firstValueFrom(
        this.http.json({ method: 'GET', path: ordersPath(campaignId) }, decodePayments),
      )
      if (this.getSnapshot().campaignId === campaignId)
        this.set({ campaignId, status: 'ready', payments, error: undefined })
    } catch {
      if (this.getSnapshot().campaignId === campaignId)
        this.set({ ...this.getSnapshot(), status: 'error', error: PAYMENTS_NOT_LOADED })
    }
  }

  /** Declares or corrects an order; on success the answer's orders are the list. */
  async send(request: PaymentOrderSave): Promise<boolean> {
    const saved = await this.save.run(request)
    if (!saved.ok) return false
    if (this.getSnapshot().campaignId === request.campaignId) {
      const { payment: _, ...payments } = saved.value
      this.set({ campaignId: request.campaignId, status: 'ready', payments, error: undefined })
    }
    return true
  }
}
