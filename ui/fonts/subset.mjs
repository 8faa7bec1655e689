/**
 * Makes the first paint's faces of Inter (issue #51 item 2): the four faces of ui/fonts.css (Cyrillic and Latin,
 * 400 and 600) cut to the characters of Russian text, prices and dates, from @fontsource/inter's files, and prints
 * each one's unicode-range for ui/fonts.css. Made once and committed; run again to add a character:
 *   npm i --no-save subset-font@2.9.0 && node ui/fonts/subset.mjs
 * subset-font is harfbuzz's hb-subset: the glyphs kept keep their shapes, kerning and features, so a line is set the
 * same as in the full faces, and a character the cut faces lack is set from the full ones.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'

/** Russian, printable ASCII, and the typography of Russian text (no-break space, quotes, dashes, №, ellipsis…). */
const russian = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя'
const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join('')
const TEXT = `${russian}${ascii}\u00a0«»—–№…×’“”„°`

/** Each of @fontsource/inter's files covers its own characters (its unicode-range in ui/fonts.css). */
const cyrillic = (c) => (c >= 0x400 && c <= 0x45f) || c === 0x2116
const files = createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-400-normal.woff2')
/** Code points as unicode-range's runs: U+410-44F, U+2116. */
const ranges = (points) =>
  [...points]
    .sort((a, b) => a - b)
    .reduce((runs, c) => {
      const last = runs.at(-1)
      if (last && c === last[1] + 1) last[1] = c
      else runs.push([c, c])
      return runs
    }, [])
    .map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${b.toString(16).toUpperCase()}`))
    .join(', ')
const hex = (c) => `U+${c.toString(16).toUpperCase()}`
for (const weight of [400, 600])
  for (const script of ['cyrillic', 'latin']) {
    const chars = [...TEXT].filter((ch) => cyrillic(ch.codePointAt(0)) === (script === 'cyrillic'))
    const full = readFileSync(files.replace('latin-400', `${script}-${weight}`))
    const face = await subsetFont(full, chars.join(''), { targetFormat: 'woff2' })
    const name = `inter-first-paint-${script}-${weight}.woff2`
    writeFileSync(new URL(name, import.meta.url), face)
    const range = ranges(chars.map((ch) => ch.codePointAt(0)))
    console.log(`${name}: unicode-range: ${range};`)
  }
