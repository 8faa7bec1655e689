import { fieldNotesOf } from '../../core/pricing/field-notes'
import type { Quote, QuoteLine, QuoteStep } from '../../core/pricing/quote'
import { displayDate } from '../../core/pricing/rules/calendar'
import { formatRoubles, groupDigits, type Kopecks } from '../../core/shared/money'
import type { CliLang, CliMessages } from './messages'

/**
 * What a quote is read with beside itself (issue #52 item 2): what the price left out or switched off is said in
 * the table and the CSV as in the JSON.
 */
export interface QuoteContext {
  readonly title: string
  readonly m: CliMessages
  readonly lang: CliLang
  /** The personal discount asked in the spec, in percent. */
  readonly askedPersonal?: number
  /** The same spec priced without the personal discount, when that discount switched the capacity one off. */
  readonly withoutPersonal?: Quote
  /** Inventory numbers priced at nothing for a booking conflict (R-STOP-07). */
  readonly dropped: readonly string[]
}

const rub = (k: number): string => formatRoubles(k as Kopecks).replace(/\u00a0/g, ' ')
const num = (n: number, lang: CliLang): string => {
  const s = String(Math.round(n * 1e6) / 1e6)
  return lang === 'ru' ? s.replace('.', ',') : s
}
const percent = (p: number, lang: CliLang): string => `${num(Math.round(p * 100) / 100, lang)} %`
const WIDTH = 40
const row = (indent: string, label: string, amount: number): string =>
  `${indent}${label.padEnd(WIDTH)}${rub(amount).padStart(18)}`

/** A step as a person reads it: its label in Russian (its code in English) and its factor or share. */
const stepLabel = (s: QuoteStep, lang: CliLang): string => {
  const name = lang === 'ru' ? s.label : s.code
  return s.kind === 'surcharge'
    ? `${name} +${percent(s.factor * 100, lang)}`
    : `${name} × ${num(s.factor, lang)}`
}

/** Steps of every line summed by code, in the order the pipeline applies them (decision 10). */
const stepsByCode = (q: Quote): { step: QuoteStep; amount: number }[] => {
  const order: string[] = []
  const sums = new Map<string, { step: QuoteStep; amount: number }>()
  for (const l of q.lines)
    for (const s of l.steps) {
      const seen = sums.get(s.code)
      if (seen) seen.amount += s.amount
      else {
        order.push(s.code)
        sums.set(s.code, { step: s, amount: s.amount })
      }
    }
  const rank = { seasonal: 0, surcharge: 1, discount: 2 } as const
  return order
    .map((c, i) => ({ i, v: sums.get(c) }))
    .filter((x): x is { i: number; v: { step: QuoteStep; amount: number } } => x.v !== undefined)
    .sort((a, b) => rank[a.v.step.kind] - rank[b.v.step.kind] || a.i - b.i)
    .map((x) => x.v)
}

const totalLabel = (q: Quote, m: CliMessages): string =>
  typeof q.details.totalLabel === 'string' && q.details.totalLabel.endsWith('*') ? `${m.total}*` : m.total

interface DiscountStates {
  readonly volume: string
  /** The capacity discount applied, or none. */
  readonly capacity: string
  /** The capacity discount the personal one switched off, and what the total would be without the personal one. */
  readonly capacityOff?: { readonly text: string; readonly cost?: string }
  readonly advertiser: string
  readonly global: string
}

/** Each discount applied or not, switched off with its reason and what the price would have been without it. */
const discountStates = (q: Quote, c: QuoteContext): DiscountStates => {
  const { m, lang } = c
  const d = q.discounts
  const star = totalLabel(q, m).endsWith('*') ? '*' : ''
  const off = d.capacity.switchedOff
  let capacityOff: DiscountStates['capacityOff']
  if (off) {
    const text = m.capacityOff(percent(off.percent, lang), off.range, percent(d.advertiser.percent, lang))
    const diff = c.withoutPersonal ? q.totals.total - c.withoutPersonal.totals.total : undefined
    const without = c.withoutPersonal ? rub(c.withoutPersonal.totals.total) : ''
    capacityOff =
      diff === undefined
        ? { text }
        : {
            text,
            cost: diff > 0 ? m.capacityOffCost(without, rub(diff)) : m.capacityOffGain(without, rub(-diff)),
          }
  }
  const asked =
    c.askedPersonal !== undefined && c.askedPersonal !== d.advertiser.percent && d.advertiser.percent > 0
  return {
    volume: d.volume.percent > 0 ? m.volume(percent(d.volume.percent, lang)) + star : m.volumeNone,
    capacity: d.capacity.percent > 0 ? m.capacity(percent(d.capacity.percent, lang)) : m.capacityNone,
    ...(capacityOff ? { capacityOff } : {}),
    advertiser:
      d.advertiser.percent > 0
        ? m.advertiser(percent(d.advertiser.percent, lang)) +
          (asked ? ` (${m.asked(percent(c.askedPersonal ?? 0, lang))})` : '')
        : m.advertiserNone,
    global: d.global.ignored
      ? m.globalIgnored
      : d.global.factor !== 1
        ? m.global(num(d.global.factor, lang))
        : m.globalNone,
  }
}

/** The discounts as lines: a capacity discount switched off is said after the one applied (if any), with its cost. */
export const discountLines = (q: Quote, c: QuoteContext): string[] => {
  const s = discountStates(q, c)
  const off = s.capacityOff
  return [
    s.volume,
    ...(off && q.discounts.capacity.percent === 0 ? [] : [s.capacity]),
    ...(off ? [off.text, ...(off.cost ? [`  ${off.cost}`] : [])] : []),
    s.advertiser,
    s.global,
  ]
}

/** Field notes (R-GROUND-01 clamps, R-GROUND-02 rounding, what a budget buys): 'field: note'. */
const countedLines = (q: Quote): string[] => Object.entries(fieldNotesOf(q)).map(([f, n]) => `${f}: ${n}`)

/** Notes other than the field notes already said beside their field; bus monitors' footnote made right. */
const otherNotes = (q: Quote, c: QuoteContext): string[] => {
  const said = new Set(Object.values(fieldNotesOf(q)))
  const notes = q.notes.filter((n) => !said.has(n))
  if (totalLabel(q, c.m).endsWith('*') && q.discounts.volume.percent > 0)
    notes.push(c.m.busVolume(percent(q.discounts.volume.percent, c.lang)))
  return notes
}

/**
 * A readable breakdown in the order the price is built: periods; each line's base and steps; then the campaign
 * base, seasonal, targeting, before discounts, each discount, without VAT, VAT and the total; each discount
 * applied or switched off and why; what was counted otherwise than asked and what was left out.
 */
export const formatTable = (q: Quote, c: QuoteContext): string => {
  const { m, lang } = c
  const out: string[] = [`${c.title} (${q.place}): ${displayDate(q.startDate)} – ${displayDate(q.endDate)}`]
  out.push('', m.periods)
  for (const p of q.periods)
    out.push(
      `  ${displayDate(p.startDate)} – ${displayDate(p.endDate)}  ${String(p.days).padStart(3)} ${m.days.padEnd(5)}${rub(p.total).padStart(18)}`,
    )
  out.push('', m.lines)
  for (const l of q.lines) {
    const qty = l.quantity === 1 ? '' : ` × ${l.quantity}`
    out.push(`  ${l.itemName}${qty} · ${displayDate(l.startDate)} – ${displayDate(l.endDate)}`)
    out.push(row('    ', m.base, l.base))
    for (const s of l.steps) out.push(row('    ', stepLabel(s, lang), s.amount))
    out.push(row('    ', m.net, l.net))
  }
  const t = q.totals
  out.push('', m.howBuilt, row('  ', m.basePrice, t.basePrice))
  const sums = stepsByCode(q)
  for (const s of sums.filter((x) => x.step.kind !== 'discount'))
    out.push(row('  ', lang === 'ru' ? s.step.label : s.step.code, s.amount))
  out.push(row('  ', m.beforeDiscounts, t.priceBeforeDiscounts))
  for (const s of sums.filter((x) => x.step.kind === 'discount'))
    out.push(row('  ', stepLabel(s.step, lang), s.amount))
  out.push(
    row('  ', m.withoutTaxes, t.totalSumWithoutTaxes),
    row('  ', m.vat(percent(t.vatRate * 100, lang)), t.taxesSum),
    row('  ', totalLabel(q, m), t.total),
  )
  out.push('', m.discounts, ...discountLines(q, c).map((l) => `  ${l}`))
  const counted = countedLines(q)
  if (counted.length > 0) out.push('', m.counted, ...counted.map((l) => `  ${l}`))
  if (c.dropped.length > 0) out.push('', m.droppedHeading, ...c.dropped.map((n) => `  ${m.dropped(n)}`))
  if (q.ots !== undefined)
    out.push('', m.audience(groupDigits(String(q.ots)).replace(/\u00a0/g, ' '), num(q.grp ?? 0, lang)))
  const notes = otherNotes(q, c)
  if (notes.length > 0) out.push('', m.notes, ...notes.map((n) => `  ${n}`))
  return out.join('\n')
}

const roubles = (k: number): string => (k / 100).toFixed(2)
const csvCell = (v: string | number): string => {
  const s = String(v)
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/**
 * One CSV row per line step, then the price in the order it is built, each discount with its state, what was
 * counted otherwise and what was left out; amounts in roubles with a dot (column 8), a note after them.
 */
export const formatCsv = (q: Quote, c: QuoteContext): string => {
  const { m, lang } = c
  const rows: (string | number)[][] = [[...m.csvHeader]]
  const at = (
    kind: string,
    item: string,
    qty: string | number,
    step: string,
    factor: string | number,
    amount: string | number,
    note = '',
  ): void => {
    rows.push([kind, item, qty, q.startDate, q.endDate, step, factor, amount, note])
  }
  for (const l of q.lines) {
    const line = (step: string, factor: string | number, amount: number, note = ''): void => {
      rows.push(['line', l.itemId, l.quantity, l.startDate, l.endDate, step, factor, roubles(amount), note])
    }
    line('base', '', l.base)
    for (const s of l.steps) line(s.code, s.factor, s.amount, lang === 'ru' ? s.label : '')
    line('net', '', l.net)
  }
  for (const p of q.periods)
    rows.push(['period', '', '', p.startDate, p.endDate, 'total', '', roubles(p.total), ''])
  const t = q.totals
  const sums = stepsByCode(q)
  at('price', '', '', 'basePrice', '', roubles(t.basePrice), m.basePrice)
  for (const s of sums.filter((x) => x.step.kind !== 'discount'))
    at('price', '', '', s.step.code, '', roubles(s.amount), lang === 'ru' ? s.step.label : '')
  at('price', '', '', 'priceBeforeDiscounts', '', roubles(t.priceBeforeDiscounts), m.beforeDiscounts)
  for (const s of sums.filter((x) => x.step.kind === 'discount'))
    at('price', '', '', s.step.code, s.step.factor, roubles(s.amount), lang === 'ru' ? s.step.label : '')
  const d = q.discounts
  const states = discountStates(q, c)
  at('discount', '', '', 'volume', d.volume.factor, d.volume.percent, states.volume)
  at('discount', '', '', 'capacity', d.capacity.factor, d.capacity.percent, states.capacity)
  const off = d.capacity.switchedOff
  if (off && states.capacityOff) {
    at(
      'discount',
      '',
      '',
      'capacitySwitchedOff',
      (100 - off.percent) / 100,
      off.percent,
      states.capacityOff.text,
    )
    if (c.withoutPersonal)
      at(
        'discount',
        '',
        '',
        'totalWithoutPersonal',
        '',
        roubles(c.withoutPersonal.totals.total),
        states.capacityOff.cost,
      )
  }
  at('discount', '', '', 'advertiser', d.advertiser.factor, d.advertiser.percent, states.advertiser)
  at('discount', '', '', 'global', d.global.factor, '', states.global)
  for (const [field, note] of Object.entries(fieldNotesOf(q))) at('counted', field, '', field, '', '', note)
  for (const n of c.dropped) at('dropped', n, 1, 'bookingError', '', roubles(0), m.dropped(n))
  at('total', '', '', 'totalSumWithoutTaxes', '', roubles(t.totalSumWithoutTaxes), m.withoutTaxes)
  at('total', '', '', 'taxesSum', t.vatRate, roubles(t.taxesSum), m.vat(percent(t.vatRate * 100, lang)))
  at('total', '', '', 'total', '', roubles(t.total), totalLabel(q, m))
  if (q.ots !== undefined) at('audience', '', '', 'ots', '', q.ots)
  if (q.grp !== undefined) at('audience', '', '', 'grp', '', q.grp)
  for (const n of otherNotes(q, c)) at('note', '', '', '', '', '', n.trim())
  return rows.map((r) => r.map(csvCell).join(',')).join('\n')
}

/** The quote as JSON; money stays in integer kopecks, as the core keeps it; what was left out beside it. */
export const formatJson = (q: Quote, c: QuoteContext): string =>
  JSON.stringify(
    {
      currency: 'RUB',
      moneyUnit: 'kopecks',
      ...q,
      ...(c.dropped.length > 0 ? { droppedForBookingConflict: c.dropped } : {}),
      ...(c.withoutPersonal ? { totalWithoutPersonalDiscount: c.withoutPersonal.totals.total } : {}),
    },
    null,
    2,
  )

/** One line as it is checked by hand, per unit: base, then each step's formula with its numbers. */
const explainLine = (l: QuoteLine, index: number, c: QuoteContext): string[] => {
  const { m, lang } = c
  const q = l.quantity
  const unit = (k: number): string => rub(k / q)
  const out = [`${index + 1}. ${m.explainLine(l.itemName, displayDate(l.startDate), displayDate(l.endDate))}`]
  out.push(`   ${m.base}: ${unit(l.base)}`)
  let running: number = l.base
  let afterSeasonal: number = l.base
  const shares: string[] = []
  for (const s of l.steps) {
    const name = lang === 'ru' ? s.label : s.code
    const next = running + s.amount
    if (s.kind === 'surcharge') {
      shares.push(num(s.factor, lang))
      out.push(`   ${name}: ${unit(afterSeasonal)} × (1 + ${shares.join(' + ')}) = ${unit(next)}`)
    } else {
      out.push(`   ${name}: ${unit(running)} × ${num(s.factor, lang)} = ${unit(next)}`)
      if (s.kind === 'seasonal') afterSeasonal = next
    }
    running = next
  }
  out.push(
    q === 1
      ? `   ${m.explainNet}: ${rub(l.net)}`
      : `   ${m.explainNet}: ${m.explainUnits(q, unit(l.net), rub(l.net))}`,
  )
  return out
}

/**
 * `--explain` (issue #52 item 5): the price as a product owner checks it by hand, as the features' worked
 * examples are written — the base formula, each line's steps with their numbers, then the sums and VAT.
 */
export const formatExplain = (q: Quote, c: QuoteContext): string => {
  const { m, lang } = c
  const t = q.totals
  const out = [`${c.title} (${q.place}): ${displayDate(q.startDate)} – ${displayDate(q.endDate)}`, '']
  const bases = q.notes.filter((n) => /^(База|Base)/.test(n))
  if (bases.length > 0) out.push(...bases, '')
  q.lines.forEach((l, i) => out.push(...explainLine(l, i, c), ''))
  const nets = q.lines.map((l) => rub(l.net))
  out.push(m.explainTotals)
  out.push(
    `  ${m.explainSum(q.lines.length)}${nets.length > 1 && nets.length <= 6 ? ` = ${nets.join(' + ')}` : ''} = ${rub(t.totalSumWithoutTaxes)}`,
    `  ${m.explainVat} ${percent(t.vatRate * 100, lang)}: ${rub(t.totalSumWithoutTaxes)} × ${num(t.vatRate, lang)} = ${rub(t.taxesSum)}`,
    `  ${m.explainTotal} = ${rub(t.totalSumWithoutTaxes)} + ${rub(t.taxesSum)} = ${rub(t.total)}`,
  )
  out.push('', m.discounts, ...discountLines(q, c).map((l) => `  ${l}`))
  const counted = countedLines(q)
  if (counted.length > 0) out.push('', m.counted, ...counted.map((l) => `  ${l}`))
  if (c.dropped.length > 0) out.push('', m.droppedHeading, ...c.dropped.map((n) => `  ${m.dropped(n)}`))
  return out.join('\n')
}
