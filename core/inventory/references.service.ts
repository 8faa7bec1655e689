import { invalidInputMessage } from '../shared/common-errors'
import { refusal, type Refusal } from '../shared/refusal'
import { ok, type Result } from '../shared/result'
import type { OfferArchiveItem } from './content.catalogue'
import type { Format } from './formats.catalogue'
import { REFERENCE_CALLS, type ReferenceCall } from './inventory-calls'
import { decodeReferenceQuery, pageOf, slicePage, type Page, type ReferenceQuery } from './inventory.contract'
import type { InventoryReads, ReferenceKind } from './inventory-reads.port'

type Read = (inventory: InventoryReads, query: ReferenceQuery, page: Page) => Promise<unknown[]>

const entries =
  (kind: ReferenceKind): Read =>
  (inventory, _q, page) =>
    inventory.references(kind, page)

const everything: Page = { limit: 100_000, offset: 0 }

/**
 * R-API-27: what each reference GET of cabinet §7 reads; the compiler makes it name every call of
 * REFERENCE_CALLS (whose page rules apply: R-CONST-07, decision 2).
 */
const READS: Readonly<Record<ReferenceCall, Read>> = {
  '/api/v1/data-packages': entries('dataPackage'),
  '/api/v1/public/data-formats': async (inventory, q, page) => {
    const all = await inventory.references<Format>('format', everything)
    return slicePage(
      q.isActive === undefined ? all : all.filter((f) => String(f.isActive) === q.isActive),
      page,
    )
  },
  '/api/v1/data-package-sizes': entries('dataPackageSize'),
  '/api/v1/data-places': entries('dataPlace'),
  '/api/v1/public/data-places': entries('dataPlace'),
  '/api/v1/regions': (inventory, q, page) =>
    inventory.regions(q.level === undefined ? undefined : q.level === '1' ? 1 : 2, page),
  '/api/v1/cities': entries('city'),
  // Route search matches the inventory number exactly, case-insensitively (pricing §5).
  '/api/v1/routes': (inventory, q, page) =>
    inventory.routes(q.kind === 'bus' || q.kind === 'tram' ? q.kind : undefined, q.search, page),
  '/api/v1/clients/monitors-standalone': async (inventory, _q, page) =>
    (await inventory.items(['monitorStandalone'], {}, page)).items,
  '/api/v1/base-plans': entries('basePlan'),
  '/api/v1/commercial-campaign-states': entries('campaignState'),
  '/api/v1/public/metro-lines': (inventory, _q, page) => inventory.metroLines(page),
  '/api/v1/metro-lines': (inventory, _q, page) => inventory.metroLines(page),
  '/api/v1/public/metro-stations': (inventory, q, page) => inventory.metroStations(q.lineId, page),
  '/api/v1/metro-stations': (inventory, q, page) => inventory.metroStations(q.lineId, page),
  '/api/v1/typography': entries('typography'),
  '/api/v1/legal-entity-basis': entries('legalEntityBasis'),
  '/api/v1/public/form-of-business': entries('formOfBusiness'),
  '/api/v1/data-video-packages': entries('dataVideoPackage'),
  '/api/v1/public/landing-docs': entries('landingDoc'),
  // The archive lists when and under which name; the title is inside the file.
  '/api/v1/public/offer': async (inventory, _q, page) =>
    (await inventory.references<OfferArchiveItem>('offer', page)).map((o) => ({
      createdAt: o.createdAt,
      fileName: o.fileName,
    })),
  '/api/v1/news': entries('news'),
  '/api/v1/public/news': entries('news'),
  '/api/v1/question-answer': entries('questionAnswer'),
  '/api/v1/public/turns-tiles': async (inventory, _q, page) =>
    (await inventory.items(['turnsTile'], {}, page)).items,
}

/** The reference calls, in the order the server registers them. */
export const REFERENCE_LISTS = Object.keys(REFERENCE_CALLS) as readonly ReferenceCall[]

/** The entries a reference list reads one by one (`/news/:id`, `/question-answer/:id`). */
export type SingleEntryKind = Extract<ReferenceKind, 'news' | 'questionAnswer'>

/** R-ROLE-01: districts (or okrugs) with their boundaries as one GeoJSON FeatureCollection. */
export interface RegionFeatures {
  readonly type: 'FeatureCollection'
  readonly features: readonly {
    readonly type: 'Feature'
    readonly properties: { readonly code: string; readonly name: string; readonly parentCode: string | null }
    readonly geometry: unknown
  }[]
}

type Outcome<A> = Promise<Result<A, Refusal>>

const decodedQuery = (query: unknown): Result<ReferenceQuery, Refusal> => {
  const decoded = decodeReferenceQuery(query)
  return decoded.ok
    ? decoded
    : refusal('invalid input', invalidInputMessage(decoded.error.errors), decoded.error.errors)
}

const notFound = (field: string) => refusal('not found', 'Не найдено', { [field]: 'not found' })

/**
 * The reference reads of cabinet §7 and the public reads of R-ROLE-01 (issue #49 item 3): each takes the query as
 * it came, decodes it and pages it by the call's rule, over the InventoryReads port.
 */
export class References {
  constructor(private readonly inventory: InventoryReads) {}

  /** R-API-27: a page of a reference list; a query parameter the list does not know is refused. */
  async list(call: ReferenceCall, query: unknown): Outcome<unknown[]> {
    const q = decodedQuery(query)
    if (!q.ok) return q
    const rule = REFERENCE_CALLS[call]
    return ok(await READS[call](this.inventory, q.value, pageOf(q.value, rule.limit, rule.cap)))
  }

  /** One news item or question by its id; another id is not found. */
  async entry(kind: SingleEntryKind, id: string): Outcome<unknown> {
    const item = await this.inventory.reference(kind, id)
    return item === undefined ? notFound('id') : ok(item)
  }

  /** The archived offer by its file name, to be rendered as a file. */
  async offer(fileName: string): Outcome<OfferArchiveItem> {
    const offer = await this.inventory.reference<OfferArchiveItem>('offer', fileName)
    return offer === undefined ? notFound('fileName') : ok(offer)
  }

  /** R-ROLE-01: the districts, or the okrugs with level=1, with their boundaries. */
  async districts(query: unknown): Outcome<RegionFeatures> {
    const q = decodedQuery(query)
    if (!q.ok) return q
    const rows = await this.inventory.regionGeometries(q.value.level === '1' ? 1 : 2)
    return ok({
      type: 'FeatureCollection',
      features: rows.map((r) => ({
        type: 'Feature',
        properties: { code: r.code, name: r.name, parentCode: r.parentCode },
        geometry: r.geometry,
      })),
    })
  }
}
