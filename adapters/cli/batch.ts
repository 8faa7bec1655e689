import ExcelJS from 'exceljs'
import type { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import type { ShelterSides } from '../../core/ports/shelter-sides.port'
import { pricingErrorMessages } from '../../core/pricing/place-calculator'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { resolveInventory } from '../../core/pricing/selection/resolved-stops'
import { RU, type CliMessages } from './messages'

const LIST_FIELDS = new Set([
  'itemIds',
  'dayParts',
  'timeIntervalIds',
  'transportRouteIds',
  'advertisingSpaceGroupIds',
  'months',
])

const cellValue = (key: string, raw: unknown): unknown => {
  if (raw === null || raw === undefined || raw === '') return undefined
  if (typeof raw === 'number' || typeof raw === 'boolean') return LIST_FIELDS.has(key) ? [raw] : raw
  if (raw instanceof Date) return raw.toISOString().slice(0, 10)
  const text =
    typeof raw === 'object' && 'text' in raw ? String((raw as { text: unknown }).text) : String(raw)
  const v = text.trim()
  if (LIST_FIELDS.has(key))
    return v.split(',').map((x) => (/^\d+$/.test(x.trim()) ? Number(x.trim()) : x.trim()))
  if (v === 'true' || v === 'false') return v === 'true'
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v)
  return v
}

/** One row's input: an "input" JSON column wins; otherwise every other column is a field (a.b nests). */
export const inputOfRow = (row: Readonly<Record<string, unknown>>): unknown => {
  if (typeof row.input === 'string' && row.input.trim() !== '') return JSON.parse(row.input)
  const out: Record<string, unknown> = {}
  for (const [path, raw] of Object.entries(row)) {
    if (path === 'place' || path === 'today' || path === 'input') continue
    const keys = path.split('.')
    const last = keys.pop() ?? path
    const value = cellValue(last, raw)
    if (value === undefined) continue
    let target = out
    for (const k of keys) target = (target[k] ??= {}) as Record<string, unknown>
    target[last] = value
  }
  return out
}

const readRows = async (file: string, m: CliMessages): Promise<Record<string, unknown>[]> => {
  const wb = new ExcelJS.Workbook()
  const sheet = file.toLowerCase().endsWith('.csv')
    ? await wb.csv.readFile(file)
    : (await wb.xlsx.readFile(file)).worksheets[0]
  if (!sheet) throw new Error(m.noSheet(file))
  const header: string[] = []
  sheet.getRow(1).eachCell((cell, col) => (header[col] = String(cell.value ?? '').trim()))
  const rows: Record<string, unknown>[] = []
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r)
    if (!row.hasValues) continue
    const record: Record<string, unknown> = {}
    header.forEach((name, col) => {
      if (name) record[name] = row.getCell(col).value
    })
    rows.push(record)
  }
  return rows
}

const roubles = (k: number): number => Math.round(k) / 100

/** The workbook's columns (key and width); their headings are the catalogue's, in the caller's language. */
const COLUMNS: readonly (readonly [string, number])[] = Object.entries({
  row: 6,
  place: 26,
  status: 12,
  startDate: 12,
  endDate: 12,
  basePrice: 16,
  without: 20,
  taxes: 14,
  total: 16,
  ots: 14,
  grp: 8,
  message: 60,
})

export interface BatchPricing {
  readonly registry: CalculatorRegistry
  readonly reference: PricingReferenceData
  /** The inventory each transit-shelter row is checked against, as a single spec is. */
  readonly shelters: ShelterSides
}

/** Prices every row and writes a workbook of results; returns how many rows failed. */
export const priceBatch = async (
  file: string,
  out: string,
  { registry, reference, shelters }: BatchPricing,
  defaultToday: string,
  progress: (done: number, of: number) => void = () => {},
  m: CliMessages = RU,
): Promise<{ rows: number; failed: number }> => {
  const rows = await readRows(file, m)
  const wb = new ExcelJS.Workbook()
  const sheet = wb.addWorksheet(m.sheetName)
  sheet.columns = COLUMNS.map(([key, width], i) => ({ header: m.batchColumns[i] ?? key, key, width }))
  let failed = 0
  for (const [i, row] of rows.entries()) {
    progress(i, rows.length)
    const place = String(row.place ?? '').trim()
    const today = typeof row.today === 'string' && row.today ? row.today : defaultToday
    let message = ''
    try {
      const resolved = await resolveInventory(place, inputOfRow(row), shelters)
      const r = resolved.ok ? registry.price(place, resolved.value, reference, { today }) : resolved
      if (r.ok) {
        const q = r.value
        sheet.addRow({
          row: i + 2,
          place,
          status: m.batchOk,
          startDate: q.startDate,
          endDate: q.endDate,
          basePrice: roubles(q.totals.basePrice),
          without: roubles(q.totals.totalSumWithoutTaxes),
          taxes: roubles(q.totals.taxesSum),
          total: roubles(q.totals.total),
          ots: q.ots ?? '',
          grp: q.grp ?? '',
        })
        continue
      }
      message = Object.entries(pricingErrorMessages(r.error))
        .map(([f, m]) => `${f}: ${m}`)
        .join('; ')
    } catch (e) {
      message = `${m.inputField}: ${e instanceof Error ? e.message : String(e)}`
    }
    failed += 1
    sheet.addRow({ row: i + 2, place, status: m.batchFailed, message })
  }
  progress(rows.length, rows.length)
  await wb.xlsx.writeFile(out)
  return { rows: rows.length, failed }
}
