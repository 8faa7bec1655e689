import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { StatisticsStore } from '../stores/statistics.store'
import { FakeHttpClient } from '../testing/fake-http-client'
import {
  chartDescription,
  countRange,
  defaultStatisticsPeriod,
  percentText,
  statisticsExportPath,
  statisticsSeries,
  statisticsSummary,
} from './statistics.view-model'

const NBSP = '\u00a0'
const ID = '6f1c2b9e-0d43-4c55-9a1e-3b8f2d7c1a00'

describe('the statistics screen (R-SCREEN-06)', () => {
  it('opens on the campaign days up to today, never past its end, at most 366 days', () => {
    const campaign = { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-31T00:00:00.000Z' }
    expect(defaultStatisticsPeriod(campaign, '2026-11-25')).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-25',
    })
    expect(defaultStatisticsPeriod(campaign, '2027-03-01')).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-12-31',
    })
    expect(defaultStatisticsPeriod(campaign, '2026-10-01')).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-01',
    })
    const long = { startDate: '2025-01-01', endDate: '2026-12-31' }
    expect(defaultStatisticsPeriod(long, '2026-11-25')).toEqual({
      dateFrom: '2025-11-25',
      dateTo: '2026-11-25',
    })
  })

  it('puts each day at Moscow midnight on the chart and says the totals in ru-RU', () => {
    const days = [
      { date: '2027-01-10', plays: 120, ots: 24_000, grp: 0.23 },
      { date: '2027-01-11', plays: 0, ots: 0, grp: 0 },
    ]
    const [x, plays, ots] = statisticsSeries(days)
    expect(new Date((x[0] ?? 0) * 1000).toISOString()).toBe('2027-01-09T21:00:00.000Z')
    expect((x[1] ?? 0) - (x[0] ?? 0)).toBe(86_400)
    expect([plays, ots]).toEqual([
      [120, 0],
      [24_000, 0],
    ])
    expect(statisticsSummary({ plays: 1_234_567, ots: 10_287_500, grp: 100 })).toEqual([
      { label: 'Показы', value: `1${NBSP}234${NBSP}567` },
      { label: 'OTS', value: `10${NBSP}287${NBSP}500` },
      { label: 'GRP', value: '100,00' },
    ])
    expect(statisticsExportPath(ID, { dateFrom: '2027-01-10', dateTo: '2027-01-11' })).toBe(
      `/api/v1/commercial-campaign-statistics/exportStatistics?campaignId=${ID}&dateFrom=2027-01-10&dateTo=2027-01-11`,
    )
  })

  it('keeps only the answer to the newest period asked, and says a refusal in the server words', async () => {
    const slow = new Subject<unknown>()
    const path = (from: string, to: string) =>
      `/api/v1/commercial-campaign-statistics?campaignId=${ID}&dateFrom=${from}&dateTo=${to}`
    const http = new FakeHttpClient()
      .answer('GET', path('2027-01-01', '2027-01-31'), () => slow)
      .answer('GET', path('2027-01-10', '2027-01-10'), {
        days: [{ date: '2027-01-10', plays: 5, ots: 100, grp: 0 }],
        total: { plays: 5, ots: 100, grp: 0 },
      })
      .fail('GET', path('2027-01-01', '2028-06-01'), new ApiFailure(400, 'Некорректный период статистики'))
    const store = new StatisticsStore(http)
    const older = store.load(ID, { dateFrom: '2027-01-01', dateTo: '2027-01-31' })
    await store.load(ID, { dateFrom: '2027-01-10', dateTo: '2027-01-10' })
    slow.next({ days: [], total: { plays: 0, ots: 0, grp: 0 } })
    slow.complete()
    await older
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', total: { plays: 5 } })
    await store.load(ID, { dateFrom: '2027-01-01', dateTo: '2028-06-01' })
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: 'Некорректный период статистики' })
  })
})

describe('statistics set what was delivered against what was ordered (R-SCREEN-06, issue #47 item 4)', () => {
  const ordered = {
    startDate: '2026-10-20',
    endDate: '2026-11-17',
    days: 29,
    plays: 300_000,
    ots: 3_885_418,
    grp: 37.77,
  }
  it('says how many shows of the order played, the OTS against the order and how far the campaign has gone', () => {
    const tiles = statisticsSummary(
      { plays: 696, ots: 3_885_392, grp: 37.77 },
      { ordered, today: '2026-11-17' },
    )
    expect(tiles).toEqual([
      { label: 'Показы', value: '696', note: `Показано 696 из 300${NBSP}000 (0,2${NBSP}%)` },
      {
        label: 'OTS',
        value: `3${NBSP}885${NBSP}392`,
        note: `Из 3${NBSP}885${NBSP}418 по заказу (99,9${NBSP}%)`,
      },
      { label: 'GRP', value: '37,77', note: 'Из 37,77 по заказу' },
      { label: 'Ход кампании', value: `100${NBSP}%`, note: 'Прошло дней: 29 из 29' },
    ])
    const early = statisticsSummary({ plays: 0, ots: 0, grp: 0 }, { ordered, today: '2026-10-29' })
    expect(early.at(-1)).toEqual({
      label: 'Ход кампании',
      value: `34${NBSP}%`,
      note: 'Прошло дней: 10 из 29',
    })
    expect(
      statisticsSummary({ plays: 0, ots: 0, grp: 0 }, { ordered, today: '2026-10-01' }).at(-1)?.value,
    ).toBe(`0${NBSP}%`)
  })

  it('orders a light box in contacts: its plays stand alone', () => {
    const [plays] = statisticsSummary(
      { plays: 24, ots: 100, grp: 0 },
      {
        ordered: { ...ordered, plays: null },
        today: '2026-11-17',
      },
    )
    expect(plays).toEqual({ label: 'Показы', value: '24', note: 'Заказ этого места — в контактах (OTS)' })
  })

  it('writes a share without claiming the whole before it is reached', () => {
    expect(percentText(696, 300_000)).toBe('0,2')
    expect(percentText(150_000, 300_000)).toBe('50')
    expect(percentText(3_885_392, 3_885_418)).toBe('99,9')
    expect(percentText(300_000, 300_000)).toBe('100')
    expect(percentText(330_000, 300_000)).toBe('110')
    expect(percentText(1, 0)).toBe('—')
  })

  it('starts every count axis at 0 and ends it on a round number at or above the largest value', () => {
    expect(countRange([24, 24, 0])).toEqual([0, 25])
    expect(countRange([135_893, 133_000])).toEqual([0, 150_000])
    expect(countRange([1_000_000])).toEqual([0, 1_000_000])
    expect(countRange([])).toEqual([0, 1])
    expect(countRange([0, 0])).toEqual([0, 1])
    expect(
      chartDescription(
        { dateFrom: '2026-10-20', dateTo: '2026-11-17' },
        { plays: [0, 25], ots: [0, 150_000] },
      ),
    ).toBe(
      `Показы и OTS по дням с 20.10.2026 по 17.11.2026; Показы, шт.: от 0 до 25; OTS, контактов: от 0 до 150${NBSP}000`,
    )
  })

  it('keeps what the order bought beside the days read', async () => {
    const path = `/api/v1/commercial-campaign-statistics?campaignId=${ID}&dateFrom=2026-10-20&dateTo=2026-11-17`
    const store = new StatisticsStore(
      new FakeHttpClient().answer('GET', path, {
        days: [],
        total: { plays: 0, ots: 0, grp: 0 },
        ordered,
      }),
    )
    await store.load(ID, { dateFrom: '2026-10-20', dateTo: '2026-11-17' })
    expect(store.getSnapshot().ordered).toEqual(ordered)
  })
})
