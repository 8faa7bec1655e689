import type { PeriodsPriceEntry } from '../campaign/campaign'
import type { MediaPlanSummaryEntry } from '../campaign/media-plan-summary.entity'
import { placeName } from '../campaign/calculator.catalogue'
import { summaryRow } from '../cabinet/view/media-plan-summary.view-model'
import { addMoney, allocateMoney, sumMoney, toRoubles, type Kopecks } from '../shared/money'
import { invoiceLines, printedDate } from './invoice.document'

/** What a media plan needs of a campaign (money in kopecks; periods as stored, in roubles). */
export interface MediaPlanCampaign {
  readonly id: string
  readonly number: number
  readonly name: string
  readonly place: string
  readonly startDate: string
  readonly endDate: string
  readonly calculation: Readonly<Record<string, unknown>>
  readonly spaces: readonly string[]
  readonly periodsPrice: readonly PeriodsPriceEntry[]
  readonly totalWithoutTaxes: Kopecks
  readonly taxes: Kopecks
}

/** A cell: text, or a number (money cells are roubles with two decimals). */
export type Cell = string | number
export interface MediaPlanSheet {
  readonly title: string
  readonly header: readonly string[]
  readonly rows: readonly (readonly Cell[])[]
  /** Indices of the columns holding money in roubles. */
  readonly moneyColumns: readonly number[]
}

export const PLAN_HEADER = [
  '№ кампании',
  'Кампания',
  'Рекламоноситель',
  'Начало',
  'Окончание',
  'Инвентарные номера',
  'OTS',
  'Стоимость без НДС, ₽',
] as const

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const roubles = (k: Kopecks): number => toRoubles(k)

/**
 * The rows of one campaign: one per priced period, the amounts adding up to the stored net total exactly
 * (the same lines as the invoice), with the period's OTS and the campaign's inventory numbers.
 */
export const planRows = (c: MediaPlanCampaign): Cell[][] => {
  const periods = c.periodsPrice.flatMap((e) => e.periods)
  const amounts = invoiceLines(c).map((l) => l.amount)
  const spaces = c.spaces.join(', ')
  if (periods.length === 0)
    return [
      [
        c.number,
        c.name,
        placeName(c.place),
        printedDate(c.startDate),
        printedDate(c.endDate),
        spaces,
        0,
        roubles(c.totalWithoutTaxes),
      ],
    ]
  return periods.map((p, i) => [
    c.number,
    c.name,
    placeName(c.place),
    printedDate(p.startDate),
    printedDate(p.endDate),
    spaces,
    Math.round(p.ots ?? 0),
    roubles(amounts[i] ?? (0 as Kopecks)),
  ])
}

/**
 * The summary packages of cabinet §3 (R-PLAN-09..12) a campaign of the place has: stickers form one package,
 * light boxes and crystal lights one entry per inventory number sharing the net total (largest remainder).
 */
export const summaryEntries = (c: MediaPlanCampaign): MediaPlanSummaryEntry[] => {
  const period = { startDate: c.startDate, endDate: c.endDate }
  const calc = c.calculation
  if (c.place === 'metroStickers')
    return [
      {
        kind: 'stickerPackage',
        metroLine: text(calc['metroLine']) || '—',
        period,
        format: text(calc['formatId']) || '—',
        stickerCount: typeof calc['stickerCount'] === 'number' ? calc['stickerCount'] : c.spaces.length,
        packagePrice: c.totalWithoutTaxes,
        packageCount: 1,
        launchDate: c.startDate,
      },
    ]
  if (c.place === 'lightBoxes' || c.place === 'cristalLight') {
    const numbers = c.spaces.length > 0 ? c.spaces : ['—']
    const prices = allocateMoney(
      c.totalWithoutTaxes,
      numbers.map(() => 1),
    )
    return numbers.map((n, i) =>
      c.place === 'lightBoxes'
        ? {
            kind: 'lightBox',
            station: text(calc['station']) || '—',
            period,
            format: text(calc['formatId']) || '—',
            number: n,
            price: prices[i] as Kopecks,
          }
        : {
            kind: 'crystalLight',
            station: text(calc['station']) || '—',
            period,
            format: text(calc['formatId']) || '—',
            inventoryNumber: n,
            price: prices[i] as Kopecks,
          },
    )
  }
  return []
}

const SUMMARY_TITLES: Readonly<Record<MediaPlanSummaryEntry['kind'], string>> = {
  stickerPackage: 'Пакеты стикеров',
  lightBox: 'Лайтбоксы',
  crystalLight: 'Кристалайты',
  printItem: 'Печать',
}

/** One sheet per kind of summary package, the cells labelled as the cabinet shows them. */
const summarySheets = (entries: readonly MediaPlanSummaryEntry[]): MediaPlanSheet[] =>
  (Object.keys(SUMMARY_TITLES) as MediaPlanSummaryEntry['kind'][]).flatMap((kind) => {
    const ofKind = entries.filter((e) => e.kind === kind)
    const first = ofKind[0]
    if (!first) return []
    return [
      {
        title: SUMMARY_TITLES[kind],
        header: summaryRow(first).map((c) => c.label),
        rows: ofKind.map((e) => summaryRow(e).map((c) => c.value.replace(/\u00a0/g, ' '))),
        moneyColumns: [],
      },
    ]
  })

const totals = (cs: readonly MediaPlanCampaign[]): Cell[][] => {
  const net = sumMoney(cs.map((c) => c.totalWithoutTaxes))
  const taxes = sumMoney(cs.map((c) => c.taxes))
  return [
    ['', 'Итого без НДС', '', '', '', '', '', roubles(net)],
    ['', 'НДС', '', '', '', '', '', roubles(taxes)],
    ['', 'Итого с НДС', '', '', '', '', '', roubles(addMoney(net, taxes))],
  ]
}

/** The media plan of one campaign (issue 6 part 6): the plan sheet with totals, and its summary packages. */
export const campaignMediaPlan = (c: MediaPlanCampaign): MediaPlanSheet[] => {
  const plan: MediaPlanSheet = {
    title: 'Медиаплан',
    header: PLAN_HEADER,
    rows: [...planRows(c), ...totals([c])],
    moneyColumns: [7],
  }
  return [plan, ...summarySheets(summaryEntries(c))]
}

/** R-PLAN-04: the consolidated plan of the selected campaigns, in the order given, with grand totals. */
export const consolidatedMediaPlan = (cs: readonly MediaPlanCampaign[]): MediaPlanSheet[] => {
  const plan: MediaPlanSheet = {
    title: 'Сводный медиаплан',
    header: PLAN_HEADER,
    rows: [...cs.flatMap(planRows), ...totals(cs)],
    moneyColumns: [7],
  }
  return [plan, ...summarySheets(cs.flatMap(summaryEntries))]
}
