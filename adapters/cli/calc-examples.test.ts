import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FORM_PLACES } from '../../core/places'
import { CALC_EXAMPLES } from './calc-examples'
import { EXAMPLE_FILES } from './example-files'

describe('the calc CLI examples (issue #49 item 2: a place brings its own)', () => {
  it('every place with a form has a worked example, and the CLI bundles it under its place', () => {
    for (const place of FORM_PLACES) expect(CALC_EXAMPLES[place], place).toMatchObject({ place })
    expect(CALC_EXAMPLES['nonStandart']).toMatchObject({ place: 'nonStandart' })
  })

  it('finds each example in its place folder, the spec the registry bundles, with no list or link to keep', () => {
    expect(Object.keys(EXAMPLE_FILES).sort()).toEqual(Object.keys(CALC_EXAMPLES).sort())
    for (const [place, file] of Object.entries(EXAMPLE_FILES)) {
      expect(file).toMatch(new RegExp(`^core/places/[a-z-]+/${place}\\.example\\.json$`))
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(CALC_EXAMPLES[place])
    }
    // No copy of them outside the place folders: the CLI prices one by its place's name (--example <place>).
    expect(existsSync('adapters/cli/examples')).toBe(false)
  })
})
