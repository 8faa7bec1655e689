import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../../cabinet/testing/fake-http-client'
import { RecordingLogger } from '../../cabinet/testing/fake-ports'
import { MetroSchemeStore } from './metro-scheme.store'

const LINES = [{ id: '5', name: 'Кольцевая', color: '#8d5b2d', number: 5 }]
const STATIONS = [
  { id: 'S3', name: 'Белорусская', lineId: '5', latitude: 55.7772, longitude: 37.5822, hubId: 'H' },
  { id: 'S4', name: 'Новая', lineId: '5', latitude: null, longitude: null, hubId: 'H4' },
]

describe('the metro scheme’s data (R-SCREEN-59)', () => {
  it('reads the public lines and stations once, keeping what the scheme draws', async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/public/metro-lines', LINES)
      .answer('GET', '/api/v1/public/metro-stations', STATIONS)
    const store = new MetroSchemeStore(http, new RecordingLogger())
    await store.load()
    await store.load()
    expect(store.getSnapshot()).toEqual({
      status: 'ready',
      lines: [{ id: '5', name: 'Кольцевая', color: '#8d5b2d' }],
      stations: STATIONS.map(({ hubId: _, ...s }) => s),
    })
    expect(http.callsTo('GET', '/api/v1/public/metro-stations')).toHaveLength(1)
  })

  it('a failed read says so, is logged, and may be tried again', async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/public/metro-lines', LINES)
      .fail('GET', '/api/v1/public/metro-stations', new Error('offline'))
    const logger = new RecordingLogger()
    const store = new MetroSchemeStore(http, logger)
    await store.load()
    expect(store.getSnapshot().status).toBe('error')
    expect(logger.lines.map((l) => l.level)).toEqual(['warn'])
    http.answer('GET', '/api/v1/public/metro-stations', STATIONS)
    await store.load()
    expect(store.getSnapshot().status).toBe('ready')
  })
})
