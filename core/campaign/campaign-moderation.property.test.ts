import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES } from './campaign-state'
import { transition } from './campaign-state.machine'
import { markPayment, staffSteps } from './campaign-moderation'

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

  it('a full payment moves only an approved campaign; nothing is paid twice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAMPAIGN_STATES), fc.boolean(), (state, holds) => {
        const paid = markPayment(
          { state, paymentState: 'notPaid', reservationState: 'confirmed', holdsInventory: holds },
          'paid',
        )
        expect(paid.ok).toBe(state === 'approved')
        const twice = markPayment(
          { state, paymentState: 'paid', reservationState: 'confirmed', holdsInventory: holds },
          'partiallyPaid',
        )
        expect(twice).toMatchObject({ ok: false, error: { code: 'already paid' } })
      }),
    )
  })
})
