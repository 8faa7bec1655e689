import { describe, expect, it, vi } from 'vitest'
import { CALC_EXAMPLES } from './calc-examples'
import { runCalc } from './calc-run'

/**
 * Issue #49 item 2 at the calc CLI: a place added by one line in core/places/registry.ts (mocked here with a
 * throwaway place, an id R-ENT-01 lists but nobody prices yet) is in the CLI's list of places, its examples and its
 * help, with no CLI list to touch.
 */
vi.mock('../../core/places/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../core/places/registry')>()
  const { definePlace } = await import('../../core/places/place-module')
  const { SpecialProjectCalculator } =
    await import('../../core/places/special-projects/special-project.calculator')
  const place = definePlace({
    id: 'advertisingStand',
    name: 'Рекламные стенды',
    order: 35,
    calculator: (title: string) => new SpecialProjectCalculator('advertisingStand', title),
    example: { place: 'advertisingStand', today: '2026-11-22', input: { note: 'стенд у входа' } },
  })
  return { ...real, advertisingStand: { place } }
})

const calc = async (...argv: string[]): Promise<string> => {
  let out = ''
  await runCalc(argv, { out: (t) => (out += t), err: (t) => (out += t), tty: false })
  return out
}

describe('a place added by one line is one the calc CLI knows (issue #49 item 2)', () => {
  it('lists it, bundles its example and shows that example in its help', async () => {
    expect(CALC_EXAMPLES['advertisingStand']).toMatchObject({ place: 'advertisingStand' })
    expect(await calc('--help')).toContain('advertisingStand')
    const help = await calc('advertisingStand', '--help')
    expect(help).toContain('Рекламные стенды (advertisingStand)')
    expect(help).toContain('"note": "стенд у входа"')
    expect(help).toContain('advertisingStand.example.json')
    expect(await calc('--help')).toMatch(/^ {2}advertisingStand .* --example advertisingStand$/m)
    expect(await calc('--example', 'advertisingStand')).toContain('Рекламные стенды (advertisingStand)')
  })
})
