/**
 * Builds minimal but well-formed MP4 files for tests and fixtures: ftyp, a moov with one video track (mvhd,
 * tkhd, mdia/hdlr, minf/stbl/stsd with a visual sample entry), then an mdat of the given size.
 */
export interface Mp4Spec {
  readonly width: number
  readonly height: number
  readonly durationSeconds: number
  readonly codec?: string
  /** Bytes of (zero) media data after the header; the mdat box declares this size. */
  readonly mediaBytes?: number
}

const box = (type: string, ...parts: readonly Uint8Array[]): Uint8Array => {
  const size = 8 + parts.reduce((n, p) => n + p.length, 0)
  const out = new Uint8Array(size)
  writeU32(out, 0, size)
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i)
  let at = 8
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

const bytes = (length: number, fill: (view: Uint8Array) => void = () => undefined): Uint8Array => {
  const out = new Uint8Array(length)
  fill(out)
  return out
}
const writeU32 = (b: Uint8Array, at: number, v: number): void => {
  b[at] = (v >>> 24) & 255
  b[at + 1] = (v >>> 16) & 255
  b[at + 2] = (v >>> 8) & 255
  b[at + 3] = v & 255
}
const writeU16 = (b: Uint8Array, at: number, v: number): void => {
  b[at] = (v >>> 8) & 255
  b[at + 1] = v & 255
}
const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0))

const TIMESCALE = 1000

/** The file's head: everything up to and including the mdat box header; mediaBytes of data follow it. */
export const mp4Head = (spec: Mp4Spec): Uint8Array => {
  const mvhd = box(
    'mvhd',
    bytes(100, (b) => {
      writeU32(b, 12, TIMESCALE)
      writeU32(b, 16, Math.round(spec.durationSeconds * TIMESCALE))
    }),
  )
  const tkhd = box(
    'tkhd',
    bytes(84, (b) => {
      writeU32(b, 76, spec.width * 65536)
      writeU32(b, 80, spec.height * 65536)
    }),
  )
  const hdlr = box('hdlr', bytes(4), bytes(4), ascii('vide'), bytes(12), ascii('Video\0'))
  const entry = box(
    spec.codec ?? 'avc1',
    bytes(78, (b) => {
      writeU16(b, 6, 1)
      writeU16(b, 24, spec.width)
      writeU16(b, 26, spec.height)
    }),
  )
  const stsd = box(
    'stsd',
    bytes(8, (b) => writeU32(b, 4, 1)),
    entry,
  )
  const trak = box('trak', tkhd, box('mdia', hdlr, box('minf', box('stbl', stsd))))
  const moov = box('moov', mvhd, trak)
  const ftyp = box(
    'ftyp',
    ascii('isom'),
    bytes(4, (b) => writeU32(b, 0, 512)),
    ascii('isomiso2avc1mp41'),
  )
  const mdatHeader = bytes(8, (b) => {
    writeU32(b, 0, 8 + (spec.mediaBytes ?? 0))
    b.set(ascii('mdat'), 4)
  })
  const out = new Uint8Array(ftyp.length + moov.length + 8)
  out.set(ftyp, 0)
  out.set(moov, ftyp.length)
  out.set(mdatHeader, ftyp.length + moov.length)
  return out
}

/** A whole small MP4 file. */
export const buildMp4 = (spec: Mp4Spec): Uint8Array => {
  const head = mp4Head(spec)
  const out = new Uint8Array(head.length + (spec.mediaBytes ?? 0))
  out.set(head, 0)
  return out
}
