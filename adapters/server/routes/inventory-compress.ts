import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const gzipAsync = promisify(gzip)
/** Answers smaller than this go uncompressed. */
const COMPRESS_FROM = 1024

/** A JSON answer serialised once; its gzip form is made on first need and kept (a cached answer reuses both). */
export class PreparedJson {
  private gzipped: Promise<Buffer> | undefined

  constructor(
    readonly status: number,
    readonly json: string,
  ) {}

  static of(status: number, body: unknown): PreparedJson {
    return new PreparedJson(status, JSON.stringify(body))
  }

  gzip(): Promise<Buffer> {
    this.gzipped ??= gzipAsync(this.json)
    return this.gzipped
  }
}

/** Sends a prepared answer, gzip-compressed when the client accepts it and it is worth it. */
export const sendPrepared = async (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedJson,
): Promise<FastifyReply> => {
  const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  reply.code(answer.status).type('application/json; charset=utf-8')
  if (!accepts || answer.json.length < COMPRESS_FROM) return reply.send(answer.json)
  return reply
    .header('Content-Encoding', 'gzip')
    .header('Vary', 'Accept-Encoding')
    .send(await answer.gzip())
}

/**
 * Sends a JSON body, gzip-compressed when the client accepts it. The inventory's large answers (the whole
 * shelter inventory is ~4 MB of JSON, the district boundaries ~1 MB) go out as a fraction of that; only the
 * inventory routes use it, so the rest of the API is untouched.
 */
export const sendJson = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: unknown,
): Promise<FastifyReply> => sendPrepared(request, reply, PreparedJson.of(status, body))
