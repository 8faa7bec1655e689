import { isoDate } from '../../shared/calendar'
import { kopecks } from '../../shared/money'
import type { BankPayment, BankStatement } from '../bank-statement'

/** The statement's own account (the marketplace's) in the tests. */
export const OUR_ACCOUNT = '40702810900000000001'

/** An incoming payment order of an advertiser's for the tests; override what a case needs. */
export const aBankPayment = (
  purpose: string,
  amount: number,
  over: Partial<BankPayment> = {},
): BankPayment => ({
  kind: 'Платежное поручение',
  number: '17',
  date: isoDate('2026-12-03'),
  amount: kopecks(amount),
  payerInn: '7701234567',
  payerName: 'ООО «Ромашка»',
  payerAccount: '40702810100000000777',
  recipientInn: '7700000001',
  recipientName: 'ООО «Табло»',
  recipientAccount: OUR_ACCOUNT,
  receivedOn: isoDate('2026-12-03'),
  purpose,
  ...over,
})

/** A statement of the marketplace's account for December 2026 with these payments. */
export const aStatement = (...payments: BankPayment[]): BankStatement => ({
  version: '1.03',
  sender: 'Банк',
  startDate: isoDate('2026-12-01'),
  endDate: isoDate('2026-12-31'),
  accounts: [OUR_ACCOUNT],
  payments,
})
