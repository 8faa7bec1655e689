import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fieldMessage } from '../shared/field-messages'
import { CalculatorRegistry } from './calculator-registry'
import { allCalculators } from './calculators/all-calculators'
import { fieldGuide } from './field-guide'
import { pricingErrorMessages } from './place-calculator'
import { DEMO_REFERENCE } from './reference/demo-reference'

const registry = new CalculatorRegistry(allCalculators())
const ENGLISH = /\b(expected|required|wrong|format|invalid|number|whole|steps|least|unknown|found|side)\b/i

describe('one Russian catalogue of field messages (issue 19 item 6, R-VAL-01..03)', () => {
  it('says the codes and expectations of the decoders and calculators in Russian', () => {
    expect(fieldMessage('required')).toBe('Данное поле является обязательным')
    expect(fieldMessage('wrong format')).toBe('Неправильный формат')
    expect(fieldMessage('expected a whole number from 175 to 4200 in steps of 175')).toBe(
      'Введите целое число от 175 до 4\u00a0200 с шагом 175',
    )
    expect(fieldMessage('expected a number from 0.001 to 1')).toBe('Введите число от 0,001 до 1')
    expect(fieldMessage('expected one of all, workday, weekend')).toBe(
      'Выберите одно из значений: all, workday, weekend',
    )
    // A rule's own Russian sentence is kept; an English code nobody catalogued never leaks through.
    expect(fieldMessage('Дата окончания раньше даты начала')).toBe('Дата окончания раньше даты начала')
    expect(fieldMessage('some new code')).toBe('Неправильный формат')
  })

  it('every refusal of every calculator, on random values in its own fields, reads in Russian', () => {
    const junk = fc.oneof(
      fc.integer({ min: -5, max: 5000 }),
      fc.double({ noNaN: true }),
      // Digits and Cyrillic only: a random Latin id could spell one of the English words checked for below.
      fc.stringMatching(/^[0-9а-я-]{0,6}$/),
      fc.constantFrom('2027-02-30', '2027-13', 'all', 'video', null, true),
      fc.array(fc.oneof(fc.integer({ min: -1, max: 9 }), fc.stringMatching(/^[0-9а-я]{0,3}$/)), {
        maxLength: 3,
      }),
    )
    for (const calculator of allCalculators()) {
      const fields = [...new Set(fieldGuide(calculator.schema).map((f) => f.path.split(/[.[]/)[0] ?? ''))]
      if (fields.length === 0) continue
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...fields), junk, { maxKeys: fields.length }), (input) => {
          const priced = registry.price(calculator.place, input, DEMO_REFERENCE, { today: '2026-11-22' })
          if (priced.ok) return
          for (const message of Object.values(pricingErrorMessages(priced.error))) {
            expect(message, calculator.place).toMatch(/[А-Яа-яЁё]/)
            expect(message, calculator.place).not.toMatch(ENGLISH)
          }
        }),
        { numRuns: 60 },
      )
    }
  })
})
