import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { callNeedsToken } from '../../../core/inventory/inventory-calls'
import { REFERENCE_LISTS, type References } from '../../../core/inventory/references.service'
import type { AccountService } from '../../../core/session/account.service'
import type { SpreadsheetExports } from '../../inventory/spreadsheet-exports'
import { renderOfferDocument } from '../../inventory/offer-document'
import { sendFailure, sendResult, sendDomainError, signedIn as requireAccount } from '../reply'

const API = '/api/v1'

const notFound = (reply: FastifyReply, field: string) =>
  sendFailure(reply, 404, 'Не найдено', { [field]: 'not found' })

/** R-API-27: the reference GETs of cabinet §7 and the public reads of R-ROLE-01, over the References use case. */
export const inventoryReferenceRoutes = (
  app: FastifyInstance,
  references: References,
  exports: SpreadsheetExports,
  accounts: AccountService,
): void => {
  const guard = async (path: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> =>
    !callNeedsToken(path) || (await requireAccount(accounts, request, reply)) !== undefined

  for (const path of REFERENCE_LISTS)
    app.get(path, async (request, reply) => {
      if (!(await guard(path, request, reply))) return reply
      return sendResult(reply, await references.list(path, request.query ?? {}))
    })

  for (const [path, kind] of [
    ['/news/:id', 'news'],
    ['/question-answer/:id', 'questionAnswer'],
  ] as const) {
    app.get<{ Params: { id: string } }>(`${API}${path}`, async (request, reply) => {
      if (!(await guard(`${API}${path}`, request, reply))) return reply
      return sendResult(reply, await references.entry(kind, request.params.id))
    })
  }

  // A real file: the archived offer, rendered as a PDF with Cyrillic text (see offer-document.ts).
  app.get<{ Params: { fileName: string } }>(`${API}/public/offer/:fileName`, async (request, reply) => {
    const offer = await references.offer(request.params.fileName)
    if (!offer.ok) return sendDomainError(reply, offer.error)
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${offer.value.fileName}"`)
      .send(await renderOfferDocument(offer.value))
  })

  // R-ROLE-01: districts (and okrugs with level=1) with their boundaries, as GeoJSON.
  app.get(`${API}/public/districts`, async (request, reply) =>
    sendResult(reply, await references.districts(request.query ?? {})),
  )

  // The spreadsheets the calculators hand out as links (exportTransitSheltersToExcel, the address program); the
  // id is unguessable, so a plain link works. A file still being written is waited for (up to 30 s).
  app.get<{ Params: { id: string } }>(`${API}/inventory/exports/:id`, async (request, reply) => {
    const file = await exports.file(request.params.id.replace(/\.xlsx$/, ''))
    if (!file) return notFound(reply, 'id')
    if (file.status !== 'ready')
      return file.status === 'failed'
        ? sendFailure(reply, 500, 'Не удалось подготовить файл. Закажите его ещё раз', {})
        : sendFailure(
            reply.header('Retry-After', '5'),
            503,
            'Файл ещё готовится. Повторите через несколько секунд',
            {},
          )
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .send(Buffer.from(file.content))
  })
}
