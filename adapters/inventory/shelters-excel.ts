import type { CellValue } from 'exceljs'
import type { ShelterNode } from '../database/shelter.repository'

/** The most rows an uploaded spreadsheet may list (R-CONST-08: transitShelterSpaces 24000). */
export const MAX_IMPORT_ROWS = 24_000

const HEADER = /инвентарн|inventory/i

/** exceljs (~16 MB resident) is loaded with the first workbook, not with the server (issue 51 item 3). */
const newWorkbook = async () => new (await import('exceljs')).default.Workbook()

const cellText = (value: CellValue): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('')
  if (typeof value === 'object' && 'text' in value) return String(value.text)
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '')
  return String(value)
}

/**
 * The inventory numbers of an uploaded .xlsx: the column headed 'Инвентарный номер' (or the first column) of
 * the first sheet. Undefined when the bytes are not a readable workbook.
 */
export const readInventoryNumbers = async (content: Uint8Array): Promise<string[] | undefined> => {
  const workbook = await newWorkbook()
  try {
    await workbook.xlsx.load(Buffer.from(content) as unknown as ArrayBuffer)
  } catch {
    return undefined
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  let column = 1
  let firstRow = 1
  sheet.getRow(1).eachCell((cell, n) => {
    if (HEADER.test(cellText(cell.value))) {
      column = n
      firstRow = 2
    }
  })
  const numbers: string[] = []
  for (let r = firstRow; r <= Math.min(sheet.rowCount, MAX_IMPORT_ROWS + 1); r++) {
    const text = cellText(sheet.getRow(r).getCell(column).value).trim()
    if (text !== '') numbers.push(text.slice(0, 100))
  }
  return numbers
}

const SIDE = { a: 'А', b: 'Б' } as const

/** An address program: one row per shelter side with its place and availability in the period. */
export const writeShelters = async (
  nodes: readonly ShelterNode[],
  period: { startDate: string; endDate: string },
): Promise<Uint8Array> => {
  const workbook = await newWorkbook()
  const sheet = workbook.addWorksheet('Остановки')
  sheet.columns = [
    { header: 'Инвентарный номер', key: 'inventoryNumber', width: 20 },
    { header: 'Сторона', key: 'side', width: 9 },
    { header: 'Остановка', key: 'name', width: 40 },
    { header: 'Улица', key: 'street', width: 40 },
    { header: 'Район', key: 'district', width: 30 },
    { header: 'Широта', key: 'latitude', width: 12 },
    { header: 'Долгота', key: 'longitude', width: 12 },
    { header: 'Базовая цена, ₽ в месяц', key: 'basePrice', width: 14 },
    { header: `Свободна ${period.startDate} – ${period.endDate}`, key: 'free', width: 16 },
  ]
  for (const n of nodes)
    sheet.addRow({
      inventoryNumber: n.inventoryNumber,
      side: SIDE[n.side],
      name: n.advertisingPlatform.name,
      street: n.advertisingPlatform.street,
      district: n.advertisingPlatform.region.name,
      latitude: n.advertisingPlatform.latitude,
      longitude: n.advertisingPlatform.longitude,
      basePrice: n.basePrice,
      free: n.isAvailableInBooking ? 'да' : 'нет',
    })
  sheet.getRow(1).font = { bold: true }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
