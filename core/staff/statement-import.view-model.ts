import { displayDate, displayPeriod } from '../format/display-date'
import { countOf } from '../format/plural'
import { fromRoubles, type Kopecks } from '../shared/money'
import type { StatementImportWire } from '../contract/staff.answer'
import { NO_FILTERS, queueHref } from './staff-queue-filters.view-model'
import { reviewHref } from './staff-queue.view-model'

type Payment = StatementImportWire['matched'][number]['payment']

/** A payment of the statement as the result lists it. */
export interface StatementPaymentView {
  readonly id: string
  /** 'п/п № 512 от 27.11.2026' */
  readonly title: string
  readonly amount: Kopecks
  /** 'ООО «Ромашка», ИНН 7701234567' */
  readonly payer: string
  readonly purpose: string
}

export interface MatchedView extends StatementPaymentView {
  /** 'Счёт № 42 оплачен' */
  readonly invoice: string
  readonly campaignName: string
  readonly href: string
}

export interface UnmatchedView extends StatementPaymentView {
  readonly reason: string
  /** The campaign the payment seems to be for, to decide on its review; undefined when none was found. */
  readonly href: string | undefined
  /** Else the queue's campaigns waiting for payment from the payer's ИНН, to find the one it pays. */
  readonly searchHref: string | undefined
  readonly invoice: string | undefined
}

export interface StatementResultView {
  /** 'Выписка за 01.11.2026 – 30.11.2026' */
  readonly title: string
  /** 'Оплачено 2 счёта · 1 платёж ждёт решения · 3 уже были загружены · 4 исходящих не рассматривались' */
  readonly summary: string
  readonly matched: readonly MatchedView[]
  readonly unmatched: readonly UnmatchedView[]
}

const PAYMENTS = { one: 'платёж', few: 'платежа', many: 'платежей' } as const

const paymentView = (p: Payment, i: number, kind: string): StatementPaymentView => ({
  id: `${kind}:${i}:${p.number}`,
  title: `п/п № ${p.number} от ${displayDate(p.date) ?? p.date}`,
  amount: fromRoubles(p.amount),
  payer: p.payerInn ? `${p.payerName}, ИНН ${p.payerInn}` : p.payerName,
  purpose: p.purpose,
})

/**
 * What an imported statement did, for the accountant (issue #48 item 4): the invoices it paid with their
 * campaigns, the payments left for a person with the reason and the campaign to decide on when one was found,
 * and how many were repeats of an earlier import or outgoing (neither is looked at again).
 */
export const statementResult = (r: StatementImportWire): StatementResultView => {
  const parts = [
    `Оплачено ${countOf(r.matched.length, { one: 'счёт', few: 'счёта', many: 'счетов' })}`,
    r.unmatched.length === 0
      ? 'все платежи разнесены'
      : `${countOf(r.unmatched.length, PAYMENTS)} ${r.unmatched.length === 1 ? 'ждёт' : 'ждут'} решения`,
    ...(r.repeated > 0
      ? [
          `${countOf(r.repeated, PAYMENTS)} уже ${r.repeated === 1 ? 'был загружен' : 'были загружены'} раньше`,
        ]
      : []),
    ...(r.outgoing > 0 ? [`исходящих: ${r.outgoing}, они не рассматривались`] : []),
  ]
  return {
    title: `Выписка за ${displayPeriod(r.period.startDate, r.period.endDate)}`,
    summary: parts.join(' · '),
    matched: r.matched.map((m, i) => ({
      ...paymentView(m.payment, i, 'matched'),
      invoice: `Счёт № ${m.invoiceNumber} оплачен`,
      campaignName: m.campaignName,
      href: reviewHref(m.campaignId),
    })),
    unmatched: r.unmatched.map((u, i) => ({
      ...paymentView(u.payment, i, 'unmatched'),
      reason: u.reason,
      href: u.campaignId === null ? undefined : reviewHref(u.campaignId),
      searchHref:
        u.campaignId === null && u.payment.payerInn !== ''
          ? queueHref({ ...NO_FILTERS, waits: ['payment'], q: u.payment.payerInn })
          : undefined,
      invoice: u.invoiceNumber === null ? undefined : `Счёт № ${u.invoiceNumber}`,
    })),
  }
}
