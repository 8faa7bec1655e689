import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { LOGGED_OUT_SCREENS, type ScreenId } from '../../core/cabinet/routing/route.table'
import { prerenderedBody } from '../../core/cabinet/routing/site-index'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { calculatorForm, FORM_PLACES, initialInput } from '../../core/pricing/selection/calculator-form'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Every static import of a built chunk ('import{a}from"./x.js"', 'import"./y.js"'); dynamic ones are lazy. */
const staticImports = (code: string): string[] =>
  [
    ...code.matchAll(
      /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    ),
  ].map((m) => m[1] ?? '')

/** A heavy library's own lazy chunk (issue 15: the map library only in the chunks that use it). */
export interface LazyPart {
  readonly part: string
  /** The chunk and its static imports that no route loads up front, with its worker file if it has one. */
  readonly gzipKb: number
  /** Routes whose up-front JavaScript carries the library (must be none). */
  readonly loadedUpFrontBy: readonly string[]
}

/** One calculator of the wizard, loaded when its step is shown (issue 15: each calculator a lazy chunk). */
export interface CalculatorSize {
  readonly place: string
  /** The calculator form shared by all sixteen plus the place's own control, gzipped, beyond the wizard route. */
  readonly gzipKb: number
  /** Of which the place's own control (the shelters, the navigation stations or the metro scheme). */
  readonly ownKb: number
  /** Whether the map library is among them (must be no: the map is a chunk further, loaded when opened). */
  readonly carriesMap: boolean
}

/** The wizard's lazily loaded control components, by the control of the core's form that shows them. */
const controlModule = (control: ReturnType<typeof calculatorForm>[number]): string | undefined =>
  control.kind === 'shelters'
    ? 'ShelterPicker'
    : control.kind === 'navigation'
      ? 'NavigationPicker'
      : control.kind === 'items' && control.metro
        ? 'MetroItemsControl'
        : undefined

export interface RouteSize {
  readonly route: string
  /** The route's JavaScript, gzipped: the shell every route loads plus the screen's own chunks. */
  readonly gzipKb: number
  /** Other screens' chunks this screen pulls in (must be none). */
  readonly pullsIn: readonly string[]
}

/**
 * Issue 14's delivery figure, from a production build of the current source (buildCabinet):
 * gzipped JS per route — the entry and its static imports, plus the lazy screen chunk and its static imports —
 * and whether a screen's chunk pulls in another screen's. The floor is the shell alone.
 */
export const measureRouteSizes = (
  out: string,
): {
  floorKb: number
  routes: RouteSize[]
  parts: LazyPart[]
  calculators: CalculatorSize[]
  publicPages: PublicPageSize[]
} => {
  const assets = join(out, 'assets')
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'))
  const code = new Map(files.map((f) => [f, readFileSync(join(assets, f), 'utf8')]))
  const gz = new Map(files.map((f) => [f, gzipSync(code.get(f) ?? '').length]))
  const closure = (start: string, into = new Set<string>()): Set<string> => {
    if (into.has(start) || !code.has(start)) return into
    into.add(start)
    for (const next of staticImports(code.get(start) ?? '')) closure(next, into)
    return into
  }
  const html = readFileSync(join(out, 'index.html'), 'utf8')
  const entry = /src="\/app\/assets\/([\w.-]+\.js)"/.exec(html)?.[1] ?? ''
  const shell = closure(entry)
  const kb = (set: Set<string>) => [...set].reduce((s, f) => s + (gz.get(f) ?? 0), 0) / 1024
  // The screens and the module each is lazily loaded from: the public ones (ui/app/screens.tsx, in the shell) and
  // the signed-in ones (ui/app/cabinet-screens.tsx, in the signed-in shell's chunk).
  const tables = ['ui/app/screens.tsx', 'ui/app/cabinet-screens.tsx']
  const screens = [
    ...tables
      .map((file) => readFileSync(join(ROOT, file), 'utf8'))
      .join('\n')
      .matchAll(/(\w+): screen\(\(\) => import\('\.\.\/features\/[\w/]+\/(\w+)'\)/g),
  ].map((m) => ({ id: m[1] ?? '', module: m[2] ?? '' }))
  const chunkOf = (module: string) => files.find((f) => f.startsWith(`${module}-`))
  // Bindings a screen loads when first shown (ui/main.tsx lazyModules): part of that screen's code.
  // (`name: () => import(…)` or `name: () => Promise.all([import(…), …])`: the first import is the module's.)
  const lazyModules = new Map(
    [
      ...readFileSync(join(ROOT, 'ui/main.tsx'), 'utf8').matchAll(
        /(\w+): \(\) =>\s*(?:Promise\.all\(\[)?\s*import\('\.\.\/adapters\/[\w-]+\/([\w.-]+)'\)/g,
      ),
    ].map((m) => [m[1] ?? '', m[2] ?? '']),
  )
  const captchaChunk = chunkOf('client.module')
  const screenChunks = new Set(
    screens.map((s) => chunkOf(s.module)).filter((f): f is string => f !== undefined),
  )
  // A signed-in screen also loads the signed-in shell's chunk and the cabinet's stores (ui/app/App.tsx), and with
  // them the clock and downloads every working screen shares (adapters/browser/workspace.ts).
  const workspaceChunk = chunkOf('workspace')
  const signedIn = closure(chunkOf('SignedInShell') ?? '', new Set(shell))
  closure(chunkOf(lazyModules.get('cabinet') ?? '') ?? '', signedIn)
  if (workspaceChunk) closure(workspaceChunk, signedIn)
  const routes = screens.map(({ id, module }) => {
    const own = chunkOf(module)
    const route = closure(own ?? '', new Set(LOGGED_OUT_SCREENS.includes(id as ScreenId) ? shell : signedIn))
    const lazy = lazyModules.get(id)
    if (lazy) closure(chunkOf(lazy) ?? '', route)
    if (id === 'wizard' && captchaChunk) closure(captchaChunk, route)
    if (id === 'wizard' && workspaceChunk) closure(workspaceChunk, route)
    return {
      route: id,
      gzipKb: kb(route),
      pullsIn: [...route].filter((f) => f !== own && screenChunks.has(f) && !shell.has(f)),
    }
  })
  const routeSets = screens.map(({ id, module }) => {
    const set = closure(chunkOf(module) ?? '', new Set(signedIn))
    const lazy = lazyModules.get(id)
    if (lazy) closure(chunkOf(lazy) ?? '', set)
    return { id, set }
  })
  const upFront = new Set(routeSets.flatMap((r) => [...r.set]))
  const workers = readdirSync(assets).filter((f) => f.endsWith('.mjs'))
  const parts = [
    {
      part: 'shelter map (maplibre-gl)',
      module: 'ShelterMap',
      mark: 'maplibregl-',
      worker: 'maplibre-gl-worker',
    },
    { part: 'statistics chart (uPlot)', module: 'PlaysChart', mark: 'uplot', worker: undefined },
  ].map(({ part, module, mark, worker }) => {
    const own = [...closure(chunkOf(module) ?? '')].filter((f) => !upFront.has(f))
    const workerFile = worker && workers.find((f) => f.startsWith(worker))
    const workerGz = workerFile ? gzipSync(readFileSync(join(assets, workerFile))).length : 0
    return {
      part,
      gzipKb: (own.reduce((sum, f) => sum + (gz.get(f) ?? 0), 0) + workerGz) / 1024,
      loadedUpFrontBy: routeSets
        .filter((r) => [...r.set].some((f) => (code.get(f) ?? '').includes(mark)))
        .map((r) => r.id),
    }
  })
  // Each calculator: what its step loads beyond the wizard route — the shared form and the place's own control.
  const wizard = routeSets.find((r) => r.id === 'wizard')?.set ?? new Set<string>()
  const form = new Set([...closure(chunkOf('CalculatorForm') ?? '')].filter((f) => !wizard.has(f)))
  const calculators = FORM_PLACES.map((place) => {
    const modules = calculatorForm(place, DEMO_REFERENCE, initialInput(place, DEMO_REFERENCE, '2026-11-26'))
      .map(controlModule)
      .filter((m): m is string => m !== undefined)
    const own = new Set(
      modules.flatMap((m) => [...closure(chunkOf(m) ?? '')]).filter((f) => !wizard.has(f) && !form.has(f)),
    )
    const all = new Set([...form, ...own])
    return {
      place,
      gzipKb: kb(all),
      ownKb: kb(own),
      carriesMap: [...all].some((f) => (code.get(f) ?? '').includes('maplibregl-')),
    }
  })
  // The public pages a visitor meets first (issue #16): the HTML as the server sends it (index.html with the
  // page's text), the stylesheets, and the JavaScript up to the priced calculator.
  const css = readdirSync(assets).filter((f) => f.endsWith('.css'))
  const cssKb = css.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0) / 1024
  const publicPage = (page: string, modules: readonly string[]): PublicPageSize => {
    const js = new Set(shell)
    for (const m of [...modules, 'PublicCalculator', 'CalculatorForm', 'wizard.module', 'client.module'])
      closure(chunkOf(m) ?? '', js)
    const htmlKb = gzipSync(html.replace('<div id="root"></div>', prerenderedBody(page) ?? '')).length / 1024
    return { page, htmlKb, jsKb: kb(js), cssKb, totalKb: htmlKb + kb(js) + cssKb }
  }
  const publicPages = [
    publicPage('/', ['LandingPage', 'landing.module']),
    publicPage('/app/monitory-metro', ['PlaceCalculatorScreen']),
  ]
  return { floorKb: kb(shell), routes, parts, calculators, publicPages }
}

/** A public page's bytes, gzipped: its HTML, its JavaScript up to the priced calculator, the stylesheets. */
export interface PublicPageSize {
  readonly page: string
  readonly htmlKb: number
  readonly jsKb: number
  readonly cssKb: number
  readonly totalKb: number
}

/** A production build of the current source in a folder of its own (removed by the caller). */
export const buildCabinet = (): string => {
  const out = mkdtempSync(join(tmpdir(), 'tablo-bench-ui-'))
  execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'ignore',
  })
  return out
}
