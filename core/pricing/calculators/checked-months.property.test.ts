import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../rules/calendar'
import { splitByMonth } from '../rules/periods'
import { checkedMonths, checkPeriod, MAX_CAMPAIGN_DAYS } from './input-fields'

describe('R-PER-08 a period checked and split at once (issue 51) refuses and splits as the two steps did', () => {
  it('the same refusal as checkPeriod, or its days and splitByMonth’s months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000 }),
        fc.oneof(
          fc.integer({ min: -40, max: 2 * MAX_CAMPAIGN_DAYS }),
          fc.constantFrom(-1, 0, MAX_CAMPAIGN_DAYS - 1, MAX_CAMPAIGN_DAYS, 3_000_000),
        ),
        (from, length) => {
          const start = addDays('2026-01-01', from)
          const end = addDays(start, length)
          const checked = checkedMonths(start, end)
          const period = checkPeriod(start, end)
          if (!period.ok) expect(checked).toStrictEqual(period)
          else
            expect(checked).toStrictEqual({
              ok: true,
              value: { days: period.value, periods: splitByMonth(start, end) },
            })
        },
      ),
      { numRuns: 2_000 },
    )
  })
})
