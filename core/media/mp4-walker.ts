/**
 * Reads an MP4 (ISO BMFF) file as it streams past, chunk by chunk, keeping only the small `moov` box: the
 * video's resolution, duration and codec for the technical check (pricing §9, R-FMT-01), and whether the file
 * ended inside a box or before its media data (`mdat`): a truncated upload. Pure: bytes in, facts out.
 */
export interface Mp4Facts {
  readonly width: number
  readonly height: number
  readonly durationSeconds: number
  readonly codec: string | undefined
}
export type Mp4Outcome =
  | { readonly ok: true; readonly facts: Mp4Facts }
  | { readonly ok: false; readonly reason: 'truncated' | 'noVideo' | 'notMp4' }

/** A movie header larger than this is not a creative (a real one is a few hundred kilobytes at most). */
const MAX_MOOV_BYTES = 32 * 1024 * 1024

export class Mp4Walker {
  private seen = 0
  private boxEnd = 0
  private header: number[] = []
  private collecting: Uint8Array[] | undefined
  private moov: Uint8Array | undefined
  private readonly types: string[] = []
  private broken = false

  push(chunk: Uint8Array): void {
    let i = 0
    while (i < chunk.length && !this.broken) {
      const at = this.seen + i
      if (at < this.boxEnd) {
        const take = Math.min(chunk.length - i, this.boxEnd - at)
        this.collecting?.push(chunk.slice(i, i + take))
        i += take
        if (this.seen + i === this.boxEnd && this.collecting) {
          this.moov = concat(this.collecting)
          this.collecting = undefined
        }
        continue
      }
      this.header.push(chunk[i] ?? 0)
      i += 1
      this.readHeader(this.seen + i)
    }
    this.seen += chunk.length
  }

  private readHeader(next: number): void {
    if (this.header.length < 8) return
    const bytes = Uint8Array.from(this.header)
    const size32 = u32(bytes, 0)
    if (size32 === 1 && this.header.length < 16) return
    const headerLength = this.header.length
    const size = size32 === 1 ? u32(bytes, 8) * 2 ** 32 + u32(bytes, 12) : size32
    const type = fourcc(bytes, 4)
    this.header = []
    this.types.push(type)
    if (size === 0) {
      this.boxEnd = Number.POSITIVE_INFINITY
      return
    }
    if (size < headerLength || !/^[\x20-\x7e]{4}$/.test(type)) {
      this.broken = true
      return
    }
    this.boxEnd = next - headerLength + size
    if (type === 'moov' && size <= MAX_MOOV_BYTES) this.collecting = []
  }

  finish(): Mp4Outcome {
    if (this.broken || this.types[0] !== 'ftyp') return { ok: false, reason: 'notMp4' }
    if (
      this.header.length > 0 ||
      (Number.isFinite(this.boxEnd) && this.seen < this.boxEnd) ||
      this.collecting
    )
      return { ok: false, reason: 'truncated' }
    // A cut at a box boundary leaves every box whole: the file then ends before its media data, which a
    // creative without is as truncated as one cut mid-box.
    if (!this.moov || !this.types.includes('mdat')) return { ok: false, reason: 'truncated' }
    const facts = readMovie(this.moov)
    return facts ? { ok: true, facts } : { ok: false, reason: 'noVideo' }
  }
}

/** The movie's duration (mvhd) and its first video track's size and sample entry (tkhd, hdlr, stsd). */
export const readMovie = (moov: Uint8Array): Mp4Facts | undefined => {
  let timescale = 0
  let duration = 0
  let video: { width: number; height: number; codec: string | undefined } | undefined
  for (const box of children(moov)) {
    if (box.type === 'mvhd') {
      const v1 = box.body[0] === 1
      timescale = u32(box.body, v1 ? 20 : 12)
      duration = v1 ? u32(box.body, 24) * 2 ** 32 + u32(box.body, 28) : u32(box.body, 16)
    }
    if (box.type === 'trak' && !video) video = readTrack(box.body)
  }
  if (!video || timescale === 0) return undefined
  return { ...video, durationSeconds: duration / timescale }
}

const readTrack = (
  trak: Uint8Array,
): { width: number; height: number; codec: string | undefined } | undefined => {
  const tkhd = find(trak, ['tkhd'])
  const handler = find(trak, ['mdia', 'hdlr'])
  if (!handler || fourcc(handler, 8) !== 'vide') return undefined
  const v1 = tkhd?.[0] === 1
  const displayWidth = tkhd ? u32(tkhd, v1 ? 88 : 76) / 65536 : 0
  const displayHeight = tkhd ? u32(tkhd, v1 ? 92 : 80) / 65536 : 0
  const stsd = find(trak, ['mdia', 'minf', 'stbl', 'stsd'])
  const entry = stsd && stsd.length >= 16 + 36 ? stsd.subarray(8) : undefined
  const codec = entry ? fourcc(entry, 4) : undefined
  const width = entry ? u16(entry, 32) : displayWidth
  const height = entry ? u16(entry, 34) : displayHeight
  return { width: Math.round(width || displayWidth), height: Math.round(height || displayHeight), codec }
}

const find = (body: Uint8Array, path: readonly string[]): Uint8Array | undefined => {
  const [head, ...rest] = path
  const box = children(body).find((b) => b.type === head)
  if (!box) return undefined
  return rest.length === 0 ? box.body : find(box.body, rest)
}

const children = (body: Uint8Array): { type: string; body: Uint8Array }[] => {
  const boxes: { type: string; body: Uint8Array }[] = []
  let at = 0
  while (at + 8 <= body.length) {
    const size = u32(body, at)
    if (size < 8 || at + size > body.length) break
    boxes.push({ type: fourcc(body, at + 4), body: body.subarray(at + 8, at + size) })
    at += size
  }
  return boxes
}

const u32 = (b: Uint8Array, at: number): number =>
  at + 4 > b.length
    ? 0
    : (b[at] ?? 0) * 2 ** 24 + ((b[at + 1] ?? 0) << 16) + ((b[at + 2] ?? 0) << 8) + (b[at + 3] ?? 0)
const u16 = (b: Uint8Array, at: number): number =>
  at + 2 > b.length ? 0 : ((b[at] ?? 0) << 8) + (b[at + 1] ?? 0)
const fourcc = (b: Uint8Array, at: number): string =>
  String.fromCharCode(b[at] ?? 0, b[at + 1] ?? 0, b[at + 2] ?? 0, b[at + 3] ?? 0)

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
