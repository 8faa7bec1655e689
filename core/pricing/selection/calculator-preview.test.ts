import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../calculator-registry'
import { allCalculators } from '../calculators/all-calculators'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import { formatRoubles, kopecks } from '../../shared/money'
import { calculatorForm, FORM_PLACES, initialInput } from './calculator-form'
import { calculatorPreview, controlValue } from './calculator-preview'
import { pricePanel } from './price-panel.view-model'

const registry = new CalculatorRegistry(allCalculators())
const TODAY = '2026-11-25'
const price = (place: string, input: unknown) =>
  registry.price(place, input, DEMO_REFERENCE, { today: TODAY })

describe('a public calculator before its code runs (issue #51 item 2)', () => {
  it('is the form the visitor then gets: its fields in order, with their defaults', () => {
    const preview = calculatorPreview('metroMonitors', DEMO_REFERENCE, TODAY, price)
    const controls = calculatorForm(
      'metroMonitors',
      DEMO_REFERENCE,
      initialInput('metroMonitors', DEMO_REFERENCE, TODAY),
      TODAY,
    )
    expect(preview.fields.map((f) => f.label)).toEqual(controls.map((c) => c.label))
    // From the first of next month, as the interactive form starts (calculator-form initialInput).
    expect(preview.fields).toContainEqual({ label: 'Период размещения', value: '01.12.2026 — 03.12.2026' })
    expect(preview.input).toEqual(initialInput('metroMonitors', DEMO_REFERENCE, TODAY))
  })

  it('prices the defaults to the kopeck by the same calculators, every place with a form', () => {
    for (const place of FORM_PLACES) {
      const preview = calculatorPreview(place, DEMO_REFERENCE, TODAY, price)
      const quote = price(place, initialInput(place, DEMO_REFERENCE, TODAY))
      if (!quote.ok) {
        expect(preview.total, place).toBeUndefined()
        continue
      }
      const total = pricePanel(quote.value).total
      expect(preview.total, place).toEqual({
        label: 'Итоговая стоимость',
        text: total.text,
        kopecks: total.amount,
      })
      expect(preview.total?.text).toBe(formatRoubles(kopecks(total.amount)))
      for (const field of preview.fields) expect(field.value, `${place} ${field.label}`).not.toBe('')
    }
  })

  it('says a choice by its name, a toggle in words and an empty list as nothing chosen', () => {
    const options = [
      { id: '1', name: 'Утро' },
      { id: '2', name: 'Вечер' },
    ]
    expect(controlValue({ kind: 'choice', field: 'a', label: 'A', options }, { a: 2 })).toBe('Вечер')
    expect(controlValue({ kind: 'flags', field: 'a', label: 'A', options }, { a: [1, 2] })).toBe(
      'Утро, Вечер',
    )
    expect(controlValue({ kind: 'flags', field: 'a', label: 'A', options }, { a: [] })).toBe('не выбрано')
    expect(controlValue({ kind: 'toggle', field: 'a', label: 'A' }, { a: true })).toBe('да')
    expect(controlValue({ kind: 'toggle', field: 'a', label: 'A' }, {})).toBe('нет')
    expect(controlValue({ kind: 'items', field: 'a', label: 'A', items: [] }, { a: ['x', 'y'] })).toBe(
      'выбрано: 2',
    )
    expect(controlValue({ kind: 'metroLines', field: 'a', label: 'A' }, {})).toBe('не выбрано')
  })
})
