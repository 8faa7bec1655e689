import { describe, expect, it } from 'vitest'
import type { Clock } from '../../ports/clock.port'
import type { FileDownload } from '../../ports/file-download.port'
import { err, ok } from '../../shared/result'
import { FakeHttpClient } from '../testing/fake-http-client'
import { RecordingLogger } from '../testing/fake-ports'
import { MediaLinksStore, VIDEO_LINK_KEPT_MS } from './media-links.store'

/** Lets the fakes' answers (already settled promises) reach the store. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

class FakeFiles implements FileDownload {
  readonly asked: string[] = []
  constructor(private readonly failing: readonly string[] = []) {}
  download(): never {
    throw new Error('FakeFiles: download not given')
  }
  save(): never {
    throw new Error('FakeFiles: save not given')
  }
  objectUrl(path: string) {
    this.asked.push(path)
    return Promise.resolve(this.failing.includes(path) ? err('Файл не найден') : ok(`blob:${path}`))
  }
}

class HandClock implements Clock {
  at = Date.parse('2026-11-28T10:00:00Z')
  now() {
    return new Date(this.at)
  }
  today() {
    return '2026-11-28'
  }
}

const LINK = '/api/v1/advertisers/video/v1/download-url'

describe('posters and videos a browser element can show (issue #47 item 4: no 401 black box)', () => {
  it('fetches a poster with the session once and shows it from an object URL; a failure leaves the placeholder', async () => {
    const files = new FakeFiles(['/thumb/gone'])
    const store = new MediaLinksStore(files, new FakeHttpClient(), new RecordingLogger(), new HandClock())
    store.poster('/thumb/1')
    store.poster('/thumb/1')
    expect(store.getSnapshot().posters['/thumb/1']).toEqual({ status: 'loading' })
    store.poster('/thumb/gone')
    await settle()
    expect(store.getSnapshot().posters['/thumb/1']).toMatchObject({ status: 'ready', url: 'blob:/thumb/1' })
    expect(store.getSnapshot().posters['/thumb/gone']).toEqual({ status: 'failed' })
    store.poster('/thumb/1')
    expect(files.asked).toEqual(['/thumb/1', '/thumb/gone'])
  })

  it('plays a video from its signed link, asks again once the link is near its hour, never after a refusal', async () => {
    const clock = new HandClock()
    const http = new FakeHttpClient()
      .answer('GET', LINK, { downloadUrl: 'https://x/file?signature=1' })
      .fail('GET', '/api/v1/advertisers/video/v2/download-url', { status: 403, message: 'Недостаточно прав' })
    const logger = new RecordingLogger()
    const store = new MediaLinksStore(new FakeFiles(), http, logger, clock)
    store.video('v1')
    store.video('v2')
    await settle()
    expect(store.getSnapshot().videos['v1']).toMatchObject({
      status: 'ready',
      url: 'https://x/file?signature=1',
    })
    expect(store.getSnapshot().videos['v2']).toEqual({ status: 'failed' })
    expect(logger.lines.map((l) => l.level)).toEqual(['warn'])
    store.video('v1')
    store.video('v2')
    expect(http.callsTo('GET', LINK)).toHaveLength(1)
    clock.at += VIDEO_LINK_KEPT_MS
    store.video('v1')
    await settle()
    expect(http.callsTo('GET', LINK)).toHaveLength(2)
    expect(http.callsTo('GET', '/api/v1/advertisers/video/v2/download-url')).toHaveLength(1)
  })
})
