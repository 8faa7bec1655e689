import { describe, expect, it } from 'vitest'
import { PlannerStore } from './planner.store'

const result = (id: number) => ({
  id,
  platformDayCount: 10,
  error: 'success',
  requestType: 'advice',
  fitCount: 3,
  from: '2027-03-01',
  to: '2027-03-31',
  errorId: null,
  ignore: false,
})

describe('PlannerStore (R-CITY-07)', () => {
  it('drops a result of a request made before a reset even if the ids would collide', () => {
    const p = new PlannerStore()
    const first = p.start({ from: '2027-03-01', to: '2027-03-31' })
    p.reset()
    const second = p.start({ from: '2027-03-01', to: '2027-03-31' })
    expect(second).not.toBe(first)
    expect(p.receive(result(first))).toBe(false)
    expect(p.receive(result(second))).toBe(true)
    expect(p.receive(result(second))).toBe(false)
  })
})
