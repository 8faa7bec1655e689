import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES } from '../campaign/campaign-state'
import { ADVERTISE_PLACES } from '../campaign/advertise-place'
import { parseQuery } from '../cabinet/routing/address'
import { WAITS } from './staff-desk.contract'
import {
  ANY,
  chosen,
  isNarrowed,
  NO_FILTERS,
  PLACE_OPTIONS,
  QUEUE_PLACES,
  queueAddressQuery,
  queueFiltersFrom,
  queueHref,
  STATE_OPTIONS,
  WAIT_OPTIONS,
  withChoice,
} from './staff-queue-filters.view-model'

describe('the queue’s filters live in the address (issue #48 item 2)', () => {
  it('reads place, state, what waits and the search from the address, and writes them back', () => {
    const filters = queueFiltersFrom(
      parseQuery(
        'place=lightBoxes&state=moderation,approved&waits=creative,payment&q=%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0',
      ),
    )
    expect(filters).toEqual({
      place: 'lightBoxes',
      states: ['moderation', 'approved'],
      waits: ['creative', 'payment'],
      q: 'Ромашка',
    })
    expect(queueFiltersFrom(parseQuery(queueAddressQuery(filters)))).toEqual(filters)
    expect(queueAddressQuery(NO_FILTERS)).toBe('')
    expect(queueHref(NO_FILTERS)).toBe('/staff')
    expect(queueHref({ ...NO_FILTERS, waits: ['payment'] })).toBe('/staff?waits=payment')
  })

  it('leaves out what it does not know, and bounds the search', () => {
    expect(
      queueFiltersFrom({
        place: 'moon',
        state: 'flying,moderation,moderation',
        waits: 'coffee',
        q: `  ${'я'.repeat(150)} `,
      }),
    ).toEqual({ place: undefined, states: ['moderation'], waits: [], q: 'я'.repeat(100) })
  })

  it('round-trips any filters it could have written (property)', () => {
    const filters = fc.record({
      place: fc.option(fc.constantFrom(...ADVERTISE_PLACES), { nil: undefined }),
      states: fc.uniqueArray(fc.constantFrom(...CAMPAIGN_STATES)),
      waits: fc.uniqueArray(fc.constantFrom(...WAITS)),
      q: fc.string({ maxLength: 100 }).map((s) => s.trim()),
    })
    fc.assert(
      fc.property(filters, (f) => {
        expect(queueFiltersFrom(parseQuery(queueAddressQuery(f)))).toEqual(f)
      }),
    )
  })

  it('offers each filter with a first choice that clears it, in Russian', () => {
    expect(PLACE_OPTIONS[0]).toEqual({ id: ANY, name: 'Все места' })
    expect(PLACE_OPTIONS.map((o) => o.name)).toContain('Лайтбоксы')
    expect(STATE_OPTIONS.map((o) => o.name)).toEqual([
      'Все состояния',
      'Черновик',
      'На модерации',
      'Первичная проверка',
      'Итоговая проверка',
      'Согласована',
      'Забронирована',
      'Ожидает запуска',
      'Отменяется',
    ])
    expect(WAIT_OPTIONS.map((o) => o.name)).toEqual([
      'Всё, что ждёт',
      'Кампания',
      'Материал',
      'Бронь',
      'Оплата',
    ])
  })

  it('offers each place a campaign can be booked for once, each name once (walk defect 15)', () => {
    const names = PLACE_OPTIONS.map((o) => o.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names.filter((n) => n === 'Спецпроект')).toEqual([])
    expect(PLACE_OPTIONS.slice(1).map((o) => o.id)).toEqual(expect.arrayContaining([...QUEUE_PLACES]))
    expect(PLACE_OPTIONS).toHaveLength(QUEUE_PLACES.length + 1)
    expect(QUEUE_PLACES).toEqual(expect.arrayContaining(['metroMonitors', 'transitShelter', 'nonStandart']))
    expect(QUEUE_PLACES).not.toContain('rim')
    expect(QUEUE_PLACES).not.toContain('threeOne')
  })

  it('changes one filter at a time; the first choice clears it', () => {
    const placed = withChoice(NO_FILTERS, 'place', 'lightBoxes')
    expect(placed.place).toBe('lightBoxes')
    expect(chosen(placed.place)).toBe('lightBoxes')
    expect(isNarrowed(placed)).toBe(true)
    const waiting = withChoice(placed, 'waits', 'payment')
    expect(waiting).toMatchObject({ place: 'lightBoxes', waits: ['payment'] })
    expect(chosen(waiting.waits)).toBe('payment')
    expect(withChoice(waiting, 'waits', ANY).waits).toEqual([])
    expect(withChoice(waiting, 'state', 'nonsense').states).toEqual([])
    expect(chosen(['moderation', 'approved'])).toBe(ANY)
    expect(isNarrowed(NO_FILTERS)).toBe(false)
  })
})
