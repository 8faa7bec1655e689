/**
 * The map's label glyphs, generated from the Inter the product already serves (@fontsource/inter's WOFF files):
 * signed-distance-field glyph PBFs in MapLibre's format, written to ui/public/glyphs/<fontstack>/<range>.pbf and
 * served from our own origin (issue #50: no outside glyph server).
 *
 * Chosen (issue #50 item 1): MapLibre renders only CJK ideographs locally (`localIdeographFontFamily`), so Latin
 * and Cyrillic need glyph files; @mapbox/tiny-sdf needs a canvas and fontnik a native binary. Here fontkit (already
 * installed with pdfkit) reads the outlines and the distance field is computed exactly from the flattened outline
 * (distance to the nearest edge, inside by the non-zero rule) — no canvas, no download. Only the ranges the
 * labels use are written (Basic Latin and Latin-1, Cyrillic, general punctuation) in two weights. The output is
 * committed, so a build needs nothing but the files; run `npx tsx adapters/inventory/glyphs/generate.ts` after
 * changing the font or the ranges.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

interface PathCommand {
  readonly command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath'
  readonly args: readonly number[]
}
interface FontGlyph {
  readonly advanceWidth: number
  readonly path: { readonly commands: readonly PathCommand[] }
}
interface Font {
  readonly unitsPerEm: number
  hasGlyphForCodePoint(codePoint: number): boolean
  glyphForCodePoint(codePoint: number): FontGlyph
}
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync(path: string): Font }

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const FONTS = join(ROOT, 'node_modules/@fontsource/inter/files')
const OUT = join(ROOT, 'ui/public/glyphs')

/** MapLibre's glyph PBF geometry: 24 px glyphs, a 3 px border, an 8 px distance radius, the edge at 0.75. */
const SIZE = 24
const BUFFER = 3
const RADIUS = 8
const CUTOFF = 0.25
/** tiny-sdf's placement of a glyph's top against MapLibre's baseline (its GlyphManager's topAdjustment). */
const TOP_ADJUSTMENT = 27

export const STACKS = { 'Inter-Regular': 400, 'Inter-SemiBold': 600 } as const
export const RANGES = [0, 1024, 8192] as const
/** The characters Moscow's names and the map's figures use: ASCII, « » ° and the spaces
 * that group digits, Russian letters with Ё, dashes, quotes. */
const WANTED = (id: number): boolean =>
  (id >= 32 && id <= 126) ||
  [160, 171, 176, 187, 1025, 1105, 8211, 8212, 8216, 8217, 8220, 8221, 8222, 8230, 8239].includes(id) ||
  (id >= 1040 && id <= 1103)

type Point = readonly [number, number]

/** The outline as closed polygons in pixels (y up), curves flattened into short straight pieces. */
const polygons = (glyph: FontGlyph, scale: number): Point[][] => {
  const rings: Point[][] = []
  let ring: Point[] = []
  let at: Point = [0, 0]
  const to = (x: number, y: number) => {
    at = [x * scale, y * scale]
    ring.push(at)
  }
  for (const { command, args } of glyph.path.commands) {
    const a = args.map((v) => v * scale)
    if (command === 'moveTo') {
      if (ring.length > 1) rings.push(ring)
      ring = []
      to(args[0] ?? 0, args[1] ?? 0)
    } else if (command === 'lineTo') to(args[0] ?? 0, args[1] ?? 0)
    else if (command === 'quadraticCurveTo') {
      const [x0, y0] = at
      const [cx, cy, x, y] = [a[0] ?? 0, a[1] ?? 0, a[2] ?? 0, a[3] ?? 0]
      for (let i = 1; i <= 8; i++) {
        const t = i / 8
        const u = 1 - t
        at = [u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y]
        ring.push(at)
      }
    } else if (command === 'bezierCurveTo') {
      const [x0, y0] = at
      const [c1x, c1y, c2x, c2y, x, y] = [a[0] ?? 0, a[1] ?? 0, a[2] ?? 0, a[3] ?? 0, a[4] ?? 0, a[5] ?? 0]
      for (let i = 1; i <= 10; i++) {
        const t = i / 10
        const u = 1 - t
        at = [
          u * u * u * x0 + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x,
          u * u * u * y0 + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y,
        ]
        ring.push(at)
      }
    } else if (ring.length > 1) {
      rings.push(ring)
      ring = []
    }
  }
  if (ring.length > 1) rings.push(ring)
  return rings
}

const segmentDistance = (px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number => {
  const dx = bx - ax
  const dy = by - ay
  const length = dx * dx + dy * dy
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length))
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

/** Non-zero winding: a point is inside the glyph when the outline winds around it. */
const winding = (px: number, py: number, rings: readonly Point[][]): number => {
  let wind = 0
  for (const ring of rings)
    for (let i = 0; i < ring.length; i++) {
      const [ax, ay] = ring[i] as Point
      const [bx, by] = ring[(i + 1) % ring.length] as Point
      if (ay <= py) {
        if (by > py && (bx - ax) * (py - ay) - (px - ax) * (by - ay) > 0) wind++
      } else if (by <= py && (bx - ax) * (py - ay) - (px - ax) * (by - ay) < 0) wind--
    }
  return wind
}

interface Sdf {
  readonly id: number
  readonly bitmap: Uint8Array
  readonly width: number
  readonly height: number
  readonly left: number
  readonly top: number
  readonly advance: number
}

export const sdfGlyph = (font: Font, id: number): Sdf => {
  const glyph = font.glyphForCodePoint(id)
  const scale = SIZE / font.unitsPerEm
  const advance = Math.round(glyph.advanceWidth * scale)
  const rings = polygons(glyph, scale)
  const points = rings.flat()
  if (points.length === 0)
    return { id, bitmap: new Uint8Array(), width: 0, height: 0, left: 0, top: 0, advance }
  const left = Math.floor(Math.min(...points.map((p) => p[0])))
  const right = Math.ceil(Math.max(...points.map((p) => p[0])))
  const bottom = Math.floor(Math.min(...points.map((p) => p[1])))
  const top = Math.ceil(Math.max(...points.map((p) => p[1])))
  const width = right - left
  const height = top - bottom
  const w = width + 2 * BUFFER
  const h = height + 2 * BUFFER
  const bitmap = new Uint8Array(w * h)
  for (let row = 0; row < h; row++)
    for (let col = 0; col < w; col++) {
      const x = left - BUFFER + col + 0.5
      const y = top + BUFFER - row - 0.5
      let nearest = Infinity
      for (const ring of rings)
        for (let i = 0; i < ring.length; i++)
          nearest = Math.min(
            nearest,
            segmentDistance(x, y, ring[i] as Point, ring[(i + 1) % ring.length] as Point),
          )
      const signed = winding(x, y, rings) !== 0 ? -nearest : nearest
      bitmap[row * w + col] = Math.max(0, Math.min(255, Math.round(255 - 255 * (signed / RADIUS + CUTOFF))))
    }
  return { id, bitmap, width, height, left, top: top - TOP_ADJUSTMENT, advance }
}

/** Protocol buffers, the few wire types MapLibre's glyphs message uses. */
const varint = (value: number): number[] => {
  const bytes: number[] = []
  let v = value >>> 0
  while (v > 0x7f) {
    bytes.push((v & 0x7f) | 0x80)
    v >>>= 7
  }
  bytes.push(v)
  return bytes
}
const field = (tag: number, wire: number) => varint((tag << 3) | wire)
const uint = (tag: number, value: number) => [...field(tag, 0), ...varint(value)]
const sint = (tag: number, value: number) => uint(tag, value >= 0 ? value * 2 : -value * 2 - 1)
const bytesField = (tag: number, bytes: ArrayLike<number>) => [
  ...field(tag, 2),
  ...varint(bytes.length),
  ...Array.from(bytes),
]
const text = (tag: number, value: string) => bytesField(tag, new TextEncoder().encode(value))

export const glyphsPbf = (name: string, start: number, glyphs: readonly Sdf[]): Uint8Array => {
  const stack = [
    ...text(1, name),
    ...text(2, `${start}-${start + 255}`),
    ...glyphs.flatMap((g) =>
      bytesField(3, [
        ...uint(1, g.id),
        ...(g.bitmap.length > 0 ? bytesField(2, g.bitmap) : []),
        ...uint(3, g.width),
        ...uint(4, g.height),
        ...sint(5, g.left),
        ...sint(6, g.top),
        ...uint(7, g.advance),
      ]),
    ),
  ]
  return Uint8Array.from(bytesField(1, stack))
}

const main = () => {
  for (const [name, weight] of Object.entries(STACKS)) {
    const faces = ['latin', 'cyrillic'].map((subset) =>
      fontkit.openSync(join(FONTS, `inter-${subset}-${weight}-normal.woff`)),
    )
    mkdirSync(join(OUT, name), { recursive: true })
    for (const start of RANGES) {
      const glyphs: Sdf[] = []
      for (let id = start; id < start + 256; id++) {
        const face = faces.find((f) => f.hasGlyphForCodePoint(id))
        if (face && WANTED(id)) glyphs.push(sdfGlyph(face, id))
      }
      const file = join(OUT, name, `${start}-${start + 255}.pbf`)
      writeFileSync(file, glyphsPbf(name, start, glyphs))
      console.log(`${file}: ${glyphs.length} glyphs`)
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
