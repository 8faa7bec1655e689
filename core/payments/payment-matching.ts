import { formatRoubles, type Kopecks } from '../shared/money'
import type { BankPayment, BankStatement } from './bank-statement'

/** An invoice as matching reads it. */
export interface OpenInvoice {
  readonly number: string
  readonly campaignId: string
  /** What the invoice asks, VAT included. */
  readonly total: Kopecks
  /** Paid in full already (a second payment is not taken for it). */
  readonly paid: boolean
  /**
   * The number of the campaign's later invoice that replaced this one (issued again after its sum changed, issue
   * #47): money for the old sum is not the campaign's whole price, so a person decides it.
   */
  readonly supersededBy?: string
}

/** Why a payment was not matched; a person decides it on the desk. */
export type UnmatchedReason =
  | { readonly code: 'no invoice number'; readonly message: string }
  | { readonly code: 'unknown invoice'; readonly message: string; readonly invoiceNumber: string }
  | {
      readonly code: 'amount differs'
      readonly message: string
      readonly invoiceNumber: string
      readonly campaignId: string
    }
  | {
      readonly code: 'already paid'
      readonly message: string
      readonly invoiceNumber: string
      readonly campaignId: string
    }
  | {
      readonly code: 'superseded'
      readonly message: string
      readonly invoiceNumber: string
      readonly campaignId: string
    }
  | {
      readonly code: 'paid twice in the file'
      readonly message: string
      readonly invoiceNumber: string
      readonly campaignId: string
    }

export interface StatementMatch {
  /** Incoming payments that name an open invoice and pay exactly its total: they mark it paid. */
  readonly matched: readonly { readonly payment: BankPayment; readonly invoice: OpenInvoice }[]
  /** Incoming payments a person has to look at, each with why. */
  readonly unmatched: readonly { readonly payment: BankPayment; readonly reason: UnmatchedReason }[]
  /** Money that went out of the account (not ours to match). */
  readonly outgoing: number
}

/**
 * The invoice numbers a payer wrote in the purpose: 'Оплата по счету № 1234 от …', 'сч. 1234', 'по счёту N1234',
 * 'Счет-оферта 1234', 'СЧЕТ №1234,1235' — every number that follows the word for an invoice.
 */
export const invoiceNumbersIn = (purpose: string): string[] => {
  const found: string[] = []
  const word =
    /(?:сч[её]т[а-яё-]*|сч\.)\s*(?:на\s+оплату\s*)?(?:№|N|No\.?|#)?\s*(\d{1,12}(?:\s*[,;и]\s*(?:№\s*)?\d{1,12})*)/giu
  for (const m of purpose.matchAll(word))
    for (const n of (m[1] ?? '').match(/\d{1,12}/g) ?? []) {
      const number = String(Number(n))
      if (!found.includes(number)) found.push(number)
    }
  return found
}

/** Whether a payment came in to the statement's account (the format marks it with ДатаПоступило). */
export const isIncoming = (p: BankPayment, statement: Pick<BankStatement, 'accounts'>): boolean =>
  p.writtenOffOn === undefined &&
  (p.receivedOn !== undefined ||
    (p.recipientAccount !== '' && statement.accounts.includes(p.recipientAccount)))

/**
 * Matches a statement's incoming payments to invoices by the invoice number written in the purpose and the amount
 * (issue #48): a payment that names exactly one open invoice and pays exactly its total is matched; everything else
 * is listed for a person with the reason (no number, an unknown number, an invoice replaced by a later one, another
 * amount, an invoice paid already or paid twice in this very file). Nothing here changes anything: the desk marks the matched ones paid.
 */
export const matchStatement = (
  statement: BankStatement,
  invoices: readonly OpenInvoice[],
): StatementMatch => {
  const byNumber = new Map(invoices.map((i) => [String(Number(i.number)), i]))
  const matched: { payment: BankPayment; invoice: OpenInvoice }[] = []
  const unmatched: { payment: BankPayment; reason: UnmatchedReason }[] = []
  const taken = new Set<string>()
  let outgoing = 0
  for (const payment of statement.payments) {
    if (!isIncoming(payment, statement)) {
      outgoing += 1
      continue
    }
    const numbers = invoiceNumbersIn(payment.purpose)
    const known = numbers.map((n) => byNumber.get(n)).filter((i): i is OpenInvoice => i !== undefined)
    const invoice = known.find((i) => i.total === payment.amount) ?? known[0]
    if (!invoice) {
      unmatched.push({
        payment,
        reason:
          numbers[0] === undefined
            ? { code: 'no invoice number', message: 'В назначении платежа нет номера счёта' }
            : {
                code: 'unknown invoice',
                message: `Счёта № ${numbers[0]} нет среди выставленных`,
                invoiceNumber: numbers[0],
              },
      })
      continue
    }
    const about = { invoiceNumber: invoice.number, campaignId: invoice.campaignId }
    if (invoice.paid)
      unmatched.push({
        payment,
        reason: { code: 'already paid', message: `Счёт № ${invoice.number} уже оплачен`, ...about },
      })
    else if (invoice.supersededBy !== undefined)
      unmatched.push({
        payment,
        reason: {
          code: 'superseded',
          message: `Счёт № ${invoice.number} заменён счётом № ${invoice.supersededBy}: сумма кампании изменилась`,
          ...about,
        },
      })
    else if (invoice.total !== payment.amount)
      unmatched.push({
        payment,
        reason: {
          code: 'amount differs',
          message: `Сумма ${formatRoubles(payment.amount)} не равна сумме счёта № ${invoice.number}: ${formatRoubles(invoice.total)}`,
          ...about,
        },
      })
    else if (taken.has(invoice.number))
      unmatched.push({
        payment,
        reason: {
          code: 'paid twice in the file',
          message: `Счёт № ${invoice.number} оплачен в выписке второй раз`,
          ...about,
        },
      })
    else {
      taken.add(invoice.number)
      matched.push({ payment, invoice })
    }
  }
  return { matched, unmatched, outgoing }
}
