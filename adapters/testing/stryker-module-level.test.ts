import { Instrumenter } from '@stryker-mutator/instrumenter'
import type { Logger } from '@stryker-mutator/api/logging'
import { describe, expect, it } from 'vitest'
import { MODULE_LEVEL_REASON, moduleLevelIgnorer } from '../../.ci/stryker-module-level.mjs'

/**
 * The module-level ignorer (issue #49 item 6) decides over Stryker's own instrumenter, as `npm run mutate` and CI
 * run it: a mutant of code run once when its module loads is Ignored with the reason, one a test can reach by
 * calling a function is kept.
 */
const quiet = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  isDebugEnabled: () => false,
} as unknown as Logger

/** Every mutant Stryker makes of `source`, as `<mutator> <original text> → <replacement>: kept | ignored`. */
const mutantsOf = async (source: string): Promise<string[]> => {
  const { mutants } = await new Instrumenter(quiet).instrument(
    [{ name: 'place.ts', content: source, mutate: true }],
    { plugins: null, excludedMutations: [], ignorers: [moduleLevelIgnorer], noHeader: false },
  )
  const lines = source.split('\n')
  return mutants.map((m) => {
    const { start, end } = m.location
    const text =
      start.line === end.line
        ? (lines[start.line]?.slice(start.column, end.column) ?? '')
        : `${lines[start.line]?.slice(start.column) ?? ''}…`
    if (m.status === 'Ignored') expect(m.statusReason).toBe(MODULE_LEVEL_REASON)
    return `${m.mutatorName} ${text.trim()}: ${m.status === 'Ignored' ? 'ignored' : 'kept'}`
  })
}

describe('the module-level ignorer (Stryker)', () => {
  it('ignores the mutants of a constant table and a top-level declaration', async () => {
    const mutants = await mutantsOf(
      ["export const TARIFF = { day: 150_000, title: 'Сутки' }", 'export const STEPS = [1, 2, 4]'].join('\n'),
    )
    expect(mutants).toContain("StringLiteral 'Сутки': ignored")
    expect(mutants).toContain("ObjectLiteral { day: 150_000, title: 'Сутки' }: ignored")
    expect(mutants).toContain('ArrayDeclaration [1, 2, 4]: ignored')
    expect(mutants.filter((m) => m.endsWith(': kept'))).toEqual([])
  })

  it('keeps every mutant inside a function body', async () => {
    const mutants = await mutantsOf(
      ['export function price(days: number): string {', "  return days > 7 ? 'неделя' : 'дни'", '}'].join(
        '\n',
      ),
    )
    expect(mutants).toContain('EqualityOperator days > 7: kept')
    expect(mutants).toContain("StringLiteral 'неделя': kept")
    expect(mutants.filter((m) => m.endsWith(': ignored'))).toEqual([])
  })

  it('keeps a module-level node that holds a function, and its body; ignores its literal fields', async () => {
    const mutants = await mutantsOf(
      [
        'export const double = (n: number) => n * 2',
        'export const place = {',
        "  title: 'Метро',",
        '  price(n: number) {',
        '    return n + 1',
        '  },',
        '}',
      ].join('\n'),
    )
    expect(mutants).toContain('ArrowFunction (n: number) => n * 2: kept')
    expect(mutants).toContain('ArithmeticOperator n * 2: kept')
    expect(mutants).toContain('ObjectLiteral {…: kept')
    expect(mutants).toContain('ArithmeticOperator n + 1: kept')
    expect(mutants).toContain("StringLiteral 'Метро': ignored")
  })

  it("counts a class field's initialiser as run by the constructor, a static one as run at load", async () => {
    const mutants = await mutantsOf(
      ['export class Shelter {', "  static KIND = 'остановка'", '  wide = 3 > 2', '}'].join('\n'),
    )
    expect(mutants).toContain("StringLiteral 'остановка': ignored")
    expect(mutants).toContain('EqualityOperator 3 > 2: kept')
  })
})
