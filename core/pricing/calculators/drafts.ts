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
  const n = periods.length
  let days = 0
  for (let i = 0; i < n; i++) days += periods[i]!.days
  // A few periods of finite counts (a quote's months): the remainder goes to the largest fractions, the earlier
  // period first among equals, picked without sorting (issue 51: the sort's objects cost more than the spread).
  if (n <= 8 && days > 0 && Number.isFinite(total) && Number.isFinite(days)) {
    const parts = new Array<number>(n)
    const fractions = new Array<number>(n)
    let rest = total
    for (let i = 0; i < n; i++) {
      const raw = (total * periods[i]!.days) / days
      const part = Math.floor(raw)
      parts[i] = part
      fractions[i] = raw - part
      rest -= part
    }
    for (; rest > 0; rest--) {
      let best = -1
      for (let i = 0; i < n; i++)
        if (fractions[i]! >= 0 && (best < 0 || fractions[i]! > fractions[best]!)) best = i
      if (best < 0) break
      parts[best]! += 1
      fractions[best] = -1
    }
    return parts
  }
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
