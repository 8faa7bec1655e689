/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Text the product can keep: no NUL character (PostgreSQL cannot store it, and it is never part of a name, a
 * number or an id) and no unpaired UTF-16 surrogate (it is not a character at all: JSON columns refuse it and
 * a browser shows it as �). Issue 20: any request text with either is refused at the edge, never altered.
 */
export const isStorableText = (text: string): boolean =>
  !SUSPECT.test(text) || (!text.includes('\u0000') && !LONE_SURROGATE.test(text))
/** Any NUL or surrogate at all: one pass over the text, so that the exact checks run only on the rare text with one. */
// eslint-disable-next-line no-control-regex -- NUL is the very character looked for
const SUSPECT = /[\u0000\ud800-\udfff]/

/** A key as a message can name it: each NUL or surrogate shown as '?'. */
export const readableKey = (key: string): string =>
  [...key].map((c) => (c === '\u0000' || (c.length === 1 && /[\ud800-\udfff]/.test(c)) ? '?' : c)).join('')

/**
 * The path of the first text (a value or a key) in a parsed request part that cannot be kept, however deep:
 * 'bankName', 'stops.2.region', or '' for the part itself; undefined when every text is storable.
 */
export const unstorableTextPath = (value: unknown): string | undefined =>
  firstUnstorable(value, 0)?.reverse().join('.')

/**
 * The path of the first text that cannot be kept, innermost name first; every request passes here, so no path
 * is written out on the way down, only once something is found.
 */
const firstUnstorable = (value: unknown, depth: number): string[] | undefined => {
  if (typeof value === 'string') return isStorableText(value) ? undefined : []
  if (value === null || typeof value !== 'object' || depth > 64) return undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = firstUnstorable(value[i], depth + 1)
      if (found) return [...found, String(i)]
    }
    return undefined
  }
  // A file's bytes or a stream is not text.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined
  for (const key of Object.keys(value)) {
    if (!isStorableText(key)) return [readableKey(key)]
    const found = firstUnstorable((value as Record<string, unknown>)[key], depth + 1)
    if (found) return [...found, key]
  }
  return undefined
}

const CYRILLIC = /[А-Яа-яЁё]/

/** Text a Russian reader can read: it has Cyrillic letters (a server's own sentence, not a code or English). */
export const saysRussian = (text: string): boolean => CYRILLIC.test(text)
