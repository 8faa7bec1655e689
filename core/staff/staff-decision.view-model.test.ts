import { describe, expect, it } from 'vitest'
import { REJECTION_TEMPLATES, REVIEW_ACTIONS } from './staff-desk.contract'
import {
  chosenReason,
  DECIDED,
  decisionOf,
  OTHER_REASON,
  REASON_CHOICES,
  REASON_DIALOG,
  reasonProblem,
} from './staff-decision.view-model'

describe('a reason chosen from the templates or typed (issue #48 item 4)', () => {
  it('offers every template, then one to type', () => {
    expect(REASON_CHOICES.map((c) => c.name)).toEqual([...REJECTION_TEMPLATES, 'Другая причина'])
    expect(REASON_CHOICES.at(-1)?.id).toBe(OTHER_REASON)
  })
  it('takes a template’s words, or what was typed', () => {
    expect(chosenReason(REASON_CHOICES[1]?.id, 'не то')).toBe(REJECTION_TEMPLATES[1])
    expect(chosenReason(OTHER_REASON, '  Логотип закрывает номер телефона ')).toBe(
      'Логотип закрывает номер телефона',
    )
    expect(chosenReason(undefined, '')).toBe('')
  })
  it('asks for a reason where one is required, and bounds it at 1000 characters', () => {
    expect(reasonProblem('  ', true)).toBe('Выберите причину из списка или напишите свою')
    expect(reasonProblem('', false)).toBeUndefined()
    expect(reasonProblem('я'.repeat(1000), true)).toBeUndefined()
    expect(reasonProblem('я'.repeat(1001), true)).toBe('Не более 1000 символов, сейчас 1001')
  })
})

describe('an action as the decision the store asks', () => {
  it('carries the reason and the creative where they belong, and leaves an empty optional reason out', () => {
    expect(decisionOf('reject', { reason: ' Нет erid ' })).toEqual({ kind: 'reject', reason: 'Нет erid' })
    expect(decisionOf('rejectCreative', { creativeId: 'm-1', reason: 'Мелко' })).toEqual({
      kind: 'rejectCreative',
      creativeId: 'm-1',
      reason: 'Мелко',
    })
    expect(decisionOf('approveCreative', { creativeId: 'm-1' })).toEqual({
      kind: 'approveCreative',
      creativeId: 'm-1',
    })
    expect(decisionOf('rejectDocument', { creativeId: 'm-1', documentId: 'd-1', reason: ' Истёк ' })).toEqual(
      {
        kind: 'rejectDocument',
        creativeId: 'm-1',
        documentId: 'd-1',
        reason: 'Истёк',
      },
    )
    expect(decisionOf('approveDocument', { creativeId: 'm-1', documentId: 'd-1' })).toEqual({
      kind: 'approveDocument',
      creativeId: 'm-1',
      documentId: 'd-1',
    })
    expect(decisionOf('markPaid')).toEqual({ kind: 'payment', paymentState: 'paid' })
    expect(decisionOf('markPartiallyPaid')).toEqual({ kind: 'payment', paymentState: 'partiallyPaid' })
    expect(decisionOf('releaseReservation', { reason: '' })).toEqual({ kind: 'releaseReservation' })
    expect(decisionOf('cancel', { reason: 'Просьба' })).toEqual({ kind: 'cancel', reason: 'Просьба' })
    expect(decisionOf('approve')).toEqual({ kind: 'approve' })
    expect(decisionOf('confirmReservation')).toEqual({ kind: 'confirmReservation' })
  })
  it('says every decision once saved, and titles a dialog for each that asks for a reason', () => {
    for (const action of REVIEW_ACTIONS) expect(DECIDED[action]).toMatch(/^[А-Я]/)
    expect(Object.keys(REASON_DIALOG).sort()).toEqual([
      'cancel',
      'reject',
      'rejectCreative',
      'rejectDocument',
      'releaseReservation',
    ])
  })
})
