import { describe, expect, it } from 'vitest'
import { takenFor, takenQuery, TakenUnitsService, type HeldUnit, type HeldUnits } from './taken-units'

const owner = { id: 'owner', isObserver: false, isModerator: false }
const other = { id: 'other', isObserver: false, isModerator: false }
const observer = { id: 'obs', isObserver: true, observerOf: 'owner', isModerator: false }
const HELD: readonly HeldUnit[] = [
  { itemId: 'LB-002', campaignId: 'mine', ownerId: 'owner' },
  { itemId: 'LB-001', campaignId: 'theirs', ownerId: 'other' },
  { itemId: 'LB-001', campaignId: 'mine', ownerId: 'owner' },
]

describe('what a list shows taken (issue #47 item 3)', () => {
  it('is every unit another campaign holds; the campaign edited by its owner holds nothing against itself', () => {
    expect(takenFor(HELD, undefined, undefined)).toEqual(['LB-001', 'LB-002'])
    expect(takenFor(HELD, 'mine', owner)).toEqual(['LB-001'])
    expect(takenFor(HELD, 'mine', other)).toEqual(['LB-001', 'LB-002'])
    expect(takenFor(HELD, 'mine', observer)).toEqual(['LB-001', 'LB-002'])
    expect(takenFor(HELD, 'mine', undefined)).toEqual(['LB-001', 'LB-002'])
  })

  it('asks the holds of units only: screens share airtime and are never taken', async () => {
    const asked: string[] = []
    const held: HeldUnits = {
      heldIn: (place) => {
        asked.push(place)
        return Promise.resolve(HELD)
      },
    }
    const service = new TakenUnitsService(held)
    const period = { startDate: '2027-01-01', endDate: '2027-01-31' }
    expect(await service.taken({ place: 'lightBoxes', ...period }, undefined)).toMatchObject({
      ok: true,
      value: { place: 'lightBoxes', taken: ['LB-001', 'LB-002'] },
    })
    expect(await service.taken({ place: 'cityFormat', ...period }, undefined)).toMatchObject({
      ok: true,
      value: { taken: [] },
    })
    expect(asked).toEqual(['lightBoxes'])
  })

  it('R-STOP-01 asks the holds of transit-shelter sides, so a campaign edited gets only the others back (walk defect 6)', async () => {
    const held: HeldUnits = {
      heldIn: () =>
        Promise.resolve([
          { itemId: 'ОСТ-000012-A:a', campaignId: 'mine', ownerId: 'owner' },
          { itemId: 'ОСТ-000007-A:a', campaignId: 'theirs', ownerId: 'other' },
        ]),
    }
    const service = new TakenUnitsService(held)
    const period = { startDate: '2027-01-01', endDate: '2027-01-31' }
    expect(
      await service.taken({ place: 'transitShelter', ...period, campaignId: 'mine' }, owner),
    ).toMatchObject({ ok: true, value: { taken: ['ОСТ-000007-A:a'] } })
    expect(await service.taken({ place: 'transitShelter', ...period }, owner)).toMatchObject({
      ok: true,
      value: { taken: ['ОСТ-000007-A:a', 'ОСТ-000012-A:a'] },
    })
  })

  it('refuses a question it cannot answer, in Russian, naming the field', () => {
    const field = (q: Record<string, unknown>) => {
      const r = takenQuery(q)
      return r.ok ? 'ok' : Object.keys(r.error.errors).join()
    }
    const period = { startDate: '2027-01-01', endDate: '2027-01-31' }
    expect(field({ place: 'lightBoxes', ...period })).toBe('ok')
    expect(field(period)).toBe('place')
    expect(field({ place: 'nowhere', ...period })).toBe('place')
    expect(field({ place: 'lightBoxes', endDate: '2027-01-31' })).toBe('startDate')
    expect(field({ place: 'lightBoxes', startDate: '2027-02-30', endDate: '2027-03-01' })).toBe('startDate')
    expect(field({ place: 'lightBoxes', startDate: '2027-02-01', endDate: '2027-01-31' })).toBe('endDate')
    expect(field({ place: 'lightBoxes', startDate: '2027-01-01', endDate: '2028-03-01' })).toBe('endDate')
    const refused = takenQuery({ place: 'lightBoxes', endDate: '2027-01-31' })
    expect(refused.ok ? '' : refused.error.message).toBe('Укажите дату начала в формате ГГГГ-ММ-ДД')
  })
})
