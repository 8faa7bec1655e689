import type { IsoDate } from '../ports/clock.port'
import { domainError, type DomainError } from '../shared/domain-error'
import {
  addMoney,
  formatRoubles,
  fromRoubles,
  multiplyMoney,
  sumMoney,
  ZERO,
  type Kopecks,
} from '../shared/money'
import { err, ok, type Result } from '../shared/result'
import { RESERVATION_NOT_CONFIRMED } from './campaign-moderation'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from './campaign-state'
import { CAMPAIGN_STATE_LABELS } from './campaign-state.labels'
import { transition } from './campaign-state.machine'

/**
 * The advertiser's payment orders (cabinet §7 "payments: GET, POST, PUT under {id}/payments"; the spec shows no
 * payload, so this is our design). The advertiser declares a payment order (платёжное поручение) it sent against
 * the campaign's invoice; staff, who see the money arrive, mark the campaign partly or fully paid, and that mark
 * confirms every order declared before it. A confirmed order is history and is no longer corrected.
 */
export interface PaymentOrder {
  readonly id: string
  readonly amount: Kopecks
  /** The date of the order, YYYY-MM-DD. */
  readonly date: IsoDate
  /** The order's number as the bank printed it. */
  readonly number: string
  readonly confirmed: boolean
}

/** The parts of a campaign the payment rules look at. */
export interface PayableCampaign {
  readonly state: CampaignStateId
  readonly paymentState: PaymentStateId
  readonly reservationState: ReservationStateId
  readonly holdsInventory: boolean
  /** What the campaign costs with VAT: the invoice's total. */
  readonly due: Kopecks
}

/** A print order as the money rules read it: its price includes VAT (R-PRICE-12 'с НДС'). */
export interface PrintCharge {
  readonly total: Kopecks
}

/**
 * The VAT inside an amount that already includes it, at the rate given (a fraction: 0.22). The print price is
 * quoted with VAT (R-PRICE-12), so its VAT is taken out of it, at the campaign's rate (RULES.md decision 10: the
 * rate in force on the campaign's start date), rounded to kopecks.
 */
export const vatIncluded = (gross: Kopecks, rate: number): Kopecks =>
  rate > 0 && Number.isFinite(rate) ? multiplyMoney(gross, rate / (1 + rate)) : ZERO

/** What the campaign's money is made of: the campaign priced by the pipeline, and its print order if any. */
export interface CampaignCharges {
  /** The campaign without VAT, as priced (a sum of rounded period lines). */
  readonly net: Kopecks
  /** VAT added to the campaign total (decision 10). */
  readonly taxes: Kopecks
  readonly print?: PrintCharge | null
}

export interface AmountDue {
  /** Everything without VAT: the campaign's net and the print order's price less its VAT. */
  readonly net: Kopecks
  /** The campaign's VAT and the VAT inside the print price. */
  readonly taxes: Kopecks
  /** What is paid: the campaign's total with VAT plus the print order's price, to the kopeck. */
  readonly total: Kopecks
  /** The print order's part of it, split the same way; undefined without a print order. */
  readonly print?: { readonly net: Kopecks; readonly taxes: Kopecks; readonly total: Kopecks }
}

/**
 * What a campaign costs its advertiser (issue #47: the print order reaches the totals and the bill): the
 * campaign's total with VAT plus the print order, which is quoted with VAT. The invoice, the payment orders and
 * every total a person reads take this one figure, so they never differ by a kopeck.
 */
export const amountDue = (charges: CampaignCharges, vatRate: number): AmountDue => {
  const campaign = addMoney(charges.net, charges.taxes)
  const print = charges.print && charges.print.total > 0 ? charges.print.total : undefined
  if (print === undefined) return { net: charges.net, taxes: charges.taxes, total: campaign }
  const printTaxes = vatIncluded(print, vatRate)
  const printNet = (print - printTaxes) as Kopecks
  return {
    net: addMoney(charges.net, printNet),
    taxes: addMoney(charges.taxes, printTaxes),
    total: addMoney(campaign, print),
    print: { net: printNet, taxes: printTaxes, total: print },
  }
}

/** A payment order number: one to six digits, as Russian banks number them. */
export const PAYMENT_ORDER_NUMBER = /^\d{1,6}$/
/** One campaign carries at most this many orders (a hundred instalments is already absurd). */
export const MAX_PAYMENT_ORDERS = 100
/** The largest single order accepted: a billion roubles, far above any campaign. */
export const MAX_PAYMENT_AMOUNT = 1_000_000_000_00 as Kopecks

export type PaymentOrderErrorCode =
  | 'wrong format'
  | 'illegalTransition'
  | 'not_reservation'
  | 'already paid'
  | 'above remaining'
  | 'in future'
  | 'before invoice'
  | 'already confirmed'
  | 'already in use'
  | 'too many'
  | 'not found'

export type PaymentOrderError = DomainError<PaymentOrderErrorCode> & { readonly field: string }
const refuse = (code: PaymentOrderErrorCode, message: string, field: string): PaymentOrderError =>
  domainError(code, message, field) as PaymentOrderError

/**
 * Roubles on the wire to kopecks, exact (R-PRICE-04): a positive amount with at most two decimals. 100.005 is
 * refused rather than rounded, so the advertiser's figure and the stored one never differ by a kopeck.
 */
export const paymentAmount = (roubles: number): Result<Kopecks, PaymentOrderError> => {
  const wrong = () =>
    err(refuse('wrong format', 'Сумма платежа — положительное число рублей с копейками', 'amount'))
  if (!Number.isFinite(roubles) || roubles <= 0 || roubles > MAX_PAYMENT_AMOUNT / 100) return wrong()
  const amount = fromRoubles(roubles)
  return amount > 0 && amount / 100 === roubles ? ok(amount) : wrong()
}

export interface PaymentSummary {
  readonly due: Kopecks
  /** Confirmed by staff. */
  readonly paid: Kopecks
  /** Declared by the advertiser, not yet confirmed. */
  readonly pending: Kopecks
  /** What may still be declared: nothing once staff marked the campaign paid (their word is final). */
  readonly remaining: Kopecks
}

export const paymentSummary = (
  due: Kopecks,
  orders: readonly PaymentOrder[],
  paymentState: PaymentStateId,
): PaymentSummary => {
  const paid = sumMoney(orders.filter((o) => o.confirmed).map((o) => o.amount))
  const pending = sumMoney(orders.filter((o) => !o.confirmed).map((o) => o.amount))
  const left = due - paid - pending
  const remaining = (paymentState === 'paid' || left < 0 ? 0 : left) as Kopecks
  return { due, paid, pending, remaining }
}

/**
 * Whether the campaign takes payments at all. Only an approved campaign does: payment is the machine's event
 * that leads from approved to waitingForLaunch (confirmPayment), so a draft, a campaign on moderation or one
 * already over is refused with the machine's own answer. A campaign holding inventory must have its
 * reservation confirmed first, the manager path of cabinet §8 (R-ERR-15), exactly as for the staff's mark.
 */
export const checkPayable = (campaign: PayableCampaign): Result<null, PaymentOrderError> => {
  if (campaign.paymentState === 'paid')
    return err(refuse('already paid', 'Кампания уже оплачена', 'paymentState'))
  if (!transition(campaign.state, 'confirmPayment', 'payment').ok)
    return err(
      refuse(
        'illegalTransition',
        `Кампанию в статусе «${CAMPAIGN_STATE_LABELS[campaign.state]}» оплатить нельзя: оплата принимается после согласования`,
        'state',
      ),
    )
  if (campaign.holdsInventory && campaign.reservationState !== 'confirmed')
    return err(refuse('not_reservation', RESERVATION_NOT_CONFIRMED, 'reservationStatus'))
  return ok(null)
}

export interface PaymentOrderInput {
  readonly amount: Kopecks
  readonly date: IsoDate
  readonly number: string
}

/**
 * What is wrong with an order's number, in the words the advertiser reads at the field and in the server's refusal
 * alike (the campaign page's form checks it before sending); undefined when it is one to six digits.
 */
export const orderNumberProblem = (number: string): string | undefined =>
  PAYMENT_ORDER_NUMBER.test(number) ? undefined : 'Номер платёжного поручения — от 1 до 6 цифр'

/** What is wrong with an order's date (YYYY-MM-DD) on `today`: an order is not dated after the day it is declared. */
export const orderDateProblem = (date: IsoDate, today: IsoDate): string | undefined =>
  date > today ? 'Дата платежа не может быть позже сегодняшней' : undefined

/**
 * Accepts a new order (replacing = undefined) or the correction of one (replacing = its id): the campaign must
 * take payments, the order must be dated between the invoice's issue and today, its number must not repeat an
 * order of the same day, and it never takes the declared total above the campaign's price: the amount is at
 * most the remaining sum, the corrected order's own old amount counted as free again.
 */
export const acceptPaymentOrder = (input: {
  readonly campaign: PayableCampaign
  readonly orders: readonly PaymentOrder[]
  readonly order: PaymentOrderInput
  readonly replacing?: string
  readonly today: IsoDate
  readonly invoiceIssuedOn: IsoDate
}): Result<PaymentOrderInput, PaymentOrderError> => {
  const payable = checkPayable(input.campaign)
  if (!payable.ok) return payable
  const { order, replacing } = input
  if (replacing !== undefined) {
    const old = input.orders.find((o) => o.id === replacing)
    if (!old) return err(refuse('not found', 'Платёжное поручение не найдено', 'paymentId'))
    if (old.confirmed)
      return err(refuse('already confirmed', 'Платёж уже подтверждён: исправить его нельзя', 'paymentId'))
  } else if (input.orders.length >= MAX_PAYMENT_ORDERS)
    return err(refuse('too many', `Не больше ${MAX_PAYMENT_ORDERS} платежей по одной кампании`, 'payments'))
  const number = orderNumberProblem(order.number)
  if (number !== undefined) return err(refuse('wrong format', number, 'number'))
  const date = orderDateProblem(order.date, input.today)
  if (date !== undefined) return err(refuse('in future', date, 'date'))
  if (order.date < input.invoiceIssuedOn)
    return err(refuse('before invoice', 'Дата платежа раньше даты счёта', 'date'))
  const others = input.orders.filter((o) => o.id !== replacing)
  if (others.some((o) => o.number === order.number && o.date === order.date))
    return err(refuse('already in use', 'Платёжное поручение с этим номером и датой уже указано', 'number'))
  const left = input.campaign.due - sumMoney(others.map((o) => o.amount))
  if (order.amount > left)
    return err(
      refuse(
        'above remaining',
        `Сумма больше остатка к оплате: ${formatRoubles(Math.max(0, left) as Kopecks)}`,
        'amount',
      ),
    )
  return ok(order)
}

/** The advertiser's notification of a declared or corrected order (dates DD.MM.YYYY, decision 6). */
export const paymentOrderNotice = (
  campaignName: string,
  order: PaymentOrderInput,
  corrected: boolean,
): string => {
  const [y, m, d] = order.date.split('-')
  return `Кампания «${campaignName}»: платёжное поручение № ${order.number} от ${d}.${m}.${y} на ${formatRoubles(order.amount)} ${corrected ? 'исправлено' : 'получено'}, ждёт подтверждения`
}
