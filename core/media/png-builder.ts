/**
 * Builds the head of a PNG for tests and fixtures: the signature, the header chunk with the pixel size, and the
 * end chunk — enough for a file's type and size to be read, as a real image's are.
 */
export const buildPngHead = (width: number, height: number): Uint8Array => {
  const out = new Uint8Array(8 + 25 + 12)
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0)
  const view = new DataView(out.buffer)
  view.setUint32(8, 13)
  out.set([0x49, 0x48, 0x44, 0x52], 12)
  view.setUint32(16, width)
  view.setUint32(20, height)
  out.set([8, 6, 0, 0, 0], 24)
  view.setUint32(33, 0)
  out.set([0x49, 0x45, 0x4e, 0x44], 37)
  return out
}
