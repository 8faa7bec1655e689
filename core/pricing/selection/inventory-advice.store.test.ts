import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { FakeHttpClient, type RecordedCall } from '../../cabinet/testing/fake-http-client'
import { RecordingLogger } from '../../cabinet/testing/fake-ports'
import { ApiFailure } from '../../shared/api-failure'
import { plainSpaces } from '../../shared/number-rule'
import type { InventoryAdvice } from '../planner/planner-result'
import {
  ADVICE_NOT_READ,
  adviceQuery,
  adviceView,
  INVENTORY_ADVICE_PATH,
  InventoryAdviceStore,
  type AdviceQuery,
} from './inventory-advice.store'

const asked: AdviceQuery = {
  place: 'cityFormat',
  itemIds: ['CF-001', 'CF-002'],
  startDate: '2027-01-10',
  endDate: '2027-01-19',
  clipDuration: 45,
  frequency: 60,
}
const advice = (fields: Partial<InventoryAdvice> = {}): InventoryAdvice[] => [
  {
    MinDate: '2027-01-10',
    MaxDate: '2027-01-19',
    PlatformDayCount: 20,
    AvgRunsPerHour: 60,
    FitCount: 2,
    advice_result: 'success',
    error: null,
    ...fields,
  },
]
/** The view with its non-breaking spaces read as plain ones. */
const viewOf = (store: InventoryAdviceStore) =>
  JSON.parse(plainSpaces(JSON.stringify(adviceView(store.getSnapshot()) ?? null))) as ReturnType<
    typeof adviceView
  >

describe('the inventory planner beside the calculator (R-API-38, R-PLANNER-01..07)', () => {
  it('asks the planned places only, once the units, the period and the airtime hold', () => {
    const input = {
      startDate: '2027-01-10',
      endDate: '2027-01-19',
      itemIds: ['CF-001', 'CF-002'],
      clipDuration: 45,
      frequency: 60,
    }
    expect(adviceQuery('cityFormat', input, 'itemIds')).toEqual(asked)
    // A unit held whole has no airtime to ask about.
    expect(adviceQuery('lightBoxes', { ...input, itemIds: ['LB-001'] }, 'itemIds')).toEqual({
      place: 'lightBoxes',
      itemIds: ['LB-001'],
      startDate: '2027-01-10',
      endDate: '2027-01-19',
    })
    expect(adviceQuery('cityFormat', input, 'itemIds', 'c-1')).toEqual({ ...asked, campaignId: 'c-1' })
    expect(adviceQuery('metroMonitors', input, 'itemIds')).toBeUndefined()
    expect(adviceQuery('cityFormat', { ...input, itemIds: [] }, 'itemIds')).toBeUndefined()
    // More units than any planned place has are not asked about (the call refuses them).
    const many = Array.from({ length: 5_001 }, (_, i) => `LB-${i}`)
    expect(adviceQuery('lightBoxes', { ...input, itemIds: many.slice(1) }, 'itemIds')?.itemIds).toHaveLength(
      5_000,
    )
    expect(adviceQuery('lightBoxes', { ...input, itemIds: many }, 'itemIds')).toBeUndefined()
    expect(adviceQuery('cityFormat', { ...input, endDate: '2027-01-09' }, 'itemIds')).toBeUndefined()
    expect(adviceQuery('cityFormat', { ...input, clipDuration: 7 }, 'itemIds')).toBeUndefined()
    expect(adviceQuery('cityFormat', { ...input, frequency: 61 }, 'itemIds')).toBeUndefined()
    expect(adviceQuery('cityFormat', { ...input, frequency: '8' }, 'itemIds')).toBeUndefined()
  })

  it('asks once a question, goes from started to completed, and says a fit as asked without a message', async () => {
    const http = new FakeHttpClient().answer('POST', INVENTORY_ADVICE_PATH, advice())
    const store = new InventoryAdviceStore(http, new RecordingLogger())
    await store.ask(asked)
    await store.ask({ ...asked, itemIds: ['CF-002', 'CF-001'] })
    expect(http.calls.map((c) => c.body)).toEqual([asked])
    // The campaign being changed is another question.
    await store.ask({ ...asked, campaignId: 'c-1' })
    expect(http.calls.map((c) => c.body)).toEqual([asked, { ...asked, campaignId: 'c-1' }])
    expect(store.getSnapshot().planner).toMatchObject({ started: true, completed: true, loading: false })
    expect(store.getSnapshot().planner.message).toBeUndefined()
    expect(viewOf(store)).toEqual({
      heading: 'Свободный эфир',
      tone: 'fits',
      message: undefined,
      lines: ['Эфир есть с 10.01.2027 по 19.01.2027: 2 экрана × 10 дней, 60 выходов в час на каждом.'],
      proposal: undefined,
    })
  })

  it('proposes the period the planner moved to, with its message (R-PLANNER-02)', async () => {
    const http = new FakeHttpClient().answer(
      'POST',
      INVENTORY_ADVICE_PATH,
      advice({ MinDate: '2027-01-15', MaxDate: '2027-01-24' }),
    )
    const store = new InventoryAdviceStore(http, new RecordingLogger())
    await store.ask(asked)
    expect(viewOf(store)).toEqual({
      heading: 'Свободный эфир',
      tone: 'changed',
      message: 'Период изменён автоматически',
      lines: [
        'В выбранный период эфира не хватает.',
        'Эфир есть с 15.01.2027 по 24.01.2027: 2 экрана × 10 дней, 60 выходов в час на каждом.',
      ],
      proposal: {
        startDate: '2027-01-15',
        endDate: '2027-01-24',
        label: 'Взять период 15.01.2027 – 24.01.2027',
      },
    })
  })

  it('says a refusal, how many units fit and what to change (R-PLANNER-01)', async () => {
    const http = new FakeHttpClient().answer(
      'POST',
      INVENTORY_ADVICE_PATH,
      advice({ advice_result: 'dontfit', FitCount: 1, PlatformDayCount: 10, AvgRunsPerHour: 36.5 }),
    )
    const store = new InventoryAdviceStore(http, new RecordingLogger())
    await store.ask({ ...asked, itemIds: ['CF-001', 'CF-002', 'CF-003'] })
    expect(viewOf(store)).toEqual({
      heading: 'Свободный эфир',
      tone: 'refused',
      message: 'Кампанию нельзя разместить с такими параметрами',
      lines: [
        'Эфира на весь период хватает на 1 из 3 экранов; в среднем на экране свободно выходов в час: 36,5.',
        'Уменьшите число выходов или длительность ролика, уберите занятые экраны или выберите другой период.',
      ],
      proposal: undefined,
    })
    http.answer('POST', INVENTORY_ADVICE_PATH, advice({ advice_result: 'dontfit', FitCount: 0 }))
    await store.ask({
      place: 'lightBoxes',
      itemIds: ['LB-001'],
      startDate: '2027-01-10',
      endDate: '2027-01-19',
    })
    expect(viewOf(store)?.heading).toBe('Свободны ли места')
    expect(viewOf(store)?.lines).toEqual([
      'Весь период свободно 0 из 1 места.',
      'Уберите занятые места или выберите другой период.',
    ])
  })

  it('names free units in words that agree with their count', async () => {
    const http = new FakeHttpClient().answer('POST', INVENTORY_ADVICE_PATH, advice({ AvgRunsPerHour: 0 }))
    const store = new InventoryAdviceStore(http, new RecordingLogger())
    const units = { place: 'lightBoxes', startDate: '2027-01-10', endDate: '2027-01-19' }
    const lines: string[] = []
    for (const itemIds of [['LB-001'], ['LB-001', 'LB-002'], ['LB-001', 'LB-002', 'LB-003']]) {
      await store.ask({ ...units, itemIds })
      lines.push(...(viewOf(store)?.lines ?? []))
    }
    expect(lines).toEqual([
      'Место свободно с 10.01.2027 по 19.01.2027 (10 дней).',
      'Оба места свободны с 10.01.2027 по 19.01.2027 (10 дней).',
      'Все 3 места свободны с 10.01.2027 по 19.01.2027 (10 дней).',
    ])
  })

  it('takes only the latest request’s answer (R-PLANNER-04)', async () => {
    const pending: Subject<unknown>[] = []
    const http = new FakeHttpClient().answer('POST', INVENTORY_ADVICE_PATH, (_: RecordedCall) => {
      const answer = new Subject<unknown>()
      pending.push(answer)
      return answer
    })
    const store = new InventoryAdviceStore(http, new RecordingLogger())
    const first = store.ask(asked)
    const second = store.ask({ ...asked, frequency: 8 })
    expect(viewOf(store)?.tone).toBe('pending')
    const reply = (i: number, value: unknown) => {
      pending[i]?.next(value)
      pending[i]?.complete()
    }
    reply(1, advice({ AvgRunsPerHour: 8 }))
    await second
    reply(0, advice({ advice_result: 'dontfit' }))
    await first
    expect(store.getSnapshot().advice?.AvgRunsPerHour).toBe(8)
    expect(viewOf(store)?.tone).toBe('fits')
  })

  it('shows an answer’s error, logged, and a failed call, and the request ends (R-PLANNER-03, R-PLANNER-07)', async () => {
    const logger = new RecordingLogger()
    const http = new FakeHttpClient().answer(
      'POST',
      INVENTORY_ADVICE_PATH,
      advice({ error: 'нет данных о продажах' }),
    )
    const store = new InventoryAdviceStore(http, logger)
    await store.ask(asked)
    expect(viewOf(store)).toEqual({
      heading: 'Свободный эфир',
      tone: 'failed',
      message: 'нет данных о продажах',
      lines: [],
      proposal: undefined,
    })
    expect(store.getSnapshot().planner).toMatchObject({ loading: false, completed: true })
    http.fail('POST', INVENTORY_ADVICE_PATH, new ApiFailure(404, 'Нет таких мест в инвентаре'))
    await store.ask({ ...asked, frequency: 8 })
    expect(viewOf(store)?.message).toBe('Нет таких мест в инвентаре')
    http.fail('POST', INVENTORY_ADVICE_PATH, new ApiFailure(0, 'Failed to fetch'))
    await store.ask({ ...asked, frequency: 9 })
    expect(viewOf(store)?.message).toBe(ADVICE_NOT_READ)
    http.answer('POST', INVENTORY_ADVICE_PATH, [])
    await store.ask({ ...asked, frequency: 10 })
    expect(viewOf(store)?.message).toBe(ADVICE_NOT_READ)
    expect(logger.lines.map((l) => [l.level, l.message])).toEqual([
      ['error', 'inventory advice failed'],
      ['warn', 'the inventory planner could not be asked'],
      ['warn', 'the inventory planner could not be asked'],
      ['error', 'inventory advice failed'],
    ])
  })
})
