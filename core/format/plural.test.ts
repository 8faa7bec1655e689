import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countOf, pluralForm } from './plural'

const HALF_MONTHS = { one: 'полумесяц', few: 'полумесяца', many: 'полумесяцев' }

/** The schoolbook rule, written out: the last two digits 11–14 take 'many'; else the last digit decides. */
const schoolbook = (n: number): keyof typeof HALF_MONTHS => {
  const [last, lastTwo] = [n % 10, n % 100]
  if (lastTwo >= 11 && lastTwo <= 14) return 'many'
  return last === 1 ? 'one' : last >= 2 && last <= 4 ? 'few' : 'many'
}

describe('counts as Russian says them (issue #47: "2 полумесяцев")', () => {
  it('says 1 полумесяц, 2 полумесяца, 5 полумесяцев, 11 полумесяцев, 21 полумесяц, 1 000 полумесяцев', () => {
    expect([1, 2, 5, 11, 21, 22, 1000].map((n) => countOf(n, HALF_MONTHS))).toEqual([
      '1 полумесяц',
      '2 полумесяца',
      '5 полумесяцев',
      '11 полумесяцев',
      '21 полумесяц',
      '22 полумесяца',
      '1\u00a0000 полумесяцев',
    ])
    expect(pluralForm(0, HALF_MONTHS)).toBe('полумесяцев')
    expect(pluralForm(1.5, HALF_MONTHS)).toBe('полумесяца')
  })

  it('agrees with the schoolbook rule for every whole count', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (n) => {
        expect(pluralForm(n, HALF_MONTHS)).toBe(HALF_MONTHS[schoolbook(n)])
      }),
    )
  })
})
