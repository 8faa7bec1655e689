import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import { calculatorForm, initialInput, withField } from './calculator-form'
import type { FormControl } from './form-controls'
import { controlsKeeper, keepUnchanged } from './stable-controls'

const TODAY = '2026-11-25'
const shelters = initialInput('transitShelter', DEMO_REFERENCE, TODAY)
const formOf = (input: typeof shelters) => calculatorForm('transitShelter', DEMO_REFERENCE, input, TODAY)
const side = (n: number) => ({ inventoryNumber: `ОСТ-${n}`, side: 'A' })

describe('controls kept when unchanged (issue #50 item 6: a press redraws only what it changed)', () => {
  it('a new side chosen keeps the months control and the shelters control as they were', () => {
    const one = withField(shelters, 'stops', [side(1)])
    const two = withField(one, 'stops', [side(1), side(2)])
    const before = formOf(one)
    const after = keepUnchanged(before, formOf(two))
    expect(after).toBe(before)
    expect(formOf(two)).not.toBe(before) // made anew, equal: the very objects are what is kept
  })

  it('a control that changed is the new one; the others stay the old objects', () => {
    const none = formOf(shelters)
    const one = formOf(withField(shelters, 'stops', [side(1)]))
    const kept = keepUnchanged(none, one)
    const months = (cs: readonly FormControl[]) => cs.find((c) => c.kind === 'flags')
    const list = (cs: readonly FormControl[]) => cs.find((c) => c.kind === 'shelters')
    // The months lock once a side is chosen (R-STOP-04): a changed control, given as it is now.
    expect(months(kept)).toBe(months(one))
    expect(months(kept)).not.toBe(months(none))
    expect(months(kept)).toMatchObject({ locked: expect.any(String) })
    expect(list(kept)).toBe(list(none))
  })

  it('another month chosen changes the list period: that control is new, the list of controls too', () => {
    const march = withField(shelters, 'months', ['2027-03'])
    const more = withField(shelters, 'months', ['2027-03', '2027-04'])
    const kept = keepUnchanged(formOf(march), formOf(more))
    expect(kept.find((c) => c.kind === 'shelters')).toMatchObject({ endDate: '2027-04-30' })
  })

  it('a control that appears or goes is taken as given', () => {
    const without = formOf(withField(shelters, 'months', []))
    const withList = formOf(shelters)
    expect(without.some((c) => c.kind === 'shelters')).toBe(false)
    expect(keepUnchanged(without, withList)).toEqual(withList)
    expect(keepUnchanged(withList, without)).toEqual(without)
  })

  it('the keeper hands out the same list for equal forms, render after render', () => {
    const keep = controlsKeeper()
    const first = keep(formOf(shelters))
    expect(keep(formOf(shelters))).toBe(first)
    expect(keep(formOf(withField(shelters, 'months', ['2027-05'])))).not.toBe(first)
  })
})
