import { describe, expect, it } from 'vitest'
import type { DownloadProgress, FileDownload, SavedFile } from '../../ports/file-download.port'
import { err, ok, type Result } from '../../shared/result'
import {
  bytesText,
  DOWNLOAD_PREPARING,
  downloadLineView,
  DownloadsStore,
  type DownloadLine,
} from './downloads.store'

/** A device whose downloads the test drives by hand: progress, then the end. */
class HandDevice implements FileDownload {
  readonly runs: {
    path: string
    report: (p: DownloadProgress) => void
    end: (r: Result<void, string>) => void
  }[] = []
  download(path: string, _name: string, onProgress?: (p: DownloadProgress) => void) {
    return new Promise<Result<void, string>>((end) =>
      this.runs.push({ path, report: (p) => onProgress?.(p), end }),
    )
  }
  save(_file: SavedFile): Result<void, string> {
    return ok(undefined)
  }
  objectUrl(path: string) {
    return Promise.resolve(ok(`blob:${path}`))
  }
}

const WORKBOOK: SavedFile = {
  fileName: 'Медиаплан.xlsx',
  contentType: 'application/vnd.ms-excel',
  base64: 'UEs=',
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

const line = (over: Partial<DownloadLine>): DownloadLine => ({
  id: 1,
  name: 'счёт.pdf',
  received: 0,
  status: 'running',
  ...over,
})

describe('DownloadsStore (issue #51 item 2)', () => {
  it('lists a download from its start, follows its bytes and drops it once saved', async () => {
    const device = new HandDevice()
    const store = new DownloadsStore(device)
    const heard: number[] = []
    const done = store.download('/api/v1/x.pdf', 'x.pdf', (p) => heard.push(p.received))
    expect(store.getSnapshot().lines).toEqual([{ id: 1, name: 'x.pdf', received: 0, status: 'running' }])
    const run = device.runs[0]!
    run.report({ received: 0, total: 4_000_000, name: 'Счёт 12.pdf' })
    run.report({ received: 1_000_000, total: 4_000_000 })
    expect(store.getSnapshot().lines[0]).toMatchObject({
      name: 'Счёт 12.pdf',
      received: 1_000_000,
      total: 4_000_000,
    })
    expect(downloadLineView(store.getSnapshot().lines[0]!)).toMatchObject({ percent: 25 })
    expect(heard).toEqual([0, 1_000_000])
    run.end(ok(undefined))
    expect(await done).toEqual(ok(undefined))
    expect(store.getSnapshot().lines).toEqual([])
  })

  it('publishes a state once per per cent, not once per chunk', () => {
    const device = new HandDevice()
    const store = new DownloadsStore(device)
    void store.download('/a', 'a.xlsx')
    const states: unknown[] = []
    const sub = store.state$.subscribe((s) => states.push(s))
    const run = device.runs[0]!
    for (let received = 0; received <= 100_000; received += 100) run.report({ received, total: 100_000 })
    sub.unsubscribe()
    // the current state, then one for each of 0..100 per cent
    expect(states.length).toBe(1 + 101)
  })

  it('keeps a failed download with its reason until it is closed; others run on', async () => {
    const device = new HandDevice()
    const store = new DownloadsStore(device)
    const first = store.download('/a', 'a.pdf')
    void store.download('/b', 'b.pdf')
    device.runs[0]!.end(err('Счёт не найден'))
    expect(await first).toEqual(err('Счёт не найден'))
    await settle()
    expect(store.getSnapshot().lines.map((l) => [l.id, l.status, l.error])).toEqual([
      [1, 'failed', 'Счёт не найден'],
      [2, 'running', undefined],
    ])
    store.dismiss(2) // a running download cannot be closed
    store.dismiss(1)
    expect(store.getSnapshot().lines.map((l) => l.id)).toEqual([2])
  })

  it('lists a file made inside a JSON answer while it comes, then saves it; a silent failure goes, a said one stays', async () => {
    const saved: SavedFile[] = []
    const device = new HandDevice()
    device.save = (file: SavedFile) => (saved.push(file), ok(undefined))
    const store = new DownloadsStore(device)
    let finish: (r: Result<SavedFile, string | undefined>) => void = () => undefined
    const plan = store.track(
      'Медиаплан.xlsx',
      new Promise<Result<SavedFile, string | undefined>>((resolve) => (finish = resolve)),
    )
    expect(store.getSnapshot().lines.map(downloadLineView)).toEqual([
      { id: 1, name: 'Медиаплан.xlsx', text: DOWNLOAD_PREPARING, failed: false },
    ])
    finish(ok(WORKBOOK))
    expect(await plan).toEqual(ok(undefined))
    expect(saved).toEqual([WORKBOOK])
    expect(store.getSnapshot().lines).toEqual([])
    await store.track('Тихо.xlsx', Promise.resolve(err(undefined)))
    expect(store.getSnapshot().lines).toEqual([])
    await store.track('Сводный.xlsx', Promise.resolve(err('Сервер недоступен')))
    expect(store.getSnapshot().lines.map((l) => [l.name, l.status, l.error])).toEqual([
      ['Сводный.xlsx', 'failed', 'Сервер недоступен'],
    ])
    expect(saved).toEqual([WORKBOOK])
  })

  it('says a file the device refused to save in the region too, so no caller has to say it', async () => {
    const device = new HandDevice()
    device.save = () => err('Браузер не дал сохранить файл')
    const store = new DownloadsStore(device)
    expect(await store.track('Медиаплан.xlsx', Promise.resolve(ok(WORKBOOK)))).toEqual(
      err('Браузер не дал сохранить файл'),
    )
    expect(store.getSnapshot().lines.map(downloadLineView)).toEqual([
      { id: 1, name: 'Медиаплан.xlsx', text: 'Браузер не дал сохранить файл', failed: true },
    ])
  })

  it('leaves pictures shown on the page out of the list', async () => {
    const store = new DownloadsStore(new HandDevice())
    expect(await store.objectUrl('/p.png')).toEqual(ok('blob:/p.png'))
    expect(store.getSnapshot().lines).toEqual([])
  })
})

describe('downloadLineView', () => {
  it('says the file is being prepared until its first byte', () => {
    expect(downloadLineView(line({}))).toEqual({
      id: 1,
      name: 'счёт.pdf',
      text: DOWNLOAD_PREPARING,
      failed: false,
    })
  })
  it('gives the per cent and the sizes when the total is known, the bytes alone when not', () => {
    expect(downloadLineView(line({ received: 1_572_864, total: 3_145_728 }))).toMatchObject({
      percent: 50,
      text: '1,5 МБ из 3,0 МБ',
    })
    expect(downloadLineView(line({ received: 999, total: 1000 })).percent).toBe(99)
    expect(downloadLineView(line({ received: 300 * 1024 })).percent).toBeUndefined()
    expect(downloadLineView(line({ received: 300 * 1024 })).text).toBe('Получено 300 КБ')
  })
  it('says a failure in its own words', () => {
    expect(downloadLineView(line({ status: 'failed', error: 'Нет доступа' }))).toMatchObject({
      failed: true,
      text: 'Нет доступа',
    })
  })
  it('writes sizes with a decimal comma, never zero for a few bytes', () => {
    expect(bytesText(0)).toBe('0 КБ')
    expect(bytesText(10)).toBe('1 КБ')
    expect(bytesText(1024 * 1024 * 12.34)).toBe('12,3 МБ')
  })
})
