import { describe, expect, it } from 'vitest'
import { mapStops } from '../../pricing/selection/shelter-map'
import type { ListedStop } from '../../pricing/selection/stops-listing'
import { HISTORY_DEPTH } from '../../map/selection-history'
import { RADIUS_REFUSED, ShelterSelectionStore } from './shelter-selection.store'

const add = (id: string) => (current: Record<string, unknown>) => ({
  ...current,
  stops: [...((current['stops'] as string[] | undefined) ?? []), id],
})

describe('one selection with undo on the shelter picker (issue #50 item 3)', () => {
  it('undoes and redoes each step, takes a change made elsewhere as it stands, and ignores a step of nothing', () => {
    const store = new ShelterSelectionStore()
    let input: Record<string, unknown> = { months: ['2027-01'] }
    input = store.apply(input, 'stops', add('a'))
    input = store.apply(input, 'stops', add('b'))
    expect(store.getSnapshot().canUndo).toBe(true)
    expect(store.apply(input, 'stops', (c) => ({ ...c, months: ['2027-02'] }))['stops']).toEqual(['a', 'b'])
    input = store.undo(input, 'stops')
    expect(input['stops']).toEqual(['a'])
    expect(input['months']).toEqual(['2027-01'])
    input = store.undo(input, 'stops')
    expect(input['stops']).toBeUndefined()
    expect(store.getSnapshot()).toMatchObject({ canUndo: false, canRedo: true })
    expect(store.undo(input, 'stops')).toBe(input)
    input = store.redo(input, 'stops')
    input = store.redo(input, 'stops')
    expect(input['stops']).toEqual(['a', 'b'])
    expect(store.redo(input, 'stops')).toBe(input)
    // A draft read back replaced the choice: the next step's undo returns to it, not to the step before.
    input = { ...input, stops: ['x'] }
    input = store.apply(input, 'stops', add('y'))
    expect(store.undo(input, 'stops')['stops']).toEqual(['x'])
  })

  it('keeps 50 steps back', () => {
    const store = new ShelterSelectionStore()
    let input: Record<string, unknown> = {}
    for (let i = 0; i < HISTORY_DEPTH + 10; i++) input = store.apply(input, 'stops', add(String(i)))
    for (let i = 0; i < HISTORY_DEPTH; i++) input = store.undo(input, 'stops')
    expect(store.getSnapshot().canUndo).toBe(false)
    expect((input['stops'] as string[]).length).toBe(10)
  })

  it('finds stops as one types, chooses one as the place, and takes radii of 50 to 5,000 m only', () => {
    const side = (n: number, name: string): ListedStop => ({
      inventoryNumber: `ОСТ-${n}`,
      side: 'a',
      region: 'ЦАО',
      isAvailableInBooking: true,
      platformName: name,
      longitude: 37.6 + n / 100,
      latitude: 55.7,
    })
    const stops = mapStops([side(1, 'Дербеневская наб.'), side(2, 'Улица Арбат')])
    const facts = new Map([
      [
        'ОСТ-1',
        {
          name: 'Дербеневская наб.',
          address: '3-й Дербеневский переулок',
          direction: '',
          format: '',
          district: '',
        },
      ],
    ])
    const store = new ShelterSelectionStore()
    store.search('дербеневский пер', stops, facts)
    expect(store.getSnapshot().found.map((s) => s.name)).toEqual(['Дербеневская наб.'])
    store.choose(stops[0]!.id)
    expect(store.getSnapshot().place).toMatchObject({ longitude: 37.61, latitude: 55.7 })
    store.search('арбат', stops, facts)
    expect(store.getSnapshot().found.map((s) => s.name)).toEqual(['Улица Арбат'])
    store.choose(null)
    expect(store.getSnapshot().place).toBeUndefined()

    store.setRadius(1000)
    expect(store.getSnapshot().radius).toBe(1000)
    for (const bad of [49, 5001, 250.5, Number.NaN]) {
      store.setRadius(bad)
      expect(store.getSnapshot()).toMatchObject({ radius: 1000, radiusError: RADIUS_REFUSED })
    }
    store.setRadius(50)
    expect(store.getSnapshot()).toMatchObject({ radius: 50, radiusError: undefined })
  })
})
