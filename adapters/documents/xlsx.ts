import { ISO_DATE_SHAPE } from '../../core/shared/calendar'
import type { MediaPlanSheet } from '../../core/documents/media-plan.document'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A calendar day (YYYY-MM-DD) as the date Excel shows for it, whatever the reader's time zone. */
const excelDate = (cell: unknown): unknown =>
  typeof cell === 'string' && ISO_DATE_SHAPE.test(cell) ? new Date(`${cell}T00:00:00Z`) : cell

/**
 * Writes the sheets as an .xlsx workbook: a bold header row, money columns as numbers in roubles, day columns as
 * real dates shown DD.MM.YYYY (issue #47 item 4: a reader sorts and filters them as dates).
 */
export const workbookOf = async (title: string, sheets: readonly MediaPlanSheet[]): Promise<Buffer> => {
  // exceljs (~16 MB resident) is loaded with the first workbook, not with the server (issue 51 item 3).
  const book = new (await import('exceljs')).default.Workbook()
  book.creator = 'Табло'
  book.title = title
  for (const s of sheets) {
    const ws = book.addWorksheet(s.title)
    const dates = s.dateColumns ?? []
    ws.addRow([...s.header]).font = { bold: true }
    for (const row of s.rows) ws.addRow(row.map((cell, i) => (dates.includes(i) ? excelDate(cell) : cell)))
    s.header.forEach((h, i) => {
      const column = ws.getColumn(i + 1)
      column.width = Math.max(12, Math.min(50, h.length + 4))
      if (s.moneyColumns.includes(i)) column.numFmt = '#,##0.00'
      if (dates.includes(i)) column.numFmt = 'dd.mm.yyyy'
    })
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}
