import type { StatementImportWire } from '../../../core/contract/staff.answer'
import type { BankPayment } from '../../../core/payments/bank-statement'
import type { StatementImportResult } from '../../../core/payments/statement-import'
import { toRoubles } from '../../../core/shared/money'

/** A payment of the statement as the desk lists it: money in roubles, the bank's own fields left out. */
const paymentWire = (p: BankPayment): StatementImportWire['matched'][number]['payment'] => ({
  number: p.number,
  date: p.date,
  amount: toRoubles(p.amount),
  payerName: p.payerName,
  payerInn: p.payerInn,
  purpose: p.purpose,
})

/**
 * What a bank statement's import did, on the wire (POST /api/v1/staff/bank-statements; issue #49 item 1: the use
 * case answers the result, the edge writes the contract's StatementImportWire).
 */
export const statementImportWire = (r: StatementImportResult): StatementImportWire => ({
  period: { startDate: r.period.startDate, endDate: r.period.endDate },
  matched: r.matched.map((m) => ({
    payment: paymentWire(m.payment),
    invoiceNumber: m.invoiceNumber,
    campaignId: m.campaignId,
    campaignName: m.campaignName,
  })),
  unmatched: r.unmatched.map((u) => ({
    payment: paymentWire(u.payment),
    reason: u.reason,
    code: u.code,
    invoiceNumber: u.invoiceNumber,
    campaignId: u.campaignId,
  })),
  repeated: r.repeated,
  outgoing: r.outgoing,
})
