import { Schema } from 'effect'
import { firstValueFrom } from 'rxjs'
import { ShelterPageWire, TransitShelterSpaceWire } from '../../inventory/inventory.contract'
import { faceFactsOf, placeName, type FaceFacts } from '../../map/face-card'
import type { FileDownload } from '../../ports/file-download.port'
import type { GraphQLClient } from '../../ports/graphql.port'
import { tariffRegionOfOkrug } from '../../pricing/selection/address-program'
import { listed } from '../../pricing/selection/resolved-stops'
import { STOPS_PAGE_SIZE, type ListedStop } from '../../pricing/selection/stops-listing'
import type { Side } from '../../pricing/selection/stops-selection.store'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'

/** What the shelter list shows: a period's free and taken sides, one page of 20 at a time (R-STOP-11, R-STOP-14). */
export interface ShelterQuery {
  readonly startDate: string
  readonly endDate: string
  readonly side: Side
  /** An okrug's code, or null for the whole city. */
  readonly okrug: string | null
  readonly search: string
  readonly page: number
}

export interface OkrugChoice {
  readonly code: string
  readonly name: string
  /** Sides free in the period (R-STOP-18); undefined while the server counts them (the names come first). */
  readonly available?: number
}

/** What a spreadsheet brought (R-STOP-09): counts of the sides found, and the rows that name none. */
export interface ShelterImport {
  readonly added: number
  readonly replaced: number
  readonly taken: number
  readonly missing: readonly string[]
}

/** What the import says it did, in one sentence ('Из файла: найдено сторон 3 (по старым номерам — 1)…'). */
export const importSummary = (i: ShelterImport): string =>
  `Из файла: найдено сторон ${i.added + i.replaced}` +
  (i.replaced > 0 ? ` (по старым номерам — ${i.replaced})` : '') +
  (i.taken > 0 ? `, занятых не добавлено — ${i.taken}` : '') +
  (i.missing.length > 0 ? `; не найдены: ${listed(i.missing)}` : '') +
  '.'

export interface ShelterListState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly query: ShelterQuery | undefined
  readonly totalCount: number
  readonly stops: readonly ListedStop[]
  /** What each listed face's card tells besides the row (address, direction, format), by inventory number. */
  readonly facts: ReadonlyMap<string, FaceFacts>
  readonly okrugs: readonly OkrugChoice[]
  readonly error: string | undefined
  /** A spreadsheet import or an address-program download under way. */
  readonly busy: 'import' | 'download' | undefined
  readonly imported: ShelterImport | undefined
  /** Why the last import or download failed, in Russian. */
  readonly fileError: string | undefined
}

export const SHELTERS_NOT_LOADED = 'Не удалось загрузить остановки. Проверьте соединение и повторите.'
export const IMPORT_REFUSED =
  'Файл не прочитан: нужна таблица Excel (.xlsx) с инвентарными номерами в первом столбце или в столбце «Инвентарный номер».'
export const PROGRAM_NOT_MADE = 'Адресную программу сформировать не удалось. Повторите через минуту.'

const IMPORT_QUERY = `query($file: String!) {
  transitShelterSpacesByExcel(file: $file) {
    addedSpaces { ...side }
    replacedSpaces { oldInventoryNumber space { ...side } }
    missingSpaces
  }
}
fragment side on TransitShelterSpace {
  inventoryNumber side format basePrice isAvailableInBooking advertisingPlatform {
    name address street direction latitude longitude platformNumber region { code name parent { code } } }
}`
const EXPORT_QUERY = `query($type: String!, $startDate: String!, $endDate: String!) {
  exportTransitSheltersToExcel(type: $type, startDate: $startDate, endDate: $endDate) { templateUrl }
}`

/** A page of the period's sides (R-API-30); the map reads the whole city through it, 1,000 a request. */
export const PAGE_QUERY = `query($period: PeriodInput!, $side: String, $regions: [String!], $search: String, $limit: Int, $offset: Int) {
  getTransitShelterSpacesByPeriod(period: $period, side: $side, regions: $regions, search: $search, limit: $limit, offset: $offset) {
    totalCount
    nodes { inventoryNumber side format basePrice isAvailableInBooking advertisingPlatform {
      name address street direction latitude longitude platformNumber region { code name parent { code } } } }
  }
}`
/** The okrugs' free sides in the period: the server counts the whole city's holds (~0.5 s), read beside the rows. */
const AVAILABILITY_QUERY = `query($period: PeriodInput!) {
  getTransitShelterRegionAvailability(period: $period) { districts { code name available } }
}`
/**
 * The okrugs' abbreviations, which name the rows' tariff regions, and their names, which the okrug filter lists
 * before their free sides are counted: a short list, read once with the first page.
 */
const OKRUGS_QUERY = `query { regions(level: 1, limit: 200) { code abbrev name } }`

export const pageDecoder = decoderOf(Schema.Struct({ getTransitShelterSpacesByPeriod: ShelterPageWire }), {
  allowUnknown: true,
})
const availabilityDecoder = decoderOf(
  Schema.Struct({
    getTransitShelterRegionAvailability: Schema.Struct({
      districts: Schema.Array(
        Schema.Struct({ code: Schema.String, name: Schema.String, available: Schema.Number }),
      ),
    }),
  }),
  { allowUnknown: true },
)
const okrugsDecoder = decoderOf(
  Schema.Struct({
    regions: Schema.Array(Schema.Struct({ code: Schema.String, abbrev: Schema.String, name: Schema.String })),
  }),
  { allowUnknown: true },
)

type Space = (typeof ShelterPageWire.Type)['nodes'][number]
const importDecoder = decoderOf(
  Schema.Struct({
    transitShelterSpacesByExcel: Schema.Struct({
      addedSpaces: Schema.Array(TransitShelterSpaceWire),
      replacedSpaces: Schema.Array(
        Schema.Struct({ oldInventoryNumber: Schema.String, space: TransitShelterSpaceWire }),
      ),
      missingSpaces: Schema.Array(Schema.String),
    }),
  }),
  { allowUnknown: true },
)
const exportDecoder = decoderOf(
  Schema.Struct({ exportTransitSheltersToExcel: Schema.Struct({ templateUrl: Schema.String }) }),
  { allowUnknown: true },
)

/**
 * One side as the list and the calculation know it: the platform's name and address, the side, and the tariff
 * region of its okrug (by the okrug's abbreviation, 'ЦАО') — the region the price list is keyed by, as the server
 * resolves it (resolveStops).
 */
export const listedStop = (space: Space, okrugAbbrevs: ReadonlyMap<string, string>): ListedStop => ({
  inventoryNumber: space.inventoryNumber,
  side: space.side,
  region: tariffRegionOfOkrug(
    okrugAbbrevs.get(space.advertisingPlatform.region.parent.code) ??
      space.advertisingPlatform.region.parent.code,
  ),
  districtName: space.advertisingPlatform.region.name,
  isAvailableInBooking: space.isAvailableInBooking,
  // The stop's address carries its name as a rule («Дербеневская наб.», 3-й Дербеневский переулок): said once.
  platformName: placeName(space.advertisingPlatform.name, space.advertisingPlatform.address),
  latitude: space.advertisingPlatform.latitude,
  longitude: space.advertisingPlatform.longitude,
})

/**
 * The transit-shelter list of the wizard's calculator (R-SCREEN-61): the server filters and pages the city's
 * 16,828 sides (R-STOP-11); the okrugs with their free sides come once per period. The latest request wins: an
 * answer to a query the user has since changed is dropped. A failure keeps the rows shown and says so.
 */
export class ShelterListStore extends StateStore<ShelterListState> {
  private latest = 0
  private okrugsPeriod: string | undefined
  /** Okrug code -> abbreviation ('ЦАО'), read with the first period's okrugs. */
  private readonly abbrevs = new Map<string, string>()
  /** The okrugs by name, not yet counted: what the filter lists until the period's free sides arrive. */
  private okrugNames: readonly OkrugChoice[] = []

  constructor(
    private readonly graphql: GraphQLClient,
    private readonly files: FileDownload,
  ) {
    super({
      status: 'idle',
      query: undefined,
      totalCount: 0,
      stops: [],
      facts: new Map(),
      okrugs: [],
      error: undefined,
      busy: undefined,
      imported: undefined,
      fileError: undefined,
    })
  }

  /**
   * R-STOP-09, R-SCREEN-63: the sides a spreadsheet names (its bytes in base64), current numbers and old ones
   * alike; the caller merges the free ones into the choice. Rows that name no side are reported, not dropped
   * silently; a file that is not a spreadsheet changes nothing and says what is expected.
   */
  async importFile(base64: string): Promise<readonly ListedStop[]> {
    this.set({ ...this.getSnapshot(), busy: 'import', imported: undefined, fileError: undefined })
    try {
      const answer = (await firstValueFrom(this.graphql.query(IMPORT_QUERY, { file: base64 }, importDecoder)))
        .transitShelterSpacesByExcel
      const found = [...answer.addedSpaces, ...answer.replacedSpaces.map((r) => r.space)].map((space) =>
        listedStop(space, this.abbrevs),
      )
      this.set({
        ...this.getSnapshot(),
        busy: undefined,
        imported: {
          added: answer.addedSpaces.length,
          replaced: answer.replacedSpaces.length,
          taken: found.filter((s) => s.isAvailableInBooking === false).length,
          missing: answer.missingSpaces,
        },
      })
      return found
    } catch {
      this.set({ ...this.getSnapshot(), busy: undefined, fileError: IMPORT_REFUSED })
      return []
    }
  }

  /** R-STOP-20: the address program of the period and side, as a spreadsheet the server makes and sends. */
  async downloadProgram(query: Pick<ShelterQuery, 'startDate' | 'endDate' | 'side'>): Promise<void> {
    this.set({ ...this.getSnapshot(), busy: 'download', fileError: undefined })
    try {
      const { templateUrl } = (
        await firstValueFrom(
          this.graphql.query(
            EXPORT_QUERY,
            { type: query.side, startDate: query.startDate, endDate: query.endDate },
            exportDecoder,
          ),
        )
      ).exportTransitSheltersToExcel
      // A failed download is said in the downloads region (DownloadsStore), not again beside the list.
      await this.files.download(templateUrl, `address-program-${query.startDate}-${query.endDate}.xlsx`)
      this.set({ ...this.getSnapshot(), busy: undefined, fileError: undefined })
    } catch {
      this.set({ ...this.getSnapshot(), busy: undefined, fileError: PROGRAM_NOT_MADE })
    }
  }

  async load(query: ShelterQuery): Promise<void> {
    const ticket = ++this.latest
    this.set({ ...this.getSnapshot(), status: 'loading', query, error: undefined })
    const period = { startDate: query.startDate, endDate: query.endDate }
    const periodKey = `${query.startDate}|${query.endDate}`
    try {
      const rows = firstValueFrom(
        this.graphql.query(
          PAGE_QUERY,
          {
            period,
            side: query.side,
            ...(query.okrug ? { regions: [query.okrug] } : {}),
            ...(query.search.trim() ? { search: query.search.trim().slice(0, 100) } : {}),
            limit: STOPS_PAGE_SIZE,
            offset: (Math.max(1, query.page) - 1) * STOPS_PAGE_SIZE,
          },
          pageDecoder,
        ),
      )
      const names =
        this.abbrevs.size > 0
          ? undefined
          : firstValueFrom(this.graphql.query(OKRUGS_QUERY, {}, okrugsDecoder))
      // The okrugs' free sides take the server a whole city's count: asked beside the rows, never waited for by
      // them (issue #51 item 2: the first rows within 200 ms of the step opening).
      if (this.okrugsPeriod !== periodKey) void this.loadOkrugs(period, periodKey)
      const [page, okrugNames] = await Promise.all([rows, names])
      for (const r of okrugNames?.regions ?? []) this.abbrevs.set(r.code, r.abbrev)
      if (okrugNames) this.okrugNames = okrugNames.regions.map((r) => ({ code: r.code, name: r.name }))
      if (ticket !== this.latest) return
      this.set({
        ...this.getSnapshot(),
        status: 'ready',
        query,
        totalCount: page.getTransitShelterSpacesByPeriod.totalCount,
        stops: page.getTransitShelterSpacesByPeriod.nodes.map((space) => listedStop(space, this.abbrevs)),
        facts: faceFactsOf(page.getTransitShelterSpacesByPeriod.nodes),
        error: undefined,
        // The okrugs are listed with the rows, by name; their free sides fill in when counted (loadOkrugs).
        ...(this.getSnapshot().okrugs.length === 0 ? { okrugs: this.okrugNames } : {}),
      })
    } catch {
      if (ticket !== this.latest) return
      this.set({ ...this.getSnapshot(), status: 'error', error: SHELTERS_NOT_LOADED })
    }
  }

  /** The okrugs with their free sides in the period (R-STOP-18), once per period; a failure leaves the last. */
  private async loadOkrugs(period: { startDate: string; endDate: string }, periodKey: string): Promise<void> {
    this.okrugsPeriod = periodKey
    try {
      const answer = await firstValueFrom(
        this.graphql.query(AVAILABILITY_QUERY, { period }, availabilityDecoder),
      )
      if (this.okrugsPeriod !== periodKey) return
      this.set({
        ...this.getSnapshot(),
        okrugs: answer.getTransitShelterRegionAvailability.districts.map((d) => ({
          code: d.code,
          name: d.name,
          available: d.available,
        })),
      })
    } catch {
      if (this.okrugsPeriod === periodKey) this.okrugsPeriod = undefined
    }
  }
}
