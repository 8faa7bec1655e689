import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import { Logger } from '../../core/ports/logger.port'
import { AccountService } from '../../core/session/account.service'
import type { Container } from '../container/di'
import { sendFailure } from './reply'
import { serveCabinet } from './ui-static'
import { accountRoutes } from './routes/account.routes'
import { advertiserRoutes } from './routes/advertiser.routes'
import { pricingRoutes } from './routes/pricing.routes'
import { publicRoutes } from './routes/public.routes'
import { campaignRoutes } from './routes/campaign.routes'
import { campaignOrderRoutes } from './routes/campaign-orders.routes'
import { inventoryRoutes } from './routes/inventory.routes'
import { notificationRoutes } from './routes/notifications.routes'
import { invoiceRoutes } from './routes/invoices.routes'
import { mediaPlanRoutes } from './routes/media-plans.routes'
import { addressProgramRoutes } from './routes/address-program.routes'
import { statisticsRoutes } from './routes/statistics.routes'
import { mediaRoutes } from './routes/media.routes'
import { planningRoutes } from './routes/planning.routes'
import { campaignMediaRoutes } from './routes/campaign-media.routes'
import { staffMediaRoutes } from './routes/staff-media.routes'
import { feedbackRoutes } from './routes/feedback.routes'

export interface AppOptions {
  /** The built UI; when missing, /app says how to build it. */
  readonly uiDir: string
}

/** A JSON API body larger than this is refused (413) before it is parsed. */
export const API_BODY_LIMIT = 256 * 1024

/** Russian messages for the framework's own refusals of bad input (never a 5xx for input). */
const FRAMEWORK_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Тело запроса — некорректный JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Пустое тело запроса' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Слишком большой запрос' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Неподдерживаемый тип содержимого' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Неверная длина тела запроса' },
}

/** Whether a parsed request part holds a string (or key) with a NUL character, however deep. */
const carriesNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000')
  if (value === null || typeof value !== 'object' || depth > 64) return false
  if (Array.isArray(value)) return value.some((v) => carriesNul(v, depth + 1))
  // A file's bytes or a stream is not text; a parsed query may be an object without Object's prototype.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return false
  for (const [k, v] of Object.entries(value))
    if (k.includes('\u0000') || carriesNul(v, depth + 1)) return true
  return false
}

/** The Tablo server: the API under /api/v1 and the built cabinet under /app on one port. */
export const buildApp = async (container: Container, options: AppOptions): Promise<FastifyInstance> => {
  const logger = container.get<Logger>(Logger)
  const app = Fastify({ logger: false, bodyLimit: API_BODY_LIMIT, trustProxy: true })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined
    if (known) return sendFailure(reply, known.status, known.message, { _: 'wrong format' })
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(reply, error.statusCode, 'Некорректный запрос', { _: 'wrong format' })
    }
    logger.error('request failed', { method: request.method, url: request.url, error: error.message })
    return sendFailure(reply, 500, 'Внутренняя ошибка сервера. Повторите попытку позже')
  })

  // A NUL character is never part of a name, a number or an id, and PostgreSQL cannot store it in text: a
  // request that carries one anywhere (body, query, path) is refused here, before any route reads it.
  app.addHook('preValidation', async (request, reply) => {
    if (carriesNul(request.params) || carriesNul(request.query) || carriesNul(request.body))
      return sendFailure(reply, 400, 'Недопустимый символ в запросе', { _: 'wrong format' })
  })

  app.get('/', async (_request, reply) => reply.redirect('/app/'))
  app.get('/api/v1/health', async () => ({ data: { status: 'ok' } }))

  accountRoutes(app, container.get(AccountService))
  advertiserRoutes(app, container)
  publicRoutes(app, container)
  pricingRoutes(app, container)
  planningRoutes(app, container)
  await inventoryRoutes(app, container)
  await campaignRoutes(app, container)
  campaignOrderRoutes(app, container)
  notificationRoutes(app, container)
  invoiceRoutes(app, container)
  mediaPlanRoutes(app, container)
  addressProgramRoutes(app, container)
  statisticsRoutes(app, container)
  await mediaRoutes(app, container)
  await campaignMediaRoutes(app, container)
  staffMediaRoutes(app, container)
  await feedbackRoutes(app, container)

  const uiBuilt = await serveCabinet(app, options.uiDir)

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (path === '/app' || path.startsWith('/app/')) {
      if (!uiBuilt)
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('Интерфейс не собран: выполните npm run build')
      // The cabinet routes on the client (wouter): every /app path is the same page.
      return reply.type('text/html; charset=utf-8').sendFile('index.html')
    }
    return sendFailure(reply, 404, 'Нет такого адреса', {})
  })

  return app
}
