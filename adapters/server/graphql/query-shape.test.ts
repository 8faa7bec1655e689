import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { MAX_FIELDS, queryShape } from './query-shape'

describe('the shape of a GraphQL query', () => {
  it('counts depth and fields, through inline and named fragments', () => {
    expect(queryShape(parse('{ metroLines { id name } }'))).toEqual({ depth: 2, fields: 3 })
    expect(
      queryShape(
        parse(
          'query { a: metroLines { ...L } b: regions { ... on Region { code } } } fragment L on MetroLine { id stations { id } }',
        ),
      ),
    ).toEqual({ depth: 3, fields: 6 })
  })

  it('stops counting past the limits, so a huge query costs little to refuse', () => {
    const wide = `{ ${Array.from({ length: 2 * MAX_FIELDS }, (_, i) => `f${i}: metroLines { id }`).join(' ')} }`
    expect(queryShape(parse(wide)).fields).toBeGreaterThan(MAX_FIELDS)
    expect(queryShape(parse(wide)).fields).toBeLessThan(MAX_FIELDS + 5)
  })
})
