import { describe, expect, it } from 'vitest'
import { readSpec } from './calc-spec'

describe('a calc spec (issue 19 item 5)', () => {
  it('refuses a pricing day that does not exist, naming the field', () => {
    for (const today of ['2026-13-45', '2026-02-30', '2026-00-10'])
      expect(readSpec({ today, input: {} })).toEqual({
        ok: false,
        errors: { today: 'expected a real day YYYY-MM-DD' },
      })
    expect(readSpec({ today: '2028-02-29', input: {} }).ok).toBe(true)
    expect(readSpec({ today: '26-1-1', input: {} })).toMatchObject({
      ok: false,
      errors: { today: 'expected YYYY-MM-DD' },
    })
  })
  it('takes a bare input as the input', () => {
    expect(readSpec({ startDate: '2027-01-01' })).toEqual({
      ok: true,
      spec: { input: { startDate: '2027-01-01' } },
    })
  })
})
