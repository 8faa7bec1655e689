// @vitest-environment node
import { cruise } from 'dependency-cruiser'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * What the browser's entry (ui/main.tsx) brings before any lazy chunk: the shell every page loads, /app/login's
 * first bytes (issue #51, `npm run bench -- --only ui-route-sizes`). Followed through the static imports only
 * (a type import brings no code, a dynamic one is a chunk of its own).
 */
const firstChunkSources = async (): Promise<Set<string>> => {
  const tsConfig = ts.readConfigFile('tsconfig.json', (path) => ts.sys.readFile(path)).config as object
  const result = await cruise(
    ['ui/main.tsx'],
    { doNotFollow: { path: 'node_modules' }, tsPreCompilationDeps: true, exclude: { path: '^dist/' } },
    undefined,
    { tsConfig },
  )
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text')
  const modules = new Map(result.output.modules.map((m) => [m.source, m]))
  const reached = new Set(['ui/main.tsx'])
  const next = ['ui/main.tsx']
  for (let source = next.pop(); source !== undefined; source = next.pop()) {
    for (const dependency of modules.get(source)?.dependencies ?? []) {
      const types: readonly string[] = dependency.dependencyTypes
      if (types.includes('type-only') || types.includes('dynamic-import')) continue
      if (reached.has(dependency.resolved)) continue
      reached.add(dependency.resolved)
      next.push(dependency.resolved)
    }
  }
  return reached
}

describe('the first chunk every page loads (issue #51: /app/login’s JavaScript)', () => {
  it('carries no place, no effect Schema, no signed-in screen, no clock: each comes with what needs it', async () => {
    const sources = [...(await firstChunkSources())]
    // Sanity: the walk does reach the shell's own parts.
    expect(sources).toContain('core/session/session.store.ts')
    expect(sources).toContain('core/cabinet/routing/screen-titles.ts')
    // The places (their calculators, forms and tariffs, ~25 KB gzipped) are read by the screens titled by a place.
    expect(sources.filter((s) => s.startsWith('core/places/'))).toEqual([])
    expect(sources).not.toContain('core/campaign/place-names.ts')
    // The wire schemas (~25 KB gzipped) load with the first answer that needs one (core/shared/on-first-use.ts).
    expect(sources.filter((s) => /node_modules\/effect\//.test(s))).toEqual([])
    expect(sources).not.toContain('core/shared/decoder.ts')
    // The signed-in screens' loaders, with the list of their parts to preload (~6 KB gzipped), come with the
    // signed-in shell.
    expect(sources).not.toContain('ui/app/cabinet-screens.tsx')
    // The Moscow clock's zone arithmetic and the downloads come with the first working screen.
    expect(sources).not.toContain('core/shared/calendar.ts')
    expect(sources).not.toContain('core/cabinet/stores/downloads.store.ts')
  }, 60_000)
})
