import { isIsoMonth } from '../../shared/calendar'
import { TransitShelterCalculator } from './transit-shelter.calculator'
import { addMonths, firstOfMonth, lastOfMonth } from '../../pricing/rules/calendar'
import type { FormOption } from '../../pricing/selection/form-controls'
import { definePlace } from '../place-module'
import transitShelterExample from './transitShelter.example.json' with { type: 'json' }

const MONTH_NAMES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const
/** How many months ahead a transit-shelter campaign may be planned (chosen: a year, as sides are sold). */
export const SHELTER_MONTHS_AHEAD = 12

/** R-STOP-04: the months are changed only while no side is chosen (the sides were free for those months). */
export const MONTHS_LOCKED = 'Месяцы меняются, пока не выбрано ни одной стороны: сначала очистите выбор.'

/** 'YYYY-MM' of a day. */
const monthOf = (day: string): string => day.slice(0, 7)

/**
 * The months a transit-shelter campaign may take, from next month on, each a whole calendar month (pricing §4);
 * a month already chosen that lies before them (a saved campaign's) stays offered, so it can be given back.
 */
export const shelterMonths = (today: string, chosen: readonly string[] = []): FormOption[] => {
  const first = addMonths(firstOfMonth(today), 1)
  const ids = new Set(
    Array.from({ length: SHELTER_MONTHS_AHEAD }, (_, i) => monthOf(addMonths(first, i))).concat(chosen),
  )
  return [...ids].sort().map((id) => ({
    id,
    name: `${MONTH_NAMES[Number(id.slice(5, 7)) - 1] ?? id} ${id.slice(0, 4)}`,
  }))
}

/** The period the chosen months span, first day of the first to last day of the last (the list's period). */
export const monthsPeriod = (
  months: readonly string[],
): { startDate: string; endDate: string } | undefined => {
  const sorted = months.filter(isIsoMonth).sort()
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  return first && last ? { startDate: `${first}-01`, endDate: lastOfMonth(`${last}-01`) } : undefined
}

/** Transit shelters (R-STOP-*): whole months, then the sides free in them. */
export const transitShelter = definePlace({
  id: 'transitShelter',
  name: 'Остановки наземного транспорта',
  order: 50,
  calculator: (title) => new TransitShelterCalculator(title),
  form: {
    initial: ({ startDate }) => ({ months: [monthOf(startDate)], stops: [] }),
    controls: (_, input, today) => {
      const months = Array.isArray(input['months'])
        ? input['months'].filter((m) => typeof m === 'string')
        : []
      const from = today ?? addMonths(`${[...months].sort()[0] ?? '2026-01'}-01`, -1)
      const span = monthsPeriod(months)
      return [
        {
          kind: 'flags',
          field: 'months',
          label: 'Месяцы размещения',
          options: shelterMonths(from, months),
          ...(Array.isArray(input['stops']) && input['stops'].length > 0 ? { locked: MONTHS_LOCKED } : {}),
        },
        ...(span
          ? [
              {
                kind: 'shelters' as const,
                field: 'stops',
                label: 'Остановочные павильоны',
                startDate: span.startDate,
                endDate: span.endDate,
              },
            ]
          : []),
      ]
    },
  },
  // R-WIZ-01/02 end it at the calculator or the advertiser; the manager confirms its reservation first (R-ERR-15:
  // 'the invoice will be issued after confirmation'), then it is invoiced and gets its layout (issue #47).
  wizard: {
    withFlag: ['placements', 'calculator', 'advertiser'],
    withoutFlag: ['placements', 'advertiser', 'calculator'],
    afterConfirmation: ['payment', 'media'],
  },
  media: { printed: { displayName: 'Остановочный павильон 1200×1800', width: 1200, height: 1800 } },
  example: transitShelterExample,
})
