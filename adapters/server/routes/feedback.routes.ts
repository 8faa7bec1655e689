import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { decodePublicFeedback } from '../../../core/leads/lead.contract'
import { LeadService } from '../../../core/leads/lead.service'
import { MAX_UPLOAD_BYTES } from '../../../core/media/upload.rules'
import { FileStorage } from '../../../core/ports/file-storage.port'
import { err, ok } from '../../../core/shared/result'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { receiveUpload } from '../../files/upload-receiver'
import { decodeBody, invalidInputMessage, sendData, sendDomainError, sendFailure } from '../reply'
import { isUploadRefusal, refuseUpload } from './media-http'

export const PUBLIC_FEEDBACK_PATH = '/api/v1/public/feedback/file'

/** What a stored file name may be: the sender's name, trimmed of paths and control characters. */
const cleanFileName = (name: string): string =>
  (name.split(/[\\/]/).at(-1) ?? '')
    .replace(/[\p{Cc}]/gu, '')
    .trim()
    .slice(0, 200) || 'файл'

const drain = async (stream: AsyncIterable<unknown>): Promise<void> => {
  for await (const chunk of stream) void chunk
}

/**
 * The landing's question form, POST /public/feedback/file (R-API-25): multipart with the text fields first
 * (message, email, optional fullName, gRecaptchaResponse) and an optional `file` (PDF, JPEG or PNG, up to
 * 20 MB, judged by its bytes); a JSON body is the same form without a file. The captcha is checked before any
 * byte of the file is stored; a refusal stores nothing and writes no row.
 */
@injectable()
export class FeedbackRoutes implements RouteContribution {
  constructor(
    @inject(LeadService) private readonly leads: LeadService,
    @inject(FileStorage) private readonly storage: FileStorage,
  ) {}

  async register(app: FastifyInstance): Promise<void> {
    const { leads, storage } = this

    const answer = (
      reply: FastifyReply,
      result: Awaited<ReturnType<LeadService['publicFeedback']>>,
    ): FastifyReply => {
      if (result.ok) return sendData(reply, result.value, 201)
      if (isUploadRefusal(result.error)) return refuseUpload(reply, result.error)
      return sendDomainError(reply, result.error)
    }

    await app.register(async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES.document, files: 1, fields: 10, fieldSize: 10_000, parts: 11 },
      })

      scope.post(PUBLIC_FEEDBACK_PATH, async (request, reply) => {
        if (!request.isMultipart()) {
          const input = decodeBody(request, reply, decodePublicFeedback)
          if (!input) return reply
          return answer(reply, await leads.publicFeedback(input, undefined))
        }
        const fields: Record<string, string> = {}
        for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES.document } })) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value
            continue
          }
          // The file: the form must be complete before it, so nothing is stored for a form that is refused.
          const decoded = part.fieldname === 'file' ? decodePublicFeedback(fields) : undefined
          if (!decoded?.ok) {
            await drain(part.file)
            const errors = decoded ? decoded.error.errors : { [part.fieldname]: 'unknown field' }
            return sendFailure(reply, 400, invalidInputMessage(errors), errors)
          }
          const fileName = cleanFileName(part.filename)
          const result = await leads.publicFeedback(decoded.value, async () => {
            const received = await receiveUpload(storage, 'document', {
              fileName: part.filename,
              declaredType: part.mimetype,
              stream: part.file,
              truncated: () => part.file.truncated,
            })
            if (!received.ok) return err(received.error)
            const file = received.value
            if (file.thumbKey) await storage.delete(file.thumbKey)
            return ok({
              storageKey: file.storageKey,
              fileName,
              mimeType: file.mimeType,
              sizeBytes: file.sizeBytes,
            })
          })
          // A refused captcha never reached the file: its bytes are still in the request.
          if (!result.ok && !isUploadRefusal(result.error)) await drain(part.file)
          return answer(reply, result)
        }
        const decoded = decodePublicFeedback(fields)
        if (!decoded.ok)
          return sendFailure(reply, 400, invalidInputMessage(decoded.error.errors), decoded.error.errors)
        return answer(reply, await leads.publicFeedback(decoded.value, undefined))
      })
    })
  }
}
