import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { OfferArchiveItem } from '../../../core/inventory/content.catalogue'
import type { Format } from '../../../core/inventory/formats.catalogue'
import {
  decodeReferenceQuery,
  pageOf,
  slicePage,
  type Page,
  type ReferenceQuery,
} from '../../../core/inventory/inventory.contract'
import { callNeedsToken, REFERENCE_CALLS, type ReferenceCall } from '../../../core/inventory/inventory-calls'
import type { AccountService } from '../../../core/session/account.service'
import { InventoryRepository } from '../../database/inventory.repository'
import type { ShelterRepository } from '../../database/shelter.repository'
import type { SpreadsheetExports } from '../../inventory/spreadsheet-exports'
import { renderOfferDocument } from '../../inventory/offer-document'
import type { ReferenceKind } from '../../database/inventory-seed'
import { invalidInputMessage, sendData, sendFailure, signedIn as requireAccount } from '../reply'

const API = '/api/v1'

interface ListCall {
  readonly path: ReferenceCall
  readonly read: (repo: InventoryRepository, query: ReferenceQuery, page: Page) => Promise<unknown[]>
}

const reference = (kind: ReferenceKind) => (repo: InventoryRepository, _q: ReferenceQuery, page: Page) =>
  repo.references(kind, page)

const everything: Page = { limit: 100_000, offset: 0 }

/** R-API-27: the reference GETs of cabinet §7; page rules from REFERENCE_CALLS (R-CONST-07, decision 2). */
const LIST_CALLS: readonly ListCall[] = [
  { path: '/api/v1/data-packages', read: reference('dataPackage') },
  {
    path: '/api/v1/public/data-formats',
    read: async (repo, q, page) => {
      const all = await repo.references<Format>('format', everything)
      return slicePage(
        q.isActive === undefined ? all : all.filter((f) => String(f.isActive) === q.isActive),
        page,
      )
    },
  },
  { path: '/api/v1/data-package-sizes', read: reference('dataPackageSize') },
  { path: '/api/v1/data-places', read: reference('dataPlace') },
  { path: '/api/v1/public/data-places', read: reference('dataPlace') },
  {
    path: '/api/v1/regions',
    read: (repo, q, page) => repo.regions(q.level === undefined ? undefined : q.level === '1' ? 1 : 2, page),
  },
  { path: '/api/v1/cities', read: reference('city') },
  // Route search matches the inventory number exactly, case-insensitively (pricing §5).
  {
    path: '/api/v1/routes',
    read: (repo, q, page) => repo.routes(q.kind as 'bus' | 'tram' | undefined, q.search, page),
  },
  {
    path: '/api/v1/clients/monitors-standalone',
    read: async (repo, _q, page) => (await repo.items(['monitorStandalone'], {}, page)).items,
  },
  { path: '/api/v1/base-plans', read: reference('basePlan') },
  { path: '/api/v1/commercial-campaign-states', read: reference('campaignState') },
  { path: '/api/v1/public/metro-lines', read: (repo, _q, page) => repo.metroLines(page) },
  { path: '/api/v1/metro-lines', read: (repo, _q, page) => repo.metroLines(page) },
  { path: '/api/v1/public/metro-stations', read: (repo, q, page) => repo.metroStations(q.lineId, page) },
  { path: '/api/v1/metro-stations', read: (repo, q, page) => repo.metroStations(q.lineId, page) },
  { path: '/api/v1/typography', read: reference('typography') },
  { path: '/api/v1/legal-entity-basis', read: reference('legalEntityBasis') },
  { path: '/api/v1/public/form-of-business', read: reference('formOfBusiness') },
  { path: '/api/v1/data-video-packages', read: reference('dataVideoPackage') },
  { path: '/api/v1/public/landing-docs', read: reference('landingDoc') },
  {
    path: '/api/v1/public/offer',
    read: async (repo, _q, page) =>
      (await repo.references<OfferArchiveItem>('offer', page)).map((o) => ({
        createdAt: o.createdAt,
        fileName: o.fileName,
      })),
  },
  { path: '/api/v1/news', read: reference('news') },
  { path: '/api/v1/public/news', read: reference('news') },
  { path: '/api/v1/question-answer', read: reference('questionAnswer') },
  {
    path: '/api/v1/public/turns-tiles',
    read: async (repo, _q, page) => (await repo.items(['turnsTile'], {}, page)).items,
  },
]

const decodeQuery = (request: FastifyRequest, reply: FastifyReply): ReferenceQuery | undefined => {
  const decoded = decodeReferenceQuery(request.query ?? {})
  if (decoded.ok) return decoded.value
  void sendFailure(reply, 400, invalidInputMessage(decoded.error.errors), decoded.error.errors)
  return undefined
}

const notFound = (reply: FastifyReply, field: string) =>
  sendFailure(reply, 404, 'Не найдено', { [field]: 'not found' })

export const inventoryReferenceRoutes = (
  app: FastifyInstance,
  repo: InventoryRepository,
  shelters: ShelterRepository,
  exports: SpreadsheetExports,
  accounts: AccountService,
): void => {
  const guard = async (path: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> =>
    !callNeedsToken(path) || (await requireAccount(accounts, request, reply)) !== undefined

  for (const call of LIST_CALLS) {
    const rule = REFERENCE_CALLS[call.path]
    app.get(call.path, async (request, reply) => {
      if (!(await guard(call.path, request, reply))) return reply
      const query = decodeQuery(request, reply)
      if (!query) return reply
      return sendData(reply, await call.read(repo, query, pageOf(query, rule.limit, rule.cap)))
    })
  }

  for (const [path, kind] of [
    ['/news/:id', 'news'],
    ['/question-answer/:id', 'questionAnswer'],
  ] as const) {
    app.get<{ Params: { id: string } }>(`${API}${path}`, async (request, reply) => {
      if (!(await guard(`${API}${path}`, request, reply))) return reply
      const item = await repo.reference(kind, request.params.id)
      return item === undefined ? notFound(reply, 'id') : sendData(reply, item)
    })
  }

  // A real file: the archived offer, rendered as a PDF with Cyrillic text (see offer-document.ts).
  app.get<{ Params: { fileName: string } }>(`${API}/public/offer/:fileName`, async (request, reply) => {
    const offer = await repo.reference<OfferArchiveItem>('offer', request.params.fileName)
    if (!offer) return notFound(reply, 'fileName')
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${offer.fileName}"`)
      .send(await renderOfferDocument(offer))
  })

  // R-ROLE-01: districts (and okrugs with level=1) with their boundaries, as GeoJSON.
  app.get(`${API}/public/districts`, async (request, reply) => {
    const query = decodeQuery(request, reply)
    if (!query) return reply
    const rows = await repo.regionGeometries(query.level === '1' ? 1 : 2)
    return reply.send({
      data: {
        type: 'FeatureCollection',
        features: rows.map((r) => ({
          type: 'Feature',
          properties: { code: r.code, name: r.name, parentCode: r.parent_code },
          geometry: r.geometry,
        })),
      },
    })
  })

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
