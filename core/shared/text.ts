/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Text the product can keep: no NUL character (PostgreSQL cannot store it, and it is never part of a name, a
 * number or an id) and no unpaired UTF-16 surrogate (it is not a character at all: JSON columns refuse it and
 * a browser shows it as �). Issue 20: any request text with either is refused at the edge, never altered.
 */
export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text)

/** A key as a message can name it: each NUL or surrogate shown as '?'. */
export const readableKey = (key: string): string =>
  [...key].map((c) => (c === '\u0000' || (c.length === 1 && /[\ud800-\udfff]/.test(c)) ? '?' : c)).join('')

/**
 * The path of the first text (a value or a key) in a parsed request part that cannot be kept, however deep:
 * 'bankName', 'stops.2.region', or '' for the part itself; undefined when every text is storable.
 */
export const unstorableTextPath = (value: unknown, path = '', depth = 0): string | undefined => {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path
  if (value === null || typeof value !== 'object' || depth > 64) return undefined
  const join = (key: string) => (path === '' ? key : `${path}.${key}`)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextPath(value[i], join(String(i)), depth + 1)
      if (found !== undefined) return found
    }
    return undefined
  }
  // A file's bytes or a stream is not text.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorableText(key)) return join(readableKey(key))
    const found = unstorableTextPath(inner, join(key), depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}
