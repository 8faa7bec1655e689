/**
 * Text in the single-byte encodings Russian banks' 1C files use (windows-1251, DOS ibm866), for tests that build a
 * real statement file: Node decodes them (TextDecoder) but encodes only UTF-8, so the table is read back from the
 * decoder itself. A character the encoding lacks is an error, not a silent '?'.
 */
const tables = new Map<string, Map<string, number>>()

const tableOf = (encoding: 'windows-1251' | 'ibm866'): Map<string, number> => {
  const known = tables.get(encoding)
  if (known) return known
  const decoder = new TextDecoder(encoding)
  const table = new Map<string, number>()
  for (let byte = 0; byte < 256; byte++) {
    const char = decoder.decode(Uint8Array.of(byte))
    if (char !== '\ufffd' && !table.has(char)) table.set(char, byte)
  }
  tables.set(encoding, table)
  return table
}

export const encodeLegacy = (text: string, encoding: 'windows-1251' | 'ibm866'): Uint8Array => {
  const table = tableOf(encoding)
  return Uint8Array.from([...text], (char) => {
    const byte = table.get(char)
    if (byte === undefined) throw new Error(`${encoding} has no ${JSON.stringify(char)}`)
    return byte
  })
}
