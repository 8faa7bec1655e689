/**
 * The text of a bank statement from its bytes (issue #48): 1C's exchange files say their encoding in the header,
 * `Кодировка=Windows` (windows-1251) or `Кодировка=DOS` (ibm866); some banks write UTF-8. Bytes that are valid
 * UTF-8 are read so (a Cyrillic windows-1251 or DOS file practically never is); otherwise the encoding the header
 * names, read in each candidate, and windows-1251 when it names none.
 */
export const statementText = (bytes: Uint8Array): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    const windows = new TextDecoder('windows-1251').decode(bytes)
    if (/^\s*Кодировка\s*=\s*Windows\s*$/imu.test(windows)) return windows
    const dos = new TextDecoder('ibm866').decode(bytes)
    return /^\s*Кодировка\s*=\s*DOS\s*$/imu.test(dos) ? dos : windows
  }
}
