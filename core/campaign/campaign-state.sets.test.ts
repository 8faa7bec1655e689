import { describe, expect, it } from 'vitest'
import {
  AGREED_STATES,
  BEFORE_APPROVAL_STATES,
  CANCELED_STATES,
  CANCELING_STATES,
  EDITABLE_STATES,
  FINISHED_STATES,
  isCanceled,
  isEditable,
  isFinished,
  isOccupying,
  isOnModeration,
  isRejected,
  isTerminal,
  LAUNCHED_STATES,
  OCCUPYING_STATES,
  PAID_STATES,
  REJECTED_STATES,
  RESUBMITTABLE_STATES,
  TERMINAL_STATES,
  UNDER_REVIEW_STATES,
  WIZARD_OPEN_STATES,
} from './campaign-state.sets'

/**
 * Each set the machine's table yields, pinned to the spec by hand: if a transition is added or changed, the set
 * that moves shows here (cabinet §4; RULES.md R-STATE-04, R-STATE-05; the machine's design in
 * features/campaign/state-machine.feature).
 */
describe('campaign state sets derived from the machine', () => {
  it('R-STATE-04 editable and resubmittable: draft and the two rejected states', () => {
    expect(EDITABLE_STATES).toEqual(['draft', 'primaryRejected', 'secondaryRejected'])
    expect(RESUBMITTABLE_STATES).toEqual(EDITABLE_STATES)
    expect(
      ['draft', 'primaryRejected', 'secondaryRejected', 'moderation', 'approved'].map(isEditable),
    ).toEqual([true, true, true, false, false])
  })

  it('R-STATE-05 rejected: primaryRejected and secondaryRejected', () => {
    expect(REJECTED_STATES).toEqual(['primaryRejected', 'secondaryRejected'])
    expect(isRejected('draft')).toBe(false)
    expect(isRejected('secondaryRejected')).toBe(true)
  })

  it('terminal: no transition leaves completed, canceled, techCanceled and noStatus', () => {
    expect(TERMINAL_STATES).toEqual(['completed', 'canceled', 'techCanceled', 'noStatus'])
    expect(FINISHED_STATES).toEqual(['completed', 'canceled', 'techCanceled'])
    expect(isTerminal('noStatus')).toBe(true)
    expect(isFinished('noStatus')).toBe(false)
  })

  it('R-LINK-05 under review, waiting for staff: the three moderation states', () => {
    expect(UNDER_REVIEW_STATES).toEqual(['moderation', 'primaryModeration', 'secondaryModeration'])
    expect(isOnModeration('approved')).toBe(false)
    expect(isOnModeration('primaryModeration')).toBe(true)
  })

  it('agreed, paid and launched follow approval, payment and the start date', () => {
    expect(AGREED_STATES).toEqual(['approved', 'waitingForLaunch', 'active', 'completed'])
    expect(PAID_STATES).toEqual(['waitingForLaunch', 'active', 'completed'])
    expect(LAUNCHED_STATES).toEqual(['active', 'completed'])
  })

  it('before approval: every state still on the way to an agreement', () => {
    expect(BEFORE_APPROVAL_STATES).toEqual([
      'draft',
      'movieCreation',
      'moderation',
      'primaryModeration',
      'secondaryModeration',
      'primaryRejected',
      'secondaryRejected',
      'booked',
    ])
  })

  it('canceling and canceled; a campaign occupies inventory unless canceled', () => {
    expect(CANCELING_STATES).toEqual(['cancellation'])
    expect(CANCELED_STATES).toEqual(['canceled', 'techCanceled'])
    expect(isCanceled('techCanceled')).toBe(true)
    expect(OCCUPYING_STATES).not.toContain('canceled')
    expect(OCCUPYING_STATES).not.toContain('techCanceled')
    expect(OCCUPYING_STATES).toHaveLength(14)
    expect(['active', 'cancellation', 'completed', 'canceled'].map(isOccupying)).toEqual([
      true,
      true,
      true,
      false,
    ])
  })

  it('R-LINK-01 the wizard stays open for a draft, a booking and a booking being canceled', () => {
    expect(WIZARD_OPEN_STATES).toEqual(['draft', 'booked', 'cancellation'])
  })

  it('a state that is no campaign state belongs to no set', () => {
    for (const is of [isEditable, isRejected, isTerminal, isOnModeration, isCanceled, isOccupying])
      expect(is('deleted')).toBe(false)
  })
})
