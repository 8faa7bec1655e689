import type { Quote } from '../../core/pricing/quote'
import { displayDate } from '../../core/pricing/rules/calendar'
import { formatRoubles, type Kopecks } from '../../core/shared/money'

const rub = (k: number): string => formatRoubles(k as Kopecks).replace(/\u00a0/g, ' ')
const pad = (s: string, n: number): string => s.padEnd(n)
const right = (s: string, n: number): string => s.padStart(n)
const percent = (p: number): string => `${Math.round(p * 100) / 100} %`

/** A readable breakdown: periods, each line's base and steps, discounts, taxes, total, OTS/GRP. */
export const formatTable = (q: Quote, title: string): string => {
  const out: string[] = []
  out.push(`${title} (${q.place}): ${displayDate(q.startDate)} – ${displayDate(q.endDate)}`, '', 'Periods')
  for (const p of q.periods) {
    out.push(
      `  ${displayDate(p.startDate)} – ${displayDate(p.endDate)}  ${right(String(p.days), 3)} days  ${right(rub(p.total), 18)}`,
    )
  }
  out.push('', 'Lines')
  for (const l of q.lines) {
    const qty = l.quantity === 1 ? '' : ` × ${l.quantity}`
    out.push(`  ${l.itemName}${qty} · ${displayDate(l.startDate)} – ${displayDate(l.endDate)}`)
    out.push(`    ${pad('base', 34)}${right(rub(l.base), 18)}`)
    for (const s of l.steps) {
      const how = s.kind === 'surcharge' ? `+${Math.round(s.factor * 10000) / 100} %` : `× ${s.factor}`
      out.push(`    ${pad(`${s.label} ${how}`, 34)}${right(rub(s.amount), 18)}`)
    }
    out.push(`    ${pad('net', 34)}${right(rub(l.net), 18)}`)
  }
  const d = q.discounts
  out.push(
    '',
    `Discounts: volume ${percent(d.volume.percent)}, capacity ${percent(d.capacity.percent)}, advertiser ${percent(
      d.advertiser.percent,
    )}, global factor ${d.global.ignored ? 'ignored' : d.global.factor}`,
    '',
    'Totals',
    `  ${pad('Base price', 34)}${right(rub(q.totals.basePrice), 18)}`,
    `  ${pad('Before discounts', 34)}${right(rub(q.totals.priceBeforeDiscounts), 18)}`,
    `  ${pad('Without taxes', 34)}${right(rub(q.totals.totalSumWithoutTaxes), 18)}`,
    `  ${pad(`VAT ${percent(q.totals.vatRate * 100)}`, 34)}${right(rub(q.totals.taxesSum), 18)}`,
    `  ${pad('Итоговая стоимость', 34)}${right(rub(q.totals.total), 18)}`,
  )
  if (q.ots !== undefined) out.push('', `OTS ${q.ots.toLocaleString('ru-RU')}, GRP ${q.grp}`)
  if (q.notes.length > 0) out.push('', ...q.notes)
  return out.join('\n')
}

const roubles = (k: number): string => (k / 100).toFixed(2)
const csvCell = (v: string | number): string => {
  const s = String(v)
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** One CSV row per line step, then the totals; amounts in roubles with a dot. */
export const formatCsv = (q: Quote): string => {
  const rows: (string | number)[][] = [
    ['kind', 'item', 'quantity', 'start', 'end', 'step', 'factor', 'amount'],
  ]
  for (const l of q.lines) {
    rows.push(['line', l.itemId, l.quantity, l.startDate, l.endDate, 'base', '', roubles(l.base)])
    for (const s of l.steps)
      rows.push(['line', l.itemId, l.quantity, l.startDate, l.endDate, s.code, s.factor, roubles(s.amount)])
    rows.push(['line', l.itemId, l.quantity, l.startDate, l.endDate, 'net', '', roubles(l.net)])
  }
  for (const p of q.periods)
    rows.push(['period', '', '', p.startDate, p.endDate, 'total', '', roubles(p.total)])
  rows.push([
    'total',
    '',
    '',
    q.startDate,
    q.endDate,
    'totalSumWithoutTaxes',
    '',
    roubles(q.totals.totalSumWithoutTaxes),
  ])
  rows.push([
    'total',
    '',
    '',
    q.startDate,
    q.endDate,
    'taxesSum',
    q.totals.vatRate,
    roubles(q.totals.taxesSum),
  ])
  rows.push(['total', '', '', q.startDate, q.endDate, 'total', '', roubles(q.totals.total)])
  if (q.ots !== undefined) rows.push(['audience', '', '', q.startDate, q.endDate, 'ots', '', q.ots])
  if (q.grp !== undefined) rows.push(['audience', '', '', q.startDate, q.endDate, 'grp', '', q.grp])
  return rows.map((r) => r.map(csvCell).join(',')).join('\n')
}

/** The quote as JSON; money stays in integer kopecks, as the core keeps it. */
export const formatJson = (q: Quote): string =>
  JSON.stringify({ currency: 'RUB', moneyUnit: 'kopecks', ...q }, null, 2)
