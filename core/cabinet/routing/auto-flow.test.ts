import { describe, expect, it } from 'vitest'
import { AuthTokenStore } from '../../session/auth-token'
import { MemoryStorage } from '../testing/fake-ports'
import { parseQuery } from './address'
import { ADVERTISE_PLACES } from '../../campaign/advertise-place'
import { CALCULATOR_FIRST_PLACES, stepNumber } from '../../campaign/wizard.steps'
import {
  advertiserStep,
  autoFlowTarget,
  captureAutoFlow,
  clearAutoFlow,
  keepAutoFlow,
  readAutoFlow,
} from './auto-flow'

describe('calculator auto-flow (R-ROUTE-13, R-ROUTE-14)', () => {
  it("keeps a signed-out visitor's booking at once, for the place's advertiser step after any sign-in", () => {
    const storage = new MemoryStorage()
    expect(keepAutoFlow(storage, 'metroMonitors')).toEqual({ place: 'metroMonitors', step: 3 })
    expect(readAutoFlow(storage)).toEqual({ place: 'metroMonitors', step: 3 })
    expect(autoFlowTarget(readAutoFlow(storage)!)).toBe('/calculator/step-3?advertisePlace=metroMonitors')
    keepAutoFlow(storage, 'lightBoxes')
    expect(readAutoFlow(storage)).toEqual({ place: 'lightBoxes', step: advertiserStep('lightBoxes') })
    expect(new AuthTokenStore(storage).get()).toBeUndefined() // no token is made up
  })

  it('stores the token locally and the flow when the start carries both parameters', () => {
    const storage = new MemoryStorage()
    const captured = captureAutoFlow(
      parseQuery('calculatorAutoFlow=lightBoxes&authToken=t-1&step=5'),
      storage,
    )
    expect(captured).toEqual({ token: 't-1', flow: { place: 'lightBoxes', step: 5 } })
    expect(storage.get('local', 'authToken')).toBe('t-1')
    expect(new AuthTokenStore(storage).get()).toBe('t-1')
    expect(readAutoFlow(storage)).toEqual({ place: 'lightBoxes', step: 5 })
  })

  it('defaults the step to the advertiser step of the calculator-first wizard and ignores unknown places', () => {
    const storage = new MemoryStorage()
    expect(captureAutoFlow(parseQuery('calculatorAutoFlow=cdek&authToken=x'), storage)?.flow).toEqual({
      place: 'cdek',
      step: 2,
    })
    expect(captureAutoFlow(parseQuery('calculatorAutoFlow=busMonitors&authToken=x'), storage)?.flow).toEqual({
      place: 'busMonitors',
      step: 3,
    })
    for (const place of ADVERTISE_PLACES) {
      const expected = CALCULATOR_FIRST_PLACES.includes(place) ? 3 : 2
      expect(advertiserStep(place)).toBe(expected)
      // The wizard's own step table agrees, for an agency too (it only loses the payment step, always later).
      for (const isAgency of [false, true])
        expect(stepNumber(place, 'advertiser', { fromCalculator: true, isAgency })).toEqual({
          ok: true,
          value: expected,
        })
    }
    const other = new MemoryStorage()
    expect(captureAutoFlow(parseQuery('calculatorAutoFlow=moon&authToken=x'), other)).toEqual({
      token: 'x',
      flow: undefined,
    })
    expect(readAutoFlow(other)).toBeUndefined()
  })

  it('stores nothing without a token', () => {
    const storage = new MemoryStorage()
    expect(captureAutoFlow(parseQuery('calculatorAutoFlow=cdek'), storage)).toBeUndefined()
    expect(storage.entries.size).toBe(0)
  })

  it('reads back only well-formed data and clears it once used', () => {
    const storage = new MemoryStorage()
    storage.set('local', 'calculatorAutoFlow', '{"place":"cdek","step":0}')
    expect(readAutoFlow(storage)).toBeUndefined()
    storage.set('local', 'calculatorAutoFlow', 'not json')
    expect(readAutoFlow(storage)).toBeUndefined()
    storage.set('local', 'calculatorAutoFlow', '{"place":"cdek","step":2}')
    expect(autoFlowTarget(readAutoFlow(storage)!)).toBe('/calculator/step-2?advertisePlace=cdek')
    clearAutoFlow(storage)
    expect(readAutoFlow(storage)).toBeUndefined()
  })
})
