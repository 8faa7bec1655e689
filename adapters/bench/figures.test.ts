import { describe, expect, it } from 'vitest'
import { FIGURES, parseBenchArgs } from './figures'

const selected = (args: string[], env: Record<string, string> = {}): string[] => {
  const options = parseBenchArgs(args, env)
  if (options.kind !== 'run') throw new Error(`expected a run, got ${JSON.stringify(options)}`)
  return [...options.selected].sort()
}
const all = FIGURES.map((f) => f.name).sort()

describe("the bench's figures by name (issue 51 item 4)", () => {
  it('names every figure once, each under its group, with what it measures and a target', () => {
    expect(new Set(all).size).toBe(FIGURES.length)
    for (const f of FIGURES) {
      expect(f.name.startsWith(`${f.group}-`)).toBe(true)
      expect(f.measures).toMatch(/[а-я]/)
      expect(f.target).not.toBe('')
    }
  })

  it('runs every figure when nothing is asked', () => {
    expect(selected([])).toEqual(all)
  })

  it('runs only the figures named, repeated or comma-separated, any case', () => {
    expect(selected(['--only', 'pricing-metro'])).toEqual(['pricing-metro'])
    expect(selected(['--only', 'pricing-metro,cli-help', '--only=SERVER-MEMORY'])).toEqual([
      'cli-help',
      'pricing-metro',
      'server-memory',
    ])
  })

  it('takes the beginning of a name for the group it starts', () => {
    expect(selected(['--only', 'cli'])).toEqual(['cli-call', 'cli-help'])
    expect(selected(['--only', 'server-calculate'])).toEqual([
      'server-calculate-again',
      'server-calculate-mixed',
      'server-calculate-new',
      'server-calculate-plain',
    ])
    expect(selected(['--only', 'server-shelters'])).toEqual(['server-shelters', 'server-shelters-computed'])
  })

  it('refuses an unknown name in Russian, naming the known ones', () => {
    for (const args of [['--only', 'metro'], ['--only', 'pricing-metro,'], ['--only']]) {
      const options = parseBenchArgs(args)
      expect(options.kind).toBe('refused')
      if (options.kind !== 'refused') continue
      expect(options.message).toMatch(/^(Неизвестный показатель «|После --only нужно имя)/)
      for (const f of FIGURES) expect(options.message).toContain(f.name)
    }
    const option = parseBenchArgs(['--fast'])
    expect(option).toEqual({
      kind: 'refused',
      message: expect.stringContaining('Неизвестный параметр «--fast»'),
    })
  })

  it('prints every name, what it measures and its target for --help', () => {
    const options = parseBenchArgs(['--only', 'cli', '--help'])
    expect(options.kind).toBe('help')
    if (options.kind !== 'help') return
    for (const f of FIGURES) expect(options.text).toContain(`${f.name}`)
    for (const f of FIGURES) expect(options.text).toContain(`${f.measures} — цель: ${f.target}`)
    expect(options.text).toContain('--only')
  })

  it('keeps the BENCH_* switches: each set to false leaves its group out', () => {
    const env = { BENCH_CLI: 'false', BENCH_UI: 'false', BENCH_SERVER: 'false' }
    expect(selected([], env)).toEqual(all.filter((n) => n.startsWith('pricing-')))
    expect(selected(['--only', 'cli,pricing-toggle'], { BENCH_CLI: 'false' })).toEqual(['pricing-toggle'])
    expect(selected([], { BENCH_UI: 'true' })).toEqual(all)
  })
})
