import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORM_PLACES } from '../../core/places'
import { CALC_EXAMPLES } from './calc-examples'

const EXAMPLES = 'adapters/cli/examples'

describe('the calc CLI examples (issue #49 item 2: a place brings its own)', () => {
  it('every place with a form has a worked example, and the CLI bundles it under its place', () => {
    for (const place of FORM_PLACES) expect(CALC_EXAMPLES[place], place).toMatchObject({ place })
    expect(CALC_EXAMPLES['nonStandart']).toMatchObject({ place: 'nonStandart' })
  })

  it('adapters/cli/examples/<place>.json is a link to the example in the place folder, the same spec', () => {
    const files = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json'))
    expect(files.length).toBe(Object.keys(CALC_EXAMPLES).length)
    for (const file of files) {
      const path = join(EXAMPLES, file)
      const place = file.replace(/\.json$/, '')
      expect(lstatSync(path).isSymbolicLink(), file).toBe(true)
      expect(relative(process.cwd(), realpathSync(path))).toMatch(
        new RegExp(`^core/places/[a-z-]+/${place}\\.example\\.json$`),
      )
      expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(CALC_EXAMPLES[place])
    }
  })
})
