import { formatDisplayDate } from '../../format/date.format'
import { formatRoubles, type Kopecks } from '../../shared/money'
import type { Quote, QuoteStep } from '../quote'

/** One figure of the panel: what it is and its amount, already in roubles as the panel prints it. */
export interface PanelLine {
  readonly id: string
  readonly label: string
  readonly amount: Kopecks
  readonly text: string
  readonly kind: 'base' | QuoteStep['kind'] | 'subtotal' | 'taxes' | 'total'
}

export interface PanelItem {
  readonly id: string
  readonly name: string
  readonly quantity: number
  readonly text: string
}

/** The sticky price panel of every calculator (issue #15 item 2, pricing §2). */
export interface PricePanel {
  readonly period: string
  /** The selection, the dearest first; at most `shown` of them, the rest counted in `more`. */
  readonly items: readonly PanelItem[]
  readonly more: number
  readonly lines: readonly PanelLine[]
  readonly total: PanelLine
  /** A print order placed for the campaign (issue #47: it reaches the totals): its line and what is owed with it. */
  readonly due?: { readonly print: PanelLine; readonly total: PanelLine }
  readonly notes: readonly string[]
}

/** A campaign's print order as the panel adds it: its name and its price with VAT (pricing §9: 'с НДС'). */
export interface PanelPrint {
  readonly label: string
  readonly total: Kopecks
}
export const DUE_LABEL = 'К оплате с печатью'

/** Pricing §2: the bus-monitor total carries a note on the volume discounts calculated individually. */
export const BUS_MONITORS_NOTE = 'Скидки за объём на мониторы в автобусах рассчитываются индивидуально'
export const TOTAL_LABEL = 'Итоговая стоимость'
const ORDER: Readonly<Record<QuoteStep['kind'], number>> = { seasonal: 0, surcharge: 1, discount: 2 }

const line = (id: string, label: string, amount: Kopecks, kind: PanelLine['kind']): PanelLine => ({
  id,
  label,
  amount,
  kind,
  text: formatRoubles(amount),
})

const day = (iso: string): string => {
  const shown = formatDisplayDate(iso)
  return shown.ok ? shown.value : '—'
}

const percent = (rate: number): string => `${Math.round(rate * 10000) / 100}`.replace('.', ',')

/**
 * A quote as the panel shows it: the base, then every seasonal factor, surcharge and discount as its own line
 * (summed over the campaign's lines, so they add up to the sum without taxes exactly), the taxes and the total;
 * with a print order, its price and what is owed with it below the total (the calculation's total stays the spec's
 * 'Итоговая стоимость', as the server's calculate answers it).
 */
export const pricePanel = (quote: Quote, shown = 50, print?: PanelPrint): PricePanel => {
  const steps = new Map<string, { kind: QuoteStep['kind']; label: string; amount: number }>()
  let base = 0
  for (const l of quote.lines) {
    base += l.base
    for (const s of l.steps) {
      const key = `${s.kind}:${s.code}`
      const seen = steps.get(key)
      if (seen) seen.amount += s.amount
      else steps.set(key, { kind: s.kind, label: s.label, amount: s.amount })
    }
  }
  const stepLines = [...steps.entries()]
    .filter(([, s]) => s.amount !== 0)
    .sort(([, a], [, b]) => ORDER[a.kind] - ORDER[b.kind])
    .map(([key, s]) => line(key, s.label, s.amount as Kopecks, s.kind))
  const items = [...quote.items]
    .sort((a, b) => b.totalPrice - a.totalPrice || a.itemName.localeCompare(b.itemName, 'ru'))
    .slice(0, shown)
    .map((i) => ({ id: i.itemId, name: i.itemName, quantity: i.quantity, text: formatRoubles(i.totalPrice) }))
  const { totals } = quote
  return {
    period: `${day(quote.startDate)} – ${day(quote.endDate)}`,
    items,
    more: Math.max(0, quote.items.length - shown),
    lines: [
      line('base', 'Базовая стоимость', base as Kopecks, 'base'),
      ...stepLines,
      line('without', 'Стоимость без НДС', totals.totalSumWithoutTaxes, 'subtotal'),
      line('taxes', `НДС ${percent(totals.vatRate)} %`, totals.taxesSum, 'taxes'),
    ],
    total: line('total', TOTAL_LABEL, totals.total, 'total'),
    ...(print
      ? {
          due: {
            print: line('print', `${print.label}, с НДС`, print.total, 'subtotal'),
            total: line('due', DUE_LABEL, (totals.total + print.total) as Kopecks, 'total'),
          },
        }
      : {}),
    notes: [...quote.notes, ...(quote.place === 'busMonitors' ? [BUS_MONITORS_NOTE] : [])],
  }
}
