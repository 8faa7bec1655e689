import type { DraftLine, Surcharge } from '../rules/price-pipeline'
import type { MonthPeriod } from '../rules/periods'

export interface DraftItem {
  readonly id: string
  readonly name: string
  readonly quantity: number
}

/** One draft line per item and calendar month; `unit` gives one unit's base (roubles) and OTS there. */
export const monthDrafts = (
  periods: readonly MonthPeriod[],
  items: readonly DraftItem[],
  unit: (
    item: DraftItem,
    period: MonthPeriod,
    index: number,
  ) => { readonly base: number; readonly ots?: number },
  surcharges: readonly Surcharge[],
): DraftLine[] => {
  const out: DraftLine[] = []
  for (const item of items) {
    periods.forEach((period, periodIndex) => {
      const u = unit(item, period, periodIndex)
      out.push({
        itemId: item.id,
        itemName: item.name,
        quantity: item.quantity,
        period,
        periodIndex,
        unitBase: u.base,
        surcharges,
        ...(u.ots === undefined ? {} : { unitOts: u.ots }),
      })
    })
  }
  return out
}

/** Spreads a whole count over the periods in proportion to their days, exactly (largest remainder). */
export const spreadByDays = (total: number, periods: readonly { readonly days: number }[]): number[] => {
  const days = periods.reduce((s, p) => s + p.days, 0)
  const raw = periods.map((p) => (total * p.days) / days)
  const parts = raw.map(Math.floor)
  let rest = total - parts.reduce((s, n) => s + n, 0)
  const order = raw.map((r, i) => ({ i, f: r - Math.floor(r) })).sort((a, b) => b.f - a.f || a.i - b.i)
  for (const { i } of order) {
    if (rest <= 0) break
    parts[i] = (parts[i] ?? 0) + 1
    rest -= 1
  }
  return parts
}
