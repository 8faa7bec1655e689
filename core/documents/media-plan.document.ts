import type { BoughtItem } from '../campaign/bought-items'
import type { PeriodsPriceEntry } from '../campaign/campaign'
import { placeName } from '../campaign/calculator.catalogue'
import type { MediaPlanSummaryEntry } from '../campaign/media-plan-summary.entity'
import { summaryRow } from '../campaign/media-plan-summary'
import { addMoney, sumMoney, toRoubles, type Kopecks } from '../shared/money'

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
  /** What it bought, item by item (core/campaign/bought-items.ts): the plan's rows. */
  readonly items: readonly BoughtItem[]
}

/** A cell: text, or a number (money cells are roubles with two decimals; date cells are YYYY-MM-DD). */
export type Cell = string | number
export interface MediaPlanSheet {
  readonly title: string
  readonly header: readonly string[]
  readonly rows: readonly (readonly Cell[])[]
  /** Indices of the columns holding money in roubles. */
  readonly moneyColumns: readonly number[]
  /** Indices of the columns holding calendar days (YYYY-MM-DD): a workbook writes them as dates. */
  readonly dateColumns?: readonly number[]
}

export const PLAN_HEADER = [
  '№ кампании',
  'Кампания',
  'Рекламоноситель',
  'Инвентарный номер',
  'Наименование',
  'Адрес / станция',
  'Сторона',
  'Формат',
  'Количество',
  'Начало',
  'Окончание',
  'OTS',
  'GRP',
  'Стоимость без НДС, ₽',
] as const
const MONEY = PLAN_HEADER.indexOf('Стоимость без НДС, ₽')
const DATES = [PLAN_HEADER.indexOf('Начало'), PLAN_HEADER.indexOf('Окончание')]
const SIDE = { a: 'А', b: 'Б' } as const

/**
 * The rows of one campaign (issue #47 item 4): one per item bought, with its inventory number, where it is, its
 * side, format and count, its dates, audience and price; the items add up to the stored net total exactly.
 */
export const planRows = (c: MediaPlanCampaign): Cell[][] =>
  c.items.map((i) => [
    c.number,
    c.name,
    placeName(c.place),
    i.inventoryNumber ?? '',
    i.name,
    i.where ?? '',
    i.side ? SIDE[i.side] : '',
    i.format ?? '',
    i.quantity,
    i.startDate,
    i.endDate,
    i.ots === null ? '' : Math.round(i.ots),
    i.grp === null ? '' : Math.round(i.grp * 100) / 100,
    toRoubles(i.price),
  ])

/** The metro lines the sticker spaces are on, each once, in the spaces' order. */
const linesOf = (items: readonly BoughtItem[]): string =>
  [...new Set(items.flatMap((i) => (i.line ? [i.line] : [])))].join(', ') || '—'

/**
 * The summary packages of cabinet §3 (R-PLAN-09..11) a campaign of the place has, from its items: the stickers
 * form one package (the lines of their spaces, their format and count); light boxes and crystal lights one
 * entry per unit with its station, format, number and price.
 */
export const summaryEntries = (c: MediaPlanCampaign): MediaPlanSummaryEntry[] => {
  const period = { startDate: c.startDate, endDate: c.endDate }
  if (c.place === 'metroStickers')
    return [
      {
        kind: 'stickerPackage',
        metroLine: linesOf(c.items),
        period,
        format: c.items[0]?.format ?? '—',
        stickerCount: c.items.reduce((n, i) => n + i.quantity, 0),
        packagePrice: c.totalWithoutTaxes,
        packageCount: 1,
        launchDate: c.startDate,
      },
    ]
  if (c.place !== 'lightBoxes' && c.place !== 'cristalLight') return []
  return c.items.map((i) => {
    const common = {
      station: i.where ?? '—',
      period: { startDate: i.startDate, endDate: i.endDate },
      format: i.format ?? '—',
      price: i.price,
    }
    const number = i.inventoryNumber ?? '—'
    return c.place === 'lightBoxes'
      ? { kind: 'lightBox', ...common, number }
      : { kind: 'crystalLight', ...common, inventoryNumber: number }
  })
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

const totalRow = (label: string, amount: Kopecks): Cell[] => {
  const row: Cell[] = PLAN_HEADER.map(() => '')
  row[1] = label
  row[MONEY] = toRoubles(amount)
  return row
}

const totals = (cs: readonly MediaPlanCampaign[]): Cell[][] => {
  const net = sumMoney(cs.map((c) => c.totalWithoutTaxes))
  const taxes = sumMoney(cs.map((c) => c.taxes))
  return [
    totalRow('Итого без НДС', net),
    totalRow('НДС', taxes),
    totalRow('Итого с НДС', addMoney(net, taxes)),
  ]
}

const planSheet = (title: string, cs: readonly MediaPlanCampaign[]): MediaPlanSheet => ({
  title,
  header: PLAN_HEADER,
  rows: [...cs.flatMap(planRows), ...totals(cs)],
  moneyColumns: [MONEY],
  dateColumns: DATES,
})

/** The media plan of one campaign (issue 6 part 6): the plan sheet with totals, and its summary packages. */
export const campaignMediaPlan = (c: MediaPlanCampaign): MediaPlanSheet[] => [
  planSheet('Медиаплан', [c]),
  ...summarySheets(summaryEntries(c)),
]

/** R-PLAN-04: the consolidated plan of the selected campaigns, in the order given, with grand totals. */
export const consolidatedMediaPlan = (cs: readonly MediaPlanCampaign[]): MediaPlanSheet[] => [
  planSheet('Сводный медиаплан', cs),
  ...summarySheets(cs.flatMap(summaryEntries)),
]
