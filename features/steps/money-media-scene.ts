import { BillsStore } from '../../core/cabinet/stores/bills.store'
import { CampaignMaterialsStore } from '../../core/cabinet/stores/campaign-materials.store'
import { CampaignSaveStore } from '../../core/cabinet/stores/campaign-save.store'
import { CampaignInvoicesStore } from '../../core/cabinet/stores/campaign-invoices.store'
import {
  MaterialStore,
  MediaLibraryStore,
  type LibraryMedia,
} from '../../core/cabinet/stores/media-library.store'
import type { FakeHttpClient } from '../../core/cabinet/testing/fake-http-client'
import type { RecordingLogger } from '../../core/cabinet/testing/fake-ports'
import type { FormInput } from '../../core/pricing/selection/form-input'
import type { LiveQuoteStore } from '../../core/pricing/selection/live-quote.store'
import type { HttpMethod } from '../../core/ports/http.port'
import type { TabloWorld } from '../support/world'
import { cabinet } from './cabinet-actor'

// What the bills, media and Maxima screen steps share: their per-scenario scene and a few readings.

/** Per-scenario state of the bills, media and Maxima screen steps (world slot 'moneyMediaScreens'). */
export class MoneyMediaScene {
  constructor(
    readonly http: FakeHttpClient,
    readonly logger: RecordingLogger,
  ) {}
  readonly bills = new BillsStore(this.http)
  readonly invoices = new CampaignInvoicesStore(this.http)
  readonly invoice = this.invoices.issue
  readonly library = new MediaLibraryStore(this.http)
  readonly material = new MaterialStore(this.http, this.logger)
  readonly materials = new CampaignMaterialsStore(this.http)
  readonly saver = new CampaignSaveStore(this.http)
  today = ''
  live: LiveQuoteStore | undefined
  maxima: FormInput = {}
  uploadPercents: number[] = []
  answer: string | undefined
}
export const scene = (world: TabloWorld): MoneyMediaScene =>
  world.slot('moneyMediaScreens', () => new MoneyMediaScene(cabinet(world).http, cabinet(world).logger))

/** What the user reads: Russian spaces are non-breaking in the core's formatting. */
export const plain = (text: string): string => text.replace(/\u00a0/g, ' ')

/** The calls made to a step's "METHOD /path". */
export const callsNamed = (world: TabloWorld, call: string) => {
  const [method, path] = call.split(' ')
  return scene(world).http.callsTo(method as HttpMethod, path ?? '')
}

// ------------------------------------------------------------------ the files of the media library and material view

export const LIBRARY = '/api/v1/clients/media-library'

/** A file of the library as the server sends it, from a row of a step's table. */
export const mediaOf = (row: Record<string, string>): LibraryMedia => {
  const n = (key: string) => (row[key] ? Number(row[key]) : null)
  return {
    _id: row['id'] ?? '',
    kind: row['kind'] as LibraryMedia['kind'],
    status: row['status'] as LibraryMedia['status'],
    name: row['name'] ?? '',
    mimeType: row['type'] ?? '',
    size: Number(row['size']),
    width: n('width'),
    height: n('height'),
    duration: n('duration'),
    path: row['kind'] === 'image' ? `/api/v1/media-images/${row['id']}` : null,
    thumb: null,
    moderationReason: row['reason'] || null,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
  }
}

/** A file the user picks to upload. */
export const file = (name: string, type: string) => ({ name, size: 1_000, type })
