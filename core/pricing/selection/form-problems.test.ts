import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../calculator-registry'
import { allCalculators } from '../calculators/all-calculators'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import { calculatorForm, initialInput, withField, type FormPlace } from './calculator-form'
import type { FormInput } from './form-input'
import { formProblems, HITS_KEY } from './form-problems'
import { chooseAlternative, settle } from './form-settle'

const registry = new CalculatorRegistry(allCalculators())
/** A figure's thousands as the sentences hold them: by non-breaking spaces. */
const nb = (text: string): string => text.replace(/(\d) (?=\d{3}\b)/g, '$1\u00a0')
const TODAY = '2026-11-25'
const said = (place: FormPlace, input: FormInput, submitted = false) =>
  formProblems(
    calculatorForm(place, DEMO_REFERENCE, input, TODAY),
    registry.price(place, input, DEMO_REFERENCE, { today: TODAY }),
    submitted,
  )
const metro = initialInput('metroMonitors', DEMO_REFERENCE, TODAY)
const byBudget = (input: FormInput): FormInput => {
  const basis = calculatorForm('metroMonitors', DEMO_REFERENCE, input).find((c) => c.kind === 'alternative')
  if (basis?.kind !== 'alternative') throw new Error('no alternative')
  return chooseAlternative(basis, input, 'budget')
}

describe('a refusal said at its field and in the panel (issue #47 item 1)', () => {
  it('the panel names the field that stops the price; the field says the bound', () => {
    const other = settle('metroMonitors', DEMO_REFERENCE, metro, withField(metro, 'mode', 'budget'))
    const input = withField(byBudget(other), 'budget', 14_239)
    const problems = said('metroMonitors', input)
    expect(problems.atField['budget']).toBe(nb('Минимальный бюджет: 14 240 ₽'))
    expect(problems.panel).toBe(nb('Цена не посчитана: «Бюджет, ₽» — Минимальный бюджет: 14 240 ₽'))
  })

  it('a value the decoder refuses is said by its rule, never a bare "Неправильный формат"', () => {
    const problems = said('cityFormat', {
      ...initialInput('cityFormat', DEMO_REFERENCE, TODAY),
      itemIds: ['CF-001'],
      clipDuration: 'пять',
    })
    expect(problems.atField['clipDuration']).toBe('Введите число')
    expect(problems.panel).toBe('Цена не посчитана: «Длительность ролика, с» — Введите число')
  })

  it('an empty list speaks at its field once the user goes on; the panel names it at once', () => {
    const fresh = initialInput('lightBoxes', DEMO_REFERENCE, TODAY)
    expect(said('lightBoxes', fresh).atField).toEqual({})
    expect(said('lightBoxes', fresh).panel).toBe(
      'Цена не посчитана: «Рекламные места» — Выберите хотя бы один объект',
    )
    expect(said('lightBoxes', fresh, true).atField).toEqual({ itemIds: 'Выберите хотя бы один объект' })
  })

  it('R-MAXIMA-01: hits a day off the step speak beside the hits, not the period', () => {
    const input = initialInput('cityFormatGroup', DEMO_REFERENCE, TODAY)
    const schedule = (input['numberOfHitsSchedule'] as { date: string }[]).map((d) => ({
      ...d,
      numberOfHits: 200,
    }))
    const problems = said('cityFormatGroup', {
      ...input,
      advertisingSpaceGroupIds: [DEMO_REFERENCE.tariffs.cityFormatGroup.groups[0]!.id],
      numberOfHitsSchedule: schedule,
    })
    expect(problems.atField).toEqual({
      [HITS_KEY('numberOfHitsSchedule')]: 'С шагом 175: ближайшие 175 и 350',
    })
    expect(problems.panel).toBe('Цена не посчитана: «Выходов в день» — С шагом 175: ближайшие 175 и 350')
  })

  it('R-GROUND-01: a clamped count is priced, and the field says what the price counted', () => {
    const input = withField(
      initialInput('groundTransportation', DEMO_REFERENCE, TODAY),
      'numberOfImpressions',
      500,
    )
    const problems = said('groundTransportation', input)
    expect(problems.panel).toBeUndefined()
    expect(problems.notes).toEqual({ numberOfImpressions: nb('Не меньше 10 000: цена посчитана для 10 000') })
  })

  it('R-METRO-06/07: a budget too small asks for a later end date at the period, or for more budget when it is locked', () => {
    // 2 450 ₽ at 10 s buys fewer than the minimum 10 000 showings.
    const small = withField(withField(byBudget(metro), 'budget', 2_450), 'clipDuration', 10)
    expect(said('metroMonitors', small).atField).toEqual({ startDate: 'Нужно увеличить дату окончания' })
    const locked = withField(small, 'endDateLocked', true)
    expect(said('metroMonitors', locked).atField).toEqual({ budget: 'Нужно увеличить бюджет' })
  })
})

describe('switching the metro product moves each field to a value the product takes (R-METRO-20/21)', () => {
  it('the frequency, clip and count that do not fit take the product’s defaults; those that fit stay', () => {
    const video = { ...metro, clipDuration: 30, frequency: 3, presentationCount: 5_000_000 }
    const other = settle('metroMonitors', DEMO_REFERENCE, video, withField(video, 'mode', 'budget'))
    expect(other).toMatchObject({
      mode: 'budget',
      clipDuration: 30,
      frequency: 10,
      presentationCount: 50_000,
    })
    expect(other).not.toHaveProperty('fillFactor')
    expect(registry.price('metroMonitors', other, DEMO_REFERENCE, { today: TODAY }).ok).toBe(true)
    const back = settle(
      'metroMonitors',
      DEMO_REFERENCE,
      other,
      withField({ ...other, clipDuration: 60 }, 'mode', 'video'),
    )
    expect(back).toMatchObject({ mode: 'video', clipDuration: 5, frequency: 2, fillFactor: 0.5 })
  })

  it('a value typed into a field whose rule stays is kept as typed; off the step it is priced at the step below, with a note (R-METRO-10)', () => {
    const typed = settle(
      'metroMonitors',
      DEMO_REFERENCE,
      metro,
      withField(metro, 'presentationCount', 123_456),
    )
    expect(typed['presentationCount']).toBe(123_456)
    const shown = said('metroMonitors', typed)
    expect(shown.atField).toEqual({})
    expect(shown.notes).toEqual({
      presentationCount: nb('С шагом 10 000: цена посчитана для 120 000'),
    })
    const few = settle('metroMonitors', DEMO_REFERENCE, metro, withField(metro, 'presentationCount', 9_999))
    expect(few['presentationCount']).toBe(9_999)
    expect(said('metroMonitors', few).atField).toEqual({ presentationCount: nb('Не меньше 10 000') })
  })

  it('a budget out of one product’s bounds takes the other product’s default budget', () => {
    const video = withField(byBudget(metro), 'budget', 5_000_000)
    const other = settle('metroMonitors', DEMO_REFERENCE, video, withField(video, 'mode', 'budget'))
    expect(other['budget']).toBe(100_000)
    // Back to a count: the lock of the end date (a budget's, R-METRO-08) goes with the budget.
    const locked = withField(other, 'endDateLocked', true)
    const basis = calculatorForm('metroMonitors', DEMO_REFERENCE, locked).find(
      (c) => c.kind === 'alternative',
    )
    if (basis?.kind !== 'alternative') throw new Error('no alternative')
    const count = settle(
      'metroMonitors',
      DEMO_REFERENCE,
      locked,
      chooseAlternative(basis, locked, 'presentationCount'),
    )
    expect(count).not.toHaveProperty('endDateLocked')
    expect(count).not.toHaveProperty('budget')
    expect(count['presentationCount']).toBe(50_000)
  })
})
