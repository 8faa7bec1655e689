import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const gzipAsync = promisify(gzip)
/** Answers smaller than this go uncompressed. */
const COMPRESS_FROM = 1024

/**
 * Sends a JSON body, gzip-compressed when the client accepts it. The inventory's large answers (the whole
 * shelter inventory is ~4 MB of JSON, the district boundaries ~1 MB) go out as a fraction of that; only the
 * inventory routes use it, so the rest of the API is untouched.
 */
export const sendJson = async (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: unknown,
): Promise<FastifyReply> => {
  const json = JSON.stringify(body)
  const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  reply.code(status).type('application/json; charset=utf-8')
  if (!accepts || json.length < COMPRESS_FROM) return reply.send(json)
  return reply
    .header('Content-Encoding', 'gzip')
    .header('Vary', 'Accept-Encoding')
    .send(await gzipAsync(json))
}
