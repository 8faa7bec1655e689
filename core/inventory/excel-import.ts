/**
 * R-API-30, R-STOP-09: a spreadsheet of shelter inventory numbers splits three ways. A row naming a current
 * inventory number adds that side (addedSpaces); a row in the old numbering (the stop ID and the side,
 * '7-A') is replaced by the side's current number (replacedSpaces); anything else is missing. Rows are
 * trimmed and upper-cased, blank rows skipped, repeats counted once.
 */
export interface ImportableSpace {
  readonly inventoryNumber: string
  readonly oldInventoryNumber: string
}

export interface ImportOutcome<S> {
  readonly addedSpaces: S[]
  readonly replacedSpaces: { readonly oldInventoryNumber: string; readonly space: S }[]
  readonly missingSpaces: string[]
}

export const normaliseInventoryNumber = (text: string): string => text.trim().toUpperCase().replace(/Ё/g, 'Е')

export const classifyImport = <S extends ImportableSpace>(
  rows: readonly string[],
  found: readonly S[],
): ImportOutcome<S> => {
  const byCurrent = new Map(found.map((s) => [normaliseInventoryNumber(s.inventoryNumber), s]))
  const byOld = new Map(found.map((s) => [normaliseInventoryNumber(s.oldInventoryNumber), s]))
  const seen = new Set<string>()
  const out: ImportOutcome<S> = { addedSpaces: [], replacedSpaces: [], missingSpaces: [] }
  for (const raw of rows) {
    const key = normaliseInventoryNumber(raw)
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    const current = byCurrent.get(key)
    const old = byOld.get(key)
    if (current) out.addedSpaces.push(current)
    else if (old) out.replacedSpaces.push({ oldInventoryNumber: key, space: old })
    else out.missingSpaces.push(raw.trim())
  }
  return out
}
