import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STAFF_ROLES } from '../staff/staff-roles'
import { CAMPAIGN_STATES, PAYMENT_STATES } from './campaign-state'
import { transition } from './campaign-state.machine'
import { markPayment, PAYABLE_BEFORE_APPROVAL, staffDecision, staffSteps } from './campaign-moderation'

describe('staff actions follow the state machine, from any state', () => {
  it('every step of an accepted action is a legal move chained from the state; a refusal is the machine’s error', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CAMPAIGN_STATES),
        fc.constantFrom('approve', 'reject', 'cancel' as const),
        (state, action) => {
          const steps = staffSteps(action, state)
          if (!steps.ok) {
            expect(['illegalTransition']).toContain(steps.error.code)
            return
          }
          let here = state
          for (const s of steps.value) {
            expect(s.from).toBe(here)
            expect(transition(here, s.event, s.actor)).toEqual({ ok: true, value: s.to })
            here = s.to
          }
          const end = {
            approve: ['approved'],
            reject: ['primaryRejected', 'secondaryRejected'],
            cancel: ['canceled', 'techCanceled'],
          }
          expect(end[action]).toContain(here)
        },
      ),
    )
  })

  it('a full payment moves only an approved campaign on; one not yet agreed keeps it; nothing is paid twice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAMPAIGN_STATES), fc.boolean(), (state, holds) => {
        const paid = markPayment(
          { state, paymentState: 'notPaid', reservationState: 'confirmed', holdsInventory: holds },
          'paid',
        )
        expect(paid.ok).toBe(state === 'approved' || PAYABLE_BEFORE_APPROVAL.includes(state))
        if (paid.ok)
          expect(paid.value.step?.to ?? null).toBe(state === 'approved' ? 'waitingForLaunch' : null)
        const twice = markPayment(
          { state, paymentState: 'paid', reservationState: 'confirmed', holdsInventory: holds },
          'partiallyPaid',
        )
        expect(twice).toMatchObject({ ok: false, error: { code: 'already paid' } })
      }),
    )
  })

  it('a staff decision is the machine’s path cut where the roles end, and never reaches past it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CAMPAIGN_STATES),
        fc.constantFrom('approve', 'reject', 'cancel' as const),
        fc.subarray([...STAFF_ROLES]),
        fc.constantFrom(...PAYMENT_STATES),
        (state, action, roles, paymentState) => {
          const whole = staffSteps(action, state)
          const decided = staffDecision(roles, action, { state, paymentState })
          if (!whole.ok || !decided.ok) {
            expect(decided.ok ? 'decided' : decided.error.code).toBe(
              whole.ok ? 'forbidden' : whole.error.code,
            )
            return
          }
          const own = decided.value.filter((s) => s.event !== 'confirmPayment')
          expect(own).toEqual(whole.value.slice(0, own.length))
          if (roles.includes('superuser') || roles.includes('moderator')) expect(own).toEqual(whole.value)
          const paidOn = decided.value.length > own.length
          expect(paidOn).toBe(paymentState === 'paid' && own.at(-1)?.to === 'approved')
        },
      ),
    )
  })
})
