import sharp from 'sharp'
import { buildMp4, type Mp4Spec } from '../../../core/media/mp4-builder'

/** A real PNG of the given size (a gradient-free solid fill; noise makes it bigger when asked). */
export const png = (width: number, height: number, colour = '#3366cc'): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()

export const jpeg = (width: number, height: number, colour = '#cc6633'): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()

export const mp4 = (spec: Mp4Spec): Buffer => Buffer.from(buildMp4(spec))

/** A tiny valid PDF. */
export const pdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  )

export interface FilePart {
  readonly bytes: Uint8Array
  readonly name: string
  readonly type: string
}

/** Sends one file (and text fields before it) as multipart form data, like the browser's FormData. */
export const upload = async (
  baseUrl: string,
  method: string,
  path: string,
  token: string | undefined,
  file: FilePart,
  fields: Readonly<Record<string, string>> = {},
): Promise<{
  status: number
  body: { data?: unknown; message?: string; errors?: Record<string, string> }
}> => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([Uint8Array.from(file.bytes)], { type: file.type }), file.name)
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {} }
}

/**
 * Streams a large multipart upload without ever holding it: the head bytes, then `bodyBytes` zeros in 1 MB
 * chunks, generated as the request is sent.
 */
export const streamUpload = async (
  baseUrl: string,
  path: string,
  token: string,
  file: {
    readonly head: Uint8Array
    readonly bodyBytes: number
    readonly name: string
    readonly type: string
  },
): Promise<{ status: number; body: { data?: unknown; message?: string } }> => {
  const boundary = `----tablo${Date.now()}`
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  )
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = new Uint8Array(1024 * 1024)
  let left = file.bodyBytes
  let stage = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(preamble)
        controller.enqueue(file.head)
        stage = 1
      } else if (left > 0) {
        const n = Math.min(left, chunk.length)
        controller.enqueue(n === chunk.length ? chunk : chunk.subarray(0, n))
        left -= n
      } else {
        controller.enqueue(epilogue)
        controller.close()
      }
    },
  })
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body: stream,
    duplex: 'half',
  } as RequestInit)
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {} }
}
