import {
  checkPayable,
  orderDateProblem,
  orderNumberProblem,
  paymentAmount,
} from '../../campaign/campaign-payments'
import type { CampaignStateId } from '../../campaign/campaign-state'
import type { CampaignBadgeClass } from '../../campaign/campaign-state.labels'
import type { PaymentsWire } from '../../contract/payments.answer'
import { formatDisplayDate } from '../../format/date.format'
import type { IsoDate } from '../../ports/clock.port'
import { fromRoubles, type Kopecks } from '../../shared/money'
import { numberProblem, type NumberRule } from '../../shared/number-rule'
import type { PaymentOrderBody, PaymentOrderRefusal } from '../stores/payment-orders.store'

/** The amount's field: roubles with kopecks, from one kopeck (what is left to pay is the server's check). */
export const ORDER_AMOUNT_RULE: NumberRule = { min: 0.01, step: 0.01 }

/** What the form holds: the number and the date as typed or chosen, the amount as the number field reads it. */
export interface PaymentOrderDraft {
  readonly number: string
  readonly date: IsoDate | null
  readonly amount: number | string
  /** The pending order being corrected; none declares a new one. */
  readonly correcting?: string
}

export const EMPTY_ORDER_DRAFT: PaymentOrderDraft = { number: '', date: null, amount: '' }

export type OrderField = 'number' | 'date' | 'amount'

export interface PaymentOrderRow {
  readonly id: string
  /** 'Платёжное поручение № 4711 от 22.11.2026'. */
  readonly title: string
  /** 'по счёту № 2026-000012'. */
  readonly invoice: string
  readonly amount: Kopecks
  readonly state: string
  readonly tone: CampaignBadgeClass
  /** Only an unconfirmed order is corrected: a confirmed one is history. */
  readonly canCorrect: boolean
}

export interface PaymentOrdersView {
  /** The campaign's sums as the server counts them, each with its label. */
  readonly sums: readonly { readonly label: string; readonly kopecks: Kopecks }[]
  readonly rows: readonly PaymentOrderRow[]
  /** The form to declare (or correct) an order; undefined once nothing remains to declare and none is corrected. */
  readonly form:
    | {
        readonly title: string
        readonly submit: string
        readonly errors: Readonly<Partial<Record<OrderField, string>>>
        /** A refusal that names none of the form's fields ('Сначала выставьте счёт по кампании'). */
        readonly summary: string | undefined
      }
    | undefined
  /** Why no order is taken now, said instead of the form. */
  readonly closed: string | undefined
}

const shownDate = (iso: string): string => {
  const shown = formatDisplayDate(iso)
  return shown.ok ? shown.value : iso
}

const FIELDS: readonly OrderField[] = ['number', 'date', 'amount']
const isField = (field: string | undefined): field is OrderField =>
  field !== undefined && (FIELDS as readonly string[]).includes(field)

/** What is wrong with each field of the draft on `today`, in the words the server would refuse it with. */
export const orderDraftProblems = (
  draft: PaymentOrderDraft,
  today: IsoDate,
): Partial<Record<OrderField, string>> => {
  const out: Partial<Record<OrderField, string>> = {}
  const number =
    draft.number.trim() === ''
      ? 'Укажите номер платёжного поручения'
      : orderNumberProblem(draft.number.trim())
  if (number !== undefined) out.number = number
  const date = draft.date === null ? 'Укажите дату платежа' : orderDateProblem(draft.date, today)
  if (date !== undefined) out.date = date
  const amount =
    draft.amount === '' ? 'Укажите сумму платежа' : numberProblem(ORDER_AMOUNT_RULE, draft.amount)
  if (amount !== undefined) out.amount = amount
  else if (typeof draft.amount === 'number' && !paymentAmount(draft.amount).ok)
    out.amount = 'Сумма платежа — положительное число рублей с копейками'
  return out
}

/** The wire body of a draft with no problems (R-PRICE-04: the amount exact to the kopeck); undefined otherwise. */
export const orderBody = (draft: PaymentOrderDraft, today: IsoDate): PaymentOrderBody | undefined =>
  Object.keys(orderDraftProblems(draft, today)).length > 0 ||
  draft.date === null ||
  typeof draft.amount !== 'number'
    ? undefined
    : { number: draft.number.trim(), date: draft.date, amount: draft.amount }

/** A pending order back in the form, to be corrected. */
export const draftOf = (payments: PaymentsWire, id: string): PaymentOrderDraft => {
  const order = payments.payments.find((p) => p._id === id)
  return order
    ? { number: order.number, date: order.date, amount: order.amount, correcting: order._id }
    : EMPTY_ORDER_DRAFT
}

/**
 * The declared orders, each with the invoice it pays and its state: on the advertiser's page, and at the staff desk,
 * who check them against the bank before marking the campaign paid (issue #48's review).
 */
export const paymentOrderRows = (payments: PaymentsWire): PaymentOrderRow[] =>
  payments.payments.map((p) => ({
    id: p._id,
    title: `Платёжное поручение № ${p.number} от ${shownDate(p.date)}`,
    invoice: `по счёту № ${p.invoiceNumber}`,
    amount: fromRoubles(p.amount),
    state: p.state === 'confirmed' ? 'Подтверждено' : 'Ждёт подтверждения',
    tone: p.state === 'confirmed' ? 'current' : 'moderation',
    canCorrect: p.state === 'pending' && payments.paymentState._id !== 'paid',
  }))

/**
 * «Оплата» of the campaign page (R-SCREEN-05; cabinet §7 payments, R-API-12): the campaign's sums, the payment
 * orders its advertiser declared with their state, and the form to declare one or correct a pending one. The
 * field problems show once a send was tried; a refusal of the server shows at the field it names, else above.
 * When nothing remains to pay, or the campaign is not agreed yet, the form gives way to a sentence: staff's word
 * that it is paid is final, and payment is taken after approval (the machine's confirmPayment).
 */
export const paymentOrdersView = (
  payments: PaymentsWire,
  draft: PaymentOrderDraft,
  context: {
    readonly today: IsoDate
    readonly attempted: boolean
    readonly refusal?: PaymentOrderRefusal | undefined
    /** The campaign's state: only an approved campaign takes orders (the machine's confirmPayment). */
    readonly campaignState: CampaignStateId
  },
): PaymentOrdersView => {
  const sums = [
    { label: 'К оплате', kopecks: fromRoubles(payments.totalSum) },
    { label: 'Подтверждено', kopecks: fromRoubles(payments.paidSum) },
    { label: 'Ждёт подтверждения', kopecks: fromRoubles(payments.pendingSum) },
    { label: 'Осталось указать', kopecks: fromRoubles(payments.remainingSum) },
  ]
  const rows = paymentOrderRows(payments)
  const correcting =
    draft.correcting !== undefined && rows.some((r) => r.id === draft.correcting && r.canCorrect)
  // The machine's own sentence for a campaign not yet agreed (or over): the reservation is the server's to check.
  const payable = checkPayable({
    state: context.campaignState,
    paymentState: payments.paymentState._id,
    reservationState: 'confirmed',
    holdsInventory: false,
    due: fromRoubles(payments.totalSum),
  })
  const closed =
    payments.paymentState._id === 'paid'
      ? 'Кампания оплачена: новые поручения не нужны'
      : !payable.ok
        ? payable.error.message
        : payments.remainingSum <= 0 && !correcting
          ? 'Поручения покрывают всю сумму: ждём подтверждения оплаты'
          : undefined
  if (closed !== undefined) return { sums, rows, form: undefined, closed }
  const own = context.attempted ? orderDraftProblems(draft, context.today) : {}
  const refusal = context.refusal
  const errors = isField(refusal?.field) && refusal ? { ...own, [refusal.field]: refusal.message } : own
  const number = payments.payments.find((p) => p._id === draft.correcting)?.number
  return {
    sums,
    rows,
    form: {
      title: correcting ? `Исправить поручение № ${number ?? ''}` : 'Сообщить об оплате',
      submit: correcting ? 'Сохранить исправление' : 'Сообщить об оплате',
      errors,
      summary: refusal && !isField(refusal.field) ? refusal.message : undefined,
    },
    closed: undefined,
  }
}
