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
import {
  DEFAULT_REST_LIMIT,
  MAX_REST_LIMIT,
  REST_LIST_LIMITS,
} from '../../../core/format/list-limits.constants'
import { GRAPHQL_LIMITS } from '../../../core/format/list-limits.constants'
import type { AccountService } from '../../../core/session/account.service'
import { InventoryRepository } from '../../inventory/inventory.repository'
import { renderOfferDocument } from '../../inventory/offer-document'
import type { ReferenceKind } from '../../inventory/seed'
import { invalidInputMessage, sendData, sendFailure } from '../reply'
import { requireAccount } from './inventory-auth'

const API = '/api/v1'

interface ListCall {
  readonly path: string
  /** The list's own first-page limit and its cap (R-CONST-07, decision 2). */
  readonly limit: number
  readonly cap: number
  readonly read: (repo: InventoryRepository, query: ReferenceQuery, page: Page) => Promise<unknown[]>
}

const common = { limit: DEFAULT_REST_LIMIT, cap: MAX_REST_LIMIT }
const reference = (kind: ReferenceKind) => (repo: InventoryRepository, _q: ReferenceQuery, page: Page) =>
  repo.references(kind, page)

const everything: Page = { limit: 100_000, offset: 0 }

/** R-API-27: the reference GETs of cabinet §7; paths under /public/ need no token (R-ROLE-01). */
const LIST_CALLS: readonly ListCall[] = [
  { path: '/data-packages', ...common, read: reference('dataPackage') },
  {
    path: '/public/data-formats',
    // cabinet §7: the cabinet asks with isActive and limit 100, the largest it names for this list.
    limit: 100,
    cap: 100,
    read: async (repo, q, page) => {
      const all = await repo.references<Format>('format', everything)
      return slicePage(
        q.isActive === undefined ? all : all.filter((f) => String(f.isActive) === q.isActive),
        page,
      )
    },
  },
  { path: '/data-package-sizes', ...common, read: reference('dataPackageSize') },
  { path: '/data-places', ...common, read: reference('dataPlace') },
  { path: '/public/data-places', ...common, read: reference('dataPlace') },
  {
    path: '/regions',
    limit: DEFAULT_REST_LIMIT,
    cap: GRAPHQL_LIMITS.regions,
    read: (repo, q, page) => repo.regions(q.level === undefined ? undefined : q.level === '1' ? 1 : 2, page),
  },
  { path: '/cities', limit: REST_LIST_LIMITS.cities, cap: REST_LIST_LIMITS.cities, read: reference('city') },
  {
    path: '/routes',
    limit: REST_LIST_LIMITS.routes,
    cap: REST_LIST_LIMITS.routes,
    // Route search matches the inventory number exactly, case-insensitively (pricing §5).
    read: (repo, q, page) => repo.routes(q.kind as 'bus' | 'tram' | undefined, q.search, page),
  },
  {
    path: '/clients/monitors-standalone',
    ...common,
    read: async (repo, _q, page) => (await repo.items(['monitorStandalone'], {}, page)).items,
  },
  { path: '/base-plans', ...common, read: reference('basePlan') },
  { path: '/commercial-campaign-states', ...common, read: reference('campaignState') },
  ...['/public/metro-lines', '/metro-lines'].map((path): ListCall => ({
    path,
    limit: REST_LIST_LIMITS.metroLines,
    cap: REST_LIST_LIMITS.metroLines,
    read: (repo, _q, page) => repo.metroLines(page),
  })),
  ...['/public/metro-stations', '/metro-stations'].map((path): ListCall => ({
    path,
    limit: REST_LIST_LIMITS.stations,
    cap: REST_LIST_LIMITS.stations,
    read: (repo, q, page) => repo.metroStations(q.lineId, page),
  })),
  { path: '/typography', ...common, read: reference('typography') },
  { path: '/legal-entity-basis', ...common, read: reference('legalEntityBasis') },
  { path: '/public/form-of-business', ...common, read: reference('formOfBusiness') },
  { path: '/data-video-packages', ...common, read: reference('dataVideoPackage') },
  { path: '/public/landing-docs', ...common, read: reference('landingDoc') },
  {
    path: '/public/offer',
    ...common,
    read: async (repo, _q, page) =>
      (await repo.references<OfferArchiveItem>('offer', page)).map((o) => ({
        createdAt: o.createdAt,
        fileName: o.fileName,
      })),
  },
  { path: '/news', ...common, read: reference('news') },
  { path: '/question-answer', ...common, read: reference('questionAnswer') },
  {
    path: '/public/turns-tiles',
    ...common,
    read: async (repo, _q, page) => (await repo.items(['turnsTile'], {}, page)).items,
  },
]

/** Public calls, under /api/v1/public/, need no token (R-ROLE-01); the rest need a valid one. */
const isPublic = (path: string): boolean => path.startsWith('/public/')

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
  accounts: AccountService,
): void => {
  const guard = async (path: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> =>
    isPublic(path) || (await requireAccount(accounts, request, reply)) !== undefined

  for (const call of LIST_CALLS) {
    app.get(`${API}${call.path}`, async (request, reply) => {
      if (!(await guard(call.path, request, reply))) return reply
      const query = decodeQuery(request, reply)
      if (!query) return reply
      return sendData(reply, await call.read(repo, query, pageOf(query, call.limit, call.cap)))
    })
  }

  for (const [path, kind] of [
    ['/news/:id', 'news'],
    ['/question-answer/:id', 'questionAnswer'],
  ] as const) {
    app.get<{ Params: { id: string } }>(`${API}${path}`, async (request, reply) => {
      if (!(await guard(path, request, reply))) return reply
      const item = await repo.reference(kind, request.params.id)
      return item === undefined ? notFound(reply, 'id') : sendData(reply, item)
    })
  }

  // A real file: the archived offer, rendered as an HTML document (see offer-document.ts).
  app.get<{ Params: { fileName: string } }>(`${API}/public/offer/:fileName`, async (request, reply) => {
    const offer = await repo.reference<OfferArchiveItem>('offer', request.params.fileName)
    if (!offer) return notFound(reply, 'fileName')
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${offer.fileName}"`)
      .send(renderOfferDocument(offer))
  })

  // R-ROLE-01: districts (and okrugs with level=1) with their boundaries, as GeoJSON.
  app.get(`${API}/public/districts`, async (request, reply) => {
    const query = decodeQuery(request, reply)
    if (!query) return reply
    const rows = await repo.regionGeometries(query.level === '1' ? 1 : 2)
    return sendData(reply, {
      type: 'FeatureCollection',
      features: rows.map((r) => ({
        type: 'Feature',
        properties: { code: r.code, name: r.name, parentCode: r.parent_code },
        geometry: r.geometry,
      })),
    })
  })

  // The spreadsheets exportTransitSheltersToExcel writes; the id is unguessable, so a plain link works.
  app.get<{ Params: { id: string } }>(`${API}/inventory/exports/:id`, async (request, reply) => {
    const file = await repo.findExport(request.params.id.replace(/\.xlsx$/, ''))
    if (!file) return notFound(reply, 'id')
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .send(Buffer.from(file.content))
  })
}
