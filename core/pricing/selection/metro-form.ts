import { said } from '../../shared/number-rule'
import { addDays } from '../rules/calendar'
import { DEFAULT_CLIP_DURATION } from '../rules/formats'
import {
  FILL_FACTOR,
  METRO_BUDGET_PLACEHOLDER,
  METRO_DEFAULT_PERIOD_DAYS,
  METRO_MODES,
  type MetroMode,
} from '../rules/metro'
import type { FormInput } from './form-input'
import {
  daysControl,
  INTERVALS,
  numberControl,
  PERIOD,
  type FormControl,
  type FormOption,
} from './form-controls'

/**
 * The metro monitors' form (R-SCREEN-70, pricing §5 and §9). Two choices a buyer makes, kept apart (issue #47):
 * - the product, 'Видеокампания' (the spec's video-campaign mode, `mode: 'video'`) or 'Частые показы' (the
 *   spec's other mode, `mode: 'budget'`, named for its 10 to 60 showings in a block), each with its own clips,
 *   frequencies, presentations and budget bounds (R-METRO-05/17/20/21);
 * - within either, whether the quantity is given as a number of showings or as a budget (both modes have one,
 *   R-METRO-05): the budget field shows the placeholder 10 000 000 (R-METRO-23), and the end date can then be
 *   locked (R-METRO-08), which decides what a budget too small asks for (R-METRO-06/07).
 * Choosing another product moves every field that does not fit it to the product's default (form-settle.ts).
 */
export const METRO_PRODUCTS: readonly FormOption[] = [
  { id: 'video', name: 'Видеокампания' },
  { id: 'budget', name: 'Частые показы' },
]

/** What sets the two products apart, under the choice. */
export const METRO_PRODUCTS_NOTE = `${METRO_PRODUCTS.map(({ id, name }) => {
  const m = METRO_MODES[id as MetroMode]
  const frequencies = `${m.frequencies[0]}–${m.frequencies[m.frequencies.length - 1]}`
  return `${name}: ролик до ${m.clip.max} с, показов в блоке ${frequencies}, всего до ${said(m.presentation.max)}`
}).join('. ')}.`

const modeOf = (input: FormInput): MetroMode => (input['mode'] === 'budget' ? 'budget' : 'video')

/** The metro monitors' calculation opens as a video campaign of the spec's default 3 days (R-METRO-19). */
export const metroInitialInput = (startDate: string): FormInput => ({
  mode: 'video',
  startDate,
  endDate: addDays(startDate, METRO_DEFAULT_PERIOD_DAYS - 1),
  clipDuration: DEFAULT_CLIP_DURATION,
  frequency: METRO_MODES.video.defaults.frequency,
  presentationCount: METRO_MODES.video.defaults.presentationCount,
  fillFactor: FILL_FACTOR.default,
  dayParts: [],
  days: 'all',
})

/** The metro monitors' controls for the input as it stands: the product's rules, the way the quantity is given. */
export const metroControls = (input: FormInput): readonly FormControl[] => {
  const mode = METRO_MODES[modeOf(input)]
  const byBudget = input['budget'] !== undefined
  return [
    {
      kind: 'choice',
      field: 'mode',
      label: 'Продукт',
      options: METRO_PRODUCTS,
      description: METRO_PRODUCTS_NOTE,
    },
    PERIOD,
    numberControl('clipDuration', 'Длительность ролика, с', mode.clip, DEFAULT_CLIP_DURATION),
    {
      kind: 'choice',
      field: 'frequency',
      label: 'Показов ролика в блоке',
      options: mode.frequencies.map((f) => ({ id: String(f), name: String(f) })),
      numeric: true,
      fallback: String(mode.defaults.frequency),
    },
    {
      kind: 'alternative',
      field: byBudget ? 'budget' : 'presentationCount',
      label: 'Рассчитать',
      options: [
        { id: 'presentationCount', name: 'По числу показов', default: mode.defaults.presentationCount },
        { id: 'budget', name: 'По бюджету', default: mode.defaults.budget },
      ],
    },
    byBudget
      ? numberControl(
          'budget',
          'Бюджет, ₽',
          mode.budget,
          mode.defaults.budget,
          said(METRO_BUDGET_PLACEHOLDER),
        )
      : numberControl(
          'presentationCount',
          'Число показов',
          mode.presentation,
          mode.defaults.presentationCount,
        ),
    ...(byBudget
      ? [
          {
            kind: 'toggle' as const,
            field: 'endDateLocked',
            label: 'Не переносить дату окончания',
            description: 'Если бюджета не хватит, калькулятор предложит увеличить бюджет, а не период',
          },
        ]
      : []),
    ...(mode === METRO_MODES.video
      ? [numberControl('fillFactor', 'Коэффициент заполнения блоков', FILL_FACTOR, FILL_FACTOR.default)]
      : []),
    { kind: 'flags', field: 'dayParts', label: 'Время показа', options: INTERVALS, numeric: true },
    daysControl('days'),
  ]
}

/**
 * A stored metro calculation read over the defaults: the way it gave its quantity stays the only one (a budget
 * stored is not joined by the default count, which the calculator would otherwise have beside it).
 */
export const metroReadBack = (stored: FormInput, merged: FormInput): FormInput => {
  if (stored['budget'] === undefined || stored['presentationCount'] !== undefined) return merged
  const { presentationCount: _dropped, ...rest } = merged
  return rest
}
