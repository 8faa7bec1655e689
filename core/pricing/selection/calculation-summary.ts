import { countOf } from '../../format/plural'
import { ruNumber } from '../../format/number.format'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { displayDate, isIsoDate } from '../rules/calendar'
import {
  calculatorForm,
  fieldOf,
  hasForm,
  readInput,
  scheduleSummary,
  type FormControl,
  type FormOption,
} from './calculator-form'
import { stationsOf } from './navigation-form'
import { sidesCount } from './shelter-form'

/** One line of what a campaign buys: the form's label and the value chosen, as a person reads it. */
export interface CalculationLine {
  readonly label: string
  readonly value: string
}

/** Shown for a list left empty where empty has a meaning of its own (ground routes: the whole city). */
export const EVERY_ROUTE = 'Все маршруты'
/** Longest list of names written out; beyond it the rest is counted ('и ещё 12'). */
export const NAMES_SHOWN = 5
/** A sticker campaign with no line chosen is placed on every line (issue #50 item 4). */
export const EVERY_LINE = 'Все линии'

/** A control whose value is a sum of money: its label names the rouble ('Бюджет, ₽'). */
const MONEY = /₽/

const STATIONS = { one: 'станция', few: 'станции', many: 'станций' }

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

/**
 * 'Охотный Ряд, Тверская и ещё 3': names of the chosen in the list's order (months in the calendar's), the ones
 * the list no longer holds kept as their ids, last.
 */
const names = (chosen: readonly string[], options: readonly FormOption[]): string => {
  const byId = new Map(options.map((o) => [o.id, o.name]))
  const order = new Map(options.map((o, i) => [o.id, i]))
  const rank = (id: string) => order.get(id) ?? options.length
  const all = [...chosen].sort((a, b) => rank(a) - rank(b)).map((id) => byId.get(id) ?? id)
  const shown = all.slice(0, NAMES_SHOWN).join(', ')
  return all.length > NAMES_SHOWN ? `${shown} и ещё ${all.length - NAMES_SHOWN}` : shown
}

/** The value as Russian writes it (core/format's ruNumber), or the control's fallback when it holds none. */
const number = (value: unknown, fallback: number): string =>
  ruNumber(typeof value === 'number' && Number.isFinite(value) ? value : fallback)

const day = (value: unknown): string | undefined =>
  typeof value === 'string' && isIsoDate(value) ? displayDate(value) : undefined

/** One control's line, or none when the control holds nothing worth saying (the period is shown elsewhere). */
const lineOf = (
  control: FormControl,
  input: Readonly<Record<string, unknown>>,
): CalculationLine | undefined => {
  const value = control.kind === 'period' ? undefined : fieldOf(input, control.field)
  switch (control.kind) {
    case 'period':
      return undefined
    case 'day': {
      const shown = day(value)
      return shown ? { label: control.label, value: shown } : undefined
    }
    case 'number':
      return { label: control.label, value: number(value, control.fallback) }
    case 'choice': {
      const option = control.options.find((o) => o.id === String(value))
      return option ? { label: control.label, value: option.name } : undefined
    }
    case 'flags': {
      const chosen = ids(value)
      return chosen.length > 0 ? { label: control.label, value: names(chosen, control.options) } : undefined
    }
    case 'items': {
      const chosen = ids(value)
      if (chosen.length === 0)
        return control.optional ? { label: control.label, value: EVERY_ROUTE } : undefined
      return { label: control.label, value: names(chosen, control.items) }
    }
    case 'metroLines': {
      // The stored calculation keeps the lines' ids (the metro's reference numbers them); none = every line.
      const chosen = ids(value)
      return { label: control.label, value: chosen.length > 0 ? `№ ${chosen.join(', ')}` : EVERY_LINE }
    }
    case 'shelters': {
      const count = Array.isArray(value) ? value.length : 0
      return count > 0 ? { label: control.label, value: sidesCount(count) } : undefined
    }
    case 'navigation': {
      const stations = stationsOf(input)
      if (stations.length === 0) return undefined
      return {
        label: control.label,
        // A stored station names itself; the price list's name serves when it does not.
        value: `${countOf(stations.length, STATIONS)}: ${names(
          stations.map((s) => s.id),
          [
            ...control.stations,
            ...stations.flatMap((s) => (typeof s.name === 'string' ? [{ id: s.id, name: s.name }] : [])),
          ],
        )}`,
      }
    }
    case 'schedule': {
      const s = scheduleSummary(value)
      const from = day(s.start)
      const to = day(s.end)
      if (!from || !to) return undefined
      return {
        label: control.label,
        value: `${from} – ${to}, ${control.hitsLabel.toLowerCase()}: ${number(s.hits, control.fallback)}`,
      }
    }
  }
}

/**
 * What a campaign buys, line by line (the campaign page, R-SCREEN-05): the place's calculator form read back over
 * the stored calculation, with the form's own labels and names (stations, packages, months, routes), so the page
 * says what the advertiser chose in the words they chose it in. A place without a form, or a calculation that
 * is not an object, has no lines. `money: false` leaves out the sums (a budget), as an observer sees no money.
 */
export const calculationSummary = (
  place: string,
  calculation: unknown,
  reference: PricingReferenceData,
  today: string,
  options: { readonly money?: boolean } = {},
): CalculationLine[] => {
  if (
    !hasForm(place) ||
    typeof calculation !== 'object' ||
    calculation === null ||
    Array.isArray(calculation)
  )
    return []
  const input = readInput(calculation, place, reference, today)
  return calculatorForm(place, reference, input, today).flatMap((control) => {
    if (options.money === false && MONEY.test(control.label)) return []
    const line = lineOf(control, input)
    return line ? [line] : []
  })
}
