import { describe, expect, it } from 'vitest'
import { PRICED_BY_MANAGER } from './place-calculator'
import { pricingRefusalCode } from './pricing-refusal'

describe('pricingRefusalCode (one status table at the edge, issue #49 item 3)', () => {
  it('an unknown place is not found, a special project is priced by a manager, any other error is input', () => {
    expect(pricingRefusalCode('unknown place')).toBe('not found')
    expect(pricingRefusalCode(PRICED_BY_MANAGER)).toBe(PRICED_BY_MANAGER)
    // An unknown stop is the caller's input (400), not a missing resource, though its code says 'not found'.
    for (const code of ['not found', 'wrong format', 'required', 'unknown id', 'not loaded', 'invalid input'])
      expect(pricingRefusalCode(code)).toBe('invalid input')
  })
})
