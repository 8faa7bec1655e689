import type { IsoDate } from '../ports/clock.port'
import { sumMoney, toRoubles, type Kopecks } from '../shared/money'
import { printedDate } from './invoice.document'
import type { Cell, MediaPlanSheet } from './media-plan.document'

/** Where a shelter side stands (from the inventory); absent for a number the inventory does not know. */
export interface AddressProgramPlace {
  readonly okrug: string
  readonly district: string
  readonly street: string
  readonly address: string
  readonly stopName: string
  readonly latitude: number
  readonly longitude: number
}

/** One side of the program with its price in each period (kopecks, computed on the server). */
export interface AddressProgramLine {
  readonly inventoryNumber: string
  readonly side: 'a' | 'b'
  readonly place: AddressProgramPlace | undefined
  readonly prices: readonly Kopecks[]
}

/** R-STOP-20: the address program of a stops selection or of a transit-shelter campaign. */
export interface AddressProgram {
  readonly title: string
  readonly periods: readonly { readonly startDate: IsoDate; readonly endDate: IsoDate }[]
  readonly lines: readonly AddressProgramLine[]
  readonly totalWithoutTaxes: Kopecks
  readonly taxes: Kopecks
}

const SIDE = { a: 'А', b: 'Б' } as const
const span = (p: { startDate: IsoDate; endDate: IsoDate }): string =>
  `${printedDate(p.startDate)}–${printedDate(p.endDate)}`

export const ADDRESS_PROGRAM_HEADER = [
  '№',
  'Инвентарный номер',
  'Сторона',
  'Округ',
  'Район',
  'Улица',
  'Адрес',
  'Остановка',
  'Широта',
  'Долгота',
  'Период',
] as const

/**
 * The program as sheets: one row per side (place, coordinates, the whole period, a price column per month and
 * the side's total) closed by a total row, and a summary sheet with the sums and VAT. Money in roubles.
 */
export const addressProgramSheets = (program: AddressProgram): MediaPlanSheet[] => {
  const first = program.periods[0]
  const last = program.periods[program.periods.length - 1]
  const whole = first && last ? span({ startDate: first.startDate, endDate: last.endDate }) : ''
  const fixed = ADDRESS_PROGRAM_HEADER.length
  const header = [
    ...ADDRESS_PROGRAM_HEADER,
    ...program.periods.map((p) => `${span(p)}, ₽ без НДС`),
    'Итого без НДС, ₽',
  ]
  const money = Array.from({ length: program.periods.length + 1 }, (_, i) => fixed + i)
  const rows: Cell[][] = program.lines.map((line, i) => [
    i + 1,
    line.inventoryNumber,
    SIDE[line.side],
    line.place?.okrug ?? '',
    line.place?.district ?? '',
    line.place?.street ?? '',
    line.place?.address ?? '',
    line.place?.stopName ?? '',
    line.place?.latitude ?? '',
    line.place?.longitude ?? '',
    whole,
    ...line.prices.map((k) => toRoubles(k)),
    toRoubles(sumMoney(line.prices)),
  ])
  const columnTotals = program.periods.map((_, p) =>
    sumMoney(program.lines.map((l) => l.prices[p] ?? (0 as Kopecks))),
  )
  const totalRow: Cell[] = [
    '',
    'Итого',
    ...Array.from({ length: fixed - 2 }, () => ''),
    ...columnTotals.map((k) => toRoubles(k)),
    toRoubles(sumMoney(columnTotals)),
  ]
  return [
    { title: 'Адресная программа', header, rows: [...rows, totalRow], moneyColumns: money },
    {
      title: 'Итог',
      header: ['Сторон', 'Начало', 'Окончание', 'Стоимость без НДС, ₽', 'НДС, ₽', 'Итого с НДС, ₽'],
      rows: [
        [
          program.lines.length,
          first ? printedDate(first.startDate) : '',
          last ? printedDate(last.endDate) : '',
          toRoubles(program.totalWithoutTaxes),
          toRoubles(program.taxes),
          toRoubles((program.totalWithoutTaxes + program.taxes) as Kopecks),
        ],
      ],
      moneyColumns: [3, 4, 5],
    },
  ]
}
