import { describe, expect, it } from 'vitest'
import type { AverageMonitorsWire } from '../../contract/average-monitors.answer'
import { FakeHttpClient } from '../../cabinet/testing/fake-http-client'
import { RecordingLogger } from '../../cabinet/testing/fake-ports'
import { ApiFailure } from '../../shared/api-failure'
import { plainSpaces } from '../../shared/number-rule'
import {
  AVERAGE_MONITORS_PATH,
  MonitorsByLineStore,
  monitorsByLineView,
  monitorsPeriod,
} from './monitors-by-line.store'

const line = (lineId: string, totalMonitors: number, monitors = totalMonitors) => ({
  lineId,
  name: `Линия ${lineId}`,
  color: '#d6083b',
  totalMonitors,
  monitors,
})
const answer = (byLine: AverageMonitorsWire['byLine']): AverageMonitorsWire => ({
  startDate: '2027-01-01',
  endDate: '2027-01-31',
  days: 31,
  totalMonitors: byLine.reduce((n, l) => n + l.totalMonitors, 0),
  averageDailyMonitors: byLine.reduce((n, l) => n + l.monitors, 0),
  byLine,
})
const viewOf = (a: AverageMonitorsWire) =>
  JSON.parse(plainSpaces(JSON.stringify(monitorsByLineView(a)))) as ReturnType<typeof monitorsByLineView>
const january = { startDate: '2027-01-01', endDate: '2027-01-31' }

describe('the metro monitors by line beside the metro calculator (R-API-19)', () => {
  it('asks for the period once, and again when it changes', async () => {
    const http = new FakeHttpClient().answer('GET', AVERAGE_MONITORS_PATH, answer([line('1', 1200)]))
    const store = new MonitorsByLineStore(http, new RecordingLogger())
    await store.ask(january)
    await store.ask({ ...january })
    expect(http.calls.map((c) => c.query)).toEqual([january])
    await store.ask({ ...january, endDate: '2027-01-15' })
    expect(http.calls).toHaveLength(2)
    expect(store.getSnapshot()).toMatchObject({ status: 'ready' })
  })

  it('logs a failure, keeps what it showed, and asks again only for another period', async () => {
    const logger = new RecordingLogger()
    const http = new FakeHttpClient().answer('GET', AVERAGE_MONITORS_PATH, answer([line('1', 1200)]))
    const store = new MonitorsByLineStore(http, logger)
    await store.ask(january)
    http.fail('GET', AVERAGE_MONITORS_PATH, new ApiFailure(500, 'down'))
    await store.ask({ ...january, endDate: '2027-01-20' })
    await store.ask({ ...january, endDate: '2027-01-20' })
    expect(http.calls).toHaveLength(2)
    expect(store.getSnapshot()).toMatchObject({ status: 'error', answer: answer([line('1', 1200)]) })
    expect(logger.lines.map((l) => [l.level, l.message])).toEqual([
      ['warn', 'the metro monitors by line could not be read'],
    ])
  })

  it('says the monitors free on an average day, of all there are, in words that agree with the count', () => {
    expect(viewOf(answer([line('1', 1200), line('2', 21)]))).toEqual({
      summary: 'В среднем за день свободно 1 221 монитор на 2 линиях',
      lines: [
        { id: '1', name: 'Линия 1', color: '#d6083b', text: '1 200 мониторов' },
        { id: '2', name: 'Линия 2', color: '#d6083b', text: '21 монитор' },
      ],
    })
    const held = viewOf(answer([line('1', 1301, 1250.5)]))
    expect(held.summary).toBe('В среднем за день свободно 1 250,5 из 1 301 монитора на 1 линии')
    expect(held.lines[0]?.text).toBe('1 250,5 из 1 301 монитора')
  })

  it('asks only once the period is two dates in order', () => {
    expect(monitorsPeriod({ ...january, mode: 'video' })).toEqual(january)
    expect(monitorsPeriod({ ...january, endDate: '2026-12-31' })).toBeUndefined()
    expect(monitorsPeriod({ startDate: '', endDate: '2027-01-31' })).toBeUndefined()
  })
})
