import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { onFirstUse } from './on-first-use'

describe('onFirstUse', () => {
  it('loads nothing until asked, then once for every later call', async () => {
    let loads = 0
    const contracts = onFirstUse(async () => ({ n: ++loads }))
    expect(loads).toBe(0)
    const first = contracts()
    expect(loads).toBe(0)
    expect(await firstValueFrom(first)).toEqual({ n: 1 })
    expect(await firstValueFrom(contracts())).toEqual({ n: 1 })
    expect(loads).toBe(1)
  })

  it('a failed load is tried again on the next call', async () => {
    let loads = 0
    const contracts = onFirstUse(async () => {
      loads += 1
      if (loads === 1) throw new Error('chunk not reachable')
      return 'loaded'
    })
    await expect(firstValueFrom(contracts())).rejects.toThrow('chunk not reachable')
    expect(await firstValueFrom(contracts())).toBe('loaded')
    expect(loads).toBe(2)
  })
})
