import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readSpec } from './calc-spec'
import { EN } from './messages'

describe('a calc spec (issue 19 item 5, issue 52 item 3)', () => {
  it('refuses a pricing day that does not exist, naming the field, in Russian or in English', () => {
    for (const today of ['2026-13-45', '2026-02-30', '2026-00-10'])
      expect(readSpec({ today, input: {} })).toEqual({
        ok: false,
        errors: { today: 'Такого дня нет в календаре (формат ГГГГ-ММ-ДД)' },
      })
    expect(readSpec({ today: '2026-02-30', input: {} }, EN)).toEqual({
      ok: false,
      errors: { today: 'expected a real day YYYY-MM-DD' },
    })
    expect(readSpec({ today: '2028-02-29', input: {} }).ok).toBe(true)
    expect(readSpec({ today: '26-1-1', input: {} })).toMatchObject({
      ok: false,
      errors: { today: 'Введите дату в формате ГГГГ-ММ-ДД' },
    })
  })
  it('takes a bare input as the input', () => {
    expect(readSpec({ startDate: '2027-01-01' })).toEqual({
      ok: true,
      spec: { input: { startDate: '2027-01-01' } },
    })
  })
  it('refuses a personal discount outside 0–100 %, naming the allowed values; takes every one inside', () => {
    const spec = (value: number) => ({
      advertiser: { isAgency: true, discount: { value, advertisePlaces: [] } },
      input: {},
    })
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ max: -Number.MIN_VALUE, noNaN: true }),
          fc.double({ min: 100.000001, noNaN: true }),
        ),
        (value) => {
          const read = readSpec(spec(value))
          expect(read).toEqual({
            ok: false,
            errors: { 'advertiser.discount.value': `Скидка ${value} %: допустимо от 0 до 100 %` },
          })
        },
      ),
    )
    fc.assert(fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (value) => readSpec(spec(value)).ok))
    expect(readSpec(spec(-50)).ok).toBe(false)
    expect(readSpec(spec(150)).ok).toBe(false)
    expect(readSpec(spec(0)).ok && readSpec(spec(100)).ok).toBe(true)
  })
})
