import ExcelJS from 'exceljs'
import type { MediaPlanSheet } from '../../core/documents/media-plan.document'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Writes the sheets as an .xlsx workbook: a bold header row, money columns as numbers in roubles. */
export const workbookOf = async (title: string, sheets: readonly MediaPlanSheet[]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook()
  book.creator = 'Табло'
  book.title = title
  for (const s of sheets) {
    const ws = book.addWorksheet(s.title)
    ws.addRow([...s.header]).font = { bold: true }
    for (const row of s.rows) ws.addRow([...row])
    s.header.forEach((h, i) => {
      const column = ws.getColumn(i + 1)
      column.width = Math.max(12, Math.min(50, h.length + 4))
      if (s.moneyColumns.includes(i)) column.numFmt = '#,##0.00'
    })
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}
