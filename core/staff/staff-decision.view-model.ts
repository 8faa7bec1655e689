import { REJECTION_TEMPLATES, type ReviewAction } from './staff-desk.contract'
import type { Decision } from './staff-review.store'

/** A reason's bounds, as the server checks them (the contract: 1..1000 characters). */
export const REASON_MAX = 1000
export const OTHER_REASON = 'other'

/** The reason dialog's choices: each template, then 'Другая причина' to type one. */
export const REASON_CHOICES: readonly { readonly id: string; readonly name: string }[] = [
  ...REJECTION_TEMPLATES.map((t, i) => ({ id: `template-${i}`, name: t })),
  { id: OTHER_REASON, name: 'Другая причина' },
]

/** The reason a choice and the typed text give: the template's words, or what was typed. */
export const chosenReason = (choice: string | undefined, typed: string): string => {
  const template = REASON_CHOICES.find((c) => c.id === choice && c.id !== OTHER_REASON)
  return (template?.name ?? typed).trim()
}

/** What is wrong with a reason before it is sent, in Russian; undefined when it may go. */
export const reasonProblem = (reason: string, required: boolean): string | undefined => {
  const text = reason.trim()
  if (required && text === '') return 'Выберите причину из списка или напишите свою'
  if (text.length > REASON_MAX) return `Не более ${REASON_MAX} символов, сейчас ${text.length}`
  return undefined
}

/** What the person gave a decision: a reason, the creative it is on, the creative's document it is on. */
export interface DecisionGiven {
  readonly reason?: string | undefined
  readonly creativeId?: string | undefined
  readonly documentId?: string | undefined
}

/** A review action with what the person gave it (a reason, the creative, its document) as the store's decision. */
export const decisionOf = (action: ReviewAction, given: DecisionGiven = {}): Decision => {
  const reason = given.reason?.trim() ?? ''
  const creativeId = given.creativeId ?? ''
  const documentId = given.documentId ?? ''
  switch (action) {
    case 'approve':
      return { kind: 'approve' }
    case 'reject':
      return { kind: 'reject', reason }
    case 'approveCreative':
      return { kind: 'approveCreative', creativeId }
    case 'rejectCreative':
      return { kind: 'rejectCreative', creativeId, reason }
    case 'approveDocument':
      return { kind: 'approveDocument', creativeId, documentId }
    case 'rejectDocument':
      return { kind: 'rejectDocument', creativeId, documentId, reason }
    case 'confirmReservation':
      return { kind: 'confirmReservation' }
    case 'releaseReservation':
      return reason === '' ? { kind: 'releaseReservation' } : { kind: 'releaseReservation', reason }
    case 'markPaid':
      return { kind: 'payment', paymentState: 'paid' }
    case 'markPartiallyPaid':
      return { kind: 'payment', paymentState: 'partiallyPaid' }
    case 'cancel':
      return reason === '' ? { kind: 'cancel' } : { kind: 'cancel', reason }
  }
}

/** What the desk says once a decision is saved. */
export const DECIDED: Readonly<Record<ReviewAction, string>> = {
  approve: 'Кампания согласована',
  reject: 'Кампания отклонена, причина отправлена рекламодателю',
  approveCreative: 'Материал согласован',
  rejectCreative: 'Материал отклонён, причина отправлена рекламодателю',
  approveDocument: 'Документ принят',
  rejectDocument: 'Документ возвращён на доработку, причина отправлена рекламодателю',
  confirmReservation: 'Бронь подтверждена',
  releaseReservation: 'Бронь снята',
  markPaid: 'Оплата отмечена',
  markPartiallyPaid: 'Частичная оплата отмечена',
  cancel: 'Кампания отменена',
}

/**
 * The reason dialog of an action that asks for one: its title, its button, and whether a reason is required (a
 * rejection: the advertiser must know what to fix) or may be left out (a release, a cancellation).
 */
export const REASON_DIALOG: Partial<
  Readonly<
    Record<ReviewAction, { readonly title: string; readonly confirm: string; readonly required: boolean }>
  >
> = {
  reject: { title: 'Отклонить кампанию', confirm: 'Отклонить', required: true },
  rejectCreative: { title: 'Отклонить материал', confirm: 'Отклонить', required: true },
  rejectDocument: { title: 'Вернуть документ на доработку', confirm: 'Вернуть на доработку', required: true },
  releaseReservation: { title: 'Снять бронь', confirm: 'Снять бронь', required: false },
  cancel: { title: 'Отменить кампанию', confirm: 'Отменить кампанию', required: false },
}
