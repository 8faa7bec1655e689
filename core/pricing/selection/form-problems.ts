import type { Result } from '../../shared/result'
import { fieldNotesOf } from '../field-notes'
import { pricingErrorMessages, type PricingError } from '../place-calculator'
import type { Quote } from '../quote'
import type { FormControl } from './form-controls'

/** Where a hits-a-day refusal of a schedule is shown: beside its own field, not the period's. */
export const HITS_KEY = (field: string): string => `${field}.numberOfHits`

/**
 * What a calculator form says about its input (issue #47 item 1): each refusal and note at the control it concerns,
 * keyed as the form reads them (a period's by its start field, a schedule's hits by HITS_KEY), and the panel's
 * sentence naming the field that stops the price.
 */
export interface FormProblems {
  readonly atField: Readonly<Record<string, string>>
  readonly notes: Readonly<Record<string, string>>
  /** 'Цена не посчитана: «Бюджет, ₽» — Минимальный бюджет: 14 240 ₽'; none while there is a price. */
  readonly panel?: string
}

/** Controls whose value is typed or picked in place: a refusal shows at once, as the value is given. */
const AT_ONCE: ReadonlySet<FormControl['kind']> = new Set([
  'period',
  'day',
  'number',
  'choice',
  'toggle',
  'flags',
  'schedule',
])

interface Place {
  readonly key: string
  readonly label: string
  readonly order: number
  readonly atOnce: boolean
}

/** The control an input path belongs to ('numberOfHitsSchedule.3.numberOfHits' to the schedule's hits). */
const placeOf = (controls: readonly FormControl[], path: string): Place | undefined => {
  for (const [order, c] of controls.entries()) {
    const atOnce = AT_ONCE.has(c.kind)
    if (c.kind === 'period') {
      if (path === c.start || path === c.end) return { key: c.start, label: c.label, order, atOnce }
      continue
    }
    if (c.kind === 'alternative') continue
    if (path !== c.field && !path.startsWith(`${c.field}.`)) continue
    if (c.kind === 'schedule' && path.endsWith('.numberOfHits'))
      return { key: HITS_KEY(c.field), label: c.hitsLabel, order, atOnce }
    return { key: c.field, label: c.label, order, atOnce }
  }
  return undefined
}

/** The sentence of a price that could not be given, naming the field that stops it. */
export const PRICE_STOPPED = 'Цена не посчитана'

/**
 * A quote as its form shows it. `submitted`: the user asked to go on, so the lists left empty speak too; before
 * that only the fields they typed or picked do (an empty list on a calculator just opened is no mistake yet).
 */
export const formProblems = (
  controls: readonly FormControl[],
  quote: Result<Quote, PricingError> | undefined,
  submitted: boolean,
): FormProblems => {
  if (!quote) return { atField: {}, notes: {} }
  if (quote.ok) {
    const notes: Record<string, string> = {}
    for (const [path, note] of Object.entries(fieldNotesOf(quote.value))) {
      const at = placeOf(controls, path)
      notes[at?.key ?? path] = note
    }
    return { atField: {}, notes }
  }
  const refused = Object.entries(pricingErrorMessages(quote.error)).map(([path, message]) => ({
    message,
    at: placeOf(controls, path),
  }))
  const atField: Record<string, string> = {}
  for (const { message, at } of refused)
    if (at && (submitted || at.atOnce) && atField[at.key] === undefined) atField[at.key] = message
  const first = [...refused].sort(
    (a, b) => (a.at?.order ?? Number.MAX_SAFE_INTEGER) - (b.at?.order ?? Number.MAX_SAFE_INTEGER),
  )[0]
  const panel = first
    ? `${PRICE_STOPPED}: ${first.at ? `«${first.at.label}» — ` : ''}${first.message}`
    : `${PRICE_STOPPED}: ${quote.error.message}`
  return { atField, notes: {}, panel }
}
