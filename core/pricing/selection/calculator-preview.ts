import { formatDisplayDate } from '../../format/date.format'
import { formatNumber } from '../../format/number.format'
import type { Result } from '../../shared/result'
import type { PricingError } from '../place-calculator'
import type { Quote } from '../quote'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { calculatorForm, fieldOf, initialInput, scheduleSummary, type FormPlace } from './calculator-form'
import type { FormControl } from './form-controls'
import type { FormInput } from './form-input'
import { pricePanel, TOTAL_LABEL } from './price-panel.view-model'

/** One field of a calculator as it stands before anything is changed: its label and its value as the form shows it. */
export interface PreviewField {
  readonly label: string
  readonly value: string
}

/**
 * A public calculator before its code has run (issue #51 item 2): the form's fields with their defaults and the
 * default price, as the server writes them into the page's HTML, so a visitor reads the price at the first paint.
 * The same input the interactive form starts from (initialInput) priced by the same core calculators.
 */
export interface CalculatorPreview {
  readonly input: FormInput
  readonly fields: readonly PreviewField[]
  /** The price panel's total ('Итоговая стоимость') in roubles as the panel prints it; none when the defaults do not price. */
  readonly total?: { readonly label: string; readonly text: string; readonly kopecks: number }
}

const NONE = 'не выбрано'

const day = (value: unknown): string => {
  if (typeof value !== 'string') return '—'
  const shown = formatDisplayDate(value)
  return shown.ok ? shown.value : '—'
}

const number = (value: unknown): string => {
  if (typeof value !== 'number') return typeof value === 'string' && value !== '' ? value : '—'
  const shown = formatNumber(value)
  return shown.ok ? shown.value : String(value)
}

const named = (options: readonly { id: string; name: string }[], value: unknown): string | undefined =>
  options.find((o) => o.id === String(value))?.name

const chosen = (value: unknown): string =>
  Array.isArray(value) && value.length > 0 ? `выбрано: ${value.length}` : NONE

/** A control's value as the form shows it, in words a visitor reads. */
export const controlValue = (control: FormControl, input: FormInput): string => {
  switch (control.kind) {
    case 'period':
      return `${day(fieldOf(input, control.start))} — ${day(fieldOf(input, control.end))}`
    case 'day':
      return day(fieldOf(input, control.field))
    case 'number':
      return number(fieldOf(input, control.field))
    case 'choice':
      return named(control.options, fieldOf(input, control.field)) ?? '—'
    case 'alternative':
      // The way chosen; its value is the next field's.
      return control.options.find((o) => o.id === control.field)?.name ?? '—'
    case 'toggle':
      return fieldOf(input, control.field) === true ? 'да' : 'нет'
    case 'flags': {
      const value = fieldOf(input, control.field)
      const names = Array.isArray(value) ? value.flatMap((id) => named(control.options, id) ?? []) : []
      return names.length > 0 ? names.join(', ') : NONE
    }
    case 'schedule': {
      const s = scheduleSummary(fieldOf(input, control.field))
      return s.start ? `${day(s.start)} — ${day(s.end)}, ${control.hitsLabel}: ${number(s.hits)}` : NONE
    }
    case 'items':
    case 'shelters':
    case 'metroLines':
    case 'navigation':
      return chosen(fieldOf(input, control.field))
  }
}

/** The preview of a place's calculator on `today`, priced by `price` (the registry's, with no personal terms). */
export const calculatorPreview = (
  place: FormPlace,
  reference: PricingReferenceData,
  today: string,
  price: (place: string, input: FormInput) => Result<Quote, PricingError>,
): CalculatorPreview => {
  const input = initialInput(place, reference, today)
  const fields = calculatorForm(place, reference, input, today).map((control) => ({
    label: control.label,
    value: controlValue(control, input),
  }))
  const quote = price(place, input)
  if (!quote.ok) return { input, fields }
  const total = pricePanel(quote.value).total
  return { input, fields, total: { label: TOTAL_LABEL, text: total.text, kopecks: total.amount } }
}
