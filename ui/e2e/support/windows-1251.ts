/**
 * Text in Windows-1251, the encoding a Russian bank's client writes its 1C statements in (`Кодировка=Windows`), so
 * a browser test uploads the bytes a bank would give an accountant. Covers what a statement holds: ASCII, the
 * Cyrillic alphabet with Ё/ё, №, « », dashes and the no-break space; anything else is a test's mistake and throws.
 */
const EXTRA: Readonly<Record<string, number>> = {
  Ё: 0xa8,
  ё: 0xb8,
  '№': 0xb9,
  '«': 0xab,
  '»': 0xbb,
  '–': 0x96,
  '—': 0x97,
  '\u00a0': 0xa0,
}

export const windows1251 = (text: string): Buffer =>
  Buffer.from(
    Array.from(text, (ch) => {
      const code = ch.codePointAt(0) ?? 0
      if (code < 0x80) return code
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0
      const byte = EXTRA[ch]
      if (byte === undefined) throw new Error(`windows-1251 has no «${ch}»`)
      return byte
    }),
  )
