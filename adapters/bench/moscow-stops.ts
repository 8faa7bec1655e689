import { readFileSync } from 'node:fs'
import { shelterInventoryNumber } from '../../core/inventory/moscow-inventory'
import type { StopSpace } from '../../core/pricing/calculators/stops-pricer'

/** Moscow's okrugs (AdmArea in the open-data CSV) to the district codes of the tariffs. */
const OKRUG_CODES: Readonly<Record<string, string>> = {
  'Центральный административный округ': 'ЦАО',
  'Северный административный округ': 'САО',
  'Северо-Восточный административный округ': 'СВАО',
  'Восточный административный округ': 'ВАО',
  'Юго-Восточный административный округ': 'ЮВАО',
  'Южный административный округ': 'ЮАО',
  'Юго-Западный административный округ': 'ЮЗАО',
  'Западный административный округ': 'ЗАО',
  'Северо-Западный административный округ': 'СЗАО',
  'Зеленоградский административный округ': 'ЗелАО',
  'Новомосковский административный округ': 'НАО',
  'Троицкий административный округ': 'ТАО',
}

/** Splits one CSV line with quoted fields ("a, b" and doubled quotes). */
const fields = (line: string): string[] => {
  const out: string[] = []
  let cur = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"'
        i++
      } else if (ch === '"') quoted = false
      else cur += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      out.push(cur)
      cur = ''
    } else cur += ch
  }
  out.push(cur)
  return out
}

/** Every transit-shelter space of the real data: the stops with a pavilion, × sides a and b. */
export const readShelterSpaces = (file: string): StopSpace[] => {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/)
  const header = fields(lines[0] ?? '')
  const col = (name: string): number => header.indexOf(name)
  const [id, area, pavilion] = [col('ID'), col('AdmArea'), col('Pavilion')]
  const spaces: StopSpace[] = []
  for (const line of lines.slice(1)) {
    if (!line.trim()) continue
    const f = fields(line)
    if (f[pavilion] !== 'да') continue
    const region = OKRUG_CODES[f[area] ?? ''] ?? 'unknown'
    // Numbered as the product numbers them, one number a side ('ОСТ-000007-A'), so the keys cost what they cost.
    const stop = Number(f[id])
    spaces.push(
      { inventoryNumber: shelterInventoryNumber(stop, 'a'), side: 'a', region },
      { inventoryNumber: shelterInventoryNumber(stop, 'b'), side: 'b', region },
    )
  }
  return spaces
}
