import { describe, expect, it } from 'vitest'
import { AnswerCache } from './answer-cache'

const counting = () => {
  let calls = 0
  return {
    compute: (value: string) => async () => {
      calls++
      return value
    },
    get calls() {
      return calls
    },
  }
}

describe('the kept answers of the shelter reads', () => {
  it('answers the kept value while the generation stands, and computes anew when it moves', async () => {
    let now = 0
    const cache = new AnswerCache<string>(8, 2_000, () => now)
    const c = counting()
    expect(await cache.get('q', 'g1', c.compute('first'), () => true)).toBe('first')
    now = 1_000
    expect(await cache.get('q', 'g1', c.compute('second'), () => true)).toBe('first')
    expect(c.calls).toBe(1)
    expect(await cache.get('q', 'g2', c.compute('third'), () => true)).toBe('third')
    expect(c.calls).toBe(2)
  })

  it('renews an answer past the time limit in the background, the kept one answering meanwhile', async () => {
    let now = 0
    const cache = new AnswerCache<string>(8, 2_000, () => now)
    const c = counting()
    await cache.get('q', 'g', c.compute('a'), () => true)
    now = 2_000
    let finish: (v: string) => void = () => undefined
    const renewal = new Promise<string>((resolve) => (finish = resolve))
    expect(
      await cache.get(
        'q',
        'g',
        () => renewal,
        () => true,
      ),
    ).toBe('a')
    expect(await cache.get('q', 'g', c.compute('never'), () => true)).toBe('a')
    finish('b')
    await renewal
    expect(await cache.get('q', 'g', c.compute('never'), () => true)).toBe('b')
    expect(c.calls).toBe(1)
    // A moved generation is never answered from the kept one.
    expect(await cache.get('q', 'g2', c.compute('c'), () => true)).toBe('c')
  })

  it('shares one computation among requests that arrive together', async () => {
    const cache = new AnswerCache<string>()
    const c = counting()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.get('q', 'g', c.compute('one'), () => true)),
    )
    expect(answers.every((a) => a === 'one')).toBe(true)
    expect(c.calls).toBe(1)
  })

  it('does not keep what it is told not to keep, nor a failure', async () => {
    const cache = new AnswerCache<string>()
    const c = counting()
    await cache.get('q', 'g', c.compute('refused'), (v) => v !== 'refused')
    await cache.get('q', 'g', c.compute('refused'), (v) => v !== 'refused')
    expect(c.calls).toBe(2)
    await expect(
      cache.get(
        'f',
        'g',
        () => Promise.reject(new Error('down')),
        () => true,
      ),
    ).rejects.toThrow('down')
    expect(await cache.get('f', 'g', c.compute('up'), () => true)).toBe('up')
  })

  it('holds a few entries only, dropping the oldest', async () => {
    const cache = new AnswerCache<string>(2)
    const c = counting()
    for (const key of ['a', 'b', 'c']) await cache.get(key, 'g', c.compute(key), () => true)
    await cache.get('c', 'g', c.compute('c again'), () => true)
    expect(c.calls).toBe(3)
    expect(await cache.get('a', 'g', c.compute('a again'), () => true)).toBe('a again')
  })
})
