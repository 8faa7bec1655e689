import { describe, expect, it } from 'vitest'
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-body'

/** Issue 53 item 4: the depth of a JSON body is judged by one pass over its text, brackets in strings aside. */
describe('the depth of a JSON text', () => {
  const objects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`
  const arrays = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`

  it('counts objects and arrays together, up to the bound and one past it', () => {
    expect(jsonNestsDeeperThan(objects(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false)
    expect(jsonNestsDeeperThan(objects(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true)
    expect(jsonNestsDeeperThan(arrays(5_000), MAX_JSON_DEPTH)).toBe(true)
    expect(jsonNestsDeeperThan('[{"a":[{"b":[1]}]}]', 5)).toBe(false)
    expect(jsonNestsDeeperThan('[{"a":[{"b":[1]}]}]', 4)).toBe(true)
    // Siblings do not add up: depth is how far in, not how many.
    expect(jsonNestsDeeperThan(`[${Array(1_000).fill('[1]').join(',')}]`, 2)).toBe(false)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false)
    expect(jsonNestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}\\\\"}`, 1)).toBe(false)
    expect(jsonNestsDeeperThan(`{"${'['.repeat(10)}":[[1]]}`, 2)).toBe(true)
  })
})
