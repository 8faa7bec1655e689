import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../../cabinet/testing/fake-http-client'
import { RecordingLogger } from '../../cabinet/testing/fake-ports'
import { GroundRoutesStore } from './ground-routes.store'

const TITLES = [
  { id: 'А13', kind: 'bus', title: 'Маршрут 13: «Метро Павелецкая» — «Дербеневская наб.»' },
  { id: 'Тм3', kind: 'tram', title: 'Трамвай 3: «А» — «Б»' },
]
const LINE = {
  id: 'А13',
  title: TITLES[0]!.title,
  termini: ['Метро Павелецкая', 'Дербеневская наб.'],
  stops: [
    { name: 'Метро Павелецкая', x: 12, y: 20 },
    { name: 'Дербеневская наб.', x: 300, y: 180 },
  ],
  width: 320,
  height: 200,
}

describe('the ground routes with their termini (issue #50 item 4)', () => {
  it('reads the names once and a route’s stops when it is shown, once', async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/public/ground-routes', TITLES)
      .answer('GET', `/api/v1/public/ground-routes/${encodeURIComponent('А13')}`, LINE)
    const store = new GroundRoutesStore(http, new RecordingLogger())
    await store.load()
    await store.load()
    expect(store.getSnapshot().titles).toEqual({ А13: TITLES[0]!.title, Тм3: TITLES[1]!.title })
    expect(http.callsTo('GET', '/api/v1/public/ground-routes')).toHaveLength(1)
    await store.show('А13')
    await store.show('А13')
    expect(store.getSnapshot().shown).toEqual(LINE)
    expect(http.callsTo('GET', `/api/v1/public/ground-routes/${encodeURIComponent('А13')}`)).toHaveLength(1)
  })

  it('a failed read says so, is logged, and may be tried again; a route not read is not shown', async () => {
    const http = new FakeHttpClient().fail('GET', '/api/v1/public/ground-routes', new Error('offline'))
    const logger = new RecordingLogger()
    const store = new GroundRoutesStore(http, logger)
    await store.load()
    expect(store.getSnapshot().status).toBe('error')
    http.answer('GET', '/api/v1/public/ground-routes', TITLES)
    await store.load()
    expect(store.getSnapshot().status).toBe('ready')
    http.fail('GET', '/api/v1/public/ground-routes/x', new Error('gone'))
    await store.show('x')
    expect(store.getSnapshot().shown).toBeUndefined()
    expect(logger.lines.map((l) => l.level)).toEqual(['warn', 'warn'])
  })
})
