import { describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES, PAYMENT_STATES, RESERVATION_STATES } from './campaign-state'
import { SPEC_CAMPAIGN_STATES } from './testing/spec-states'

describe('the state lists of cabinet §4', () => {
  it('lists the campaign states of R-STATE-01, in the spec’s order', () => {
    expect(CAMPAIGN_STATES).toEqual(SPEC_CAMPAIGN_STATES)
  })

  it('lists the payment states of R-STATE-08 and the reservation states of R-STATE-09', () => {
    expect(PAYMENT_STATES).toEqual(['paid', 'notPaid', 'partiallyPaid'])
    expect(RESERVATION_STATES).toEqual(['notReserved', 'reserved', 'confirmed', 'canceled'])
  })
})
