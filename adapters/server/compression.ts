import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import { negotiate } from '@fastify/accept-negotiator'
import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Answers smaller than this go uncompressed: the headers would cost more than they save. */
export const COMPRESS_FROM = 1024
/** What the server compresses, best first; the client's q-values choose among them (q=0 refuses one). */
const ENCODINGS = ['br', 'gzip'] as const
export type Encoding = (typeof ENCODINGS)[number]
/** Brotli at 4: most of its gain at gzip's speed (level 11 takes seconds on the whole city). */
const BROTLI_QUALITY = 4
/**
 * Gzip at level 1 (issue 51: answers are made per request, and compressing one cost more than making it): on the
 * whole city's sides level 1 takes 1.0 ms against level 6's 2.4 ms for 3 % more bytes (49.5 KB against 48.0 KB;
 * with every field, 1.4 against 5.6 ms for 14 % more).
 */
const GZIP_LEVEL = 1
/**
 * An answer up to this size is compressed on the spot: the thread pool's round trip costs ~80 µs, three times
 * compressing a calculation's 3 KB (profiled, issue #51: 104 µs async against 25 µs in place for gzip); a larger
 * one (the whole city is megabytes) goes to the pool so the event loop is not held.
 */
export const COMPRESS_IN_PLACE_UP_TO = 16 * 1024
/**
 * Gzip's settings for an answer of `bytes` compressed on the spot (issue 51: a fresh calculation's 3–4 KB).
 * zlib's defaults are made for streams: a 32 KB window, a 32 K-entry hash table and a 16 KB output chunk, ~270 KB
 * allocated and its tables cleared for each answer, and the answer then keeps the whole 16 KB chunk its bytes are
 * a slice of. Sized to the answer instead: a window just over it (deflate never looks back further than its
 * input, so the bytes are those of the full window), a hash table of the same order and one output chunk as long
 * as the answer, which a short answer takes from Node's shared buffer pool. The result is ordinary gzip any
 * client inflates.
 */
export const smallGzipOptions = (
  bytes: number,
): { level: number; windowBits: number; memLevel: number; chunkSize: number } => {
  // 262 bytes: zlib's MIN_LOOKAHEAD, what the window keeps beyond the farthest match.
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(bytes + 262))))
  return {
    level: GZIP_LEVEL,
    windowBits,
    memLevel: Math.max(1, windowBits - 7),
    chunkSize: Math.max(64, bytes + 64),
  }
}
/** A small answer compressed on the spot (up to COMPRESS_IN_PLACE_UP_TO), as every fresh answer is. */
export const compressedNow = (json: string | Buffer, encoding: Encoding): Buffer => {
  // The text made UTF-8 once: zlib would encode it again after Buffer.byteLength had walked it for the size.
  const bytes = typeof json === 'string' ? Buffer.from(json) : json
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(bytes, smallGzipOptions(bytes.length))
}

/**
 * Text, JSON and XML are compressed; media, spreadsheets, PDFs and other binary files are sent as they are
 * (they are compressed already, and a video's byte ranges must stay byte ranges).
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^image\/svg\+xml/

/**
 * Compression of every answer worth it, by @fastify/compress: brotli or gzip as the client's Accept-Encoding
 * prefers them (q-values honoured), with Vary. The built cabinet's files are precompressed by the build and
 * served as they are (ui-static.ts). Request bodies are never inflated: a small compressed body must not
 * become a large one behind the body limit.
 */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_FROM,
    encodings: [...ENCODINGS],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    globalDecompression: false,
  })
}

/** The encoding the client accepts best among ours, as @fastify/compress chooses it. */
export const acceptedEncoding = (request: {
  readonly headers: IncomingHttpHeaders
}): Encoding | undefined => {
  const header = request.headers['accept-encoding']
  if (!header) return undefined
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS])
  return ENCODINGS.find((encoding) => encoding === chosen)
}

/**
 * A JSON answer serialised once; each compressed form is made on first need and kept, so an answer the server
 * keeps (the whole city's shelters, the district boundaries) is compressed once, not per request.
 */
export class PreparedJson {
  // Made on the first compression only (issue 51): a fresh answer sent plain, most of them, allocates neither map.
  private compressed: Map<Encoding, Promise<Buffer>> | undefined
  /** The compressed forms made so far, to send without waiting. */
  private ready: Map<Encoding, Buffer> | undefined
  /** The JSON's UTF-8 bytes, made when it is sent plain a second time. */
  private bytes: Buffer | undefined
  /** Whether it has gone out plain once, as text. */
  private sentAsText = false

  constructor(
    readonly status: number,
    /** The JSON as text, or as its UTF-8 bytes (the shelter reads write theirs so). */
    readonly json: string | Buffer,
  ) {}

  static of(status: number, body: unknown): PreparedJson {
    return new PreparedJson(status, JSON.stringify(body))
  }

  /**
   * The answer as it goes on the wire uncompressed. Sent the first time as the text it is: Node writes the headers
   * and the text in one pass of its own, where making the bytes first walked the text twice (its UTF-8 length, then
   * its bytes) and took a pooled buffer (issue 51, A/B in turn over fresh calculations: 157 against 171 µs of server
   * CPU an answer). Sent again (a kept quote's answer, a kept read), its UTF-8 bytes are made once and kept, so a
   * repeat is written as it is, with nothing encoded.
   */
  plain(): string | Buffer {
    if (typeof this.json !== 'string' || this.bytes) return this.bytes ?? this.json
    if (!this.sentAsText) {
      this.sentAsText = true
      return this.json
    }
    return (this.bytes = Buffer.from(this.json))
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    const compressed = (this.compressed ??= new Map())
    const ready = (this.ready ??= new Map())
    let kept = compressed.get(encoding)
    if (!kept && this.json.length <= COMPRESS_IN_PLACE_UP_TO) {
      // The bytes made for it are not kept: a kept answer sent compressed would hold them for nothing.
      const buffer = compressedNow(this.bytes ?? this.json, encoding)
      ready.set(encoding, buffer)
      kept = Promise.resolve(buffer)
      compressed.set(encoding, kept)
    }
    if (!kept) {
      kept = (
        encoding === 'br'
          ? brotliAsync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipAsync(this.json, { level: GZIP_LEVEL })
      ).then((buffer) => {
        ready.set(encoding, buffer)
        return buffer
      })
      compressed.set(encoding, kept)
    }
    return kept
  }

  /** The form already made in this encoding, if it is. */
  encodedNow(encoding: Encoding): Buffer | undefined {
    return this.ready?.get(encoding)
  }

  /**
   * The form in this encoding without waiting: the one made already, or a small answer's compressed on the spot
   * (as encoded() would); undefined for a large answer not yet compressed, which goes to the thread pool.
   */
  encodedAtOnce(encoding: Encoding): Buffer | undefined {
    const made = this.ready?.get(encoding)
    if (made || this.json.length > COMPRESS_IN_PLACE_UP_TO) return made
    void this.encoded(encoding)
    return this.ready?.get(encoding)
  }
}

/** The encoding of a prepared answer for this request: none for a small answer or a client that takes none. */
export const encodingFor = (
  request: { readonly headers: IncomingHttpHeaders },
  answer: PreparedJson,
): Encoding | undefined => (answer.json.length < COMPRESS_FROM ? undefined : acceptedEncoding(request))

const sendEncoded = (
  reply: FastifyReply,
  answer: PreparedJson,
  encoding: Encoding | undefined,
  body: Buffer | undefined,
): FastifyReply => {
  reply.code(answer.status).type('application/json; charset=utf-8')
  if (!encoding || !body) return reply.send(answer.plain())
  // Content-Encoding set here tells @fastify/compress the body is compressed already.
  return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').send(body)
}

/** Sends a prepared answer in the encoding the client prefers, from the kept compressed form. */
export const sendPrepared = async (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedJson,
): Promise<FastifyReply> => {
  const encoding = encodingFor(request, answer)
  return sendEncoded(reply, answer, encoding, encoding && (await answer.encoded(encoding)))
}

/**
 * Sends a prepared answer at once when the form the client takes is made already (an answer asked again) or is
 * small enough to compress on the spot (a fresh calculation's); says undefined, sending nothing, when a large one
 * is still to be compressed: then sendPrepared waits for it.
 */
export const sendPreparedNow = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedJson,
): FastifyReply | undefined => {
  const encoding = encodingFor(request, answer)
  const body = encoding && answer.encodedAtOnce(encoding)
  return encoding && !body ? undefined : sendEncoded(reply, answer, encoding, body)
}
