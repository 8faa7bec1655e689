import type { Socket } from 'node:net'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { formatMegabytes, MAX_UPLOAD_BYTES } from '../../core/media/upload.rules'
import { sendFailure } from './reply'

/** What a form carries besides its file: up to 20 fields of 10 KB, the parts' headers, the boundaries. */
export const FORM_ALLOWANCE_BYTES = 1024 * 1024

/** How long a refused upload's connection is read (and dropped) after its answer before it is closed. */
const LINGER_MS = 2_000

/** The largest body an upload route takes: its kind's file (`:kind` in the path) or the largest kind's. */
export const uploadBodyLimit = (request: FastifyRequest): number => {
  const kind = (request.params as Record<string, unknown> | undefined)?.['kind']
  const file =
    typeof kind === 'string' && Object.hasOwn(MAX_UPLOAD_BYTES, kind)
      ? MAX_UPLOAD_BYTES[kind as keyof typeof MAX_UPLOAD_BYTES]
      : Math.max(...Object.values(MAX_UPLOAD_BYTES))
  return file + FORM_ALLOWANCE_BYTES
}

/**
 * Answers a refused upload and closes its connection politely (issue #53 item 5): `Connection: close`, the answer
 * written whole, then our side closed (FIN) while what the client still sends is read and dropped for a moment,
 * so the client reads the answer instead of meeting a reset; the rest of a 510 MB body is never received.
 */
export const refuseAndClose = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  errors: Record<string, string>,
): FastifyReply => {
  const socket = request.raw.socket as Socket & { destroySoon?: () => void }
  // Node ends a `Connection: close` answer's socket with destroySoon, which would destroy it with the body
  // unread (a reset the client meets before reading the answer): end it, drop what comes, close it soon after.
  socket.destroySoon = () => {
    socket.end()
    socket.resume()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  }
  request.raw.unpipe()
  request.raw.resume()
  return sendFailure(reply.header('connection', 'close'), status, message, errors)
}

/** Refuses a multipart body whose declared length is more than its route takes, before a byte of it is read. */
const refuseDeclaredTooLarge: onRequestHookHandler = (request, reply, done) => {
  if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return done()
  const declared = Number(request.headers['content-length'])
  const limit = uploadBodyLimit(request)
  if (!(declared > limit)) return done()
  void refuseAndClose(
    request,
    reply,
    413,
    `Файл больше ${formatMegabytes(limit - FORM_ALLOWANCE_BYTES)}: загрузите файл поменьше`,
    { file: 'tooLarge' },
  )
}

/**
 * Every route in a scope that reads multipart forms (the uploads) refuses a body declared too large at once.
 * Registered before the routes it guards.
 */
export const registerMultipartGuard = (app: FastifyInstance): void => {
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    if (!this.hasContentTypeParser('multipart/form-data')) return
    route.onRequest = [refuseDeclaredTooLarge, ...[route.onRequest ?? []].flat()]
  })
}
