import { FORBIDDEN_MESSAGE } from '../campaign/campaign-access'
import type { Outcome } from '../campaign/campaign-records.port'
import { partsOf } from '../shared/calendar'
import { refusal } from '../shared/refusal'
import { ok } from '../shared/result'
import { viewerMay, type StaffViewer } from '../staff/staff-viewer'
import { parseBankStatement, type BankPayment } from './bank-statement'
import { invoiceNumbersIn, isIncoming, matchStatement, type OpenInvoice } from './payment-matching'
import type { CampaignAggregate } from '../campaign/campaign.aggregate'

/**
 * Importing a bank statement on the staff desk (issue #48): the accountant's bank file (1CClientBankExchange, already
 * decoded from its encoding at the edge) is read, its incoming payments matched to invoices by number and amount
 * (payment-matching.ts), and each matched campaign marked paid through the very use case of the manual mark
 * (StaffDesk.markPayment), one payment at a time. Every payment taken is remembered by its identity in the same
 * transaction as the mark, so a statement imported twice (or by two people at once) pays nothing twice.
 */

/** What identifies a payment order across statements: the payer, its document number, date and sum. */
export const paymentIdentity = (p: BankPayment): string =>
  [p.payerInn, p.payerAccount, p.number, p.date, String(p.amount)].join('|')

/** A payment taken, as it is remembered. */
export interface PaymentReceipt {
  readonly identity: string
  readonly number: string
  readonly date: string
  readonly amount: number
  readonly payerInn: string
  readonly payerName: string
  readonly purpose: string
  readonly invoiceNumber: string
}

/** An invoice as the import reads it, with its campaign's name. */
export interface StatementInvoice extends OpenInvoice {
  readonly campaignName: string
}

/** What the import reads (port; adapters/database/statement-records.ts). */
export interface StatementRecords {
  /** The invoices of these numbers, each with whether its campaign is paid and which invoice replaced it. */
  invoices(numbers: readonly string[]): Promise<StatementInvoice[]>
  /** Which of these payment identities were taken already. */
  taken(identities: readonly string[]): Promise<ReadonlySet<string>>
}

/** The manual mark's use case, told which payment it takes (StaffDesk.markPayment). */
export interface PaymentMark {
  markPayment(
    viewer: StaffViewer,
    campaignId: string,
    paymentState: 'paid',
    reason: string | null,
    receipt?: PaymentReceipt,
  ): Promise<Outcome<CampaignAggregate>>
}

/** A payment matched to an invoice, its campaign marked paid. */
export interface StatementMatched {
  readonly payment: BankPayment
  readonly invoiceNumber: string
  readonly campaignId: string
  readonly campaignName: string
}

/** A payment left for a person: the matching's code and reason, or 'refused' with the campaign's refusal. */
export interface StatementUnmatched {
  readonly payment: BankPayment
  readonly reason: string
  readonly code: string
  readonly invoiceNumber: string | null
  readonly campaignId: string | null
}

/**
 * What an import did (issue #49 item 1: the use case answers this; the edge writes it as the contract's
 * StatementImportWire, adapters/server/wire/statement-import.wire.ts): the statement's period, the payments
 * matched and left (money in kopecks), how many were taken before and how many went out.
 */
export interface StatementImportResult {
  readonly period: { readonly startDate: string; readonly endDate: string }
  readonly matched: readonly StatementMatched[]
  readonly unmatched: readonly StatementUnmatched[]
  readonly repeated: number
  readonly outgoing: number
}

export interface StatementImportDeps {
  readonly records: StatementRecords
  readonly desk: PaymentMark
}

const ddmmyyyy = (day: string): string => {
  const p = partsOf(day as never)
  return `${String(p.day).padStart(2, '0')}.${String(p.month).padStart(2, '0')}.${p.year}`
}

/** Where the money was seen, for the campaign's history. */
export const receiptReason = (p: BankPayment): string =>
  `Банковская выписка: платёжное поручение № ${p.number} от ${ddmmyyyy(p.date)}${p.payerName ? `, ${p.payerName}` : ''}`

/** The refusal of a file that cannot be read, naming its line (nothing of it is used). */
export const statementRefused = (line: number, message: string) =>
  refusal('invalid input', `Выписка не прочитана: строка ${line}: ${message}`, { file: `line ${line}` })

export class StatementImport {
  constructor(private readonly d: StatementImportDeps) {}

  async import(viewer: StaffViewer, text: string): Promise<Outcome<StatementImportResult>> {
    if (!viewerMay(viewer, 'decidePayment'))
      return refusal('forbidden', FORBIDDEN_MESSAGE, { role: 'forbidden' })
    const parsed = parseBankStatement(text)
    if (!parsed.ok) return statementRefused(parsed.error.line, parsed.error.message)
    const statement = parsed.value
    const incoming = statement.payments.filter((p) => isIncoming(p, statement))
    const taken = await this.d.records.taken(incoming.map(paymentIdentity))
    const fresh = statement.payments.filter((p) => !taken.has(paymentIdentity(p)))
    const numbers = [...new Set(incoming.flatMap((p) => invoiceNumbersIn(p.purpose)))]
    const invoices = await this.d.records.invoices(numbers)
    const names = new Map(invoices.map((i) => [i.campaignId, i.campaignName]))
    const match = matchStatement({ ...statement, payments: fresh }, invoices)
    const answer: {
      matched: StatementMatched[]
      unmatched: StatementUnmatched[]
      repeated: number
    } = {
      matched: [],
      unmatched: match.unmatched.map(({ payment, reason }) => ({
        payment,
        reason: reason.message,
        code: reason.code,
        invoiceNumber: 'invoiceNumber' in reason ? reason.invoiceNumber : null,
        campaignId: 'campaignId' in reason ? reason.campaignId : null,
      })),
      repeated: incoming.length - incoming.filter((p) => !taken.has(paymentIdentity(p))).length,
    }
    for (const { payment, invoice } of match.matched) {
      const receipt: PaymentReceipt = {
        identity: paymentIdentity(payment),
        number: payment.number,
        date: payment.date,
        amount: payment.amount,
        payerInn: payment.payerInn,
        payerName: payment.payerName,
        purpose: payment.purpose,
        invoiceNumber: invoice.number,
      }
      const marked = await this.d.desk.markPayment(
        viewer,
        invoice.campaignId,
        'paid',
        receiptReason(payment),
        receipt,
      )
      if (marked.ok)
        answer.matched.push({
          payment,
          invoiceNumber: invoice.number,
          campaignId: invoice.campaignId,
          campaignName: names.get(invoice.campaignId) ?? '',
        })
      else if (marked.error.code === 'already done') answer.repeated += 1
      else
        answer.unmatched.push({
          payment,
          reason: marked.error.message,
          code: 'refused',
          invoiceNumber: invoice.number,
          campaignId: invoice.campaignId,
        })
    }
    return ok({
      period: { startDate: statement.startDate, endDate: statement.endDate },
      ...answer,
      outgoing: match.outgoing,
    })
  }
}
