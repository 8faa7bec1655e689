import { Observable, Subject, throwError } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { GraphQLClient } from '../../ports/graphql.port'
import { shelterSpaceWire } from '../testing/shelter-space.fixture'
import type { Decoder } from '../../shared/decoder'
import type { FileDownload, SavedFile } from '../../ports/file-download.port'
import { err, ok, type Result } from '../../shared/result'
import {
  IMPORT_REFUSED,
  importSummary,
  SHELTERS_NOT_LOADED,
  ShelterListStore,
  type ShelterQuery,
} from './shelter-list.store'

/** Remembers what it was asked to save. */
class SavedFiles implements FileDownload {
  readonly asked: string[] = []
  constructor(private readonly failure?: string) {}
  async download(path: string, fallbackName: string): Promise<Result<void, string>> {
    this.asked.push(`${path} ${fallbackName}`)
    return this.failure === undefined ? ok(undefined) : err(this.failure)
  }
  save(_file: SavedFile): Result<void, string> {
    return ok(undefined)
  }
  async objectUrl(path: string): Promise<Result<string, string>> {
    return ok(path)
  }
}

const space = (n: string, okrug: string) => shelterSpaceWire(n, okrug)

/** Answers each query when the test says, in any order; or fails every call. */
class ScriptedGraphQL implements GraphQLClient {
  readonly calls: { document: string; variables: Record<string, unknown>; answer: Subject<unknown> }[] = []
  fail = false
  query<A>(
    document: string,
    variables: Readonly<Record<string, unknown>>,
    decoder: Decoder<A>,
  ): Observable<A> {
    if (this.fail) return throwError(() => new Error('offline'))
    const answer = new Subject<unknown>()
    this.calls.push({ document, variables: { ...variables }, answer })
    return new Observable<A>((sub) =>
      answer.subscribe((raw) => {
        const decoded = decoder(raw)
        if (decoded.ok) sub.next(decoded.value)
        else sub.error(new Error(decoded.error.message))
        sub.complete()
      }),
    )
  }
  answer(i: number, data: unknown): void {
    this.calls[i]?.answer.next(data)
  }
}

const query: ShelterQuery = {
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  side: 'all',
  okrug: null,
  search: '',
  page: 1,
}
const page = (n: string, okrug = '01') => ({
  getTransitShelterSpacesByPeriod: { totalCount: 41, nodes: [space(n, okrug)] },
})
const okrugs = {
  getTransitShelterRegionAvailability: { districts: [{ code: '01', name: 'Центральный', available: 9 }] },
  regions: [
    { code: '01', abbrev: 'ЦАО', name: 'Центральный' },
    { code: '11', abbrev: 'Новомосковский', name: 'Новомосковский' },
  ],
}

/** A store that has shown its first page (ОСТ-1) and read the okrugs. */
const loaded = async () => {
  const graphql = new ScriptedGraphQL()
  const store = new ShelterListStore(graphql, new SavedFiles())
  const first = store.load(query)
  graphql.answer(0, page('ОСТ-1'))
  graphql.answer(1, okrugs)
  graphql.answer(2, okrugs)
  await first
  return { graphql, store }
}

describe('the transit-shelter list of the wizard (R-SCREEN-61, R-STOP-11, R-STOP-14)', () => {
  it('asks for the page of 20 with the filters, reads the okrugs once a period, and prices by the okrug', async () => {
    const graphql = new ScriptedGraphQL()
    const store = new ShelterListStore(graphql, new SavedFiles())
    const first = store.load({ ...query, okrug: '01', search: ' Тверская ', page: 3, side: 'b' })
    expect(graphql.calls[0]?.variables).toMatchObject({
      side: 'b',
      regions: ['01'],
      search: 'Тверская',
      limit: 20,
      offset: 40,
    })
    // The page and the okrugs' names (the rows' tariff regions), then the okrugs' free sides, asked at once.
    expect(graphql.calls.map((c) => /^query(\(\$\w+)?/.exec(c.document)?.[0])).toEqual([
      'query($period',
      'query',
      'query($period',
    ])
    expect(graphql.calls[2]?.document).toContain('getTransitShelterRegionAvailability')
    graphql.answer(0, page('ОСТ-1', '11'))
    graphql.answer(1, okrugs)
    await first
    // Issue #51 item 2: the rows are shown before the okrugs' free sides, which take the server a city's count;
    // the okrugs are listed at once by name, not yet counted.
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', totalCount: 41 })
    expect(store.getSnapshot().okrugs).toEqual([
      { code: '01', name: 'Центральный' },
      { code: '11', name: 'Новомосковский' },
    ])
    graphql.answer(2, okrugs)
    await Promise.resolve()
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      totalCount: 41,
      okrugs: [{ code: '01', available: 9 }],
    })
    expect(store.getSnapshot().stops[0]).toMatchObject({
      inventoryNumber: 'ОСТ-1',
      region: 'НАО',
      platformName: 'Остановка, Улица, 1',
    })
    // The face's card reads the page's own facts (issue #50 item 2).
    expect(store.getSnapshot().facts.get('ОСТ-1')).toMatchObject({ address: 'Улица, 1', format: '1,2×1,8 м' })
    const again = store.load({ ...query, page: 2 })
    expect(graphql.calls).toHaveLength(4)
    graphql.answer(3, page('ОСТ-2'))
    await again
    expect(store.getSnapshot().okrugs).toHaveLength(1)
  })

  it('the latest query wins: an older answer arriving last is dropped', async () => {
    const graphql = new ScriptedGraphQL()
    const store = new ShelterListStore(graphql, new SavedFiles())
    const older = store.load({ ...query, search: 'а' })
    const newer = store.load({ ...query, search: 'аб' })
    graphql.answer(3, page('НОВАЯ'))
    graphql.answer(4, okrugs)
    await newer
    graphql.answer(0, page('СТАРАЯ'))
    graphql.answer(1, okrugs)
    await older
    expect(store.getSnapshot().stops.map((s) => s.inventoryNumber)).toEqual(['НОВАЯ'])
    expect(store.getSnapshot().query?.search).toBe('аб')
  })

  it('a failure keeps the rows shown and says what to do', async () => {
    const { graphql, store } = await loaded()
    graphql.fail = true
    await store.load({ ...query, page: 2 })
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: SHELTERS_NOT_LOADED, totalCount: 41 })
    expect(store.getSnapshot().stops).toHaveLength(1)
  })

  it('R-STOP-09: a spreadsheet brings current and old numbers, counts the taken and names the unknown rows', async () => {
    const { graphql, store } = await loaded()
    const taken = { ...space('ОСТ-3', '11'), isAvailableInBooking: false }
    const imported = store.importFile('UEsDBA==')
    expect(store.getSnapshot().busy).toBe('import')
    expect(graphql.calls[3]?.variables).toEqual({ file: 'UEsDBA==' })
    graphql.answer(3, {
      transitShelterSpacesByExcel: {
        addedSpaces: [space('ОСТ-2', '01'), taken],
        replacedSpaces: [{ oldInventoryNumber: '7-A', space: space('ОСТ-7', '01') }],
        missingSpaces: ['НЕТ-1'],
      },
    })
    const found = await imported
    expect(found.map((s) => [s.inventoryNumber, s.region])).toEqual([
      ['ОСТ-2', 'ЦАО'],
      ['ОСТ-3', 'НАО'],
      ['ОСТ-7', 'ЦАО'],
    ])
    expect(store.getSnapshot()).toMatchObject({
      busy: undefined,
      imported: { added: 2, replaced: 1, taken: 1, missing: ['НЕТ-1'] },
    })
    expect(importSummary(store.getSnapshot().imported!)).toBe(
      'Из файла: найдено сторон 3 (по старым номерам — 1), занятых не добавлено — 1; не найдены: НЕТ-1.',
    )
  })

  it('a file that is not a spreadsheet brings nothing and says what is expected', async () => {
    const graphql = new ScriptedGraphQL()
    graphql.fail = true
    const store = new ShelterListStore(graphql, new SavedFiles())
    expect(await store.importFile('bm90IGEgZmlsZQ==')).toEqual([])
    expect(store.getSnapshot()).toMatchObject({
      busy: undefined,
      fileError: IMPORT_REFUSED,
      imported: undefined,
    })
  })

  it("R-STOP-20: the address program is the server's spreadsheet for the period and side, saved as the user", async () => {
    const graphql = new ScriptedGraphQL()
    const files = new SavedFiles()
    const store = new ShelterListStore(graphql, files)
    const done = store.downloadProgram({ startDate: '2026-12-01', endDate: '2027-01-31', side: 'b' })
    expect(graphql.calls[0]?.variables).toEqual({ type: 'b', startDate: '2026-12-01', endDate: '2027-01-31' })
    graphql.answer(0, { exportTransitSheltersToExcel: { templateUrl: '/api/v1/inventory/exports/x.xlsx' } })
    await done
    expect(files.asked).toEqual([
      '/api/v1/inventory/exports/x.xlsx address-program-2026-12-01-2027-01-31.xlsx',
    ])
    expect(store.getSnapshot()).toMatchObject({ busy: undefined, fileError: undefined })
  })

  it('a failed download of the address program is said by the downloads region alone, not beside the list', async () => {
    const graphql = new ScriptedGraphQL()
    const files = new SavedFiles('Файл не скачался: сервер недоступен')
    const store = new ShelterListStore(graphql, files)
    const done = store.downloadProgram({ startDate: '2026-12-01', endDate: '2027-01-31', side: 'a' })
    graphql.answer(0, { exportTransitSheltersToExcel: { templateUrl: '/api/v1/inventory/exports/y.xlsx' } })
    await done
    expect(files.asked).toHaveLength(1)
    expect(store.getSnapshot()).toMatchObject({ busy: undefined, fileError: undefined })
  })
})
