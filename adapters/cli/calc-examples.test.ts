import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORM_PLACES } from '../../core/places'
import { CALC_EXAMPLES } from './calc-examples'
import { EXAMPLE_FILES } from './example-files'

const LINKS = 'adapters/cli/examples'

describe('the calc CLI examples (issue #49 item 2: a place brings its own)', () => {
  it('every place with a form has a worked example, and the CLI bundles it under its place', () => {
    for (const place of FORM_PLACES) expect(CALC_EXAMPLES[place], place).toMatchObject({ place })
    expect(CALC_EXAMPLES['nonStandart']).toMatchObject({ place: 'nonStandart' })
  })

  it('finds each example in its place folder, the spec the registry bundles, with no list to keep', () => {
    expect(Object.keys(EXAMPLE_FILES).sort()).toEqual(Object.keys(CALC_EXAMPLES).sort())
    for (const [place, file] of Object.entries(EXAMPLE_FILES)) {
      expect(file).toMatch(new RegExp(`^core/places/[a-z-]+/${place}\\.example\\.json$`))
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(CALC_EXAMPLES[place])
    }
  })

  it('adapters/cli/examples/<place>.json, kept for the paths the docs name, links to the example in its folder', () => {
    const links = readdirSync(LINKS).filter((f) => f.endsWith('.json'))
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      const path = join(LINKS, link)
      const place = link.replace(/\.json$/, '')
      expect(lstatSync(path).isSymbolicLink(), link).toBe(true)
      expect(relative(process.cwd(), realpathSync(path))).toBe(EXAMPLE_FILES[place])
    }
  })
})
